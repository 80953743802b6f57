import type { AppContext } from '../context';
import { withTransaction } from '../db/client';
import { resendStrandedExtractions } from '../modules/cvs/resend-stranded-extractions';
import { settleUnsettledCredits } from '../modules/processing/credits';
import { enqueueJob, reclaimStrandedJobs } from '../modules/processing/job-lease';

/**
 * The sweeper: at start and every half lease, sends again what no worker would otherwise finish —
 * processing jobs cut off by a crash (reclaimStrandedJobs), uploaded CVs left 'pending' without a
 * queue entry (resendStrandedExtractions) — and settles credits a crash left half-done. Returns a
 * function that stops it.
 */
export async function startJobSweeper(ctx: AppContext): Promise<() => void> {
  const sweep = async (isSoleProcess: boolean) => {
    // Reclaimed and sent in one transaction: a job set back to 'queued' always has its queue entry.
    const ids = await withTransaction(ctx.database, async (tx, client) => {
      const stranded = await reclaimStrandedJobs(ctx.queue, tx, client, { isSoleProcess, leaseSeconds: ctx.config.JOB_LEASE_SECONDS });
      for (const id of stranded) await enqueueJob(ctx.queue, tx, client, id);
      return stranded;
    });
    if (ids.length) {
      ctx.queue.wakeWorkers();
      ctx.logger.warn(`Took over ${ids.length} processing job(s) cut off by a crash or restart`);
    }
    const resent = await resendStrandedExtractions(ctx);
    if (resent) ctx.logger.warn(`Sent again the extraction of ${resent} uploaded CV(s) left without a queue entry`);
    const settled = await settleUnsettledCredits(ctx.database.db);
    if (settled) ctx.logger.warn(`Settled the credits of ${settled} job(s) left half-done by a crash`);
  };
  // With the embedded database no other process can be working: jobs left 'processing' were cut off.
  await sweep(ctx.database.isEmbedded);
  const timer = setInterval(() => void sweep(false).catch((error) => ctx.logger.error({ err: error }, 'job sweeper failed')), ctx.config.JOB_LEASE_SECONDS * 500);
  timer.unref();
  return () => clearInterval(timer);
}
