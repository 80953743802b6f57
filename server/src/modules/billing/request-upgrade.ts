import { and, eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '@common/plans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { upgradeRequests } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

function alreadyRequested(plan: PlanId): AppError {
  return new AppError('CONFLICT', `You have already asked for the ${PLANS[plan].name} plan: an administrator will approve or decline it.`);
}

/** The user's pending upgrade request, if any. */
export async function pendingUpgradeRequest(db: Db, userId: string): Promise<UpgradeRequestRow | null> {
  const [row] = await db.select().from(upgradeRequests).where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, 'pending')));
  return row ?? null;
}

/**
 * Without a payment provider an upgrade is a request an administrator approves or declines
 * (docs/PRODUCT.md §10 Credits and plans, decision 080): nothing changes on the account until then. One pending request per
 * user (a unique index), so a double click cannot queue two.
 */
export async function requestUpgrade(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow; plan: PlanId }): Promise<UpgradeRequestRow> {
  const { db } = ctx.database;
  const { actor: user, plan } = input;
  const pending = await pendingUpgradeRequest(db, user.id);
  if (pending) throw alreadyRequested(pending.toPlan);
  try {
    const [row] = await db.insert(upgradeRequests).values({ userId: user.id, fromPlan: user.plan, toPlan: plan }).returning();
    return row;
  } catch (error) {
    // The other of two simultaneous requests won the unique index.
    const raced = await pendingUpgradeRequest(db, user.id);
    if (raced) throw alreadyRequested(raced.toPlan);
    throw error;
  }
}
