import type { AppContext } from '../context';
import { sweepPendingFileDeletions } from '../modules/privacy/file-deletions';
import { applyRetentionJob } from './definitions/apply-retention';
import { applyRetentionHandler, scheduleRetention } from './definitions/apply-retention-handler';
import { extractCvJob } from './definitions/extract-cv';
import { extractCvHandler } from './definitions/extract-cv-handler';
import { startProcessCvWorker } from './definitions/process-cv-handler';

/** Starts this process's job handlers (the worker service), one line per job; returns what stops them. */
export async function registerWorkers(ctx: AppContext): Promise<() => void> {
  await ctx.queue.work(extractCvJob, ctx.config.MAX_CONCURRENT_JOBS, extractCvHandler(ctx));
  const stopProcessing = await startProcessCvWorker(ctx);
  await ctx.queue.work(applyRetentionJob, 1, applyRetentionHandler(ctx));
  const stopFileSweeper = startFileDeletionSweeper(ctx);
  await scheduleRetention(ctx);
  return () => {
    stopProcessing();
    stopFileSweeper();
  };
}

/** Files owed a deletion (an erasure whose delete failed, or was cut off by a crash) are retried now and every minute. */
function startFileDeletionSweeper(ctx: AppContext): () => void {
  const sweep = () => void sweepPendingFileDeletions(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'file deletion sweeper failed'));
  sweep();
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
