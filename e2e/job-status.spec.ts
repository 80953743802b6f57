import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../server/src/test-support/test-server';
import { launchBrowser } from './support/browser';

// The web service alone: no worker takes the jobs, so a job stays queued until the user cancels it.
let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
beforeAll(async () => {
  server = await startTestServer({ services: ['web'] });
  browser = await launchBrowser();
  page = await browser.context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signUpWithCvs(names: string[]) {
  await page.goto(server.url + '/auth');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Email', { exact: true }).fill(`status${Date.now()}@agency.example`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
  const cookie = (await browser.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const form = new FormData();
  for (const name of names) form.append('files', new Blob([textCv(name, `${name.split(' ')[0].toLowerCase()}@example.com`)], { type: 'text/plain' }), `${name.toLowerCase().replace(' ', '-')}.txt`);
  const res = await fetch(server.url + '/api/upload-cvs', { method: 'POST', headers: { cookie }, body: form });
  expect(res.status).toBe(201);
  await page.reload();
  await expect.poll(() => page.getByTestId('cv-row').count()).toBe(names.length);
}

async function processSelected(files: string[]) {
  for (const file of files) await page.getByRole('checkbox', { name: `Select ${file}` }).click();
  await page.getByRole('button', { name: 'Process CVs' }).click();
  const dialog = page.getByRole('button', { name: 'Continue with Standard Template' });
  await dialog.or(page.getByText('Processing Started', { exact: true })).or(page.getByText('Processing Failed', { exact: true })).first().waitFor();
  if (await dialog.isVisible()) await dialog.click();
}

describe('job status in the browser (issue #19)', () => {
  it('a job the user cancelled reads Cancelled on its card, its CV row and in the status filter, not Failed', async () => {
    await signUpWithCvs(['Amy Adams']);
    await processSelected(['amy-adams.txt']);
    await page.getByText('Processing Started', { exact: true }).waitFor();
    await page.getByText('1 processing job has been queued.', { exact: true }).waitFor();

    const card = page.getByTestId('job-card').filter({ hasText: 'amy-adams.txt' });
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Cancel Job' }).click();
    await page.getByText('Job Cancelled', { exact: true }).waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getByText('Failed', { exact: true }).count()).toBe(0);
    expect(await card.getByText('Error Details').count()).toBe(0);
    await card.getByText('Cancelled by the user.').waitFor();

    // The status filter offers Cancelled; Failed does not list the job.
    const filter = page.getByRole('combobox', { name: /status/i });
    await filter.click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await expect.poll(() => page.getByTestId('job-card').count()).toBe(0);
    await filter.click();
    await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
    await expect.poll(() => page.getByTestId('job-card').count()).toBe(1);

    // The CV row's badge, and the credit given back.
    await page.getByRole('tab', { name: /Uploaded CVs/ }).click();
    await page.getByTestId('cv-row').filter({ hasText: 'amy-adams.txt' }).getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(async () => page.getByTestId('credits').textContent()).toContain('3/3');
  });

  it('out of credits: the Processing Failed toast links to Billing', async () => {
    await page.context().clearCookies();
    await signUpWithCvs(['Ben Brown', 'Cara Clark', 'Dan Dunn', 'Eve Evans']);
    await processSelected(['ben-brown.txt', 'cara-clark.txt', 'dan-dunn.txt', 'eve-evans.txt']);
    await page.getByText('Processing Failed', { exact: true }).waitFor();
    await page.getByText('Not enough credits: 4 needed, 3 remaining.').first().waitFor();
    await page.getByRole('link', { name: 'Go to Billing' }).click();
    await page.waitForURL('**/billing');
    await page.getByRole('heading', { name: 'Billing & Subscription' }).waitFor();
  });
});
