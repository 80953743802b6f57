import { and, eq, isNull } from 'drizzle-orm';
import { PLANS } from '@common/plans';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { stripeCall } from './stripe-call';
import type { StripeBilling, StripeContext } from './stripe-billing';

type PaidPlan = 'pro' | 'enterprise';

/** The user's Stripe customer, created once (an idempotency key per user, so two clicks make one). */
export async function ensureStripeCustomer(ctx: StripeContext, input: { actor: UserRow }): Promise<string> {
  const { database: { db }, billing } = ctx;
  const user = input.actor;
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined;
  const customer = await stripeCall('create your billing account', () =>
    billing.stripe.customers.create({ email: user.email, name, metadata: { userId: user.id } }, { idempotencyKey: `cvforge-customer-${user.id}` }),
  );
  await db.update(users).set({ stripeCustomerId: customer.id }).where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [row] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
  return row?.id ?? customer.id;
}

/**
 * Refuses to sell a plan at a price other than the spec's (issue 20: GBP, £20 and £100 a month): a
 * wrongly configured price id would otherwise charge people the wrong amount.
 */
async function assertPrice(billing: StripeBilling, plan: PaidPlan): Promise<void> {
  const price = await stripeCall('read the plan price', () => billing.stripe.prices.retrieve(billing.prices[plan]));
  const expected = PLANS[plan].price * 100;
  if (price.currency !== 'gbp' || price.unit_amount !== expected || price.recurring?.interval !== 'month' || price.recurring.interval_count !== 1) {
    const error = new AppError('UNAVAILABLE', `Online payment for the ${PLANS[plan].name} plan is misconfigured; please contact support.`);
    (error as Error & { cause?: unknown }).cause = new Error(
      `Stripe price ${price.id} is ${price.unit_amount} ${price.currency} per ${price.recurring?.interval_count ?? '?'} ${price.recurring?.interval ?? 'one-off'}; ${PLANS[plan].name} must be ${expected} gbp per 1 month`,
    );
    throw error;
  }
}

/**
 * An upgrade with Stripe (issue 20): the address of the Stripe page where the user pays. A first paid
 * plan goes through Checkout (subscription mode, GBP); a subscriber moving up confirms the new price in
 * Stripe's customer portal, which charges the difference. Nothing changes here: the plan changes when
 * Stripe's signed webhook says the payment went through.
 */
export async function startCheckout(ctx: StripeContext, input: { actor: UserRow; plan: PaidPlan; appUrl: string }): Promise<string> {
  const { billing } = ctx;
  const { actor: user, plan, appUrl } = input;
  await assertPrice(billing, plan);
  const customer = await ensureStripeCustomer(ctx, input);
  const returnUrl = `${appUrl}/billing`;

  if (user.stripeSubscriptionId && user.stripeSubscriptionStatus !== 'canceled') {
    const subscriptionId = user.stripeSubscriptionId;
    const subscription = await stripeCall('read your subscription', () => billing.stripe.subscriptions.retrieve(subscriptionId));
    const item = subscription.items.data[0];
    if (!item) throw new AppError('CONFLICT', 'Your Stripe subscription has no plan item: use Manage billing to change it.');
    const session = await stripeCall('open the plan change page', () =>
      billing.stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
        flow_data: {
          type: 'subscription_update_confirm',
          subscription_update_confirm: { subscription: subscriptionId, items: [{ id: item.id, price: billing.prices[plan], quantity: 1 }] },
          after_completion: { type: 'redirect', redirect: { return_url: `${returnUrl}?checkout=success` } },
        },
      }),
    );
    return session.url;
  }

  const session = await stripeCall('open Checkout', () =>
    billing.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      currency: 'gbp',
      client_reference_id: user.id,
      line_items: [{ price: billing.prices[plan], quantity: 1 }],
      metadata: { userId: user.id, plan },
      subscription_data: { metadata: { userId: user.id, plan } },
      success_url: `${returnUrl}?checkout=success`,
      cancel_url: `${returnUrl}?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not return a Checkout page. Nothing was changed; please try again shortly.');
  return session.url;
}

/** 'Manage billing': a Stripe customer portal session for the user's Stripe customer. */
export async function openBillingPortal(ctx: { billing: StripeBilling | null }, input: { actor: UserRow; appUrl: string }): Promise<string> {
  const { billing } = ctx;
  const { actor: user, appUrl } = input;
  if (!billing) throw new AppError('NOT_FOUND', 'Online payment is not set up on this server: contact support about billing.');
  const customer = user.stripeCustomerId;
  if (!customer) throw new AppError('BAD_REQUEST', 'You have no Stripe billing account yet: choose a paid plan first.');
  const session = await stripeCall('open the billing portal', () => billing.stripe.billingPortal.sessions.create({ customer, return_url: `${appUrl}/billing` }));
  return session.url;
}
