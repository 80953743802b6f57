import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { processingJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { processCvJob } from '../../jobs/definitions/process-cv';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';
import { refundJobCredit } from './credits';
import { removeJobOutputs } from './run-processing-job';

export const CANCELLED_MESSAGE = 'Cancelled by the user.';

/** Cancels a queued or processing job (decisions.md): its credit is refunded, its outputs removed. */
export async function cancelJob(ctx: AppContext, user: UserRow, jobId: string) {
  const { db } = ctx.database;
  const [job] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
  assertOwner(job, user, 'Job');
  // Cancelled and refunded in one transaction: the list never shows a cancelled job still holding its credit.
  const cancelled = await withTransaction(ctx.database, async (tx) => {
    const [row] = await tx
      .update(processingJobs)
      .set({ status: 'cancelled', errorMessage: CANCELLED_MESSAGE, completedAt: new Date(), leaseUntil: null })
      .where(and(eq(processingJobs.id, jobId), sql`${processingJobs.status} IN ('queued', 'processing')`))
      .returning();
    if (row) await refundJobCredit(tx, jobId);
    return row;
  });
  if (!cancelled) throw new AppError('CONFLICT', `Only queued or processing jobs can be cancelled; this job is ${job!.status === 'cancelled' ? 'already cancelled' : job!.status}.`);
  if (cancelled.queueJobId) await ctx.queue.cancel(processCvJob, cancelled.queueJobId).catch(() => undefined);
  // A running worker notices the cancellation between steps and removes what it wrote after this.
  await removeJobOutputs(ctx, jobId);
  return cancelled;
}
