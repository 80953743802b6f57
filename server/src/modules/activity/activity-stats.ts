import { sql } from 'drizzle-orm';
import type { ActivityStats } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { activityLogs } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/activity-stats: all actions, those of the last 24 hours, and how many distinct users acted. */
export async function activityStats(ctx: Pick<AppContext, 'database'>, input: { now?: Date } = {}): Promise<ActivityStats> {
  const { db } = ctx.database;
  const { now = new Date() } = input;
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`count(*) filter (where ${activityLogs.createdAt} >= ${since})::int`,
      users: sql<number>`count(distinct ${activityLogs.userId})::int`,
    })
    .from(activityLogs);
  return { totalActivities: row.total, recentActivities: row.recent, uniqueUsers: row.users };
}
