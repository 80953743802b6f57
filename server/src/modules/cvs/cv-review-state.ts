import { CV_COULD_NOT_BE_READ, CV_STILL_BEING_READ } from '@common/contracts/cv-review';
import { AppError } from '../../errors';
import type { UploadedCvRow } from './present-cv';

/** A CV whose data can be corrected: read, with data. Still being read → 409; could not be read → 409. */
export function assertReviewable(row: UploadedCvRow): UploadedCvRow & { extractedData: NonNullable<UploadedCvRow['extractedData']> } {
  if (row.extractionStatus === 'pending') throw new AppError('CONFLICT', CV_STILL_BEING_READ);
  if (row.extractionStatus === 'failed' || !row.extractedData) throw new AppError('CONFLICT', CV_COULD_NOT_BE_READ);
  return row as UploadedCvRow & { extractedData: NonNullable<UploadedCvRow['extractedData']> };
}
