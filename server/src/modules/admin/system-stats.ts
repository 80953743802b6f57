import { eq, inArray, sql } from 'drizzle-orm';
import type { SystemStats } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { processingJobs, users } from '../../db/schema';

/** GET /api/admin/stats (admin panel): credits used are those of completed, charged jobs. */
export async function systemStats(ctx: Pick<AppContext, 'database'>): Promise<SystemStats> {
  const { db } = ctx.database;
  const [userCount] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [jobs] = await db.select({ n: sql<number>`count(*)::int` }).from(processingJobs);
  const [credits] = await db
    .select({ n: sql<number>`coalesce(sum(${processingJobs.creditsReserved}), 0)::int` })
    .from(processingJobs)
    .where(eq(processingJobs.creditState, 'charged'));
  const [active] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(processingJobs)
    .where(inArray(processingJobs.status, ['queued', 'processing']));
  return { totalUsers: userCount.n, totalJobs: jobs.n, totalCreditsUsed: credits.n, activeJobs: active.n };
}
