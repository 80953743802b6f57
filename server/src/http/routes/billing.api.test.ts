import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansResponse, SubscriptionResponse } from '@common/contracts/billing';
import { activityLogs, processingJobs, users } from '../../db/schema';
import { upgradeWithApproval } from '../../test-support/plans';
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
  await upgradeWithApproval(t, account.client, plan);
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

describe('POST /api/subscription/upgrade without a payment provider: an administrator approves', () => {
  it('turns free → pro into a request: 202, nothing changes, the subscription says Upgrade requested, logged', async () => {
    const { client, user } = await t.signUp();
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('requested');
    expect(res.body.message).toBe('Upgrade requested: an administrator will approve or decline your move to the Professional plan. Nothing is charged.');
    expect(res.body.checkoutUrl).toBeUndefined();
    expect(res.body.subscription).toMatchObject({ subscription: { plan: 'free', creditsLimit: 3 }, remainingCredits: 3, paymentProvider: 'approval', pendingUpgrade: { plan: 'pro' } });

    expect((await client.get('/api/user')).body).toMatchObject({ plan: 'free', credits: 3 });
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body.pendingUpgrade?.plan).toBe('pro');
    expect(sub.body.canManageBilling).toBe(false);

    const [log] = await t.server.ctx.database.db.select().from(activityLogs).where(and(eq(activityLogs.userId, user.id), eq(activityLogs.action, 'request_upgrade')));
    expect(log).toMatchObject({ resourceType: 'upgrade_request', resource: 'Professional', details: { from: 'free', to: 'pro' } });
  });

  it('refuses a second request while one waits (409), even two sent together', async () => {
    const { client } = await t.signUp();
    const results = await Promise.all([client.post('/api/subscription/upgrade', { plan: 'pro' }), client.post('/api/subscription/upgrade', { plan: 'enterprise' })]);
    expect(results.map((r) => r.status).sort()).toEqual([202, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toMatch(/^You have already asked for the (Professional|Enterprise) plan: an administrator will approve or decline it\.$/);
  });

  it('an administrator approves on the Users tab API: the user is on Professional with 50 credits and a new month', async () => {
    const { client, user, email } = await t.signUp({ firstName: 'Petra', lastName: 'Pending' });
    await client.post('/api/subscription/upgrade', { plan: 'pro' });
    const admin = await t.signInAsAdmin();
    const list = await admin.get('/api/admin/upgrade-requests');
    expect(list.status).toBe(200);
    const request = list.body.find((r: any) => r.userId === user.id);
    expect(request).toMatchObject({ email, name: 'Petra Pending', fromPlan: 'free', toPlan: 'pro', status: 'pending' });

    const before = Date.now();
    const approved = await admin.post(`/api/admin/upgrade-requests/${request.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(`${email} is now on the Professional plan.`);
    expect(approved.body.request.status).toBe('approved');

    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ subscription: { plan: 'pro', creditsLimit: 50, creditsUsed: 0 }, remainingCredits: 50, pendingUpgrade: null, isActive: true });
    expect(new Date(sub.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThanOrEqual(before + 28 * DAY);
    expect((await admin.get('/api/admin/upgrade-requests')).body.some((r: any) => r.id === request.id)).toBe(false);

    // Deciding it again: 409, nothing changes.
    const again = await admin.post(`/api/admin/upgrade-requests/${request.id}/decline`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This upgrade request was already approved.');
    expect((await client.get('/api/user')).body.plan).toBe('pro');
    const [log] = await t.server.ctx.database.db.select().from(activityLogs).where(and(eq(activityLogs.action, 'approve_upgrade'), eq(activityLogs.resourceId, request.id)));
    expect(log.details).toEqual({ userId: user.id, from: 'free', to: 'pro' });
  });

  it('pro → enterprise goes through approval too', async () => {
    const { client } = await onPlan('pro');
    await upgradeWithApproval(t, client, 'enterprise');
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ remainingCredits: -1, subscription: { plan: 'enterprise', creditsLimit: -1 } });
  });

  it('a declined request changes nothing and the user may ask again', async () => {
    const { client, user } = await t.signUp();
    await client.post('/api/subscription/upgrade', { plan: 'enterprise' });
    const admin = await t.signInAsAdmin();
    const request = (await admin.get('/api/admin/upgrade-requests')).body.find((r: any) => r.userId === user.id);
    const declined = await admin.post(`/api/admin/upgrade-requests/${request.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.message).toMatch(/^Declined: .* stays on the Free Trial plan\.$/);
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ subscription: { plan: 'free' }, remainingCredits: 3, pendingUpgrade: null });
    expect((await client.post('/api/subscription/upgrade', { plan: 'pro' })).status).toBe(202);
  });

  it('refuses to approve when the user has moved plan since asking (409) and for an unknown request (404)', async () => {
    const { client, user } = await t.signUp();
    await client.post('/api/subscription/upgrade', { plan: 'pro' });
    await t.server.ctx.database.db.update(users).set({ plan: 'enterprise', credits: 0 }).where(eq(users.id, user.id));
    const admin = await t.signInAsAdmin();
    const request = (await admin.get('/api/admin/upgrade-requests')).body.find((r: any) => r.userId === user.id);
    const res = await admin.post(`/api/admin/upgrade-requests/${request.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The user is no longer on the Free Trial plan: decline this request.');
    // The request is still pending (the transaction rolled back).
    expect((await admin.get('/api/admin/upgrade-requests')).body.some((r: any) => r.id === request.id)).toBe(true);
    expect((await admin.post('/api/admin/upgrade-requests/no-such-request/approve')).status).toBe(404);
  });

  it('only administrators decide: a manager and a user get 403, signed out 401', async () => {
    const asker = await t.signUp();
    await asker.client.post('/api/subscription/upgrade', { plan: 'pro' });
    const admin = await t.signInAsAdmin();
    const request = (await admin.get('/api/admin/upgrade-requests')).body.find((r: any) => r.userId === asker.user.id);
    const manager = await t.signUp();
    expect((await admin.request('PUT', `/api/admin/users/${manager.user.id}/role`, { json: { role: 'manager' } })).status).toBe(200);
    for (const client of [manager.client, asker.client]) {
      expect((await client.get('/api/admin/upgrade-requests')).status).toBe(403);
      expect((await client.post(`/api/admin/upgrade-requests/${request.id}/approve`)).status).toBe(403);
    }
    expect((await t.client().post(`/api/admin/upgrade-requests/${request.id}/approve`)).status).toBe(401);
    expect((await asker.client.get('/api/user')).body.plan).toBe('free');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/subscription/upgrade', { plan: 'pro' })).status).toBe(401);
  });
});

describe('plan changes: bad input (issue 20)', () => {
  async function refusals(userId: string) {
    return t.server.ctx.database.db.select().from(activityLogs).where(and(eq(activityLogs.userId, userId), eq(activityLogs.action, 'plan_change_refused')));
  }

  it('refuses an unknown plan, naming it; nothing changes; logged', async () => {
    const { client, user } = await t.signUp();
    const res = await client.post('/api/subscription/upgrade', { plan: 'gold' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown plan 'gold'. Choose one of: free, pro, enterprise.");
    expect((await client.get('/api/user')).body).toMatchObject({ plan: 'free', credits: 3 });
    expect((await client.get<SubscriptionResponse>('/api/subscription')).body.pendingUpgrade).toBeNull();
    expect((await refusals(user.id)).map((r) => r.details)).toEqual([{ reason: "Unknown plan 'gold'. Choose one of: free, pro, enterprise." }]);
  });

  it('refuses a missing or non-text plan', async () => {
    const { client } = await t.signUp();
    expect((await client.post('/api/subscription/upgrade', {})).status).toBe(400);
    expect((await client.post('/api/subscription/upgrade', { plan: 42 })).status).toBe(400);
  });

  it('refuses the plan the user already has; nothing changes; logged', async () => {
    const free = await t.signUp();
    const res = await free.client.post('/api/subscription/upgrade', { plan: 'free' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You are already on the Free Trial plan.');

    const pro = await onPlan('pro');
    const again = await pro.client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You are already on the Professional plan.');
    expect((await pro.client.get('/api/user')).body.credits).toBe(50);
    expect(await refusals(pro.user.id)).toHaveLength(1);
  });

  it('refuses a downgrade below what the user has used this period; nothing changes; logged', async () => {
    const { client, user } = await onPlan('enterprise');
    const { db } = t.server.ctx.database;
    // 51 CVs accepted for processing this period (one more than Professional's 50); a failed one does not count.
    const job = { userId: user.id, originalFileName: 'cv.txt', templateId: 'default', templateName: 'Standard Template', mode: 'reformat', options: { reformat: true }, status: 'completed' as const };
    await db.insert(processingJobs).values([...Array.from({ length: 51 }, () => job), { ...job, status: 'failed' as const }]);
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^You have used 51 credits this period, more than the Professional plan's 50\. Keep your plan, or ask again after \d{1,2} \w+ \d{4}, when a new period starts\.$/);
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ subscription: { plan: 'enterprise', creditsUsed: 51 }, scheduledChange: null });
    expect(await refusals(user.id)).toHaveLength(1);
  });
});

describe('downgrades and cancellations take effect at the period end', () => {
  it('enterprise → pro within its usage is scheduled: the plan stays until the period end, then changes with 50 credits', async () => {
    const { client, user } = await onPlan('enterprise');
    const res = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('scheduled');
    expect(res.body.message).toMatch(/^Your plan changes to Professional on \d{1,2} \w+ \d{4}\. Until then you keep the Enterprise plan\.$/);
    expect(res.body.subscription.scheduledChange).toEqual({ plan: 'pro', effectiveAt: res.body.subscription.subscription.currentPeriodEnd });
    expect((await client.get('/api/user')).body.plan).toBe('enterprise');
    // Asking again says when.
    const again = await client.post('/api/subscription/upgrade', { plan: 'pro' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^Your plan already changes to Professional on /);

    // The period ends: the next request sees the new plan.
    await t.server.ctx.database.db.update(users).set({ periodEnd: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ subscription: { plan: 'pro', creditsLimit: 50 }, remainingCredits: 50, scheduledChange: null });
  });

  it('pro → free is a cancellation: always allowed, effective at the period end, with no trial credits again', async () => {
    const { client, user } = await onPlan('pro');
    const res = await client.post('/api/subscription/upgrade', { plan: 'free' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Your plan changes to Free Trial on /);
    await t.server.ctx.database.db.update(users).set({ periodEnd: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    const sub = await client.get<SubscriptionResponse>('/api/subscription');
    expect(sub.body).toMatchObject({ subscription: { plan: 'free' }, remainingCredits: 0, isActive: false });
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
