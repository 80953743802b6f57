import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_ACTIVITIES_PAGE_SIZE, type ActivityLogEntry, type UserActivitiesResponse } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { activityLogs, users } from '../../db/schema';

/** GET /api/admin/user-activities: every action, or one user's, newest first, 50 a page. */
export async function listActivities(ctx: Pick<AppContext, 'database'>, input: { page: number; userId?: string }): Promise<UserActivitiesResponse> {
  const { db } = ctx.database;
  const pageSize = ADMIN_ACTIVITIES_PAGE_SIZE;
  const where = input.userId ? eq(activityLogs.userId, input.userId) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(activityLogs).where(where);
  const rows = await db
    .select({ log: activityLogs, email: users.email })
    .from(activityLogs)
    .leftJoin(users, eq(activityLogs.userId, users.id))
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(pageSize)
    .offset((input.page - 1) * pageSize);
  return {
    activities: rows.map(({ log, email }) => presentActivity(log, email)),
    pagination: { page: input.page, total, totalPages: Math.ceil(total / pageSize) },
  };
}

function presentActivity(log: typeof activityLogs.$inferSelect, email: string | null): ActivityLogEntry {
  return {
    id: log.id,
    userId: log.userId,
    user: email === null ? null : { email },
    action: log.action,
    resourceType: log.resourceType,
    resource: log.resource,
    details: presentDetails(log.details),
    ipAddress: log.ipAddress,
    createdAt: log.createdAt.toISOString(),
  };
}

/** Details are a string or an object (docs/PRODUCT.md §3); anything else stored (a list, a number) is shown as JSON text. */
function presentDetails(details: unknown): ActivityLogEntry['details'] {
  if (details === null || details === undefined) return null;
  if (typeof details === 'string') return details;
  if (typeof details === 'object' && !Array.isArray(details)) return details as Record<string, unknown>;
  return JSON.stringify(details);
}
