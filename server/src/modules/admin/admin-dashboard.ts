import { desc, eq, gte, ne, sql } from 'drizzle-orm';
import { ADMIN_RECENT_ERRORS, type AdminDashboard } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { aiCalls, processingJobs, processingLogs, users } from '../../db/schema';
import { round, startOfTodayUtc, toNumber } from './figures';

type RecentError = AdminDashboard['recentErrors'][number];

/** GET /api/admin/dashboard: users and jobs counted now, today's AI usage from ai_calls, the 5 latest errors. */
export async function adminDashboard(ctx: Pick<AppContext, 'database'>, input: { now?: Date } = {}): Promise<AdminDashboard> {
  const { db } = ctx.database;
  const { now = new Date() } = input;
  const [userCount] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const jobCounts = await db
    .select({ status: processingJobs.status, n: sql<number>`count(*)::int` })
    .from(processingJobs)
    .groupBy(processingJobs.status);
  const byStatus = (status: string) => jobCounts.find((row) => row.status === status)?.n ?? 0;

  const [usage] = await db
    .select({
      requests: sql<number>`count(*)::int`,
      tokens: sql<string>`coalesce(sum(${aiCalls.inputTokens} + ${aiCalls.outputTokens}), 0)`,
      cost: sql<string>`coalesce(sum(${aiCalls.costCents}), 0)`,
      avgTime: sql<string>`coalesce(avg(${aiCalls.responseTimeMs}), 0)`,
    })
    .from(aiCalls)
    .where(gte(aiCalls.createdAt, startOfTodayUtc(now)));

  return {
    overview: {
      totalUsers: userCount.n,
      activeJobs: byStatus('processing'),
      queueLength: byStatus('queued'),
      totalProcessed: byStatus('completed'),
    },
    apiUsage: {
      todayRequests: usage.requests,
      todayTokens: toNumber(usage.tokens),
      todayCost: round(usage.cost, 3),
      avgResponseTime: round(usage.avgTime),
    },
    recentErrors: await recentErrors(db),
  };
}

/** The most recent failures of three kinds: a processing step, an AI call, a job. */
async function recentErrors(db: Db): Promise<RecentError[]> {
  const limit = ADMIN_RECENT_ERRORS;
  const steps = await db
    .select({ id: processingLogs.id, operation: processingLogs.operation, filename: processingLogs.filename, error: processingLogs.errorMessage, at: processingLogs.startedAt })
    .from(processingLogs)
    .where(ne(processingLogs.status, 'completed'))
    .orderBy(desc(processingLogs.startedAt))
    .limit(limit);
  const calls = await db
    .select({ id: aiCalls.id, provider: aiCalls.provider, endpoint: aiCalls.endpoint, outcome: aiCalls.outcome, error: aiCalls.errorMessage, at: aiCalls.createdAt })
    .from(aiCalls)
    .where(ne(aiCalls.outcome, 'success'))
    .orderBy(desc(aiCalls.createdAt))
    .limit(limit);
  const jobs = await db
    .select({ id: processingJobs.id, filename: processingJobs.originalFileName, error: processingJobs.errorMessage, at: sql<Date>`coalesce(${processingJobs.completedAt}, ${processingJobs.createdAt})` })
    .from(processingJobs)
    .where(eq(processingJobs.status, 'failed'))
    .orderBy(desc(sql`coalesce(${processingJobs.completedAt}, ${processingJobs.createdAt})`))
    .limit(limit);

  const all: Array<RecentError & { time: number }> = [
    ...steps.map((s) => entry(s.id, `${s.operation} failed for ${s.filename}${s.error ? `: ${s.error}` : ''}`, s.at)),
    ...calls.map((c) => entry(c.id, `AI ${c.endpoint} call to ${c.provider} failed (${c.outcome})${c.error ? `: ${c.error}` : ''}`, c.at)),
    ...jobs.map((j) => entry(j.id, `Job failed for ${j.filename}${j.error ? `: ${j.error}` : ''}`, j.at)),
  ];
  return all
    .sort((a, b) => b.time - a.time)
    .slice(0, limit)
    .map(({ id, action, createdAt }) => ({ id, action, createdAt }));
}

function entry(id: string, action: string, at: Date | string): RecentError & { time: number } {
  const date = at instanceof Date ? at : new Date(at);
  return { id, action: action.length > 300 ? `${action.slice(0, 299)}…` : action, createdAt: date.toISOString(), time: date.getTime() };
}
