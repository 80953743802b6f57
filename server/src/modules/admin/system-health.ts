import { and, eq, lt, sql } from 'drizzle-orm';
import type { AdminHealth, HealthStatus } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { processingJobs } from '../../db/schema';
import { processCvJob } from '../../jobs/definitions/process-cv';
import { providerHealth } from './provider-reachability';

/** A database answering slower than this is shown as a warning. */
const SLOW_DATABASE_MS = 1_000;
/** A job still waiting after this long means the workers are stuck or far behind. */
const STALE_QUEUED_MS = 10 * 60 * 1000;

/** GET /api/admin/health: a timed database ping, the queue's state, and each AI provider. */
export async function systemHealth(ctx: AppContext): Promise<AdminHealth> {
  const { db } = ctx.database;
  const started = performance.now();
  let database: AdminHealth['database'];
  try {
    await db.execute(sql`select 1`);
    const responseTime = Math.round(performance.now() - started);
    database = { status: responseTime > SLOW_DATABASE_MS ? 'warning' : 'healthy', responseTime };
  } catch {
    database = { status: 'error', responseTime: Math.round(performance.now() - started) };
  }

  let queue: AdminHealth['queue'];
  try {
    // pg-boss must answer too: jobs are fetched through it.
    await ctx.queue.queueSize(processCvJob);
    const counts = await db
      .select({ status: processingJobs.status, n: sql<number>`count(*)::int` })
      .from(processingJobs)
      .where(sql`${processingJobs.status} in ('queued', 'processing')`)
      .groupBy(processingJobs.status);
    const [stale] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(processingJobs)
      .where(and(eq(processingJobs.status, 'queued'), lt(processingJobs.createdAt, new Date(Date.now() - STALE_QUEUED_MS))));
    const status: HealthStatus = stale.n > 0 ? 'warning' : 'healthy';
    queue = {
      status,
      length: counts.find((c) => c.status === 'queued')?.n ?? 0,
      processing: counts.find((c) => c.status === 'processing')?.n ?? 0,
    };
  } catch (error) {
    ctx.logger.warn({ err: error }, 'queue health check failed');
    queue = { status: 'error', length: 0, processing: 0 };
  }

  return { database, queue, apiServices: await providerHealth(ctx) };
}
