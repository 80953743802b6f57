import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminQueue } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { processingJobs } from '../../db/schema';
import { percent, round } from './figures';

/**
 * GET /api/admin/queue: jobs waiting and running now, the configured concurrency, and how finished
 * jobs went (success rate of completed against failed; mean time from start to completion).
 */
export async function queueStatus(ctx: Pick<AppContext, 'database' | 'config'>): Promise<AdminQueue> {
  const { db } = ctx.database;
  const maxConcurrent = ctx.config.MAX_CONCURRENT_JOBS;
  const counts = await db
    .select({ status: processingJobs.status, n: sql<number>`count(*)::int` })
    .from(processingJobs)
    .groupBy(processingJobs.status);
  const count = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
  const running = await db
    .select({ id: processingJobs.id, progress: processingJobs.progress })
    .from(processingJobs)
    .where(eq(processingJobs.status, 'processing'))
    .orderBy(asc(processingJobs.startedAt))
    .limit(100);
  const [timing] = await db
    .select({ avg: sql<string>`coalesce(avg(extract(epoch from (${processingJobs.completedAt} - ${processingJobs.startedAt})) * 1000), 0)` })
    .from(processingJobs)
    .where(and(eq(processingJobs.status, 'completed'), isNotNull(processingJobs.startedAt), isNotNull(processingJobs.completedAt)));
  const completed = count('completed');
  return {
    currentStatus: {
      queued: count('queued'),
      processing: count('processing'),
      maxConcurrent,
      // A processing job carries exactly one CV (one job per CV per request).
      processingJobs: running.map((job) => ({ id: job.id, filesCount: 1, progress: job.progress })),
    },
    successRate: percent(completed, completed + count('failed')),
    avgProcessingTime: round(timing.avg),
  };
}
