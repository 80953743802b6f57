import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripeServer } from '../server/src/test-support/fake-stripe-server';
import { startE2eApp, type E2eApp } from './support/app';

let stripe: FakeStripeServer;
let app: E2eApp;
beforeAll(async () => {
  stripe = await startFakeStripe([
    { id: 'price_pro_gbp', currency: 'gbp', unit_amount: 2000 },
    { id: 'price_enterprise_gbp', currency: 'gbp', unit_amount: 10000 },
  ]);
  app = await startE2eApp({ env: stripe.env({ pro: 'price_pro_gbp', enterprise: 'price_enterprise_gbp' }) });
  // Checkout's page is a loopback stand-in that sends the signed event to the app when 'Pay' is pressed.
  stripe.hostedPages = { webhookUrl: app.url('/api/stripe/webhook') };
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

describe('billing in the browser, with Stripe', () => {
  it('Upgrade to Professional → Stripe Checkout → Pay → back on Billing, Professional once Stripe confirms → Manage billing opens the portal', async () => {
    const { page } = app;
    await page.goto(app.url('/auth'));
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`stripe${Date.now()}@agency.example`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();

    await page.goto(app.url('/billing'));
    await page.getByTestId('plans-note').getByText(/Upgrades are paid on Stripe Checkout/).waitFor();
    await page.getByTestId('plan-pro').getByRole('button', { name: 'Upgrade to Professional' }).click();

    // On 'Stripe': the price is the spec's.
    await page.getByRole('heading', { name: 'Pay £20 per month' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/pay\/cs_test\d+$/);
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on Billing; the plan changed because the signed webhook said so.
    await page.getByRole('heading', { name: 'Billing & Subscription' }).waitFor();
    await page.getByText('Stripe confirmed your payment: you are now on the Professional plan.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('credits').getByText('50/50').waitFor();
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Professional');

    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByRole('heading', { name: 'Customer portal' }).waitFor();
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.params.return_url).toBe(app.url('/billing'));
  });

  it('a cancelled Checkout changes nothing and says so', async () => {
    const { page } = app;
    await page.goto(app.url('/billing'));
    await page.getByTestId('plan-enterprise').getByRole('button', { name: 'Select Plan' }).click();
    // A subscriber moving up confirms on Stripe's portal page.
    await page.getByRole('heading', { name: 'Customer portal' }).waitFor();
    await page.goto(app.url('/billing?checkout=cancelled'));
    await page.getByText('Checkout was cancelled: nothing was charged and your plan is unchanged.').waitFor();
    expect(await page.getByTestId('current-plan-name').textContent()).toBe('Professional');
  });
});
