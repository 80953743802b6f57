import { describe, expect, it } from 'vitest';
import type { UserRow } from '../accounts/present-user';
import { billingChangesFor, type SubscriptionState } from './subscription-state';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-05-10T12:00:00Z');
const start = new Date('2026-05-01T00:00:00Z');
const end = new Date('2026-06-01T00:00:00Z');

function user(overrides: Partial<UserRow> = {}): UserRow {
  return { id: 'u1', plan: 'pro', credits: 20, periodStart: start, periodEnd: end, scheduledPlan: null, stripeSubscriptionId: 'sub_1', stripeSubscriptionStatus: 'active', stripeCustomerId: 'cus_1', stripeStateAt: null, ...overrides } as UserRow;
}
function state(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return { id: 'sub_1', status: 'active', plan: 'pro', periodStart: start, periodEnd: end, isEnding: false, ...overrides };
}

describe('billingChangesFor', () => {
  it('applies a higher plan at once with its credits', () => {
    expect(billingChangesFor(user(), state({ plan: 'enterprise' }), false, now)).toMatchObject({ plan: 'enterprise', credits: 0, scheduledPlan: null });
  });

  it('keeps a lower plan for the period end, then applies it at the renewal', () => {
    expect(billingChangesFor(user({ plan: 'enterprise' }), state({ plan: 'pro' }), false, now)).toMatchObject({ scheduledPlan: 'pro', periodEnd: end });
    const renewed = state({ plan: 'pro', periodStart: end, periodEnd: new Date(end.getTime() + 30 * DAY) });
    expect(billingChangesFor(user({ plan: 'enterprise', scheduledPlan: 'pro' }), renewed, false, now)).toMatchObject({ plan: 'pro', credits: 50, scheduledPlan: null });
  });

  it('renews credits only for a new, paid period', () => {
    expect(billingChangesFor(user(), state(), false, now)).not.toHaveProperty('credits');
    const next = { periodStart: end, periodEnd: new Date(end.getTime() + 30 * DAY) };
    expect(billingChangesFor(user(), state({ ...next, status: 'past_due' }), false, now)).toEqual({ stripeSubscriptionId: 'sub_1', stripeSubscriptionStatus: 'past_due' });
    expect(billingChangesFor(user(), state(next), false, now)).toMatchObject({ credits: 50, periodStart: end });
  });

  it('never grants a plan on an unpaid subscription', () => {
    expect(billingChangesFor(user({ plan: 'free', stripeSubscriptionId: null }), state({ status: 'incomplete', plan: 'enterprise' }), false, now)).toBeNull();
    expect(billingChangesFor(user({ plan: 'free' }), state({ status: 'past_due', plan: 'enterprise' }), false, now)).not.toHaveProperty('plan');
  });

  it('records a cancellation for the period end and ends the plan when the subscription is deleted', () => {
    expect(billingChangesFor(user(), state({ isEnding: true }), false, now)).toMatchObject({ scheduledPlan: 'free' });
    expect(billingChangesFor(user(), state({ status: 'canceled' }), true, now)).toMatchObject({ plan: 'free', credits: 0, stripeSubscriptionId: null });
  });

  it('ignores the end of a subscription that is no longer the current one', () => {
    expect(billingChangesFor(user({ stripeSubscriptionId: 'sub_2' }), state({ status: 'canceled' }), true, now)).toBeNull();
  });
});
