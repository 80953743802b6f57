import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { processingJobs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueJob } from '../processing/job-lease';
import { hasUnlimitedCredits } from '../accounts/present-user';
import { reserveCredits } from '../processing/credits';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * POST /api/admin/jobs/{id}/force-process (the Queue tab's Retry):
 * - a processing job (a worker may be stuck on it) has its lease released and is run again by a new
 *   run; the run that held it stops at its next step. Its credit stays reserved (charged once, on
 *   completion), and the parts already done (AI calls, outputs, the email) are not done again
 *   (job-parts.ts, docs/decisions/051-job-side-effects-once.md);
 * - a failed job is put back in the queue from the start: its owner's credit is reserved again (the
 *   failure refunded it) unless the owner is unlimited; an owner with no credit left is refused with 402.
 * The job row, the credit and the queue entry change in one transaction, so a requeued job always has
 * its credit and its queue entry.
 */
export async function forceProcessJob(ctx: AppContext, input: { jobId: string }): Promise<JobRow> {
  const { jobId } = input;
  const { db } = ctx.database;
  const [job] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  if (job.status !== 'failed' && job.status !== 'processing') {
    throw new AppError('CONFLICT', `Only failed or processing jobs can be requeued; this job is ${job.status}.`);
  }
  const [owner] = await db.select().from(users).where(eq(users.id, job.userId));
  if (!owner) throw new AppError('NOT_FOUND', 'The account of this job no longer exists.');

  const requeued = await withTransaction(ctx.database, async (tx, client) => {
    if (job.status === 'processing') {
      // attempts is kept: the next claim raises it, which tells the run that held the job it no longer owns it.
      const [row] = await tx
        .update(processingJobs)
        .set({ status: 'queued', progress: 0, leaseUntil: null, errorMessage: null })
        .where(and(eq(processingJobs.id, jobId), eq(processingJobs.status, 'processing')))
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This job finished or changed meanwhile.');
      return { ...row, queueJobId: await enqueueJob(ctx.queue, tx, client, row.id) };
    }
    // A credit still reserved (never refunded) is kept: a retried job is never charged twice.
    const keepsCredit = job.creditState === 'reserved';
    const reserved = keepsCredit ? job.creditsReserved : hasUnlimitedCredits(owner) ? 0 : await reserveCredits(tx, owner, 1);
    const [row] = await tx
      .update(processingJobs)
      .set({
        status: 'queued',
        progress: 0,
        errorMessage: null,
        completedAt: null,
        startedAt: null,
        leaseUntil: null,
        attempts: 0,
        creditsReserved: reserved,
        creditState: reserved > 0 ? 'reserved' : 'none',
      })
      // Guarded: two admins pressing Retry at once requeue it once.
      .where(and(eq(processingJobs.id, jobId), eq(processingJobs.status, 'failed')))
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This job was requeued or changed meanwhile.');
    return { ...row, queueJobId: await enqueueJob(ctx.queue, tx, client, row.id) };
  });
  ctx.queue.wakeWorkers();
  return requeued;
}
