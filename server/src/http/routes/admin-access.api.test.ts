import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import { activityLogs, users } from '../../db/schema';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const LISTED_EMAIL = 'boss@agency.test';

let t: TestServer;
let anonymous: ApiClient;
let plain: { client: ApiClient; user: { id: string; email: string } };
let manager: { client: ApiClient; user: { id: string; email: string } };
let admin: { client: ApiClient; user: { id: string; email: string } };
let builtIn: ApiClient;

const setRole = (id: string, role: 'user' | 'manager' | 'admin') => t.server.ctx.database.db.update(users).set({ role }).where(eq(users.id, id));
const activities = (action: string, userId?: string) =>
  t.server.ctx.database.db
    .select()
    .from(activityLogs)
    .where(userId ? and(eq(activityLogs.action, action), eq(activityLogs.userId, userId)) : eq(activityLogs.action, action));

beforeAll(async () => {
  t = await startTestServer({ env: { ADMIN_EMAILS: `someone@else.test, ${LISTED_EMAIL.toUpperCase()}` } });
  anonymous = t.client();
  plain = await t.signUp();
  manager = await t.signUp();
  await setRole(manager.user.id, 'manager');
  admin = await t.signUp();
  await setRole(admin.user.id, 'admin');
  builtIn = await t.signInAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

type Who = 'anonymous' | 'user' | 'manager' | 'admin' | 'builtIn';
const ORDER: Who[] = ['anonymous', 'user', 'manager', 'admin', 'builtIn'];
const client = (who: Who): ApiClient => ({ anonymous, user: plain.client, manager: manager.client, admin: admin.client, builtIn })[who];

describe('who may call each admin endpoint', () => {
  const dashboard = [401, 403, 200, 200, 200];
  const panel = [401, 403, 403, 403, 200];
  const matrix: Array<[string, string, () => unknown, number[]]> = [
    ['GET', '/api/admin/check-access', () => undefined, [401, 200, 200, 200, 200]],
    ['GET', '/api/admin/dashboard', () => undefined, dashboard],
    ['GET', '/api/admin/analytics', () => undefined, dashboard],
    ['GET', '/api/admin/users', () => undefined, dashboard],
    ['GET', '/api/admin/queue', () => undefined, dashboard],
    ['GET', '/api/admin/health', () => undefined, dashboard],
    ['GET', '/api/admin/processing-logs?page=1', () => undefined, dashboard],
    ['GET', '/api/admin/processing-stats', () => undefined, dashboard],
    // An unknown job: past the guard, the answer is 404.
    ['POST', '/api/admin/jobs/no-such-job/force-process', () => undefined, [401, 403, 404, 404, 404]],
    ['PUT', '/api/admin/users/PLAIN/role', () => ({ role: 'user' }), [401, 403, 403, 200, 200]],
    // Nobody here is listed in ADMIN_EMAILS.
    ['POST', '/api/admin/grant-access', () => undefined, [401, 403, 403, 403, 403]],
    ['GET', '/api/admin/stats', () => undefined, panel],
    ['GET', '/api/admin/user-activities', () => undefined, panel],
    ['GET', '/api/admin/user-activities?user=PLAIN&page=1', () => undefined, panel],
    ['GET', '/api/admin/activity-stats', () => undefined, panel],
    // Past the guard, a wrong current password / no code requested: 400.
    ['POST', '/api/admin/send-password-verification', () => ({ currentPassword: 'not-the-password' }), [401, 403, 403, 403, 400]],
    ['POST', '/api/admin/change-password', () => ({ newPassword: 'a-long-new-password', verificationCode: '123456' }), [401, 403, 403, 403, 400]],
  ];

  it.each(matrix)('%s %s', async (method, rawPath, body, expected) => {
    const path = rawPath.replace('PLAIN', plain.user.id);
    const got: number[] = [];
    for (const who of ORDER) got.push((await client(who).request(method, path, { json: body() })).status);
    expect(Object.fromEntries(ORDER.map((w, i) => [w, got[i]]))).toEqual(Object.fromEntries(ORDER.map((w, i) => [w, expected[i]])));
  });

  it('answers 401 and 403 with the {message, code} error shape', async () => {
    const anon = await anonymous.get('/api/admin/dashboard');
    expect(anon.body).toMatchObject({ code: 'UNAUTHORIZED' });
    const denied = await plain.client.get('/api/admin/dashboard');
    expect(denied.body).toEqual(expect.objectContaining({ code: 'FORBIDDEN', message: "You don't have permission to access the admin dashboard." }));
  });
});

describe('the access check', () => {
  it('gives access to managers and admins, and user management to admins only', async () => {
    expect((await plain.client.get('/api/admin/check-access')).body).toEqual({ hasAccess: false, role: 'user', permissions: { canManageUsers: false } });
    expect((await manager.client.get('/api/admin/check-access')).body).toEqual({ hasAccess: true, role: 'manager', permissions: { canManageUsers: false } });
    expect((await admin.client.get('/api/admin/check-access')).body).toEqual({ hasAccess: true, role: 'admin', permissions: { canManageUsers: true } });
    expect((await builtIn.get('/api/admin/check-access')).body).toEqual({ hasAccess: true, role: 'admin', permissions: { canManageUsers: true } });
  });
});

describe('users and roles', () => {
  it('lists every account with its role, plan and credits (-1 for unlimited)', async () => {
    const res = await manager.client.get('/api/admin/users');
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.map((u: { id: string }) => [u.id, u]));
    expect(byId.admin).toMatchObject({ email: 'admin@localhost', role: 'admin', credits: -1, plan: 'free' });
    expect(byId[plain.user.id]).toEqual({
      id: plain.user.id,
      email: plain.user.email,
      firstName: 'Test',
      lastName: 'User',
      role: 'user',
      credits: 3,
      plan: 'free',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(byId[admin.user.id]).toMatchObject({ role: 'admin', credits: -1 });
    const [{ n }] = await t.server.ctx.database.db.$count(users).then((n) => [{ n }]);
    expect(res.body).toHaveLength(n);
    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain('argon2');
  });

  it('changes a role, which takes effect at once and is logged with from and to', async () => {
    const target = await t.signUp();
    const res = await admin.client.put(`/api/admin/users/${target.user.id}/role`, { role: 'manager' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: target.user.id, role: 'manager' });
    expect((await target.client.get('/api/admin/dashboard')).status).toBe(200);
    const [row] = (await activities('role_change', admin.user.id)).filter((r) => r.resourceId === target.user.id);
    expect(row).toMatchObject({ resourceType: 'user', resourceId: target.user.id, resource: target.email, details: { from: 'user', to: 'manager' }, ipAddress: '127.0.0.1' });

    expect((await builtIn.put(`/api/admin/users/${target.user.id}/role`, { role: 'user' })).status).toBe(200);
    expect((await target.client.get('/api/admin/dashboard')).status).toBe(403);
  });

  it('refuses to demote the built-in administrator, to change one’s own role, unknown users and unknown roles', async () => {
    const demote = await admin.client.put('/api/admin/users/admin/role', { role: 'user' });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe(ADMIN_MESSAGES.cannotDemoteBuiltInAdmin);
    const self = await admin.client.put(`/api/admin/users/${admin.user.id}/role`, { role: 'user' });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(ADMIN_MESSAGES.cannotChangeOwnRole);
    const selfBuiltIn = await builtIn.put('/api/admin/users/admin/role', { role: 'manager' });
    expect(selfBuiltIn.status).toBe(400);
    const unknown = await admin.client.put('/api/admin/users/nobody-here/role', { role: 'manager' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    const badRole = await admin.client.put(`/api/admin/users/${plain.user.id}/role`, { role: 'superuser' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toContain('role must be user, manager or admin');
    const [me] = await t.server.ctx.database.db.select().from(users).where(eq(users.id, 'admin'));
    expect(me.role).toBe('admin');
    expect((await t.server.ctx.database.db.select().from(users).where(eq(users.id, admin.user.id)))[0].role).toBe('admin');
  });
});

describe('self-service admin access (/admin-setup)', () => {
  it('grants admin to an account listed in ADMIN_EMAILS (any case) and logs it', async () => {
    const boss = await t.signUp({ email: LISTED_EMAIL });
    expect((await boss.client.get('/api/admin/check-access')).body.hasAccess).toBe(false);
    // The address must be verified first; following the emailed link is tested in security/email-verification.api.test.ts.
    await t.server.ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, boss.user.id));
    const res = await boss.client.post('/api/admin/grant-access');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Admin access granted', role: 'admin' });
    expect((await boss.client.get('/api/admin/check-access')).body).toEqual({ hasAccess: true, role: 'admin', permissions: { canManageUsers: true } });
    expect((await boss.client.get('/api/user')).body.credits).toBe(-1);
    expect(await activities('grant_admin_access', boss.user.id)).toHaveLength(1);
  });

  it('refuses everyone else with the spec text, and logs the refusal', async () => {
    const res = await plain.client.post('/api/admin/grant-access');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admin access can only be granted by an administrator.');
    expect((await plain.client.get('/api/admin/check-access')).body.hasAccess).toBe(false);
    expect((await activities('grant_admin_access_denied', plain.user.id)).length).toBeGreaterThan(0);
  });
});

describe('activity log (admin panel)', () => {
  it('lists every action with user, resource, details and IP, newest first; one user with ?user=', async () => {
    const someone = await t.signUp();
    await someone.client.post('/api/logout');
    await someone.client.post('/api/login', { email: someone.email, password: someone.password });

    const mine = await builtIn.get(`/api/admin/user-activities?user=${someone.user.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.activities.map((a: { action: string }) => a.action)).toEqual(['login', 'logout', 'register']);
    expect(mine.body.activities[2]).toEqual({
      id: expect.any(String),
      userId: someone.user.id,
      user: { email: someone.email },
      action: 'register',
      resourceType: 'user',
      resource: someone.email,
      details: null,
      ipAddress: '127.0.0.1',
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(mine.body.pagination).toEqual({ page: 1, total: 3, totalPages: 1 });

    const all = await builtIn.get('/api/admin/user-activities');
    expect(all.body.activities[0]).toMatchObject({ action: 'login', userId: someone.user.id });
    expect(new Set(all.body.activities.map((a: { userId: string }) => a.userId)).size).toBeGreaterThan(1);
  });

  it('pages 50 at a time and shows stored details as a string or an object', async () => {
    const someone = await t.signUp();
    const { db } = t.server.ctx.database;
    await db.insert(activityLogs).values(
      Array.from({ length: 59 }, (_, i) => ({
        userId: someone.user.id,
        action: 'upload',
        resourceType: 'cv',
        resource: `cv-${i}.pdf`,
        details: i === 0 ? 'plain words' : i === 1 ? [1, 2] : { n: i },
        // An hour before the sign-up's own 'register' row, however slow the machine between the two.
        createdAt: new Date(Date.now() - 3_600_000 - (i + 1) * 1000),
      })),
    );
    const first = await builtIn.get(`/api/admin/user-activities?user=${someone.user.id}&page=1`);
    expect(first.body.activities).toHaveLength(50);
    expect(first.body.pagination).toEqual({ page: 1, total: 60, totalPages: 2 });
    expect(first.body.activities[0].action).toBe('register');
    expect(first.body.activities[1]).toMatchObject({ resource: 'cv-0.pdf', details: 'plain words' });
    expect(first.body.activities[2]).toMatchObject({ resource: 'cv-1.pdf', details: '[1,2]' });
    expect(first.body.activities[3]).toMatchObject({ resource: 'cv-2.pdf', details: { n: 2 } });
    const second = await builtIn.get(`/api/admin/user-activities?user=${someone.user.id}&page=2`);
    expect(second.body.activities).toHaveLength(10);
    expect(second.body.activities.at(-1).resource).toBe('cv-58.pdf');
    expect((await builtIn.get('/api/admin/user-activities?page=0')).status).toBe(400);
    expect((await builtIn.get('/api/admin/user-activities?page=abc')).status).toBe(400);
    expect((await builtIn.get('/api/admin/user-activities?user=nobody')).body).toEqual({ activities: [], pagination: { page: 1, total: 0, totalPages: 0 } });
  });

  it('counts all actions, those of the last 24 hours, and distinct users', async () => {
    const { db } = t.server.ctx.database;
    await db.insert(activityLogs).values({ userId: plain.user.id, action: 'upload', createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const res = await builtIn.get('/api/admin/activity-stats');
    expect(res.status).toBe(200);
    const rows = await db.select().from(activityLogs);
    const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
    expect(res.body).toEqual({
      totalActivities: rows.length,
      recentActivities: rows.filter((r) => r.createdAt.getTime() >= dayAgo).length,
      uniqueUsers: new Set(rows.map((r) => r.userId).filter(Boolean)).size,
    });
    expect(res.body.recentActivities).toBe(res.body.totalActivities - 1);
  });
});

describe('admin panel stats', () => {
  it('counts users, jobs, credits of charged jobs and active jobs', async () => {
    const res = await builtIn.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const n = await t.server.ctx.database.db.$count(users);
    expect(res.body).toEqual({ totalUsers: n, totalJobs: 0, totalCreditsUsed: 0, activeJobs: 0 });
  });
});
