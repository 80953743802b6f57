import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { AppError } from '../../errors';
import { assertReviewable } from './cv-review-state';
import { findOwnCv } from './find-own-cv';
import type { UploadedCvRow } from './present-cv';

/**
 * Drops the correction: the CV's data is its first extraction again. correctedAt keeps the time of the
 * change (the analytics fingerprint reads it; the API shows it only while there is a correction).
 */
export async function restoreCvData(db: Db, input: { userId: string; cvId: string }): Promise<{ row: UploadedCvRow; fields: string[] }> {
  const cv = assertReviewable(await findOwnCv(db, input));
  const [row] = await db
    .update(uploadedCvs)
    .set({ correctedData: null, correctedFields: null, correctedAt: new Date() })
    .where(and(eq(uploadedCvs.id, cv.id), eq(uploadedCvs.userId, input.userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'CV not found');
  return { row, fields: cv.correctedFields ?? [] };
}
