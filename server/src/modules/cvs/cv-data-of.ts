import type { CvData } from '@common/cv-data';
import type { UploadedCvRow } from './present-cv';

/**
 * The CV's data as every output and figure uses it: the recruiter's correction when there is one,
 * else the first extraction (docs/decisions/065-corrected-cv-data.md).
 */
export function cvDataOf(row: Pick<UploadedCvRow, 'correctedData' | 'extractedData'>): CvData | null {
  return row.correctedData ?? row.extractedData ?? null;
}
