import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appSettings, users } from '../../db/schema';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, TEST_CERT_FILE, startSmtpTestServer, type SmtpTestServer } from '../../email/test-support/smtp-test-server';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const NOT_CONFIGURED = 'Not configured — emails are kept in the outbox';

let t: TestServer;
let smtp: SmtpTestServer;
let admin: ApiClient;
let manager: ApiClient;
let adminEmail: string;
let plain: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestServer({ env: { SMTP_TLS_CA_FILE: TEST_CERT_FILE } });
  admin = await t.signInAsAdmin();
  const m = await t.signUp();
  await t.server.ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.user.id));
  manager = m.client;
  adminEmail = (await admin.get('/api/user')).body.email;
  plain = (await t.signUp()).client;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const storedRow = async () => (await t.server.ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'smtp')))[0];

describe('who may use the mail settings', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/smtp-settings'],
    ['POST', '/api/admin/smtp-settings', { smtp_host: 'mail.example.com', smtp_port: '587', smtp_secure: 'false', smtp_user: 'a@example.com', smtp_password: 'x' }],
    ['GET', '/api/admin/smtp-config'],
    ['POST', '/api/admin/smtp-config', { host: 'mail.example.com', port: 587 }],
    ['POST', '/api/admin/smtp-test', {}],
  ];

  it('answers 401 to a visitor who is not signed in', async () => {
    for (const [method, path, json] of calls) {
      const res = await t.client().request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to a plain user', async () => {
    for (const [method, path, json] of calls) {
      const res = await plain.request(method, path, { json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets a manager read the dashboard form but neither change the settings nor send a test', async () => {
    expect((await manager.get('/api/admin/smtp-settings')).status).toBe(200);
    const write = await manager.post('/api/admin/smtp-settings', { smtp_host: 'evil.example.com', smtp_port: '25', smtp_secure: 'false', smtp_user: 'a@example.com', smtp_password: 'x' });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('Only administrators can change the mail settings or send test emails; managers can only view them.');
    expect((await manager.post('/api/admin/smtp-test', {})).status).toBe(403);
    expect((await manager.get('/api/admin/smtp-config')).status).toBe(403);
    expect((await manager.post('/api/admin/smtp-config', { host: 'evil.example.com', port: 25 })).status).toBe(403);
    const row = await storedRow();
    expect(row?.value.host).not.toBe('evil.example.com');
  });
});

describe('the one stored configuration, through both forms', () => {
  it('says mail is kept in the outbox before anything is configured', async () => {
    const settings = await admin.get('/api/admin/smtp-settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ smtp_host: '', smtp_port: '587', smtp_secure: 'false', smtp_user: '', smtp_password: '', configured: false, transport: 'outbox', status: NOT_CONFIGURED });
    const config = await admin.get('/api/admin/smtp-config');
    expect(config.body).toMatchObject({ host: '', port: 587, username: '', password: '', secure: false, configured: false, transport: 'outbox', status: NOT_CONFIGURED });
  });

  it('refuses the dashboard form without host, user, a valid port, or a password when none is stored', async () => {
    const base = { smtp_host: '127.0.0.1', smtp_port: '587', smtp_secure: 'false', smtp_user: SMTP_TEST_USER, smtp_password: 'pw' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, smtp_host: '' }, 'smtp_host is required'],
      [{ ...base, smtp_user: '' }, 'smtp_user is required'],
      [{ ...base, smtp_user: 'not-an-email' }, 'smtp_user must be an email address'],
      [{ ...base, smtp_port: 'abc' }, 'smtp_port must be a number'],
      [{ ...base, smtp_port: '70000' }, 'smtp_port must be between 1 and 65535'],
      [{ ...base, smtp_secure: 'yes' }, "smtp_secure must be 'true' or 'false'"],
      [{ ...base, smtp_host: 'mail.example.com\r\nRCPT TO:<x@y>' }, 'smtp_host must be a host name'],
      [{ ...base, smtp_password: undefined }, 'smtp_password is required'],
      [{ ...base, smtp_password: '***' }, 'smtp_password is required'],
    ];
    for (const [json, message] of cases) {
      const res = await admin.post('/api/admin/smtp-settings', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await storedRow()).toBeUndefined();
  });

  it('saves the dashboard form with the password sealed, never returned, and logs the change without it', async () => {
    const res = await admin.post('/api/admin/smtp-settings', {
      smtp_host: smtp.host,
      smtp_port: String(smtp.port),
      smtp_secure: 'false',
      smtp_user: SMTP_TEST_USER,
      smtp_password: SMTP_TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ smtp_host: smtp.host, smtp_port: String(smtp.port), smtp_user: SMTP_TEST_USER, smtp_password: '***', configured: true, transport: 'smtp', status: `SMTP: ${smtp.host}:${smtp.port}` });
    expect(res.text).not.toContain(SMTP_TEST_PASSWORD);

    const row = await storedRow();
    expect(JSON.stringify(row)).not.toContain(SMTP_TEST_PASSWORD);
    expect(row!.value.sealedPassword).toMatch(/^v1:/);
    expect(t.server.ctx.secrets.decrypt(row!.value.sealedPassword as string)).toBe(SMTP_TEST_PASSWORD);

    const [log] = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.action, 'smtp_settings_updated'));
    expect(log).toMatchObject({ resourceType: 'settings', resource: 'smtp', details: expect.objectContaining({ host: smtp.host, passwordChanged: true }) });
    expect(JSON.stringify(log)).not.toContain(SMTP_TEST_PASSWORD);
  });

  it("shows the same configuration in the admin panel's form, and keeps the password when the form sends it back as ***", async () => {
    const config = await admin.get('/api/admin/smtp-config');
    expect(config.body).toMatchObject({ host: smtp.host, port: smtp.port, username: SMTP_TEST_USER, password: '***', secure: false, configured: true, transport: 'smtp' });

    const saved = await admin.post('/api/admin/smtp-config', { ...config.body, fromEmail: 'cv@agency.test', fromName: 'Agency CVs' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fromEmail: 'cv@agency.test', fromName: 'Agency CVs', password: '***' });
    const row = await storedRow();
    expect(t.server.ctx.secrets.decrypt(row!.value.sealedPassword as string)).toBe(SMTP_TEST_PASSWORD);

    // The dashboard form sees it too, and may omit the password now that one is stored.
    const settings = await manager.get('/api/admin/smtp-settings');
    expect(settings.body).toMatchObject({ smtp_host: smtp.host, smtp_port: String(smtp.port), smtp_user: SMTP_TEST_USER, smtp_password: '***' });
    const again = await admin.post('/api/admin/smtp-settings', { smtp_host: smtp.host, smtp_port: String(smtp.port), smtp_secure: 'false', smtp_user: SMTP_TEST_USER, smtp_password: '' });
    expect(again.status).toBe(200);
    expect((await storedRow())!.value.fromEmail).toBe('cv@agency.test'); // the dashboard form leaves the sender alone
    expect(t.server.ctx.secrets.decrypt((await storedRow())!.value.sealedPassword as string)).toBe(SMTP_TEST_PASSWORD);
  });

  it('refuses hostile values in the admin panel form', async () => {
    for (const [json, message] of [
      [{ host: 'a b', port: 25 }, 'host must be a host name'],
      [{ host: 'mail.example.com', port: 'twenty' }, 'port must be a number'],
      [{ host: 'mail.example.com', port: 1.5 }, 'port must be a whole number'],
      [{ host: 'mail.example.com', port: 25, fromEmail: 'x@y.z\r\nBcc: a@b.c' }, 'fromEmail must be an email address'],
      [{ host: 'mail.example.com', port: 25, fromName: 'A\r\nBcc: a@b.c' }, 'fromName must be on one line'],
      [{ host: 'mail.example.com', port: 25, secure: 'true' }, 'secure must be true or false'],
    ] as const) {
      const res = await admin.post('/api/admin/smtp-config', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});

describe('Send test email', () => {
  it("sends to the administrator's own address, says it was accepted in our words, and logs the test", async () => {
    smtp.messages.length = 0;
    const res = await admin.post('/api/admin/smtp-test', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, transport: 'smtp', to: adminEmail, response: 'Accepted by the SMTP server' });
    expect(res.body.message).toBe(`Test email sent to ${adminEmail}. The SMTP server accepted it.`);
    expect(res.text).not.toMatch(/queued as|250/);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.parsed.subject).toBe('CVForge test email');
    expect(smtp.messages[0]!.to).toEqual([adminEmail]);
    const logs = await t.server.ctx.database.db.select().from(activityLogs).where(and(eq(activityLogs.action, 'smtp_test')));
    expect(logs.at(-1)).toMatchObject({ resourceType: 'settings', details: expect.objectContaining({ to: adminEmail, success: true }) });
  });

  it('refuses to send the test anywhere but to the caller', async () => {
    smtp.messages.length = 0;
    const res = await admin.post('/api/admin/smtp-test', { to: 'someone@agency.test' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The test email is sent to your own address (${adminEmail}) only.`);
    expect(smtp.messages).toHaveLength(0);
    const bad = await admin.post('/api/admin/smtp-test', { to: 'x@y\r\nRCPT TO:<z@w>' });
    expect(bad.status).toBe(400);
  });

  it("reports the server's refusal, without retrying", async () => {
    smtp.failNext({ stage: 'mail', code: 421, message: '4.3.2 Busy' });
    const busy = await admin.post('/api/admin/smtp-test', {});
    expect(busy.body).toMatchObject({
      success: false,
      response: 'The SMTP server is refusing mail for now (reply code 421); try again later.',
      message: 'The test email was not sent: The SMTP server is refusing mail for now (reply code 421); try again later.',
    });
    expect(busy.text).not.toContain('Busy');

    const saved = await admin.post('/api/admin/smtp-config', { host: smtp.host, port: smtp.port, username: SMTP_TEST_USER, password: 'wrong-password', secure: false });
    expect(saved.status).toBe(200);
    const res = await admin.post('/api/admin/smtp-test', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, transport: 'smtp' });
    expect(res.body.response).toBe('The SMTP server refused the user name or password.');
  });

  it('clearing the host in the admin panel sends mail to the outbox again', async () => {
    const res = await admin.post('/api/admin/smtp-config', { host: '', port: 587, username: '', password: '', secure: false });
    expect(res.body).toMatchObject({ configured: false, transport: 'outbox', status: NOT_CONFIGURED, host: '' });
    const test = await admin.post('/api/admin/smtp-test', {});
    expect(test.body).toMatchObject({ success: true, transport: 'outbox' });
    expect(test.body.message).toMatch(/^No SMTP server is configured: the test email was kept in the outbox \(.+\.eml\)\.$/);
  });
});

describe('settings from the environment', () => {
  let envServer: TestServer;
  beforeAll(async () => {
    envServer = await startTestServer({ env: { SMTP_HOST: 'smtp.env.test', SMTP_PORT: '465', SMTP_USER: 'env@agency.test', SMTP_PASSWORD: 'env-secret', SMTP_FROM: 'Env <cv@env.test>' } });
  });
  afterAll(async () => {
    await envServer?.close();
  });

  it('are shown (password masked) and a form without a password keeps the environment one, sealed', async () => {
    const client = await envServer.signInAsAdmin();
    const config = await client.get('/api/admin/smtp-config');
    expect(config.body).toMatchObject({ host: 'smtp.env.test', port: 465, secure: true, username: 'env@agency.test', password: '***', fromEmail: 'cv@env.test', fromName: 'Env', source: 'environment', configured: true });
    expect(config.text).not.toContain('env-secret');
    const saved = await client.post('/api/admin/smtp-settings', { smtp_host: 'smtp.env.test', smtp_port: '465', smtp_secure: 'true', smtp_user: 'env@agency.test' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ smtp_port: '465', smtp_password: '***', source: 'settings' });
    // Another port would send the environment's password somewhere else: it must be typed again.
    const moved = await client.post('/api/admin/smtp-settings', { smtp_host: 'smtp.env.test', smtp_port: '587', smtp_secure: 'false', smtp_user: 'env@agency.test' });
    expect(moved.status).toBe(400);
    const [row] = await envServer.server.ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'smtp'));
    expect(JSON.stringify(row)).not.toContain('env-secret');
    expect(envServer.server.ctx.secrets.decrypt(row!.value.sealedPassword as string)).toBe('env-secret');
  });
});
