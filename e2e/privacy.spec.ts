import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedCvs, users } from '../server/src/db/schema';
import { textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { TEST_ADMIN_PASSWORD } from '../server/src/test-support/test-server';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
const files: string[] = [];
beforeAll(async () => {
  app = await startE2eApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-e2e-privacy-'));
  for (const [file, name] of [
    ['dana-doyle.txt', 'Dana Doyle'],
    ['eric-evans.txt', 'Eric Evans'],
  ]) {
    fs.writeFileSync(path.join(dir, file), textCv(name, `${file.split('.')[0]}@example.com`));
    files.push(path.join(dir, file));
  }
});
afterAll(async () => {
  await app?.close();
});

async function signUpAndUpload(email: string) {
  const { page } = app;
  // Each test is a new visitor: the previous test's session goes.
  await app.context.clearCookies();
  await page.goto(app.url('/auth'));
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
  await page.goto(app.url('/upload'));
  await page.locator('input[type="file"]').setInputFiles(files);
  await page.getByRole('button', { name: 'Upload All' }).click();
  await page.getByText('Bulk Upload Successful', { exact: true }).or(page.getByText('Upload Successful', { exact: true })).first().waitFor();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
  await expect.poll(() => page.getByTestId('cv-row').count(), { timeout: 30_000 }).toBe(2);
}

describe('personal data in the browser', () => {
  it('erases a candidate from the CV row after a confirmation that names what goes', async () => {
    const { page } = app;
    await signUpAndUpload(`erase${Date.now()}@agency.example`);
    const { db } = app.server.server.ctx.database;
    const [dana] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.originalFileName, 'dana-doyle.txt'));
    expect(await app.server.server.ctx.storage.exists(dana.storageKey)).toBe(true);

    await page.getByRole('button', { name: 'Erase candidate dana-doyle.txt' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Erase this candidate?').waitFor();
    await dialog.getByText('dana-doyle.txt').waitFor();
    await dialog.getByText('its email copies kept in the outbox').waitFor();
    // Cancel leaves it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('cv-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Erase candidate dana-doyle.txt' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase candidate' }).click();
    await page.getByText('Candidate Erased', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('cv-row').count()).toBe(1);
    await page.getByTestId('cv-row').getByText('eric-evans.txt').waitFor();
    expect(await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, dana.id))).toEqual([]);
    expect(await app.server.server.ctx.storage.exists(dana.storageKey)).toBe(false);
  });

  it('sets retention, reads the privacy page, and deletes the account with its password', async () => {
    const { page } = app;
    const email = `close${Date.now()}@agency.example`;
    await signUpAndUpload(email);

    await page.goto(app.url('/settings'));
    const retention = page.getByRole('combobox', { name: 'Delete CVs and their outputs after' });
    await expect.poll(async () => retention.textContent()).toContain('180 days');
    await retention.click();
    await page.getByRole('option', { name: '30 days' }).click();
    await page.getByText('Retention Saved', { exact: true }).waitFor();
    const { db } = app.server.server.ctx.database;
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row.retentionDays).toBe(30);

    await page.getByRole('link', { name: 'how CVForge handles personal data' }).click();
    await page.getByRole('heading', { name: 'Privacy: how CVForge handles personal data' }).waitFor();
    // The notice's facts come from GET /api/privacy: 'Loading...' until it answers.
    await expect
      .poll(() => page.getByTestId('privacy-ai-sentence').textContent())
      .toBe('The built-in local provider runs on this server: no CV text or data leaves the server for AI processing.');
    await expect.poll(() => page.getByTestId('privacy-storage').textContent()).toBe('Uploaded and produced files: on this server’s own disk.');

    await page.goto(app.url('/settings'));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete your account?').waitFor();
    await expect.poll(async () => page.getByTestId('delete-account-list').textContent()).toContain('2 uploaded CVs and their extracted data');
    await dialog.getByLabel('Current password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('alert').getByText('The password is not correct.').waitFor();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    await dialog.getByLabel('Current password').fill('secret-pass-1');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Account Deleted', { exact: true }).waitFor();
    // Signed out, on the landing page; its footer links to the privacy page.
    await page.getByRole('link', { name: 'Privacy' }).waitFor();
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await fetch(app.url('/api/user'), { headers: { cookie: (await app.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).status).toBe(401);
    await page.getByRole('link', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'Privacy: how CVForge handles personal data' }).waitFor();
  });

  it('the admin AI Config tab states what the chosen provider sees, and the admin sets the retention maximum', async () => {
    const { page } = app;
    await app.context.clearCookies();
    await page.goto(app.url('/auth'));
    await page.getByLabel('Email/Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    // The built-in administrator's Settings offer no account deletion.
    await page.goto(app.url('/settings'));
    await page.getByRole('button', { name: 'Download my data' }).or(page.getByRole('link', { name: 'Download my data' })).waitFor();
    expect(await page.getByRole('button', { name: 'Delete my account' }).count()).toBe(0);

    await page.goto(app.url('/admin-panel'));
    await page.getByRole('tab', { name: 'AI Config' }).click();
    await expect
      .poll(() => page.getByTestId('ai-privacy-sentence').textContent())
      .toBe('Privacy: The built-in local provider runs on this server: no CV text or data leaves the server for AI processing.');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'OpenAI' }).click();
    await expect
      .poll(() => page.getByTestId('ai-privacy-sentence').textContent())
      .toBe("Privacy: OpenAI is the configured AI provider: the CV's text is sent to OpenAI to extract, enhance and summarise it; files themselves are not sent.");

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Maximum days').fill('0');
    await page.getByRole('alert').getByText('Enter a whole number of days from 1 to 3650, or leave it empty.').waitFor();
    await page.getByLabel('Maximum days').fill('90');
    await page.getByRole('button', { name: 'Save maximum' }).click();
    await page.getByText('Retention Maximum Saved', { exact: true }).waitFor();
    await page.goto(app.url('/privacy'));
    await expect.poll(() => page.getByTestId('privacy-instance-max').textContent()).toBe('On this server no CV is kept longer than 90 days, whatever an account chooses.');
  });
});
