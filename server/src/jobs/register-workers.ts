import type { AppContext } from '../context';
import { extractCvJob } from './definitions/extract-cv';
import { extractCvHandler } from './definitions/extract-cv-handler';
import { startProcessCvWorker } from './process-cv-worker';

/** Starts this process's job handlers (the worker service), one line per job; returns what stops them. */
export async function registerWorkers(ctx: AppContext): Promise<() => void> {
  await ctx.queue.work(extractCvJob, ctx.config.MAX_CONCURRENT_JOBS, extractCvHandler(ctx));
  const stopProcessing = await startProcessCvWorker(ctx);
  return () => stopProcessing();
}
