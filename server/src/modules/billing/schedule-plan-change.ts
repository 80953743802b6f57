import { and, eq } from 'drizzle-orm';
import type { PlanId } from '@common/plans';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { stripeCall } from './stripe-call';
import type { StripeBilling } from './stripe-billing';

/**
 * A downgrade or a cancellation (to the free plan) takes effect when the period the user has paid for
 * ends (issue 20). With a Stripe subscription, Stripe is told first (a cancellation at the period end,
 * or the lower price without proration, so the next invoice charges it); the local row records the
 * change so the Billing page can say when. The period roll-over, or Stripe's renewal event, applies it.
 */
export async function schedulePlanChange(
  ctx: Pick<AppContext, 'database'> & { billing: StripeBilling | null },
  input: { actor: UserRow; plan: PlanId },
): Promise<UserRow> {
  const { database: { db }, billing } = ctx;
  const { actor: user, plan } = input;
  if (billing && user.stripeSubscriptionId) {
    const subscriptionId = user.stripeSubscriptionId;
    if (plan === 'free') {
      await stripeCall('cancel the subscription at the period end', () => billing.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    } else {
      const subscription = await stripeCall('read the subscription', () => billing.stripe.subscriptions.retrieve(subscriptionId));
      const item = subscription.items.data[0];
      if (!item) throw new AppError('CONFLICT', 'Your Stripe subscription has no plan item: use Manage billing to change it.');
      await stripeCall('change the subscription price', () =>
        billing.stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price: billing.prices[plan as 'pro' | 'enterprise'] }], proration_behavior: 'none', cancel_at_period_end: false }),
      );
    }
  }
  const [updated] = await db
    .update(users)
    .set({ scheduledPlan: plan, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.plan, user.plan)))
    .returning();
  if (!updated) throw new AppError('CONFLICT', 'Your plan changed meanwhile. Reload the page and try again.');
  return updated;
}
