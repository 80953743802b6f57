import { eq } from 'drizzle-orm';
import { changedFields } from '@common/contracts/cv-review';
import type { CvData } from '@common/cv-data';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { withTransaction } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { withDerivedFigures } from './corrections';
import { assertReviewable, lockReviewableCv } from './cv-review-state';
import { findOwnCv } from './find-own-cv';
import { assertNoFreeRunWaiting } from './free-run-guard';
import type { UploadedCvRow } from './present-cv';

/**
 * Saves the recruiter's corrected data for one of their CVs, beside the first extraction (which is
 * never changed, so the correction can be undone). Data equal to the first extraction clears the
 * correction. Returns the row and the fields that now differ from the first extraction.
 */
export async function correctCvData(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: Pick<UserRow, 'id' | 'role' | 'plan'>; cvId: string; data: CvData },
): Promise<{ row: UploadedCvRow; fields: string[] }> {
  assertReviewable(await findOwnCv(ctx, input));
  return withTransaction(ctx.database, async (tx) => {
    const cv = await lockReviewableCv(tx, input);
    // Counted from what the recruiter typed, before the derived figures follow it.
    const fields = changedFields(cv.extractedData, input.data);
    const isCorrected = fields.length > 0;
    const data = withDerivedFigures(cv.extractedData, input.data);
    await assertNoFreeRunWaiting(tx, { actor: input.actor, cvId: cv.id, data: isCorrected ? data : cv.extractedData });
    const [row] = await tx
      .update(uploadedCvs)
      .set({ correctedData: isCorrected ? data : null, correctedFields: isCorrected ? fields : null, correctedAt: new Date() })
      .where(eq(uploadedCvs.id, cv.id))
      .returning();
    return { row, fields };
  });
}
