import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCvData } from '@common/cv-data';
import { textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import { buildDocx, p } from '../rendering/test-support/docx-builder';
import { encodePng } from '../rendering/test-support/logo-images';
import { ApiClient } from '../test-support/api-client';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../test-support/test-server';
import { upgradeWithApproval } from '../test-support/plans';

/**
 * Every /api route, as the router lists it (GET /api/openapi.json is built from an onRoute hook, so a
 * route cannot be missing from it), called as six actors. A route without a row fails the test: whoever
 * adds a route decides who may call it here. User A owns every resource the ids point at; nobody else
 * (user B, a manager, an admin, the built-in administrator) reads, downloads, processes, changes or
 * deletes it through the user routes, where another user's row answers 404 exactly like a missing one.
 */

const ACTORS = ['anon', 'A', 'B', 'manager', 'admin', 'builtin'] as const;
type Actor = (typeof ACTORS)[number];
/** Expected status per actor, in ACTORS order. */
type Statuses = [anon: number, A: number, B: number, manager: number, admin: number, builtin: number];

interface Ids {
  cv: string;
  /** A second CV of A's, for the erase row (the first is deleted by its own row). */
  cvToErase: string;
  template: string;
  job: string;
  file: string;
  apiKey: string;
  userA: string;
}

interface Row {
  /** 'METHOD /api/path/:param', as Fastify registered it. */
  route: string;
  expect: Statuses;
  /** The concrete path (ids of user A's resources) and body. */
  call?: (ids: Ids, actor: Actor) => { path?: string; json?: unknown; body?: FormData };
}

// Shorthands for the usual guards.
const PUBLIC: Statuses = [200, 200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200];
/** User A's own resource: A may, everyone else gets 404 (as if it did not exist). */
const OWNER_ONLY = (ok: number): Statuses => [401, ok, 404, 404, 404, 404];
const ADMIN_ACCESS: Statuses = [401, 403, 403, 200, 200, 200];
const BUILT_IN_ONLY = (ok: number): Statuses => [401, 403, 403, 403, 403, ok];
/** Administrators only: managers read the admin dashboard but do not change what it guards (mail settings). */
const ADMINS_ONLY: Statuses = [401, 403, 403, 403, 200, 200];

function templateForm(name: string): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(buildDocx({ body: [p('{{FullName}}'), p('{{Email}}')] }))]), `${name}.docx`);
  return form;
}
function cvForm(name: string): FormData {
  const form = new FormData();
  form.append('files', new Blob([textCv(name, 'matrix@example.com')], { type: 'text/plain' }), `${name}.txt`);
  return form;
}

function logoForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(encodePng(60, 20))], { type: 'image/png' }), 'logo.png');
  return form;
}

/** A whole CvData object, as the review screen saves it. */
const MATRIX_CV_DATA = { ...emptyCvData(), name: 'Alice Matrix', experience: [{ title: 'Analyst', company: 'Matrix Ltd', location: null, startDate: '2020-01', endDate: null, current: true, highlights: [] }] };

