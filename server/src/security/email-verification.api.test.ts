import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import { emailVerifications, users } from '../db/schema';
import { waitFor } from '../modules/processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Issue #14 item 3: whoever registered an address listed in ADMIN_EMAILS first became admin. Now the
 * address must be proven by the link emailed at registration before grant-access works.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { ADMIN_EMAILS: 'boss@agency.test,ceo@agency.test' } });
});
afterAll(async () => {
  await t?.close();
});

const outbox = () => path.join(t.dataDir, 'outbox');

/** The verification link in the newest message to `to`, as its owner would read it. */
async function linkSentTo(to: string, after = 0): Promise<string> {
  let link = '';
  await waitFor(async () => {
    if (!fs.existsSync(outbox())) return false;
    for (const file of fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')).sort().reverse()) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox(), file)));
      if (mail.to && !JSON.stringify(mail.to).includes(to)) continue;
      if (!/Confirm your email address/.test(mail.subject ?? '')) continue;
      const found = /(http:\/\/\S+\/api\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (found && (mail.date?.getTime() ?? 0) >= after) {
        link = found;
        return true;
      }
    }
    return false;
  }, `the verification email to ${to}`);
  return link;
}

async function follow(link: string): Promise<{ status: number; location: string | null }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

describe('email verification', () => {
  it('registration stays instant; grant-access is refused until the emailed link is followed, then granted', async () => {
    const { client, user } = await t.signUp({ email: 'boss@agency.test' });
    expect(user.emailVerified).toBe(false);
    expect((await client.get('/api/user')).status).toBe(200);

    const refused = await client.post('/api/admin/grant-access', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.grantNeedsVerifiedEmail);
    expect((await client.get('/api/user')).body.role).toBe('user');

    const link = await linkSentTo('boss@agency.test');
    // Only a hash is kept: the token in the link is nowhere in the database.
    const token = new URL(link).searchParams.get('token')!;
    const rows = await t.server.ctx.database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await follow(link)).toEqual({ status: 302, location: '/?emailVerification=verified' });
    // Single use: a second visit verifies nothing more, and says the address is already confirmed.
    expect(await follow(link)).toEqual({ status: 302, location: '/?emailVerification=already-verified' });
    expect((await client.get('/api/user')).body.emailVerified).toBe(true);

    const granted = await client.post('/api/admin/grant-access', {});
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ message: 'Admin access granted', role: 'admin' });
  });

  it('refuses tampered, unknown and expired links, and a resend makes the earlier link stop working', async () => {
    const { client, user } = await t.signUp({ email: 'ceo@agency.test' });
    const first = await linkSentTo('ceo@agency.test');
    expect(await follow(`${first.slice(0, -3)}xyz`)).toEqual({ status: 302, location: '/?emailVerification=invalid' });
    expect(await follow(`${t.url}/api/verify-email`)).toEqual({ status: 302, location: '/?emailVerification=invalid' });

    await t.server.ctx.database.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, user.id));
    expect(await follow(first)).toEqual({ status: 302, location: '/?emailVerification=expired' });
    expect((await client.post('/api/admin/grant-access', {})).status).toBe(403);

    const sentAt = Date.now() - 1000;
    const resent = await client.post('/api/verify-email/resend', {});
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Verification email sent to ceo@agency.test. Follow the link in it to confirm your address.');
    const second = await linkSentTo('ceo@agency.test', sentAt);
    expect(second).not.toBe(first);
    expect(await follow(first)).toEqual({ status: 302, location: '/?emailVerification=invalid' });
    expect(await follow(second)).toEqual({ status: 302, location: '/?emailVerification=verified' });
    expect((await client.post('/api/admin/grant-access', {})).status).toBe(200);
    expect((await client.post('/api/verify-email/resend', {})).body.message).toBe('Your email address is already verified.');
  });

  it('a link proves only the address it was sent to', async () => {
    const { user } = await t.signUp();
    const link = await linkSentTo(user.email);
    await t.server.ctx.database.db.update(users).set({ email: `changed-${user.email}` }).where(eq(users.id, user.id));
    expect(await follow(link)).toEqual({ status: 302, location: '/?emailVerification=invalid' });
    const [row] = await t.server.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('limits how many links one account may ask for', async () => {
    const { client } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post('/api/verify-email/resend', {})).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await client.post('/api/verify-email/resend', {});
    expect(limited.status).toBe(429);
    // The window is the clock's hour: in its last minute the wait is given in seconds.
    expect(limited.body.message).toMatch(/^Too many verification emails requested\. Please try again in \d+ (?:minutes?|seconds?)\.$/);
  });
});
