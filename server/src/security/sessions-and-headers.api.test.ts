import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import { buildDocx, p } from '../rendering/test-support/docx-builder';
import { ApiClient } from '../test-support/api-client';
import { FIFTEEN_MINUTES_MS } from '../modules/security/rate-limit';
import { awaitFreshRateWindow } from '../test-support/rate-window';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../test-support/test-server';

const COOKIE = 'cvforge.sid';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const tokenOf = (client: ApiClient) => /cvforge\.sid=([^;]+)/.exec(client.cookieHeader)?.[1] ?? null;
const withToken = (token: string) => new ApiClient(t.url, { cookie: `${COOKIE}=${token}` });

describe('sessions', () => {
  it('issues a new session id at sign-in, whatever id the browser already had (no fixation)', async () => {
    const { email, password } = await t.signUp();
    const planted = 'attacker-chosen-session-id-0123456789';
    const client = new ApiClient(t.url, {});
    const res = await client.request('POST', '/api/login', { json: { email, password }, headers: { cookie: `${COOKIE}=${planted}` } });
    expect(res.status).toBe(200);
    const issued = tokenOf(client)!;
    expect(issued).toBeTruthy();
    expect(issued).not.toBe(planted);
    expect((await withToken(planted).get('/api/user')).status).toBe(401);

    // A second sign-in gives yet another id; both are real sessions of the same account.
    const again = new ApiClient(t.url);
    await again.post('/api/login', { email, password });
    expect(tokenOf(again)).not.toBe(issued);
  });

  it('ends the session on the server at sign-out: the old cookie value is worthless afterwards', async () => {
    const { client } = await t.signUp();
    const token = tokenOf(client)!;
    expect((await withToken(token).get('/api/user')).status).toBe(200);
    // The polled lists remember a session for a few seconds: sign-out must end that too.
    expect((await withToken(token).get('/api/processing-jobs')).status).toBe(200);
    expect((await withToken(token).get('/api/processed-files')).status).toBe(200);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join(';')).toMatch(/cvforge\.sid=;|Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect((await withToken(token).get('/api/user')).status).toBe(401);
    expect((await withToken(token).get('/api/uploaded-cvs')).status).toBe(401);
    expect((await withToken(token).get('/api/processing-jobs')).status).toBe(401);
    expect((await withToken(token).get('/api/processed-files')).status).toBe(401);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ (Secure only behind https: see auth tests)', async () => {
    const { email, password } = await t.signUp();
    const res = await t.client().post('/api/login', { email, password });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('refuses state-changing calls from a foreign Origin or a cross-site fetch, keeps same-origin ones', async () => {
    const { client } = await t.signUp();
    const foreign = await client.request('POST', '/api/logout', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const crossSite = await client.request('DELETE', '/api/uploaded-cvs/00000000-0000-0000-0000-000000000000', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const nullOrigin = await client.request('POST', '/api/logout', { headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    // Still signed in: the refused sign-out did nothing.
    expect((await client.get('/api/user')).status).toBe(200);
    const same = await client.request('POST', '/api/logout', { headers: { origin: t.url } });
    expect(same.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits failed sign-ins per account, registrations per address and verification codes', async () => {
    await awaitFreshRateWindow(FIFTEEN_MINUTES_MS, 30_000);
    const limited = await startTestServer({ rateLimits: { loginFailuresPerAccount: 3, registerPerIp: 2, loginPerIp: 1000 } });
    try {
      const { email } = await limited.signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.client().post('/api/login', { email, password: `wrong-${i}-password` })).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);

      const registrations: number[] = [];
      for (let i = 0; i < 3; i++) registrations.push((await limited.client().post('/api/register', { email: `burst${i}-${Date.now()}@example.com`, password: 'correct horse battery' })).status);
      expect(registrations.at(-1)).toBe(429);

      // Verification codes for the administrator's password change: a few per hour.
      const admin = await limited.signInAsAdmin();
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await admin.post('/api/admin/send-password-verification', { currentPassword: TEST_ADMIN_PASSWORD })).status);
      expect(codes[0]).toBe(200);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('no account enumeration at sign-in', () => {
  it('answers an unknown account and a wrong password alike, in similar time', async () => {
    const { email } = await t.signUp();
    const unknown = await t.client().post('/api/login', { email: `nobody-${Date.now()}@example.com`, password: 'wrong password 1' });
    const wrong = await t.client().post('/api/login', { email, password: 'wrong password 1' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body.message).toBe(wrong.body.message);

    const time = async (login: string) => {
      const started = performance.now();
      await t.client().post('/api/login', { email: login, password: 'wrong password 2' });
      return performance.now() - started;
    };
    const samples = { unknown: [] as number[], known: [] as number[] };
    for (let i = 0; i < 9; i++) {
      samples.unknown.push(await time(`ghost-${i}-${Date.now()}@example.com`));
      samples.known.push(await time(email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(samples.unknown) / median(samples.known);
    // A password hash is checked either way (a dummy one for an unknown account): a generous factor on a shared machine.
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

describe('output', () => {
  it('sends the security headers on every kind of response: app pages, API answers, errors, docs', async () => {
    const { client } = await t.signUp();
    for (const path of ['/', '/templates', '/api/user', '/api/healthz', '/api/does-not-exist', '/api/docs', '/api/openapi.json']) {
      const res = await client.get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/default-src/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
    }
    const anonymous = await t.client().get('/api/uploaded-cvs');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never lets a template preview run a script', async () => {
    const { client } = await t.signUp();
    const docx = buildDocx({ body: [p('{{FullName}}'), p('<script>alert(1)</script>'), p('<svg onload=alert(2)>'), p('javascript:alert(3)')] });
    const form = new FormData();
    form.append('name', 'Hostile preview');
    form.append('file', new Blob([new Uint8Array(docx)]), 'hostile.docx');
    const created = await client.request('POST', '/api/templates', { body: form });
    expect(created.status).toBe(201);
    const preview = await client.get(`/api/templates/${created.body.id}/preview`);
    expect(preview.status).toBe(200);
    // Shown as text, never as markup; and the preview's own policy allows no script at all.
    expect(preview.text).not.toMatch(/<script|<svg/i);
    expect(preview.text).toContain('&lt;svg onload=alert(2)&gt;');
    expect(preview.text).not.toMatch(/href="javascript:/i);
    expect(preview.headers.get('content-security-policy')).not.toMatch(/script-src|unsafe-inline.*script/);
  });

  it('encodes file names in download headers: no quote, CR or LF of a candidate name reaches the header', async () => {
    const { client } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'evil"name\\.txt', text: textCv('Zoë "Quote" O\'Brien', 'zoe@example.com') }]);
    const options = { [cvId]: { reformat: true, enhance: false, report: false, email: false } };
    const accepted = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options });
    expect(accepted.status).toBe(201);
    await waitForJobs(client, [accepted.body.jobs[0].id]);
    const [file] = (await client.get('/api/processed-files')).body;
    const download = await client.get(`/api/processed-files/${file.id}/download`);
    expect(download.status).toBe(200);
    const header = download.headers.get('content-disposition')!;
    expect(header).not.toMatch(/[\r\n]/);
    const fallback = /filename="([^"]*)"/.exec(header)![1];
    expect(fallback).not.toMatch(/["\\]/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1];
    expect(decodeURIComponent(encoded)).toBe(file.fileName);
  });
});
