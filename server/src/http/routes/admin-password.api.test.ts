import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import { activityLogs, verificationCodes } from '../../db/schema';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, TEST_CERT_FILE, startSmtpTestServer, type SmtpTestServer } from '../../email/test-support/smtp-test-server';
import type { ApiClient } from '../../test-support/api-client';
import { ONE_HOUR_MS } from '../../modules/security/rate-limit';
import { awaitFreshRateWindow } from '../../test-support/rate-window';
import { TEST_ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let smtp: SmtpTestServer;
beforeAll(async () => {
  // The file counts verification codes against the hourly limit from its first test to its last.
  await awaitFreshRateWindow(ONE_HOUR_MS, 90_000);
  smtp = await startSmtpTestServer();
  t = await startTestServer({ env: { SMTP_TLS_CA_FILE: TEST_CERT_FILE } });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = () => path.join(t.dataDir, 'outbox');

/** The outbox's verification-code emails, oldest first (new accounts' address-confirmation emails are there too). */
function codeEmailFiles(): string[] {
  if (!fs.existsSync(outbox())) return [];
  return fs
    .readdirSync(outbox())
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .filter((f) => fs.readFileSync(path.join(outbox(), f), 'utf8').includes('Subject: Your CVForge verification code'));
}

/** The code in the newest verification-code email of the outbox, as the administrator would read it. */
async function codeFromOutbox(): Promise<string> {
  const files = codeEmailFiles();
  const mail = await simpleParser(fs.readFileSync(path.join(outbox(), files.at(-1)!)));
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('admin@localhost');
  expect(mail.subject).toBe('Your CVForge verification code');
  const match = /verification code is (\d{6})\. It expires in 10 minutes\./.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  return match![1];
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the administrator changes its password with an emailed code', () => {
  let admin: ApiClient;
  let otherSession: ApiClient;
  let password = TEST_ADMIN_PASSWORD;

  it('checks the current password first', async () => {
    admin = await t.signInAsAdmin();
    otherSession = await t.signInAsAdmin();
    const res = await admin.post('/api/admin/send-password-verification', { currentPassword: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect(codeEmailFiles()).toEqual([]);
    const missing = await admin.post('/api/admin/send-password-verification', {});
    expect(missing.status).toBe(400);
  });

  it('refuses a short password, a wrong code (counted), an expired code; accepts the right one and ends the other sessions', async () => {
    const sent = await admin.post('/api/admin/send-password-verification', { currentPassword: password });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Verification code sent to a***@localhost' });
    const code = await codeFromOutbox();
    const { db } = t.server.ctx.database;
    const [stored] = await db.select().from(verificationCodes).where(eq(verificationCodes.userId, 'admin'));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);

    const short = await admin.post('/api/admin/change-password', { newPassword: 'short', verificationCode: code });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('New password must be at least 8 characters long');

    const wrong = await admin.post('/api/admin/change-password', { newPassword: 'brand-new-password', verificationCode: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    expect((await db.select().from(verificationCodes).where(eq(verificationCodes.id, stored.id)))[0].attempts).toBe(1);

    await db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.id, stored.id));
    const expired = await admin.post('/api/admin/change-password', { newPassword: 'brand-new-password', verificationCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('The verification code has expired. Request a new one.');

    expect((await admin.post('/api/admin/send-password-verification', { currentPassword: password })).status).toBe(200);
    const fresh = await codeFromOutbox();
    // The expired code's replacement is the only one that works now.
    const changed = await admin.post('/api/admin/change-password', { newPassword: 'brand-new-password', verificationCode: fresh });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Password changed successfully' });
    password = 'brand-new-password';

    expect((await admin.get('/api/user')).status).toBe(200);
    expect((await otherSession.get('/api/user')).status).toBe(401);
    expect((await t.client().post('/api/login', { email: 'admin', password: TEST_ADMIN_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/login', { email: 'admin', password })).status).toBe(200);

    const reused = await admin.post('/api/admin/change-password', { newPassword: 'another-new-password', verificationCode: fresh });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(ADMIN_MESSAGES.usedCode);

    const logged = await db.select().from(activityLogs).where(eq(activityLogs.action, 'password_change'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ userId: 'admin', resourceType: 'user', resourceId: 'admin', ipAddress: '127.0.0.1' });
    expect(JSON.stringify(logged[0])).not.toContain('brand-new-password');
    expect((await db.select().from(activityLogs).where(eq(activityLogs.action, 'password_verification_sent'))).length).toBe(2);
  });

  it('stops a code after 5 wrong tries, even for the right code, and tries sent at once cannot race past 5 (issue 14)', async () => {
    expect((await admin.post('/api/admin/send-password-verification', { currentPassword: password })).status).toBe(200);
    const code = await codeFromOutbox();
    // 10 guesses at once (the hourly cap on change attempts is 20): only 5 may ever be compared with the code.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.post('/api/admin/change-password', { newPassword: 'third-password-1', verificationCode: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') }),
      ),
    );
    const messages = answers.map((res) => res.body.message);
    expect(messages.filter((m) => m === 'Invalid verification code')).toHaveLength(5);
    expect(messages.filter((m) => m === ADMIN_MESSAGES.tooManyAttempts)).toHaveLength(5);
    const [row] = await t.server.ctx.database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, 'admin'));
    expect(row.attempts).toBe(5);
    const blocked = await admin.post('/api/admin/change-password', { newPassword: 'third-password-1', verificationCode: code });
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toBe(ADMIN_MESSAGES.tooManyAttempts);
    expect((await t.client().post('/api/login', { email: 'admin', password })).status).toBe(200);
  });

  it('sends the code through a real SMTP server once one is configured', async () => {
    const saved = await admin.post('/api/admin/smtp-config', { host: smtp.host, port: smtp.port, username: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD, fromEmail: 'noreply@cvforge.test', fromName: 'CVForge', secure: false });
    expect(saved.status).toBe(200);
    const before = smtp.messages.length;
    const sent = await admin.post('/api/admin/send-password-verification', { currentPassword: password });
    expect(sent.status).toBe(200);
    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['admin@localhost']);
    expect(mail.isSecure).toBe(true);
    const code = /verification code is (\d{6})/.exec(mail.parsed.text ?? '')![1];
    const changed = await admin.post('/api/admin/change-password', { newPassword: 'smtp-delivered-password', verificationCode: code });
    expect(changed.status).toBe(200);
    password = 'smtp-delivered-password';
  });

  it('limits codes to 5 an hour', async () => {
    // Sent so far this hour: one wrong-password attempt and four codes.
    const res = await admin.post('/api/admin/send-password-verification', { currentPassword: password });
    expect(res.status).toBe(429);
    // The window is the clock's hour: in its last minute the wait is given in seconds.
    expect(res.body.message).toMatch(/^Too many verification codes requested\. Please try again in \d+ (?:minutes?|seconds?)\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is the built-in administrator’s alone', async () => {
    const other = await t.signUp();
    expect((await other.client.post('/api/admin/send-password-verification', { currentPassword: other.password })).status).toBe(403);
    expect((await other.client.post('/api/admin/change-password', { newPassword: 'whatever-long', verificationCode: '000000' })).status).toBe(403);
  });
});
