import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansResponse, SubscriptionResponse } from '@common/contracts/billing';
import { activityLogs, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ services: ['web'] });
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function onPlan(plan: 'pro' | 'enterprise') {
  const account = await t.signUp();
  const res = await account.client.post('/api/subscription/upgrade', { plan });
  expect(res.status).toBe(200);
  return account;
}

describe('GET /api/subscription', () => {
  it('shows a new account on the free trial with its 3 credits and a month to run', async () => {
    const { client } = await t.signUp();
    const res = await client.get<SubscriptionResponse>('/api/subscription');
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ plan: 'free', creditsUsed: 0, creditsLimit: 3 });
    expect(res.body.remainingCredits).toBe(3);
    expect(res.body.isActive).toBe(true);
    expect(res.body.daysRemaining).toBeGreaterThanOrEqual(28);
    expect(res.body.daysRemaining).toBeLessThanOrEqual(31);
    expect(new Date(res.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/api/subscription')).status).toBe(401);
  });

  it('gives administrators unlimited credits (-1)', async () => {
    const admin = await t.signInAsAdmin();
    const res = await admin.get<SubscriptionResponse>('/api/subscription');
    expect(res.body.remainingCredits).toBe(-1);
    expect(res.body.subscription.creditsLimit).toBe(-1);
  });

  it('rolls a pro period over when it has ended: credits back to 50, the period a month on', async () => {
    const { client, user } = await onPlan('pro');
    const { db } = t.server.ctx.database;
    const ended = new Date(Date.now() - 40 * DAY);
    await db.update(users).set({ credits: 7, periodStart: new Date(ended.getTime() - 30 * DAY), periodEnd: ended }).where(eq(users.id, user.id));

    // Two requests together: exactly one roll-over, both see the renewed credits.
    const [a, b] = await Promise.all([client.get<SubscriptionResponse>('/api/subscription'), client.get<SubscriptionResponse>('/api/subscription')]);
    for (const res of [a, b]) {
      expect(res.status).toBe(200);
      expect(res.body.remainingCredits).toBe(50);
      expect(res.body.subscription.creditsUsed).toBe(0);
      expect(new Date(res.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    }
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.credits).toBe(50);
    expect(row.periodStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.periodEnd.getTime()).toBeGreaterThan(Date.now());
    // Whole months on from the old period: same day of the month (clamped at a month's end).
    expect(row.periodEnd.getUTCDate()).toBe(Math.min(ended.getUTCDate(), new Date(Date.UTC(row.periodEnd.getUTCFullYear(), row.periodEnd.getUTCMonth() + 1, 0)).getUTCDate()));
    // The header's figure (GET /api/user) shows the renewed credits too.
    expect((await client.get('/api/user')).body.credits).toBe(50);
  });

  it('moves a free trial period on without renewing its credits (trial credits never renew)', async () => {
    const { client, user } = await t.signUp();
    const { db } = t.server.ctx.database;
    await db.update(users).set({ credits: 1, periodEnd: new Date(Date.now() - DAY) }).where(eq(users.id, user.id));
    const res = await client.get<SubscriptionResponse>('/api/subscription');
    expect(res.body.remainingCredits).toBe(1);
    expect(res.body.subscription.creditsUsed).toBe(2);
    expect(new Date(res.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('shows a used-up free trial as inactive', async () => {
    const { client, user } = await t.signUp();
    await t.server.ctx.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.id));
    const res = await client.get<SubscriptionResponse>('/api/subscription');
    expect(res.body).toMatchObject({ remainingCredits: 0, isActive: false, subscription: { creditsUsed: 3 } });
  });
});

describe('GET /api/subscription/plans', () => {
  it('lists the three plans keyed by name with the spec prices, credits and features', async () => {
    const res = await t.client().get<PlansResponse>('/api/subscription/plans');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['free', 'pro', 'enterprise']);
    expect(res.body.free).toMatchObject({ price: 0, creditsLimit: 3, features: ['3 CV processing credits', 'Basic reformatting', 'Email delivery'] });
    expect(res.body.pro).toMatchObject({ price: 20, creditsLimit: 50 });
    expect(res.body.pro.features).toContain('AI enhancement');
    expect(res.body.enterprise).toMatchObject({ price: 100, creditsLimit: -1 });
    expect(res.body.enterprise.features).toEqual(['Unlimited CV processing', 'All Pro features', 'Custom AI prompts', 'API access', 'Priority support']);
  });
});

describe('POST /api/subscription/upgrade', () => {
  it('upgrades free → pro at once: 50 credits, a new period from now, logged, and no claim of a charge', async () => {
    const { client, user } = await t.signUp();
    const before = Date.now();
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You are now on the Professional plan.');
    expect(res.body.subscription).toMatchObject({ subscription: { plan: 'pro', creditsLimit: 50, creditsUsed: 0 }, remainingCredits: 50 });
    expect(res.body.payment).toEqual({ status: 'not_configured', message: 'no payment provider configured' });
    expect(res.text).not.toMatch(/charged|card|paid|receipt/i);
    const periodEnd = new Date(res.body.subscription.subscription.currentPeriodEnd).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(before + 28 * DAY);

    const me = await client.get('/api/user');
    expect(me.body).toMatchObject({ plan: 'pro', credits: 50, creditsLimit: 50 });

    const [log] = await t.server.ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, user.id), eq(activityLogs.action, 'upgrade')));
    expect(log).toMatchObject({ resourceType: 'subscription', resource: 'Professional' });
    expect(log.details).toEqual({ from: 'free', to: 'pro', payment: 'no payment provider configured' });
  });

  it('lets a pro user move up to enterprise (unlimited)', async () => {
    const { client } = await onPlan('pro');
    const res = await client.post('/api/subscription/upgrade', { plan: 'enterprise' });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ remainingCredits: -1, subscription: { plan: 'enterprise', creditsLimit: -1 } });
    expect((await client.get('/api/user')).body.credits).toBe(-1);
  });

  it('refuses an unknown plan, naming it', async () => {
    const { client } = await t.signUp();
    const res = await client.post('/api/subscription/upgrade', { plan: 'gold' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown plan 'gold'. Choose one of: free, pro, enterprise.");
    expect((await client.get('/api/user')).body.plan).toBe('free');
  });

  it('refuses a missing or non-text plan', async () => {
    const { client } = await t.signUp();
    expect((await client.post('/api/subscription/upgrade', {})).status).toBe(400);
    expect((await client.post('/api/subscription/upgrade', { plan: 42 })).status).toBe(400);
  });

  it('refuses the current plan', async () => {
    const free = await t.signUp();
    const res = await free.client.post('/api/subscription/upgrade', { plan: 'free' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You are already on the Free Trial plan.');

    const pro = await onPlan('pro');
    const again = await pro.client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You are already on the Professional plan.');
    // Credits were not topped up by the refused call.
    expect((await pro.client.get('/api/user')).body.credits).toBe(50);
  });

  it('refuses every downgrade: contact support', async () => {
    const pro = await onPlan('pro');
    const toFree = await pro.client.post('/api/subscription/upgrade', { plan: 'free' });
    expect(toFree.status).toBe(400);
    expect(toFree.body.message).toBe('Contact support to change to a lower plan.');

    const enterprise = await onPlan('enterprise');
    for (const plan of ['pro', 'free']) {
      const res = await enterprise.client.post('/api/subscription/upgrade', { plan });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Contact support to change to a lower plan.');
    }
    expect((await enterprise.client.get('/api/user')).body.plan).toBe('enterprise');
  });

  it('applies two identical upgrades sent together once', async () => {
    const { client } = await t.signUp();
    const results = await Promise.all([client.post('/api/subscription/upgrade', { plan: 'pro' }), client.post('/api/subscription/upgrade', { plan: 'pro' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/subscription/upgrade', { plan: 'pro' })).status).toBe(401);
  });
});

describe('custom AI prompts (Enterprise)', () => {
  it('refuses free and pro users with 403 naming the plan', async () => {
    for (const account of [await t.signUp(), await onPlan('pro')]) {
      for (const res of [await account.client.get('/api/settings/custom-prompts'), await account.client.put('/api/settings/custom-prompts', { enhance: 'x' })]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Custom AI prompts are available on the Enterprise plan.');
      }
    }
  });

  it('stores a prompt per operation for Enterprise, where the pipeline reads it', async () => {
    const { client, user } = await onPlan('enterprise');
    expect((await client.get('/api/settings/custom-prompts')).body).toEqual({});
    const res = await client.put('/api/settings/custom-prompts', { enhance: '  Use British spelling.  ', report: 'Focus on leadership.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enhance: 'Use British spelling.', report: 'Focus on leadership.' });
    expect((await client.get('/api/settings/custom-prompts')).body).toEqual(res.body);
    const [row] = await t.server.ctx.database.db.select({ customPrompts: users.customPrompts }).from(users).where(eq(users.id, user.id));
    expect(row.customPrompts).toEqual({ enhance: 'Use British spelling.', report: 'Focus on leadership.' });

    // A blank or absent prompt is removed.
    expect((await client.put('/api/settings/custom-prompts', { enhance: '   ' })).body).toEqual({});
  });

  it('refuses a prompt over 2,000 characters, an unknown operation and a non-text prompt', async () => {
    const { client } = await onPlan('enterprise');
    const long = await client.put('/api/settings/custom-prompts', { enhance: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/2,000 characters/);
    expect((await client.put('/api/settings/custom-prompts', { enhance: 'a'.repeat(2000) })).status).toBe(200);
    expect((await client.put('/api/settings/custom-prompts', { reformat: 'x' })).status).toBe(400);
    expect((await client.put('/api/settings/custom-prompts', { report: 5 })).status).toBe(400);
  });
});
