import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const ADMIN_PASSWORD = 'admin-password-123';
const NEW_ADMIN_PASSWORD = 'brand-new-admin-pass-9';

async function signInAsAdmin(page: Page) {
  await page.goto(app.url('/auth'));
  await page.getByLabel('Email/Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
}

/** The newest verification code in the outbox, as the administrator would read it in the email. */
function codeFromOutbox(): string {
  const outbox = path.join(app.server.dataDir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, mtime: fs.statSync(path.join(outbox, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ f }) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
  for (const mail of mails) {
    const match = /verification code is (\d{6})/.exec(mail);
    if (match) return match[1];
  }
  throw new Error('no verification code in the outbox');
}

async function waitForCounter(page: Page, label: string): Promise<number> {
  const counter = page.getByLabel(new RegExp(`^${label}: `));
  await expect.poll(async () => (await counter.getAttribute('aria-label')) ?? '', { timeout: 15_000 }).toMatch(new RegExp(`^${label}: [\\d,]+$`));
  return Number(((await counter.getAttribute('aria-label')) ?? '').split(': ')[1].replace(/,/g, ''));
}

describe('administration in the browser', () => {
  it('a plain user is refused on /admin-setup and /admin; the admin works through /admin and /admin-panel', async () => {
    const { page, context } = app;
    const email = `recruiter${Date.now()}@agency.example`;

    // ── A plain user: the setup page shows the server's refusal, the dashboard denies access ──
    const register = await context.request.post(app.url('/api/register'), {
      data: { email, password: 'secret-pass-1', firstName: 'Rita', lastName: 'Recruiter' },
    });
    expect(register.status()).toBe(201);
    await page.goto(app.url('/admin-setup'));
    await page.getByRole('button', { name: 'Grant Admin Access' }).click();
    await page.getByText('Failed to Grant Access', { exact: true }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Admin access can only be granted by an administrator.' }).waitFor();

    await page.goto(app.url('/admin'));
    await page.getByText("Access Denied: You don't have permission to access the admin dashboard.").waitFor();
    await context.request.post(app.url('/api/logout'));

    // ── The built-in administrator on /admin ──
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { name: /Admin Dashboard/ }).waitFor();
    await page.getByText('System monitoring and management for administrators').waitFor();

    // Overview: the real figures (two accounts at least: the administrator and the recruiter).
    const totalUsers = page.getByText('Total Users', { exact: true }).locator('..');
    await expect.poll(async () => Number((await totalUsers.textContent())?.replace(/\D/g, '') ?? 0)).toBeGreaterThanOrEqual(2);
    await page.getByRole('heading', { name: "Today's API Usage" }).waitFor();
    await page.getByRole('heading', { name: 'Recent Errors' }).waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Usage by Provider' }).waitFor();

    await page.getByRole('tab', { name: 'Processing Logs' }).click();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await page.getByRole('tab', { name: 'Queue' }).click();
    await page.getByText('Max Concurrent').waitFor();
    await page.getByRole('heading', { name: 'Currently Processing' }).waitFor();

    // Users: the role selector (canManageUsers); the administrator's own role is locked.
    await page.getByRole('tab', { name: 'Users' }).click();
    const roleOfRecruiter = page.getByRole('combobox', { name: `Role of ${email}` });
    await roleOfRecruiter.waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of admin@localhost' }).isDisabled()).toBe(true);
    await roleOfRecruiter.click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await page.getByText('Role Updated', { exact: true }).waitFor();
    await expect.poll(() => roleOfRecruiter.textContent()).toBe('Manager');

    // System: database, queue and API services with their badges.
    await page.getByRole('tab', { name: 'System' }).click();
    const database = page.getByRole('group', { name: 'Database health' });
    await database.waitFor();
    expect(await database.locator('[data-health]').getAttribute('data-health')).toBe('healthy');
    expect(await page.getByRole('group', { name: 'Queue health' }).locator('[data-health]').getAttribute('data-health')).toMatch(
      /^(healthy|warning|error|unknown)$/,
    );
    await page.getByRole('list', { name: 'API services' }).waitFor();

    // Settings: no SMTP → the outbox status; the test email shows the server's answer.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByTestId('smtp-status').filter({ hasText: 'Not configured — emails are kept in the outbox' }).waitFor();
    expect(await page.getByLabel('Port').inputValue()).toBe('587');
    await page.getByRole('button', { name: 'Send test email' }).click();
    await page.getByRole('status').filter({ hasText: 'via the outbox' }).waitFor();

    // ── /admin-panel ──
    await page.goto(app.url('/admin-panel'));
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByText('Unlimited Usage').waitFor();
    expect(await waitForCounter(page, 'Total Users')).toBeGreaterThanOrEqual(2);
    await waitForCounter(page, 'Total Jobs');
    await waitForCounter(page, 'Credits Used');
    await waitForCounter(page, 'Active Jobs');
    await page.getByRole('heading', { name: 'Admin Privileges Active' }).waitFor();
    await page.getByText('Unlimited CV processing with no credit deduction').waitFor();

    await page.getByRole('tab', { name: 'Users' }).click();
    const users = page.getByRole('table', { name: 'All users' });
    await users.waitFor();
    await users.getByRole('row').filter({ hasText: email }).getByText('3 credits', { exact: true }).waitFor();
    await users.getByRole('row').filter({ hasText: 'admin@localhost' }).getByText('Unlimited', { exact: true }).waitFor();

    // Activity Logs: the counters, everyone's rows (the sign-in), one user's and back.
    await page.getByRole('tab', { name: 'Activity Logs' }).click();
    await page.getByText('All user actions logged').waitFor();
    expect(await waitForCounter(page, 'Total Activities')).toBeGreaterThanOrEqual(4);
    expect(await waitForCounter(page, 'Active Users')).toBeGreaterThanOrEqual(2);
    const all = page.getByRole('table', { name: 'Activity logs' });
    await all.getByRole('row').filter({ hasText: 'admin@localhost' }).filter({ hasText: 'login' }).first().waitFor();
    await all.getByRole('row').filter({ hasText: 'role_change' }).first().waitFor();
    await all.getByRole('row').filter({ hasText: 'register' }).filter({ hasText: email }).getByRole('button', { name: 'View User' }).click();
    const one = page.getByRole('table', { name: 'User activity' });
    await one.getByRole('row').filter({ hasText: 'grant_admin_access_denied' }).waitFor();
    expect(await one.getByRole('columnheader', { name: 'User' }).count()).toBe(0);
    expect(await one.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await one.getByRole('row').filter({ hasText: 'admin@localhost' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to All Activities' }).click();
    await page.getByRole('table', { name: 'Activity logs' }).waitFor();

    // AI Config: another provider resets the model; switch to the built-in provider and save.
    await page.getByRole('tab', { name: 'AI Config' }).click();
    await page.getByTestId('ai-current').filter({ hasText: /^Current: \w+ \(.+\)$/ }).waitFor();
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'OpenAI' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Model' }).textContent()).toBe('gpt-4o');
    await page.getByTestId('ai-key-status').filter({ hasText: 'Key not set' }).waitFor();
    expect(await page.getByLabel('API Key (optional)').inputValue()).toBe('');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: /^Built-in/ }).click();
    await page.getByRole('button', { name: 'Save AI Configuration' }).click();
    await page.getByText('AI Configuration Updated', { exact: true }).waitFor();
    await page.getByTestId('ai-current').filter({ hasText: 'Current: local (cvforge-local)' }).waitFor();

    // SMTP Config: the outbox reads 'Not configured'.
    await page.getByRole('tab', { name: 'SMTP Config' }).click();
    await page.getByTestId('smtp-current').filter({ hasText: 'Not configured' }).waitFor();

    // Security: validation in the spec's order, then the three steps with the emailed code.
    await page.getByRole('tab', { name: 'Security' }).click();
    const sendCode = page.getByRole('button', { name: 'Send Verification Code' });
    await sendCode.click();
    await page.getByText('Current Password Required', { exact: true }).waitFor();
    await page.getByLabel('Current Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('other');
    await sendCode.click();
    await page.getByText("Passwords Don't Match", { exact: true }).waitFor();
    await page.getByLabel('Confirm New Password', { exact: true }).fill('short');
    await sendCode.click();
    await page.getByText('Password Too Short', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByLabel('New Password', { exact: true }).fill(NEW_ADMIN_PASSWORD);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_ADMIN_PASSWORD);
    await sendCode.click();
    await page.getByText('Verification Code Sent', { exact: true }).waitFor();

    const codeInput = page.getByPlaceholder('Enter 6-digit code');
    expect(await codeInput.getAttribute('maxlength')).toBe('6');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Verification Code Required', { exact: true }).waitFor();
    await codeInput.fill(codeFromOutbox());
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password Changed Successfully', { exact: true }).waitFor();
    // The success step returns to the password step after 3 s.
    await sendCode.waitFor({ timeout: 15_000 });

    // The new password works.
    const login = await app.server.client().post('/api/login', { email: 'admin', password: NEW_ADMIN_PASSWORD });
    expect(login.status).toBe(200);

    // ── The recruiter, now a manager: the dashboard for managers, no role selector ──
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Start with 3 free CV processing credits • No credit card required').waitFor();
    const managerLogin = await context.request.post(app.url('/api/login'), { data: { email, password: 'secret-pass-1' } });
    expect(managerLogin.status()).toBe(200);
    await page.goto(app.url('/admin'));
    await page.getByText('System monitoring and management for managers').waitFor();
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('table', { name: 'Users' }).waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
  });
});
