import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText, textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
const files: string[] = [];
beforeAll(async () => {
  app = await startE2eApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-e2e-cvs-'));
  for (const [file, name] of [
    ['amy-adams.txt', 'Amy Adams'],
    ['ben-brown.txt', 'Ben Brown'],
    ['cara-clark.txt', 'Cara Clark'],
  ]) {
    fs.writeFileSync(path.join(dir, file), textCv(name, `${file.split('.')[0]}@example.com`));
    files.push(path.join(dir, file));
  }
});
afterAll(async () => {
  await app?.close();
});

describe('processing CVs in the browser', () => {
  it('upload 3 CVs → select → process → jobs complete → download a file and read it → delete it', async () => {
    const { page } = app;
    await page.goto(app.url('/auth'));
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`proc${Date.now()}@agency.example`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();

    // Upload three CVs.
    await page.goto(app.url('/upload'));
    await page.locator('input[type="file"]').setInputFiles(files);
    await page.getByRole('button', { name: 'Upload All' }).click();
    await page.getByText('Bulk Upload Successful', { exact: true }).or(page.getByText('Upload Successful', { exact: true })).first().waitFor();

    // Back on the dashboard: the three rows, read by the extractor.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    await expect.poll(() => page.getByTestId('cv-row').count(), { timeout: 30_000 }).toBe(3);
    await page.getByText('Amy Adams').first().waitFor({ timeout: 30_000 });

    // Nothing selected: the spec's toast.
    await page.getByRole('button', { name: 'Process CVs' }).click();
    await page.getByText('No CVs Selected', { exact: true }).waitFor();

    // Select two CVs (reformat switches on), add a report for one.
    await page.getByRole('checkbox', { name: 'Select amy-adams.txt' }).click();
    await page.getByRole('checkbox', { name: 'Select ben-brown.txt' }).click();
    expect(await page.getByRole('checkbox', { name: 'Reformat amy-adams.txt' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('checkbox', { name: 'Report amy-adams.txt' }).click();

    // No template chosen: the reminder dialog.
    await page.getByRole('button', { name: 'Process CVs' }).click();
    await page.getByRole('alertdialog').getByText("You haven't selected a template. The system will use the standard template for processing your CVs.").waitFor();
    await page.getByRole('button', { name: 'Continue with Standard Template' }).click();
    await page.getByText('Processing Started', { exact: true }).waitFor();
    await page.getByText('2 processing jobs have been queued.', { exact: true }).waitFor();
    // Two credits reserved.
    await expect.poll(async () => page.getByTestId('credits').textContent()).toContain('1/3');

    // The logs tab: both jobs complete.
    await expect.poll(() => page.getByTestId('job-card').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('job-card').filter({ hasText: 'Completed' }).count(), { timeout: 60_000 }).toBe(2);

    // Download Amy's reformatted CV and read it.
    const amyCard = page.getByTestId('job-card').filter({ hasText: 'amy-adams.txt' });
    const showDetails = amyCard.getByRole('button', { name: 'Show Details' });
    if (await showDetails.count()) await showDetails.click();
    const downloadButton = page.getByRole('button', { name: 'Download Amy Adams - Standard Template.docx' });
    await downloadButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('Amy Adams - Standard Template.docx');
    const saved = path.join(os.tmpdir(), `cvforge-dl-${Date.now()}.docx`);
    await download.saveAs(saved);
    const text = docxText(fs.readFileSync(saved));
    expect(text).toContain('Amy Adams');
    expect(text).toContain('Barclays');
    await page.getByRole('button', { name: 'Download Amy Adams - Report.docx' }).waitFor();

    // Delete the downloaded file.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Amy Adams - Standard Template.docx' }).click();
    await page.getByText('File Deleted', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Download Amy Adams - Standard Template.docx' }).count()).toBe(0);
    const cookie = (await app.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const remaining = (await (await fetch(app.url('/api/processed-files'), { headers: { cookie } })).json()) as Array<{ fileName: string; format: string }>;
    // PDF copies exist too where LibreOffice is installed; the deleted DOCX is gone either way.
    const docxNames = remaining.filter((f) => f.format === 'docx').map((f) => f.fileName);
    expect(docxNames.sort()).toEqual(['Amy Adams - Report.docx', 'Ben Brown - Standard Template.docx']);
  });
});
