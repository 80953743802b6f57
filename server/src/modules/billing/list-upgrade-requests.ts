import { asc, eq } from 'drizzle-orm';
import type { UpgradeRequest } from '@common/contracts/billing';
import type { Db } from '../../db/client';
import { upgradeRequests, users } from '../../db/schema';

/** The pending upgrade requests, oldest first, with who asked (the admin dashboard's Users tab). */
export async function listUpgradeRequests(db: Db): Promise<UpgradeRequest[]> {
  const rows = await db
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
