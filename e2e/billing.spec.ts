import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser } from './support/browser';

let app: E2eApp;
let adminBrowser: Awaited<ReturnType<typeof launchBrowser>>;
let adminPage: Page;
beforeAll(async () => {
  app = await startE2eApp();
  adminBrowser = await launchBrowser();
  adminPage = await adminBrowser.context.newPage();
});
afterAll(async () => {
  await adminBrowser?.close();
  await app?.close();
});

/** The administrator, in a browser of their own, on the admin dashboard's Users tab. */
async function openAdminUsersTab() {
  if (!adminPage.url().includes('/admin')) {
    await adminPage.goto(app.url('/auth'));
    await adminPage.getByLabel('Email/Username').fill('admin');
    await adminPage.getByLabel('Password', { exact: true }).fill('admin-password-123');
    await adminPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await adminPage.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
  }
  await adminPage.goto(app.url('/admin'));
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  return adminPage.getByRole('table', { name: 'Upgrade requests' });
}

/** Approves or declines the user's waiting request on the Users tab. */
async function decide(email: string, decision: 'Approve' | 'Decline', expected: { from: string; to: string }) {
  const requests = await openAdminUsersTab();
  const row = requests.getByRole('row').filter({ hasText: email });
  await row.waitFor();
  expect(await row.getByRole('cell').nth(2).textContent()).toBe(expected.from);
  expect(await row.getByRole('cell').nth(3).textContent()).toBe(expected.to);
  await row.getByRole('button', { name: `${decision} ${email}` }).click();
  await adminPage.getByText(decision === 'Approve' ? 'Upgrade Approved' : 'Upgrade Declined', { exact: true }).waitFor();
  await row.waitFor({ state: 'detached' });
}

describe('billing in the browser, without a payment provider', () => {
  it('sign up → Free Trial 3/3 → Upgrade requested → an administrator approves on the Users tab → Professional 50/50 → Enterprise declined, asked again, approved → API key', async () => {
    const { page } = app;
    const email = `billing${Date.now()}@agency.example`;

    await page.goto(app.url('/auth'));
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();

    // The user menu leads to Billing.
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Billing' }).click();
    await page.getByRole('heading', { name: 'Billing & Subscription' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/billing');

    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Free Trial');
    expect(await page.getByTestId('current-plan-price').textContent()).toBe('£0');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await page.getByTestId('credit-usage').textContent()).toBe('0 / 3 used');
    expect(await page.getByTestId('credits-remaining').textContent()).toBe('3');
    expect(await page.getByTestId('credits').textContent()).toContain('3/3');
    expect(await page.getByTestId('plans-note').textContent()).toContain('Upgrades are approved by an administrator; no card is charged');

    const planButton = (plan: string) => page.getByTestId(`plan-${plan}`).getByRole('button');
    // Free user: Current Plan (disabled) on free, Upgrade to {plan} on the paid plans.
    expect(await planButton('free').textContent()).toBe('Current Plan');
    expect(await planButton('free').isDisabled()).toBe(true);
    expect(await planButton('pro').textContent()).toBe('Upgrade to Professional');
    expect(await planButton('enterprise').textContent()).toBe('Upgrade to Enterprise');
    await page.getByText('Most Popular').waitFor();

    // Asking changes nothing yet: 'Upgrade requested' until an administrator decides.
    await planButton('pro').click();
    await page.getByText('Upgrade Requested', { exact: true }).waitFor();
    await page.getByTestId('pending-upgrade').getByText('Upgrade requested', { exact: true }).waitFor();
    await planButton('pro').getByText('Upgrade requested', { exact: true }).waitFor();
    expect(await planButton('pro').isDisabled()).toBe(true);
    expect(await planButton('enterprise').isDisabled()).toBe(true);
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Free Trial');
    expect(await page.getByTestId('credits').textContent()).toContain('3/3');
    // Nothing claims a payment.
    expect(await page.locator('main').textContent()).not.toMatch(/payment (received|succeeded|confirmed)|card (was )?charged|\bpaid\b/i);

    await decide(email, 'Approve', { from: 'Free Trial', to: 'Professional' });
    // The user list shows the new plan.
    await adminPage.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email }).getByText('pro', { exact: true }).waitFor();

    await page.reload();
    await page.getByTestId('credits').getByText('50/50').waitFor();
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Professional');
    expect(await page.getByTestId('current-plan-price').textContent()).toBe('£20/month');
    expect(await page.getByTestId('credits-remaining').textContent()).toBe('50');
    expect(await page.getByTestId('pending-upgrade').count()).toBe(0);

    // Pro user: Contact Support (disabled) on free, Current Plan on pro, Select Plan on enterprise.
    expect(await planButton('free').textContent()).toBe('Contact Support');
    expect(await planButton('free').isDisabled()).toBe(true);
    expect(await planButton('pro').textContent()).toBe('Current Plan');
    expect(await planButton('enterprise').textContent()).toBe('Select Plan');
    expect(await planButton('enterprise').isEnabled()).toBe(true);

    // Enterprise: declined first (nothing changes), asked again, approved.
    await planButton('enterprise').click();
    await planButton('enterprise').getByText('Upgrade requested', { exact: true }).waitFor();
    await decide(email, 'Decline', { from: 'Professional', to: 'Enterprise' });
    await page.reload();
    await planButton('enterprise').getByText('Select Plan', { exact: true }).waitFor();
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Professional');

    await planButton('enterprise').click();
    await planButton('enterprise').getByText('Upgrade requested', { exact: true }).waitFor();
    await decide(email, 'Approve', { from: 'Professional', to: 'Enterprise' });
    await page.reload();
    await page.getByTestId('credits').getByText('∞').waitFor();
    await page.getByTestId('credits-remaining').getByText('∞').waitFor();
    expect(await planButton('enterprise').textContent()).toBe('Current Plan');
    expect(await planButton('free').textContent()).toBe('Contact Support');
    expect(await planButton('pro').textContent()).toBe('Contact Support');
    expect(await planButton('pro').isDisabled()).toBe(true);

    await page.getByLabel('Key name').fill('ATS integration');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(key).toMatch(/^cvf_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('cell', { name: 'ATS integration' }).waitFor();

    // The key works from outside the browser, without a cookie.
    const res = await fetch(app.url('/api/uploaded-cvs'), { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);

    // Custom AI prompts save.
    await page.getByLabel('Enhancement prompt').fill('Use British spelling.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Custom Prompts Saved', { exact: true }).waitFor();

    // Revoke: the key stops working.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Revoked', { exact: true }).waitFor();
    const after = await fetch(app.url('/api/uploaded-cvs'), { headers: { authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
  });
});
