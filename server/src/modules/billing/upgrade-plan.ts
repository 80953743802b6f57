import { and, eq } from 'drizzle-orm';
import { PLAN_IDS, PLANS, isPlanId, planRank, type PlanId } from '@common/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { addMonths } from './billing-period';
import { chargeForUpgrade, type PaymentOutcome, type PaymentProvider } from './payment-provider';

export const DOWNGRADE_REFUSED = 'Contact support to change to a lower plan.';

export interface UpgradeResult {
  user: UserRow;
  from: PlanId;
  to: PlanId;
  payment: PaymentOutcome;
}

/**
 * Moves a user to a higher plan at once (decisions.md): the plan, its full credits and a new monthly
 * period starting now. Lower plans go through support. The payment provider is asked first; with none
 * configured the outcome says so and nothing claims a charge. The UPDATE is guarded on the plan read,
 * so two upgrades sent together cannot both apply.
 */
export async function upgradePlan(db: Db, user: UserRow, requested: string, payments: PaymentProvider | null, now = new Date()): Promise<UpgradeResult> {
  const plan = requested.trim().toLowerCase();
  if (!isPlanId(plan)) throw new AppError('BAD_REQUEST', `Unknown plan '${requested.slice(0, 50)}'. Choose one of: ${PLAN_IDS.join(', ')}.`);
  if (plan === user.plan) throw new AppError('BAD_REQUEST', `You are already on the ${PLANS[plan].name} plan.`);
  if (planRank(plan) < planRank(user.plan)) throw new AppError('BAD_REQUEST', DOWNGRADE_REFUSED);

  const payment = await chargeForUpgrade(payments, { userId: user.id, email: user.email, from: user.plan, to: plan, amountPounds: PLANS[plan].price });
  const [updated] = await db
    .update(users)
    .set({ plan, credits: Math.max(0, PLANS[plan].creditsLimit), periodStart: now, periodEnd: addMonths(now, 1), updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.plan, user.plan)))
    .returning();
  if (!updated) {
    // Another request changed the plan first (two clicks at once): answer as if this one came second.
    const [current] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, user.id));
    if (current?.plan === plan) throw new AppError('BAD_REQUEST', `You are already on the ${PLANS[plan].name} plan.`);
    throw new AppError('CONFLICT', 'Your plan changed while upgrading. Reload the page and try again.');
  }
  return { user: updated, from: user.plan, to: plan, payment };
}
