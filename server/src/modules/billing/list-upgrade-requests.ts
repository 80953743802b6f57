import { asc, eq } from 'drizzle-orm';
import type { UpgradeRequest } from '@common/contracts/billing';
import type { AppContext } from '../../context';
import { upgradeRequests, users } from '../../db/schema';

/** The pending upgrade requests, oldest first, with who asked (the admin dashboard's Users tab). */
export async function listUpgradeRequests(ctx: Pick<AppContext, 'database'>): Promise<UpgradeRequest[]> {
  const rows = await ctx.database.db
    .select({ request: upgradeRequests, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .where(eq(upgradeRequests.status, 'pending'))
    .orderBy(asc(upgradeRequests.createdAt));
  return rows.map(({ request, email, firstName, lastName }) => ({
    id: request.id,
    userId: request.userId,
    email,
    name: [firstName, lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || null,
    fromPlan: request.fromPlan,
    toPlan: request.toPlan,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  }));
}