// Order matters: reads, then writes, then deletions (user A always calls last), then sign-outs.
const ROWS: Row[] = [
  { route: 'GET /api/healthz', expect: PUBLIC },
  { route: 'GET /api/openapi.json', expect: PUBLIC },
  { route: 'GET /api/docs', expect: PUBLIC },
  { route: 'GET /api/subscription/plans', expect: PUBLIC },
  { route: 'GET /api/login', expect: [302, 302, 302, 302, 302, 302] },
  { route: 'GET /api/user', expect: SIGNED_IN },
  { route: 'GET /api/uploaded-cvs', expect: SIGNED_IN },
  { route: 'GET /api/templates', expect: SIGNED_IN },
  { route: 'GET /api/processing-jobs', expect: SIGNED_IN },
  { route: 'GET /api/processed-files', expect: SIGNED_IN },
  { route: 'GET /api/dashboard/stats', expect: SIGNED_IN },
  { route: 'GET /api/cv-analytics', expect: SIGNED_IN },
  // API keys and custom prompts are Enterprise features (A is on Enterprise; the others are not).
  { route: 'GET /api/api-keys', expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/subscription', expect: SIGNED_IN },
  { route: 'GET /api/settings/agency-profile', expect: SIGNED_IN },
  // A uploaded a logo; nobody else has one, and no route reaches another user's.
  { route: 'GET /api/settings/agency-logo', expect: OWNER_ONLY(200) },
  { route: 'GET /api/settings/custom-prompts', expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/admin/check-access', expect: SIGNED_IN },
  { route: 'GET /api/privacy', expect: PUBLIC },
  { route: 'GET /api/settings/retention', expect: SIGNED_IN },
  { route: 'GET /api/account/export', expect: SIGNED_IN },
  { route: 'GET /api/admin/retention', expect: BUILT_IN_ONLY(200) },
  { route: 'GET /api/processed-files/:id/download', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/processed-files/${ids.file}/download` }) },
  { route: 'GET /api/templates/:id/preview', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/templates/${ids.template}/preview` }) },
  { route: 'GET /api/uploaded-cvs/:id', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}` }) },
  { route: 'GET /api/uploaded-cvs/:id/document', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}/document` }) },
  { route: 'POST /api/uploaded-cvs/:id/preview', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}/preview`, json: { templateId: 'default', data: MATRIX_CV_DATA } }) },

  { route: 'GET /api/admin/dashboard', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/analytics', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/field-corrections', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/health', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/processing-logs', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/processing-stats', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/queue', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/users', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/upgrade-requests', expect: [401, 403, 403, 403, 200, 200] },
  { route: 'GET /api/admin/smtp-settings', expect: ADMIN_ACCESS },
  { route: 'GET /api/admin/stats', expect: BUILT_IN_ONLY(200) },
  { route: 'GET /api/admin/activity-stats', expect: BUILT_IN_ONLY(200) },
  { route: 'GET /api/admin/user-activities', expect: BUILT_IN_ONLY(200) },
  { route: 'GET /api/admin/ai-config', expect: BUILT_IN_ONLY(200) },
  { route: 'GET /api/admin/smtp-config', expect: BUILT_IN_ONLY(200) },

  // Writes.
  { route: 'POST /api/upload-cvs', expect: [401, 201, 201, 201, 201, 201], call: (_ids, actor) => ({ body: cvForm(`Matrix ${actor}`) }) },
  { route: 'POST /api/templates', expect: [401, 201, 201, 201, 201, 201], call: (_ids, actor) => ({ body: templateForm(`Matrix ${actor}`) }) },
  { route: 'POST /api/api-keys', expect: [401, 201, 403, 403, 403, 403], call: () => ({ json: { name: 'matrix key' } }) },
  {
    route: 'POST /api/process-selected-cvs',
    expect: OWNER_ONLY(201),
    call: (ids) => ({ json: { cvIds: [ids.cv], templateId: 'default', options: { [ids.cv]: { reformat: true, enhance: false, report: false, email: false } } } }),
  },
  { route: 'PUT /api/uploaded-cvs/:id/data', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}/data`, json: MATRIX_CV_DATA }) },
  { route: 'DELETE /api/uploaded-cvs/:id/data', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}/data` }) },
  { route: 'PUT /api/templates/:id/settings', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/templates/${ids.template}/settings`, json: { alwaysAnonymise: false, hideEmployers: false } }) },
  { route: 'PATCH /api/user', expect: SIGNED_IN, call: (_ids, actor) => ({ json: { firstName: 'Matrix', lastName: actor } }) },
  { route: 'PUT /api/settings/agency-profile', expect: SIGNED_IN, call: () => ({ json: { consultantName: 'Matrix', consultantEmail: '', consultantPhone: '', agencyName: 'Matrix Ltd' } }) },
  { route: 'PUT /api/settings/agency-logo', expect: SIGNED_IN, call: () => ({ body: logoForm() }) },
  { route: 'PUT /api/settings/retention', expect: SIGNED_IN, call: () => ({ json: { retentionDays: 365 } }) },
  { route: 'PUT /api/admin/retention', expect: BUILT_IN_ONLY(200), call: () => ({ json: { maxDays: null } }) },
  { route: 'PUT /api/settings/custom-prompts', expect: [401, 200, 403, 403, 403, 403], call: () => ({ json: {} }) },
  // Without a payment provider moving up is a request an administrator approves (202). A is on Enterprise
  // and has used one credit this period, so A's move down to pro is scheduled for the period end (200).
  { route: 'POST /api/subscription/upgrade', expect: [401, 200, 202, 202, 202, 202], call: () => ({ json: { plan: 'pro' } }) },
  // No Stripe customer without Stripe: 'Manage billing' says online payment is not set up.
  { route: 'POST /api/subscription/portal', expect: [401, 404, 404, 404, 404, 404] },
  // Stripe is not configured here: the webhook answers 404 to everyone (it never looks at the session).
  { route: 'POST /api/stripe/webhook', expect: [404, 404, 404, 404, 404, 404], call: () => ({ json: { id: 'evt_matrix' } }) },
  // Deciding upgrade requests is for the admin role (like role changes); the id does not exist: 404.
  { route: 'POST /api/admin/upgrade-requests/:id/approve', expect: [401, 403, 403, 403, 404, 404], call: () => ({ path: '/api/admin/upgrade-requests/no-such-request/approve' }) },
  { route: 'POST /api/admin/upgrade-requests/:id/decline', expect: [401, 403, 403, 403, 404, 404], call: () => ({ path: '/api/admin/upgrade-requests/no-such-request/decline' }) },
  // Self-service admin access is for the emails in ADMIN_EMAILS only (none here).
  { route: 'POST /api/admin/grant-access', expect: [401, 403, 403, 403, 403, 403] },
  { route: 'POST /api/admin/jobs/:id/force-process', expect: [401, 403, 403, 409, 409, 409], call: (ids) => ({ path: `/api/admin/jobs/${ids.job}/force-process` }) },
  { route: 'PUT /api/admin/users/:id/role', expect: [401, 403, 403, 403, 200, 200], call: (ids) => ({ path: `/api/admin/users/${ids.userA}/role`, json: { role: 'user' } }) },
  { route: 'POST /api/admin/smtp-settings', expect: ADMINS_ONLY, call: () => ({ json: { smtp_host: '127.0.0.1', smtp_port: 1, smtp_secure: false, smtp_user: 'mailer@example.com', smtp_password: 'secret-password' } }) },
  // Answers 200 with success: false (nothing listens on 127.0.0.1:1).
  { route: 'POST /api/admin/smtp-test', expect: ADMINS_ONLY, call: () => ({ json: {} }) },
  { route: 'POST /api/admin/smtp-config', expect: BUILT_IN_ONLY(200), call: () => ({ json: { host: '', port: 587, username: '', password: '', fromEmail: '', fromName: '', secure: false } }) },
  { route: 'POST /api/admin/ai-config', expect: BUILT_IN_ONLY(200), call: () => ({ json: { provider: 'local' } }) },
  { route: 'POST /api/admin/send-password-verification', expect: BUILT_IN_ONLY(200), call: () => ({ json: { currentPassword: TEST_ADMIN_PASSWORD } }) },
  { route: 'POST /api/admin/change-password', expect: BUILT_IN_ONLY(400), call: () => ({ json: { newPassword: 'another-password-123', verificationCode: '000000' } }) },

  // Deletions: everyone else first, then A, who owns the rows.
  { route: 'DELETE /api/processing-jobs/:id', expect: OWNER_ONLY(409), call: (ids) => ({ path: `/api/processing-jobs/${ids.job}` }) },
  { route: 'DELETE /api/processed-files/:id', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/processed-files/${ids.file}` }) },
  { route: 'DELETE /api/templates/:id', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/templates/${ids.template}` }) },
  { route: 'DELETE /api/uploaded-cvs/:id', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cv}` }) },
  { route: 'POST /api/uploaded-cvs/:id/erase', expect: OWNER_ONLY(204), call: (ids) => ({ path: `/api/uploaded-cvs/${ids.cvToErase}/erase` }) },
  // Nobody's account is closed here: a wrong password is refused (the built-in administrator never can be).
  { route: 'DELETE /api/account', expect: [401, 403, 403, 403, 403, 403], call: () => ({ json: { password: 'not the password' } }) },
  { route: 'DELETE /api/api-keys/:id', expect: OWNER_ONLY(200), call: (ids) => ({ path: `/api/api-keys/${ids.apiKey}` }) },
  // Each actor removes the logo it uploaded above; A's own goes last.
  { route: 'DELETE /api/settings/agency-logo', expect: SIGNED_IN },

  // Anyone holding the link may follow it (it proves the mailbox, not the session); an unknown token verifies nothing.
  { route: 'GET /api/verify-email', expect: [302, 302, 302, 302, 302, 302], call: () => ({ path: '/api/verify-email?token=not-a-real-token-0123456789' }) },
  { route: 'POST /api/verify-email/resend', expect: SIGNED_IN },

  // Signing in or registering (even failing to) ends the session the request came with, and sign-outs
  // end it too: these come last.
  { route: 'POST /api/register', expect: [201, 201, 201, 201, 201, 201], call: (_ids, actor) => ({ json: { email: `new-${actor}-${Date.now()}@example.com`, password: 'correct horse battery' } }) },
  { route: 'POST /api/login', expect: [401, 401, 401, 401, 401, 401], call: () => ({ json: { email: 'matrix-nobody@example.com', password: 'not the password' } }) },
  { route: 'GET /api/logout', expect: [302, 302, 302, 302, 302, 302] },
  { route: 'POST /api/logout', expect: [200, 200, 200, 200, 200, 200] },
];

const CALL_ORDER: Actor[] = ['anon', 'B', 'manager', 'admin', 'builtin', 'A'];

let t: TestServer;
const clients = {} as Record<Actor, ApiClient>;
let ids: Ids;

beforeAll(async () => {
  t = await startTestServer();
  clients.anon = t.client();
  clients.builtin = await t.signInAsAdmin();
  const a = await t.signUp({ email: 'matrix-a@example.com' });
  const b = await t.signUp({ email: 'matrix-b@example.com' });
  const manager = await t.signUp({ email: 'matrix-manager@example.com' });
  const admin = await t.signUp({ email: 'matrix-admin@example.com' });
  clients.A = a.client;
  clients.B = b.client;
  clients.manager = manager.client;
  clients.admin = admin.client;
  expect((await clients.builtin.request('PUT', `/api/admin/users/${manager.user.id}/role`, { json: { role: 'manager' } })).status).toBe(200);
  expect((await clients.builtin.request('PUT', `/api/admin/users/${admin.user.id}/role`, { json: { role: 'admin' } })).status).toBe(200);
  // A is on Enterprise (API keys, custom prompts) and owns one of everything.
  await upgradeWithApproval(t, clients.A, 'enterprise');
  const [cv, cvToErase] = await uploadCvs(clients.A, [
    { fileName: 'matrix-a.txt', text: textCv('Alice Matrix', 'alice@example.com') },
    { fileName: 'matrix-a-erase.txt', text: textCv('Alma Matrix', 'alma@example.com') },
  ]);
  const template = await clients.A.request('POST', '/api/templates', { body: templateForm('A template') });
  const processed = await clients.A.post('/api/process-selected-cvs', {
    cvIds: [cv],
    templateId: 'default',
    options: { [cv]: { reformat: true, enhance: false, report: false, email: false } },
  });
  const job = processed.body.jobs[0].id;
  await waitForJobs(clients.A, [job]);
  const [file] = (await clients.A.get('/api/processed-files')).body;
  const apiKey = await clients.A.post('/api/api-keys', { name: 'A key' });
  expect((await clients.A.request('PUT', '/api/settings/agency-logo', { body: logoForm() })).status).toBe(200);
  ids = { cv, cvToErase, template: template.body.id, job, file: file.id, apiKey: apiKey.body.id, userA: a.user.id };
});
afterAll(async () => {
  await t?.close();
});

describe('authorisation matrix', () => {
  it('has a row for every /api route the router serves, and none for a route that does not exist', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
      .sort();
    const rows = ROWS.map((r) => r.route).sort();
    const missing = served.filter((r) => !rows.includes(r));
    const stale = rows.filter((r) => !served.includes(r));
    expect(missing, `routes without a row in the authorisation matrix: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `rows for routes that no longer exist: ${stale.join(', ')}`).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('answers each actor as the row says, and never shows user A’s resources to anyone else', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const table: string[] = [];
    for (const row of ROWS) {
      const [method, pattern] = row.route.split(' ');
      const actual = {} as Record<Actor, number>;
      for (const actor of CALL_ORDER) {
        const call = row.call?.(ids, actor) ?? {};
        // A one-off client carrying the actor's cookie: a sign-in or registration in a row must not
        // replace the actor's session for the rows after it.
        const client = new ApiClient(t.url, clients[actor].cookieHeader ? { cookie: clients[actor].cookieHeader } : {});
        const res = await client.request(method, call.path ?? pattern, { json: call.json, body: call.body, headers: { origin: t.url } });
        actual[actor] = res.status;
        const expected = row.expect[ACTORS.indexOf(actor)];
        if (res.status !== expected) mismatches.push(`${row.route} as ${actor}: expected ${expected}, got ${res.status} ${res.text.slice(0, 120)}`);
        // User routes answer only the caller's own rows: none of A's ids may appear in what another actor reads.
        if (actor !== 'A' && res.status < 300 && !pattern.startsWith('/api/admin') && pattern !== '/api/openapi.json' && pattern !== '/api/docs') {
          for (const [kind, id] of Object.entries(ids)) if (kind !== 'userA' && res.text.includes(id)) leaks.push(`${row.route} as ${actor} shows A's ${kind}`);
        }
      }
      table.push(`${row.route.padEnd(48)} ${ACTORS.map((a) => String(actual[a])).join(' ')}`);
    }
    if (mismatches.length) console.info(`actual statuses (${ACTORS.join(' ')}):\n${table.join('\n')}`);
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  });
});
