import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { processingJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { processCvJob } from '../../jobs/definitions/process-cv';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';
import { endJobWithRefund } from './job-lease';
import { removeJobOutputs } from './run-processing-job';

export const CANCELLED_MESSAGE = 'Cancelled by the user.';

/** Cancels a queued or processing job (docs/PRODUCT.md §4 Jobs): its credit is refunded, its outputs removed. */
export async function cancelJob(ctx: Pick<AppContext, 'database' | 'queue' | 'storage'>, input: { actor: Pick<UserRow, 'id'>; jobId: string }) {
  const { jobId } = input;
  const { db } = ctx.database;
  const [job] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
  assertOwner(job, input.actor, 'Job');
  const cancelled = await endJobWithRefund(ctx.database, jobId, { status: 'cancelled', errorMessage: CANCELLED_MESSAGE });
  if (!cancelled) throw new AppError('CONFLICT', `Only queued or processing jobs can be cancelled; this job is ${job!.status === 'cancelled' ? 'already cancelled' : job!.status}.`);
  if (cancelled.queueJobId) await ctx.queue.cancel(processCvJob, cancelled.queueJobId).catch(() => undefined);
  // A running worker notices the cancellation between steps and removes what it wrote after this.
  await removeJobOutputs(ctx, { jobId });
  return cancelled;
}
