import { gte, sql } from 'drizzle-orm';
import type { ProcessingStats } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { processingLogs } from '../../db/schema';
import { percent, round, startOfTodayUtc } from './figures';

/** GET /api/admin/processing-stats: over every processing log row, and over today's (UTC). */
export async function processingStats(ctx: Pick<AppContext, 'database'>, input: { now?: Date } = {}): Promise<ProcessingStats> {
  const { db } = ctx.database;
  const { now = new Date() } = input;
  const columns = {
    total: sql<number>`count(*)::int`,
    completed: sql<number>`count(*) filter (where ${processingLogs.status} = 'completed')::int`,
    avgTime: sql<string>`coalesce(avg(${processingLogs.processingTime}), 0)`,
  };
  const [all] = await db.select(columns).from(processingLogs);
  const [today] = await db.select(columns).from(processingLogs).where(gte(processingLogs.startedAt, startOfTodayUtc(now)));
  return {
    totalFiles: all.total,
    avgProcessingTime: round(all.avgTime),
    successRate: percent(all.completed, all.total),
    todayStats: { processed: today.completed, failed: today.total - today.completed, avgTime: round(today.avgTime) },
  };
}
