import { desc, sql } from 'drizzle-orm';
import type { AdminAnalytics } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { aiCalls } from '../../db/schema';
import { round } from './figures';

/** GET /api/admin/analytics: every AI call counted per provider (with its cost in cents) and per endpoint (with its mean time). */
export async function adminAnalytics(ctx: Pick<AppContext, 'database'>): Promise<AdminAnalytics> {
  const { db } = ctx.database;
  const requests = sql<number>`count(*)::int`;
  const byProvider = await db
    .select({ provider: aiCalls.provider, requests, cost: sql<string>`coalesce(sum(${aiCalls.costCents}), 0)` })
    .from(aiCalls)
    .groupBy(aiCalls.provider)
    .orderBy(desc(requests), aiCalls.provider);
  const byEndpoint = await db
    .select({ endpoint: aiCalls.endpoint, requests, avgTime: sql<string>`coalesce(avg(${aiCalls.responseTimeMs}), 0)` })
    .from(aiCalls)
    .groupBy(aiCalls.endpoint)
    .orderBy(desc(requests), aiCalls.endpoint);
  return {
    byProvider: byProvider.map((row) => ({ provider: row.provider, requests: row.requests, cost: round(row.cost, 3) })),
    byEndpoint: byEndpoint.map((row) => ({ endpoint: row.endpoint, requests: row.requests, avgTime: round(row.avgTime) })),
  };
}
