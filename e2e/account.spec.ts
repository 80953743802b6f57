import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../server/src/db/schema';
import { TEST_ADMIN_PASSWORD } from '../server/src/test-support/test-server';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

async function signUp(page: Page, email: string) {
  await page.goto(app.url('/auth'));
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email/Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut() {
  await app.context.request.post(app.url('/api/logout'));
  await app.context.clearCookies();
}

describe('account screens (issue #19)', () => {
  it('Settings Save Changes saves the name: it survives a reload, and bad input is refused with the reason', async () => {
    const { page } = app;
    await signUp(page, `settings${Date.now()}@agency.example`);
    await page.goto(app.url('/settings'));
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile Updated', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last Name').inputValue()).toBe('Lovelace');

    // Markup in a name: the server's 400 in the toast, the typed value kept, the saved one unchanged.
    await page.getByLabel('Last Name').fill('<b>Lovelace</b>');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Update Failed', { exact: true }).waitFor();
    await page.getByText(/lastName may contain only letters/).first().waitFor();
    expect(await page.getByLabel('Last Name').inputValue()).toBe('<b>Lovelace</b>');
    const me = await (await app.context.request.get(app.url('/api/user'))).json();
    expect(me).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    await signOut();
  });

  it('after a 401 the user signs in again and comes back to the page they were on', async () => {
    const { page } = app;
    const email = `return${Date.now()}@agency.example`;
    await signUp(page, email);
    await page.goto(app.url('/settings'));
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    // The session ends behind the page's back (signed out elsewhere); the next call answers 401.
    await signOut();
    await page.getByLabel('First Name').fill('Grace');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Unauthorized: You are logged out. Logging in again...', { exact: true }).waitFor();
    await page.waitForURL('**/auth');

    await signIn(page, email, 'secret-pass-1');
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();

    // Once used, the remembered page is forgotten: the next sign-in lands on the dashboard.
    await signOut();
    await page.goto(app.url('/auth'));
    await signIn(page, email, 'secret-pass-1');
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signOut();
  });

  it('/admin-panel shows Access Denied to a plain user and to a manager, not the 404 page', async () => {
    const { page } = app;
    const email = `plain${Date.now()}@agency.example`;
    await signUp(page, email);
    await page.goto(app.url('/admin-panel'));
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('The admin panel is for the built-in administrator only.').waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);

    await app.server.server.ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.email, email));
    await page.reload();
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    await signOut();
  });

  it('the built-in administrator on /admin-setup is told they already have access, with the dashboard link', async () => {
    const { page } = app;
    await page.goto(app.url('/auth'));
    await signIn(page, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    await page.goto(app.url('/admin-setup'));
    await page.getByText('You Already Have Admin Access').waitFor();
    expect(await page.getByRole('button', { name: 'Grant Admin Access' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: /Admin Dashboard/ }).waitFor();
    await signOut();
  });
});
