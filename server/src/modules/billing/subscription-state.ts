import type Stripe from 'stripe';
import { PLANS, planRank, type PlanId } from '@common/plans';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { addMonths, creditsForNewPeriod } from './billing-period';
import { planForPrice, type StripeBilling } from './stripe-billing';

/** What this server needs of a Stripe subscription. */
export interface SubscriptionState {
  id: string;
  status: Stripe.Subscription.Status;
  plan: Exclude<PlanId, 'free'>;
  periodStart: Date;
  periodEnd: Date;
  /** The customer cancelled: the subscription ends with the period. */
  isEnding: boolean;
}

/** Subscriptions that no longer exist for billing: the user goes back to the free plan. */
const ENDED = new Set<string>(['canceled', 'incomplete_expired']);
/** Subscriptions that are paid up. past_due and unpaid are not: no plan or credits are granted on them. */
const PAID_UP = new Set<string>(['active', 'trialing']);

/**
 * Reads a Stripe subscription: the plan from its price (a price this server does not sell is a 400,
 * logged by the caller) and the period from its item (API 2025-03 and later keep it there).
 */
export function readSubscription(billing: StripeBilling, subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const plan = planForPrice(billing, item?.price?.id);
  if (!item || !plan) {
    throw new AppError('BAD_REQUEST', `Subscription ${subscription.id} is for price ${item?.price?.id ?? '(none)'}, which is not STRIPE_PRICE_PRO or STRIPE_PRICE_ENTERPRISE.`);
  }
  return {
    id: subscription.id,
    status: subscription.status,
    plan,
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    isEnding: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

export type BillingChanges = Partial<Pick<UserRow, 'plan' | 'credits' | 'scheduledPlan' | 'periodStart' | 'periodEnd' | 'stripeSubscriptionId' | 'stripeSubscriptionStatus'>>;

/**
 * How a user's row changes to match a Stripe subscription (decision 080), or null when nothing
 * changes. A higher plan applies at once, with its credits and Stripe's period; a lower plan or a
 * cancellation waits for the period the user paid for to end; a new period renews the credits only
 * once it is paid (an unpaid renewal keeps the old period, so the later payment still counts as new).
 * The end of a subscription that is not the user's current one changes nothing.
 */
export function billingChangesFor(user: UserRow, state: SubscriptionState, isDeleted: boolean, now: Date): BillingChanges | null {
  const isCurrent = user.stripeSubscriptionId === null || user.stripeSubscriptionId === state.id;
  if (isDeleted || ENDED.has(state.status)) {
    if (!isCurrent) return null;
    return { plan: 'free', credits: creditsForNewPeriod('free'), scheduledPlan: null, periodStart: now, periodEnd: addMonths(now, 1), stripeSubscriptionId: null, stripeSubscriptionStatus: 'canceled' };
  }
  // Not paid yet (Checkout still open) or an unknown status: nothing to grant.
  if (!PAID_UP.has(state.status) && state.status !== 'past_due' && state.status !== 'unpaid') return null;
  if (!PAID_UP.has(state.status)) {
    // A failed payment: the plan stays until Stripe ends the subscription, but no period or credits move.
    return isCurrent ? { stripeSubscriptionId: state.id, stripeSubscriptionStatus: state.status } : null;
  }

  const scheduledAtEnd: PlanId | null = state.isEnding ? 'free' : null;
  const isNewSubscription = user.stripeSubscriptionId !== state.id;
  const isNewPeriod = isNewSubscription || state.periodStart.getTime() > user.periodStart.getTime();
  const base: BillingChanges = { stripeSubscriptionId: state.id, stripeSubscriptionStatus: state.status, periodStart: state.periodStart, periodEnd: state.periodEnd };

  if (planRank(state.plan) > planRank(user.plan) || (isNewPeriod && state.plan !== user.plan)) {
    return { ...base, plan: state.plan, credits: creditsForNewPeriod(state.plan), scheduledPlan: scheduledAtEnd };
  }
  if (state.plan !== user.plan) {
    // A lower price within a period already paid at the higher one: it takes effect at the period end.
    return { ...base, periodStart: user.periodStart, periodEnd: user.periodEnd, scheduledPlan: scheduledAtEnd ?? state.plan };
  }
  return { ...base, scheduledPlan: scheduledAtEnd, ...(isNewPeriod ? { credits: creditsForNewPeriod(state.plan) } : {}) };
}

/** 'Professional', for messages. */
export function planName(plan: PlanId): string {
  return PLANS[plan].name;
}
