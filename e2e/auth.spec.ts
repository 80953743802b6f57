import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

describe('accounts in the browser', () => {
  it('sign up → shell with 3/3 credits → sign out → sign in with the username → 404 → landing when signed out', async () => {
    const { page } = app;
    const email = `recruiter${Date.now()}@agency.example`;

    await page.goto(app.url('/some/where'));
    // Signed out, any path shows the landing page.
    await page.getByText('Start with 3 free CV processing credits • No credit card required').waitFor();
    await page.getByRole('link', { name: 'Get Started Free' }).first().click();
    await page.waitForURL('**/auth');

    // Empty form: the spec's validation toast, nothing sent.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Missing Information', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Recruiter');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Account created!', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('credits').textContent()).toContain('3/3');

    // Sign out from the user menu.
    await page.getByRole('button', { name: /user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Start with 3 free CV processing credits • No credit card required').waitFor();

    // Sign in with the username (the email is the username of a registered account).
    await page.goto(app.url('/auth'));
    await page.getByLabel('Email/Username').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed', { exact: true }).waitFor();
    await page.getByText('Invalid email or password').first().waitFor();

    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();

    // Signed in, /auth redirects home.
    await page.goto(app.url('/auth'));
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Unknown path → the 404 texts.
    await page.goto(app.url('/no-such-page'));
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();

    // /api/logout is a full page load that signs out.
    await page.goto(app.url('/api/logout'));
    await page.goto(app.url('/settings'));
    await page.getByText('Start with 3 free CV processing credits • No credit card required').waitFor();
    expect(await page.getByRole('heading', { name: 'CV Processing Dashboard' }).count()).toBe(0);
  });

  it('shows the built-in administrator unlimited credits', async () => {
    const { page } = app;
    await page.goto(app.url('/auth'));
    await page.getByLabel('Email/Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin-password-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    expect(await page.getByTestId('credits').textContent()).toContain('∞');
    // Unknown paths fall back to the dashboard for admins.
    await page.goto(app.url('/nowhere'));
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
  });
});
