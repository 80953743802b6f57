import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { withTransaction } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { assertReviewable, lockReviewableCv } from './cv-review-state';
import { findOwnCv } from './find-own-cv';
import { assertNoFreeRunWaiting } from './free-run-guard';
import type { UploadedCvRow } from './present-cv';

/**
 * Drops the correction: the CV's data is its first extraction again. correctedAt keeps the time of the
 * change (the analytics fingerprint reads it; the API shows it only while there is a correction).
 */
export async function restoreCvData(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: Pick<UserRow, 'id' | 'role' | 'plan'>; cvId: string },
): Promise<{ row: UploadedCvRow; fields: string[] }> {
  assertReviewable(await findOwnCv(ctx, input));
  return withTransaction(ctx.database, async (tx) => {
    const cv = await lockReviewableCv(tx, input);
    // Going back to the first extraction can change who the CV is about as much as a correction can.
    await assertNoFreeRunWaiting(tx, { actor: input.actor, cvId: cv.id, data: cv.extractedData });
    const [row] = await tx.update(uploadedCvs).set({ correctedData: null, correctedFields: null, correctedAt: new Date() }).where(eq(uploadedCvs.id, cv.id)).returning();
    return { row, fields: cv.correctedFields ?? [] };
  });
}
