import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../server/src/db/schema';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** The verification links of the outbox's messages to `to`, newest first, as the recipient would read them. */
async function verificationLinks(to: string): Promise<string[]> {
  const outbox = path.join(app.server.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const links: string[] = [];
  for (const file of fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse()) {
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
    const link = /(http:\/\/\S+\/api\/verify-email\?token=\S+)/.exec(mail.text ?? '')?.[1];
    if (link && JSON.stringify(mail.to).includes(to)) links.push(link);
  }
  return links;
}

describe('account security in the browser', () => {
  it('an unverified user sees a small notice, can ask for a new link, and following it confirms the address', async () => {
    const { page, context } = app;
    const email = `verify${Date.now()}@agency.example`;
    const register = await context.request.post(app.url('/api/register'), { data: { email, password: 'secret-pass-1', firstName: 'Vera', lastName: 'Fied' } });
    expect(register.status()).toBe(201);

    await page.goto(app.url('/'));
    const notice = page.getByTestId('verify-email-banner');
    await notice.filter({ hasText: `we sent a link to ${email}` }).waitFor();
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText('Verification Email Sent', { exact: true }).waitFor();

    // The link sent at registration, then the new one (which replaces it).
    await expect.poll(async () => (await verificationLinks(email)).length).toBe(2);
    await page.goto((await verificationLinks(email))[0]);
    await page.getByText('Your email address is confirmed.', { exact: true }).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
  });

  it('a manager sees the mail settings read-only, without the test email', async () => {
    const { page, context } = app;
    const email = `manager${Date.now()}@agency.example`;
    const register = await context.request.post(app.url('/api/register'), { data: { email, password: 'secret-pass-1', firstName: 'Mia', lastName: 'Manager' } });
    expect(register.status()).toBe(201);
    await app.server.server.ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.email, email));

    await page.goto(app.url('/admin'));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByTestId('smtp-read-only').waitFor();
    expect(await page.getByLabel('SMTP Host').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save SMTP Settings' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send test email' }).count()).toBe(0);
  });
});
