import type { AppContext } from '../../context';
import { runProcessingJob } from '../../modules/processing/run-processing-job';
import { StepPermits } from '../../modules/processing/step-permits';
import { pipelineSteps } from '../../modules/processing/steps';
import type { JobPayload } from '../define-job';
import type { JobContext } from '../queue';
import { startJobSweeper } from '../sweeper';
import { processCvJob } from './process-cv';

/**
 * MAX_CONCURRENT_JOBS jobs run their steps at once; more may be waiting for their PDF copies, so the
 * queue hands this process a few times as many jobs as it has step permits.
 */
const JOBS_IN_FLIGHT_PER_PERMIT = 4;

/** Runs one processing job (modules/processing/run-processing-job.ts) under one of this process's step permits. */
export function processCvHandler(ctx: AppContext, permits: StepPermits) {
  return (payload: JobPayload<typeof processCvJob>, job: JobContext): Promise<void> =>
    runProcessingJob(ctx, { jobId: payload.processingJobId, steps: pipelineSteps, attempt: job, permits });
}

/**
 * Starts the processing workers and the sweeper that gives jobs of a dead worker (expired lease) to a
 * live one. Returns a function that stops the sweeper.
 */
export async function startProcessCvWorker(ctx: AppContext): Promise<() => void> {
  const permits = new StepPermits(ctx.config.MAX_CONCURRENT_JOBS);
  await ctx.queue.work(processCvJob, ctx.config.MAX_CONCURRENT_JOBS * JOBS_IN_FLIGHT_PER_PERMIT, processCvHandler(ctx, permits));
  return startJobSweeper(ctx);
}
