import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from '@common/contracts/billing';
import { stripeEvents, users } from '../../db/schema';
import { fakeSubscription, signedStripeEvent, startFakeStripe, type FakeStripeServer } from '../../test-support/fake-stripe-server';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { ApiClient } from '../../test-support/api-client';

const PRO = 'price_pro_gbp_monthly';
const ENTERPRISE = 'price_enterprise_gbp_monthly';
const DAY = 24 * 60 * 60 * 1000;

let stripe: FakeStripeServer;
let t: TestServer;
/** The prices 'Stripe' holds; a test may change one to see a misconfigured price refused. */
const prices = [
  { id: PRO, currency: 'gbp', unit_amount: 2000 },
  { id: ENTERPRISE, currency: 'gbp', unit_amount: 10000 },
];
beforeAll(async () => {
  stripe = await startFakeStripe(prices);
  t = await startTestServer({ services: ['web'], env: stripe.env({ pro: PRO, enterprise: ENTERPRISE }) });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let eventCounter = 0;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function postRaw(payload: string | Buffer, headers: Record<string, string>) {
  const res = await fetch(`${t.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Sends an event to the webhook as Stripe would: signed with the webhook secret. */
async function sendEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}) {
  const event = { id: options.id ?? `evt_test_${++eventCounter}_${Date.now()}`, type, created: options.created ?? nowSeconds(), object };
  const { payload, signature } = signedStripeEvent(event);
  return { ...(await postRaw(payload, { 'stripe-signature': signature })), id: event.id };
}

async function row(userId: string) {
  const [user] = await t.server.ctx.database.db.select().from(users).where(eq(users.id, userId));
  return user;
}

async function subscription(client: ApiClient) {
  return (await client.get<SubscriptionResponse>('/api/subscription')).body;
}

/** A user who went through Checkout for `plan` and whose payment Stripe confirmed. */
async function subscriber(plan: 'pro' | 'enterprise') {
  const account = await t.signUp();
  const res = await account.client.post('/api/subscription/upgrade', { plan });
  expect(res.status, res.text).toBe(200);
  const customer = (await row(account.user.id)).stripeCustomerId!;
  const id = `sub_${account.user.id.slice(0, 8)}`;
  const periodStart = new Date(Date.now() - 1000);
  const periodEnd = new Date(periodStart.getTime() + 30 * DAY);
  stripe.subscriptions.set(id, fakeSubscription({ id, customer, price: plan === 'pro' ? PRO : ENTERPRISE, periodStart, periodEnd }));
  const done = await sendEvent('checkout.session.completed', { id: `cs_${id}`, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer, subscription: id });
  expect(done.status).toBe(200);
  return { ...account, customer, subscriptionId: id, periodStart, periodEnd };
}

describe('upgrades with Stripe configured', () => {
  it('free → pro answers a Checkout address (subscription mode, GBP, the pro price) and changes nothing until Stripe confirms', async () => {
    const { client, user, email } = await t.signUp({ firstName: 'Carla', lastName: 'Checkout' });
    const before = stripe.requests.length;
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('checkout');
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test\d+$/);

    const calls = stripe.requests.slice(before);
    const customer = calls.find((r) => r.path === '/v1/customers')!;
    expect(customer.params).toMatchObject({ email, name: 'Carla Checkout', 'metadata[userId]': user.id });
    expect(customer.headers['idempotency-key']).toBe(`cvforge-customer-${user.id}`);
    expect(calls.some((r) => r.method === 'GET' && r.path === `/v1/prices/${PRO}`)).toBe(true);
    const checkout = calls.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(checkout.params).toMatchObject({
      mode: 'subscription',
      currency: 'gbp',
      'line_items[0][price]': PRO,
      'line_items[0][quantity]': '1',
      client_reference_id: user.id,
      'metadata[plan]': 'pro',
      success_url: `${t.url}/billing?checkout=success`,
      cancel_url: `${t.url}/billing?checkout=cancelled`,
    });
    expect(checkout.params.customer).toMatch(/^cus_test\d+$/);

    // Nothing is granted by asking.
    expect((await client.get('/api/user')).body).toMatchObject({ plan: 'free', credits: 3 });
    const sub = await subscription(client);
    expect(sub).toMatchObject({ paymentProvider: 'stripe', canManageBilling: true, pendingUpgrade: null, subscription: { plan: 'free' } });
  });

  it('checkout.session.completed moves the user to the plan with Stripe\'s period; a replay changes nothing', async () => {
    const { client, user, subscriptionId, customer, periodEnd } = await subscriber('pro');
    const sub = await subscription(client);
    expect(sub).toMatchObject({ subscription: { plan: 'pro', creditsLimit: 50 }, remainingCredits: 50, isActive: true });
    expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(Math.floor(periodEnd.getTime() / 1000) * 1000);

    // Credits are used; then Stripe retries an event already handled, and a new event with the same id.
    await t.server.ctx.database.db.update(users).set({ credits: 40 }).where(eq(users.id, user.id));
    const [handled] = await t.server.ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.userId, user.id));
    expect(handled).toMatchObject({ type: 'checkout.session.completed', outcome: 'applied' });
    const replay = await sendEvent('checkout.session.completed', { id: 'cs_again', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer, subscription: subscriptionId }, { id: handled.id });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await row(user.id)).credits).toBe(40);
  });

  it('an unpaid Checkout (payment_status unpaid) grants nothing', async () => {
    const account = await t.signUp();
    await account.client.post('/api/subscription/upgrade', { plan: 'enterprise' });
    const cus = (await row(account.user.id)).stripeCustomerId!;
    stripe.subscriptions.set('sub_unpaid', fakeSubscription({ id: 'sub_unpaid', customer: cus, price: ENTERPRISE, status: 'incomplete', periodStart: new Date(), periodEnd: new Date(Date.now() + 30 * DAY) }));
    const res = await sendEvent('checkout.session.completed', { id: 'cs_unpaid', object: 'checkout.session', mode: 'subscription', payment_status: 'unpaid', customer: cus, subscription: 'sub_unpaid' });
    expect(res.body.outcome).toBe('ignored');
    expect((await row(account.user.id)).plan).toBe('free');
  });

  it('pro → enterprise for a subscriber goes to Stripe to confirm the new price; the plan changes on customer.subscription.updated', async () => {
    const { client, user, customer, subscriptionId, periodStart, periodEnd } = await subscriber('pro');
    const res = await client.post('/api/subscription/upgrade', { plan: 'enterprise' });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test\d+$/);
    const portal = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.params).toMatchObject({
      customer,
      'flow_data[type]': 'subscription_update_confirm',
      'flow_data[subscription_update_confirm][subscription]': subscriptionId,
      'flow_data[subscription_update_confirm][items][0][price]': ENTERPRISE,
    });
    expect((await row(user.id)).plan).toBe('pro');

    const updated = fakeSubscription({ id: subscriptionId, customer, price: ENTERPRISE, periodStart, periodEnd });
    const event = await sendEvent('customer.subscription.updated', updated);
    expect(event.body.outcome).toBe('applied');
    expect(await subscription(client)).toMatchObject({ subscription: { plan: 'enterprise', creditsLimit: -1 }, remainingCredits: -1 });
  });

  it('handles out-of-order events: an older subscription update arriving late changes nothing', async () => {
    const { client, customer, subscriptionId, periodStart, periodEnd } = await subscriber('pro');
    const created = nowSeconds() + 60;
    const newer = await sendEvent('customer.subscription.updated', fakeSubscription({ id: subscriptionId, customer, price: ENTERPRISE, periodStart, periodEnd }), { created: created + 10 });
    expect(newer.body.outcome).toBe('applied');
    const older = await sendEvent('customer.subscription.updated', fakeSubscription({ id: subscriptionId, customer, price: PRO, periodStart, periodEnd, cancelAtPeriodEnd: true }), { created });
    expect(older.status).toBe(200);
    expect(older.body.outcome).toBe('stale');
    expect(await subscription(client)).toMatchObject({ subscription: { plan: 'enterprise' }, scheduledChange: null });
  });

  it('invoice.payment_failed marks the plan inactive without renewing; invoice.paid for the next period renews 50 credits with Stripe\'s dates', async () => {
    const { client, user, customer, subscriptionId, periodEnd } = await subscriber('pro');
    await t.server.ctx.database.db.update(users).set({ credits: 12 }).where(eq(users.id, user.id));
    const nextStart = periodEnd;
    const nextEnd = new Date(periodEnd.getTime() + 31 * DAY);
    const invoice = { id: 'in_1', object: 'invoice', customer, parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } } };

    stripe.subscriptions.set(subscriptionId, fakeSubscription({ id: subscriptionId, customer, price: PRO, status: 'past_due', periodStart: nextStart, periodEnd: nextEnd }));
    expect((await sendEvent('invoice.payment_failed', invoice)).body.outcome).toBe('applied');
    let sub = await subscription(client);
    expect(sub).toMatchObject({ hasPaymentProblem: true, isActive: false, remainingCredits: 12, subscription: { plan: 'pro' } });

    stripe.subscriptions.set(subscriptionId, fakeSubscription({ id: subscriptionId, customer, price: PRO, status: 'active', periodStart: nextStart, periodEnd: nextEnd }));
    expect((await sendEvent('invoice.paid', { ...invoice, id: 'in_2' })).body.outcome).toBe('applied');
    sub = await subscription(client);
    expect(sub).toMatchObject({ hasPaymentProblem: false, remainingCredits: 50, subscription: { plan: 'pro' } });
    expect(new Date(sub.subscription.currentPeriodEnd).getTime()).toBe(Math.floor(nextEnd.getTime() / 1000) * 1000);
  });

  it('a cancellation takes effect at the period end: the Billing data says when, then subscription.deleted moves to free', async () => {
    const { client, customer, subscriptionId, periodStart, periodEnd } = await subscriber('pro');
    const res = await client.post('/api/subscription/upgrade', { plan: 'free' });
    expect(res.status).toBe(200);
    const cancel = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(cancel.params).toEqual({ cancel_at_period_end: 'true' });
    let sub = await subscription(client);
    expect(sub.scheduledChange).toEqual({ plan: 'free', effectiveAt: sub.subscription.currentPeriodEnd });
    expect(sub.subscription.plan).toBe('pro');

    // Stripe confirms the cancellation, then ends the subscription at the period end.
    expect((await sendEvent('customer.subscription.updated', fakeSubscription({ id: subscriptionId, customer, price: PRO, periodStart, periodEnd, cancelAtPeriodEnd: true }))).body.outcome).toBe('applied');
    expect((await subscription(client)).scheduledChange?.plan).toBe('free');
    expect((await sendEvent('customer.subscription.deleted', fakeSubscription({ id: subscriptionId, customer, price: PRO, status: 'canceled', periodStart, periodEnd }))).body.outcome).toBe('applied');
    sub = await subscription(client);
    expect(sub).toMatchObject({ subscription: { plan: 'free' }, scheduledChange: null, remainingCredits: 0 });
  });

  it('enterprise → pro is scheduled in Stripe without proration and applies at the renewal', async () => {
    const { client, user, customer, subscriptionId, periodEnd } = await subscriber('enterprise');
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(200);
    const change = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(change.params).toMatchObject({ 'items[0][price]': PRO, proration_behavior: 'none' });
    // Stripe's update event within the paid period: still enterprise, pro from the period end.
    const samePeriod = stripe.subscriptions.get(subscriptionId)!;
    expect((await sendEvent('customer.subscription.updated', samePeriod)).body.outcome).toBe('applied');
    expect(await subscription(client)).toMatchObject({ subscription: { plan: 'enterprise' }, scheduledChange: { plan: 'pro' } });
    // The renewal: pro with 50 credits.
    const renewed = fakeSubscription({ id: subscriptionId, customer, price: PRO, periodStart: periodEnd, periodEnd: new Date(periodEnd.getTime() + 30 * DAY) });
    expect((await sendEvent('customer.subscription.updated', renewed)).body.outcome).toBe('applied');
    expect(await subscription(client)).toMatchObject({ subscription: { plan: 'pro' }, remainingCredits: 50, scheduledChange: null });
    expect((await row(user.id)).stripeSubscriptionId).toBe(subscriptionId);
  });

  it('refuses to open Checkout at a price other than the spec\'s (503, logged); nothing changes', async () => {
    const { client, user } = await t.signUp();
    prices[0].currency = 'usd';
    try {
      const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Online payment for the Professional plan is misconfigured; please contact support.');
    } finally {
      prices[0].currency = 'gbp';
    }
    expect(stripe.requests.some((r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === user.id)).toBe(false);
    expect((await client.get('/api/user')).body.plan).toBe('free');
  });

  it('applies one event delivered twice at the same moment once', async () => {
    const account = await t.signUp();
    await account.client.post('/api/subscription/upgrade', { plan: 'pro' });
    const customer = (await row(account.user.id)).stripeCustomerId!;
    const id = `sub_twice_${account.user.id.slice(0, 6)}`;
    stripe.subscriptions.set(id, fakeSubscription({ id, customer, price: PRO, periodStart: new Date(), periodEnd: new Date(Date.now() + 30 * DAY) }));
    const { payload, signature } = signedStripeEvent({ id: `evt_twice_${id}`, type: 'checkout.session.completed', created: nowSeconds(), object: { id: 'cs_twice', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer, subscription: id } });
    const results = await Promise.all([postRaw(payload, { 'stripe-signature': signature }), postRaw(payload, { 'stripe-signature': signature })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    expect((await row(account.user.id)).plan).toBe('pro');
  });

  it("'Manage billing' opens Stripe's customer portal; without a Stripe customer it says so", async () => {
    const { client, customer } = await subscriber('pro');
    const res = await client.post('/api/subscription/portal');
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.params).toEqual({ customer, return_url: `${t.url}/billing` });
    const fresh = await t.signUp();
    const none = await fresh.client.post('/api/subscription/portal');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('You have no Stripe billing account yet: choose a paid plan first.');
  });
});

describe('the Stripe webhook refuses what it cannot trust (issue 20)', () => {
  async function pendingCheckout() {
    const account = await t.signUp();
    await account.client.post('/api/subscription/upgrade', { plan: 'enterprise' });
    const customer = (await row(account.user.id)).stripeCustomerId!;
    const id = `sub_sig_${account.user.id.slice(0, 6)}`;
    stripe.subscriptions.set(id, fakeSubscription({ id, customer, price: ENTERPRISE, periodStart: new Date(), periodEnd: new Date(Date.now() + 30 * DAY) }));
    const event = { id: `evt_sig_${id}`, type: 'checkout.session.completed', created: nowSeconds(), object: { id: 'cs_sig', object: 'checkout.session', mode: 'subscription', payment_status: 'paid', customer, subscription: id } };
    return { ...account, event };
  }

  it('a wrong, foreign or missing signature is a 400 and changes nothing', async () => {
    const { user, event } = await pendingCheckout();
    const { payload, signature } = signedStripeEvent(event);
    const foreign = signedStripeEvent(event, 'whsec_someone_else');
    const tampered = payload.replace('"paid"', '"paid" ');

    const missing = await postRaw(payload, {});
    expect(missing).toEqual({ status: 400, body: { message: 'Missing Stripe-Signature header.', code: 'BAD_REQUEST' } });
    for (const [body, header] of [[payload, foreign.signature], [tampered, signature], [payload, 't=1,v1=deadbeef']]) {
      const res = await postRaw(body, { 'stripe-signature': header });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid Stripe signature: the event was not signed with this server's webhook secret.");
    }
    expect((await row(user.id)).plan).toBe('free');
    expect(await t.server.ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);

    // The genuine event still works afterwards.
    expect((await postRaw(payload, { 'stripe-signature': signature })).body.outcome).toBe('applied');
    expect((await row(user.id)).plan).toBe('enterprise');
  });

  it('an event for a customer no account has is a 400; nothing is changed or recorded', async () => {
    stripe.subscriptions.set('sub_stranger', fakeSubscription({ id: 'sub_stranger', customer: 'cus_nobody', price: PRO, periodStart: new Date(), periodEnd: new Date(Date.now() + 30 * DAY) }));
    const res = await sendEvent('customer.subscription.updated', stripe.subscriptions.get('sub_stranger'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No account has the Stripe customer cus_nobody.');
    expect(await t.server.ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, res.id))).toEqual([]);
  });

  it('a subscription at a price this server does not sell is a 400 and changes nothing', async () => {
    const { user, customer, subscriptionId, periodStart, periodEnd } = await subscriber('pro');
    const res = await sendEvent('customer.subscription.updated', fakeSubscription({ id: subscriptionId, customer, price: 'price_someone_elses', periodStart, periodEnd }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Subscription ${subscriptionId} is for price price_someone_elses, which is not STRIPE_PRICE_PRO or STRIPE_PRICE_ENTERPRISE.`);
    expect((await row(user.id)).plan).toBe('pro');
  });

  it('a body over 1 MB is refused with 413 before anything is read into an event', async () => {
    const big = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(1024 * 1024) });
    const res = await postRaw(big, { 'stripe-signature': 't=1,v1=00' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Stripe webhook body is larger than 1 MB.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('acknowledges an event type it does not act on, once', async () => {
    const res = await sendEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });
});
