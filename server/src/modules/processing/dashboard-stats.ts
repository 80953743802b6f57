import { and, eq, sql } from 'drizzle-orm';
import type { DashboardStats } from '@common/contracts/processing';
import type { AppContext } from '../../context';
import { processedFiles, processingJobs, uploadedCvs } from '../../db/schema';
import { presentUser, type UserRow } from '../accounts/present-user';

/** Counts for the dashboard, computed in SQL. */
export async function dashboardStats(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow }): Promise<DashboardStats> {
  const { db } = ctx.database;
  const user = input.actor;
  const [cvs] = await db.select({ total: sql<number>`count(*)::int` }).from(uploadedCvs).where(eq(uploadedCvs.userId, user.id));
  const [processed] = await db
    .select({ count: sql<number>`count(distinct ${processingJobs.uploadedCvId})::int` })
    .from(processingJobs)
    .where(and(eq(processingJobs.userId, user.id), eq(processingJobs.status, 'completed')));
  const byStatus = await db
    .select({ status: processingJobs.status, count: sql<number>`count(*)::int` })
    .from(processingJobs)
    .where(eq(processingJobs.userId, user.id))
    .groupBy(processingJobs.status);
  const [files] = await db.select({ total: sql<number>`count(*)::int` }).from(processedFiles).where(eq(processedFiles.userId, user.id));
  const jobsByStatus = { queued: 0, processing: 0, completed: 0, failed: 0, cancelled: 0 };
  for (const row of byStatus) jobsByStatus[row.status] += row.count;
  const shown = presentUser(user);
  return {
    totalCvs: cvs.total,
    processedCvs: processed.count,
    totalJobs: Object.values(jobsByStatus).reduce((a, b) => a + b, 0),
    jobsByStatus,
    totalFiles: files.total,
    creditsRemaining: shown.credits,
    creditsLimit: shown.creditsLimit,
  };
}
