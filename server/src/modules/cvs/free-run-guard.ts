import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CvData } from '@common/cv-data';
import type { Db } from '../../db/client';
import { processingJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { hasUnlimitedCredits, type UserRow } from '../accounts/present-user';
import { freeUntil, paidRuns } from '../processing/credits';

export const FREE_RUN_WAITING =
  'This CV is about to be processed free of charge as the candidate it was paid for, so who it is about cannot change until that run has started. Try again in a moment, or cancel the run first.';

/**
 * A correction (or an undo) racing a free run: a free job reads the CV's data when it starts, so until
 * then the data must stay the candidate that made it free. Called inside the correction's transaction,
 * with the CV's row locked, so a processing request deciding "free" and this check never interleave
 * (docs/decisions/092-free-reprocessing-is-for-the-same-candidate.md).
 */
export async function assertNoFreeRunWaiting(tx: Db, input: { actor: Pick<UserRow, 'id' | 'role' | 'plan'>; cvId: string; data: CvData }): Promise<void> {
  // Unlimited accounts are never charged: every run of theirs is free and none depends on who the CV is about.
  if (hasUnlimitedCredits(input.actor)) return;
  const waiting = await tx
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(
      and(
        eq(processingJobs.userId, input.actor.id),
        eq(processingJobs.uploadedCvId, input.cvId),
        inArray(processingJobs.status, ['queued', 'processing']),
        eq(processingJobs.creditState, 'none'),
        isNull(processingJobs.cvData),
      ),
    )
    .limit(1);
  if (waiting.length === 0) return;
  const runs = (await paidRuns(tx, { userId: input.actor.id, cvIds: [input.cvId] })).get(input.cvId);
  if (freeUntil(runs, input.data) === null) throw new AppError('CONFLICT', FREE_RUN_WAITING);
}
