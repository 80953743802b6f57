import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { uploadedCvs } from '../../db/schema';
import { AppError } from '../../errors';
import { assertReviewable } from './cv-review-state';
import { findOwnCv } from './find-own-cv';
import type { UploadedCvRow } from './present-cv';

/**
 * Drops the correction: the CV's data is its first extraction again. correctedAt keeps the time of the
 * change (the analytics fingerprint reads it; the API shows it only while there is a correction).
 */
export async function restoreCvData(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; cvId: string }): Promise<{ row: UploadedCvRow; fields: string[] }> {
  const cv = assertReviewable(await findOwnCv(ctx, input));
  const { db } = ctx.database;
  const [row] = await db
    .update(uploadedCvs)
    .set({ correctedData: null, correctedFields: null, correctedAt: new Date() })
    .where(and(eq(uploadedCvs.id, cv.id), eq(uploadedCvs.userId, input.actor.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'CV not found');
  return { row, fields: cv.correctedFields ?? [] };
}
