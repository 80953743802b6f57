import type { AppContext } from '../context';
import { withTransaction } from '../db/client';
import { resendStrandedExtractions } from '../modules/cvs/resend-stranded-extractions';
import { settleUnsettledCredits } from '../modules/processing/credits';
import { enqueueJob, reclaimStrandedJobs } from '../modules/processing/job-lease';
import { runProcessingJob } from '../modules/processing/run-processing-job';
import { StepPermits } from '../modules/processing/step-permits';
import { pipelineSteps } from '../modules/processing/steps';
import { processCvJob } from './definitions/process-cv';

const JOBS_IN_FLIGHT_PER_PERMIT = 4;

/**
 * Starts the processing workers and the sweeper that gives jobs of a dead worker (expired lease) to a
 * live one. Returns a function that stops the sweeper.
 */
export async function startProcessCvWorker(ctx: AppContext): Promise<() => void> {
  // MAX_CONCURRENT_JOBS jobs run their steps at once; more may be waiting for their PDF copies, so the
  // queue hands this process a few times as many jobs as it has step permits.
  const permits = new StepPermits(ctx.config.MAX_CONCURRENT_JOBS);
  await ctx.queue.work(processCvJob, ctx.config.MAX_CONCURRENT_JOBS * JOBS_IN_FLIGHT_PER_PERMIT, (payload, job) =>
    runProcessingJob(ctx, pipelineSteps, payload.processingJobId, job, permits),
  );

  const requeue = async (isSoleProcess: boolean) => {
    // Reclaimed and sent in one transaction: a job set back to 'queued' always has its queue entry.
    const ids = await withTransaction(ctx.database, async (tx, client) => {
      const stranded = await reclaimStrandedJobs(tx, { isSoleProcess, leaseSeconds: ctx.config.JOB_LEASE_SECONDS });
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
  await requeue(ctx.database.isEmbedded);
  const timer = setInterval(() => void requeue(false).catch((error) => ctx.logger.error({ err: error }, 'job sweeper failed')), ctx.config.JOB_LEASE_SECONDS * 500);
  timer.unref();
  return () => clearInterval(timer);
}
