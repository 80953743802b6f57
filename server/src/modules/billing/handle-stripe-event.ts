import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { stripeEvents, users } from '../../db/schema';
import { AppError } from '../../errors';
import { billingChangesFor, readSubscription, type SubscriptionState } from './subscription-state';
import { stripeCall } from './stripe-call';
import { stripeId, type StripeContext } from './stripe-billing';

export type StripeEventOutcome = 'applied' | 'stale' | 'ignored' | 'duplicate';

export interface HandledEvent {
  outcome: StripeEventOutcome;
  userId: string | null;
  plan?: string;
}

/** The event types that move a plan (issue 20); any other type is acknowledged and recorded as ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** The customer and, where the event has one, the subscription it is about. */
function eventSubjects(event: Stripe.Event): { customer: string | null; subscription: Stripe.Subscription | string | null; isDeleted: boolean } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // Only a paid subscription Checkout grants anything.
      if (session.mode !== 'subscription' || (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')) return null;
      return { customer: stripeId(session.customer), subscription: stripeId(session.subscription), isDeleted: false };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { customer: stripeId(event.data.object.customer), subscription: event.data.object, isDeleted: event.type === 'customer.subscription.deleted' };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = stripeId(invoice.parent?.subscription_details?.subscription ?? null);
      if (!subscription) return null;
      return { customer: stripeId(invoice.customer), subscription, isDeleted: false };
    }
    default:
      return null;
  }
}

async function record(db: Db, event: Stripe.Event, outcome: Exclude<StripeEventOutcome, 'duplicate'>, userId: string | null): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000), userId, outcome })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/**
 * Applies one verified Stripe event (decision 080). Stored by its id in the same transaction as the
 * change it makes, so a replayed event changes nothing and a crash mid-way leaves it to Stripe's retry.
 * Out of order: checkout and invoice events read the subscription as Stripe has it now; subscription
 * events carry it; and an event created before the newest one already applied to the user is stale.
 * An event for a customer no account has is refused (400) and changes nothing.
 */
export async function handleStripeEvent(ctx: StripeContext, input: { event: Stripe.Event; now?: Date }): Promise<HandledEvent> {
  const { database: { db }, billing } = ctx;
  const { event, now = new Date() } = input;
  const [seen] = await db.select({ userId: stripeEvents.userId }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { outcome: 'duplicate', userId: seen.userId };

  const subjects = HANDLED_EVENT_TYPES.has(event.type) ? eventSubjects(event) : null;
  if (!subjects?.subscription) {
    return { outcome: (await record(db, event, 'ignored', null)) ? 'ignored' : 'duplicate', userId: null };
  }
  if (!subjects.customer) throw new AppError('BAD_REQUEST', `Stripe event ${event.id} names no customer.`);
  const customerId = subjects.customer;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
  if (!owner) throw new AppError('BAD_REQUEST', `No account has the Stripe customer ${customerId}.`);

  const subscriptionRef = subjects.subscription;
  const subscription = typeof subscriptionRef === 'string' ? await stripeCall('read the subscription', () => billing.stripe.subscriptions.retrieve(subscriptionRef)) : subscriptionRef;
  const state: SubscriptionState = readSubscription(billing, subscription);
  const createdAt = new Date(event.created * 1000);

  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, owner.id)).for('update');
    const isStale = user.stripeStateAt !== null && createdAt.getTime() < user.stripeStateAt.getTime();
    const changes = isStale ? null : billingChangesFor(user, state, subjects.isDeleted, now);
    if (!(await record(tx, event, isStale ? 'stale' : 'applied', user.id))) return { outcome: 'duplicate', userId: user.id };
    if (isStale) return { outcome: 'stale', userId: user.id };
    await tx
      .update(users)
      .set({ ...(changes ?? {}), stripeStateAt: createdAt, updatedAt: now })
      .where(eq(users.id, user.id));
    return { outcome: 'applied', userId: user.id, plan: changes?.plan ?? user.plan };
  });
}
