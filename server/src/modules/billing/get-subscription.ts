import type { SubscriptionResponse } from '@common/contracts/billing';
import { UNLIMITED } from '@common/limits';
import { PLANS } from '@common/plans';
import type { AppContext } from '../../context';
import { hasUnlimitedCredits, type UserRow } from '../accounts/present-user';
import { isStripeManaged, rollOverPeriodIfDue } from './billing-period';
import { creditsUsedThisPeriod } from './credits-used';
import { pendingUpgradeRequest } from './request-upgrade';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAYMENT_PROBLEM = new Set(['past_due', 'unpaid']);

/**
 * The user's subscription (docs/PRODUCT.md §3), after rolling an ended period forward, with what decision 080
 * adds: how upgrades are paid for, a pending upgrade request, a change scheduled for the period end.
 * isActive: a paid plan is active for its current period while its payment is in order (Stripe's
 * status active); the free trial while any of its credits remain.
 */
export async function getSubscription(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: UserRow; hasStripe: boolean; now?: Date },
): Promise<SubscriptionResponse> {
  const { db } = ctx.database;
  const { hasStripe, now = new Date() } = input;
  const user = await rollOverPeriodIfDue(db, input.actor, now);
  const isUnlimited = hasUnlimitedCredits(user);
  const creditsUsed = await creditsUsedThisPeriod(db, user);
  const remainingCredits = isUnlimited ? UNLIMITED : Math.max(0, user.credits);
  const daysRemaining = Math.max(0, Math.ceil((user.periodEnd.getTime() - now.getTime()) / DAY_MS));
  const hasPaymentProblem = isStripeManaged(user) && PAYMENT_PROBLEM.has(user.stripeSubscriptionStatus ?? '');
  const isActive = user.plan === 'free' && !isUnlimited ? remainingCredits > 0 : user.periodEnd.getTime() > now.getTime() && !hasPaymentProblem;
  const pending = await pendingUpgradeRequest(db, user.id);
  return {
    subscription: {
      plan: user.plan,
      creditsUsed,
      creditsLimit: isUnlimited ? UNLIMITED : PLANS[user.plan].creditsLimit,
      currentPeriodEnd: user.periodEnd.toISOString(),
    },
    remainingCredits,
    daysRemaining,
    isActive,
    paymentProvider: hasStripe ? 'stripe' : 'approval',
    pendingUpgrade: pending ? { plan: pending.toPlan, requestedAt: pending.createdAt.toISOString() } : null,
    scheduledChange: user.scheduledPlan ? { plan: user.scheduledPlan, effectiveAt: user.periodEnd.toISOString() } : null,
    hasPaymentProblem,
    canManageBilling: hasStripe && user.stripeCustomerId !== null,
  };
}
