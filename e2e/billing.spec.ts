import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

describe('billing in the browser', () => {
  it('sign up → Free Trial 3/3 → Upgrade to Professional → toast, header 50/50, button texts per the spec → Enterprise API key', async () => {
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
    expect(await page.getByTestId('credits-used').textContent()).toBe('0');
    expect(await page.getByTestId('credits-remaining').textContent()).toBe('3');
    expect(Number(await page.getByTestId('days-remaining').textContent())).toBeGreaterThanOrEqual(28);
    expect(await page.getByTestId('credits').textContent()).toContain('3/3');

    const planButton = (plan: string) => page.getByTestId(`plan-${plan}`).getByRole('button');
    // Free user: Current Plan (disabled) on free, Upgrade to {plan} on the paid plans.
    expect(await planButton('free').textContent()).toBe('Current Plan');
    expect(await planButton('free').isDisabled()).toBe(true);
    expect(await planButton('pro').textContent()).toBe('Upgrade to Professional');
    expect(await planButton('enterprise').textContent()).toBe('Upgrade to Enterprise');
    await page.getByText('Most Popular').waitFor();

    await planButton('pro').click();
    await page.getByText('Subscription Upgraded', { exact: true }).waitFor();
    await page.getByTestId('credits').getByText('50/50').waitFor();
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Professional');
    expect(await page.getByTestId('current-plan-price').textContent()).toBe('£20/month');
    expect(await page.getByTestId('credits-remaining').textContent()).toBe('50');

    // Pro user: Contact Support (disabled) on free, Current Plan on pro, Select Plan on enterprise.
    expect(await planButton('free').textContent()).toBe('Contact Support');
    expect(await planButton('free').isDisabled()).toBe(true);
    expect(await planButton('pro').textContent()).toBe('Current Plan');
    expect(await planButton('pro').isDisabled()).toBe(true);
    expect(await planButton('enterprise').textContent()).toBe('Select Plan');
    expect(await planButton('enterprise').isEnabled()).toBe(true);

    // Enterprise: unlimited, lower plans Contact Support, and the API access card.
    await planButton('enterprise').click();
    await page.getByTestId('credits').getByText('∞').waitFor();
    await page.getByTestId('credits-remaining').getByText('∞').waitFor();
    // The button says 'Upgrading...' until every refetch after the upgrade has answered.
    await planButton('enterprise').getByText('Current Plan', { exact: true }).waitFor();
    expect(await planButton('free').textContent()).toBe('Contact Support');
    expect(await planButton('pro').textContent()).toBe('Contact Support');
    expect(await planButton('pro').isDisabled()).toBe(true);
    expect(await planButton('enterprise').textContent()).toBe('Current Plan');

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
