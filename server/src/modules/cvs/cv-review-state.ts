import { and, eq } from 'drizzle-orm';
import { CV_COULD_NOT_BE_READ, CV_STILL_BEING_READ } from '@common/contracts/cv-review';
import type { Db } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { AppError } from '../../errors';
import type { UploadedCvRow } from './present-cv';

/** A CV whose data can be corrected: read, with data. Still being read → 409; could not be read → 409. */
export function assertReviewable(row: UploadedCvRow): UploadedCvRow & { extractedData: NonNullable<UploadedCvRow['extractedData']> } {
  if (row.extractionStatus === 'pending') throw new AppError('CONFLICT', CV_STILL_BEING_READ);
  if (row.extractionStatus === 'failed' || !row.extractedData) throw new AppError('CONFLICT', CV_COULD_NOT_BE_READ);
  return row as UploadedCvRow & { extractedData: NonNullable<UploadedCvRow['extractedData']> };
}

/**
 * The actor's CV, locked for the caller's transaction and still reviewable: a processing request
 * deciding whether this CV runs free waits for the caller, or the caller for it; a re-extraction or a
 * delete racing the caller makes it a clean 404 or 409.
 */
export async function lockReviewableCv(tx: Db, input: { actor: { id: string }; cvId: string }) {
  const [locked] = await tx.select().from(uploadedCvs).where(and(eq(uploadedCvs.id, input.cvId), eq(uploadedCvs.userId, input.actor.id))).for('update');
  if (!locked) throw new AppError('NOT_FOUND', 'CV not found');
  return assertReviewable(locked);
}
