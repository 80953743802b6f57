import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../server/src/rendering/test-support/logo-images';
import { signUpInBrowser, startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** What the test reads of an <img> (the server's type checking has no DOM library). */
interface LoadedImage {
  complete: boolean;
  naturalWidth: number;
}

async function signUp(prefix: string): Promise<void> {
  await signUpInBrowser(app, prefix);
}

describe('outputs an agency sends unedited', () => {
  it('Settings: the agency logo is uploaded and shown, a file that is not an image is refused with its reason, and the logo is removed', async () => {
    const { page } = app;
    await signUp('logo');
    await page.goto(app.url('/settings'));
    await page.getByText('No logo: reports show the agency name alone.', { exact: true }).waitFor();

    await page.getByLabel('Logo file').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: encodePng(240, 80) });
    await page.getByText('Logo Saved', { exact: true }).waitFor();
    const logo = page.getByRole('img', { name: 'Agency logo' });
    await logo.waitFor();
    // Loaded through the app's own policy: the image really arrived.
    await expect.poll(() => logo.evaluate((img) => (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth)).toBe(240);

    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByText('"logo.png" is not a PNG or JPEG image.', { exact: false }).first().waitFor();
    // The refused file changed nothing.
    await expect.poll(() => logo.evaluate((img) => (img as unknown as LoadedImage).naturalWidth)).toBe(240);

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByText('Logo Removed', { exact: true }).waitFor();
    await page.getByText('No logo: reports show the agency name alone.', { exact: true }).waitFor();
  });

  it('the job details say, in plain words, what the built-in enhancement changed in the CV', async () => {
    const { page } = app;
    await signUp('enhance');
    const cv = [
      'Priya Raman',
      'priya.raman@example.com | Leeds, UK',
      '',
      'EXPERIENCE',
      'Data Analyst',
      'Northwind Traders, Leeds',
      'Jan 2021 – Present',
      '• I build the weekly sales dashboards',
      '• Migrated reporting to Power BI in 03/2022',
      '• Migrated reporting to Power BI in 03/2022',
    ].join('\n');
    const res = await app.context.request.post(app.url('/api/upload-cvs'), { multipart: { files: { name: 'priya.txt', mimeType: 'text/plain', buffer: Buffer.from(cv) } } });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { cvs: Array<{ id: string }> }).cvs[0].id;
    await expect
      .poll(async () => ((await (await app.context.request.get(app.url(`/api/uploaded-cvs/${id}`))).json()) as { extractionStatus: string }).extractionStatus, { timeout: 60_000 })
      .not.toBe('pending');
    const started = await app.context.request.post(app.url('/api/process-selected-cvs'), {
      data: { cvIds: [id], templateId: 'default', options: { [id]: { reformat: false, enhance: true, report: false, email: false } } },
    });
    expect(started.status()).toBe(201);

    await page.goto(app.url('/'));
    await page.getByRole('tab', { name: /CV Processing Logs/ }).click();
    const card = page.getByTestId('job-card').filter({ hasText: 'priya.txt' });
    await card.filter({ hasText: 'Completed' }).waitFor({ timeout: 60_000 });
    const showDetails = card.getByRole('button', { name: 'Show Details' });
    if (await showDetails.count()) await showDetails.click();
    const changes = card.getByTestId('job-enhance-changes');
    await changes.getByText('What enhance changed', { exact: true }).waitFor();
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([
      'Bullets: 3 before, 2 after',
      "Summary written from the CV's own facts (the CV had none)",
      '1 duplicate bullet removed',
      '1 bullet taken out of the first person',
      '1 date put in one style (Jan 2021 – Mar 2023)',
    ]);
  });
});
