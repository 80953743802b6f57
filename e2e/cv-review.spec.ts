import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedCvs } from '../server/src/db/schema';
import { docxText, textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { TEST_ADMIN_PASSWORD } from '../server/src/test-support/test-server';
import { signUpInBrowser, startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** The fixture CV as a real text PDF (one line per line), so the screen draws it with pdf.js. */
async function pdfCv(name: string, email: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  let y = 790;
  for (const line of textCv(name, email).split('\n')) {
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 16;
  }
  return Buffer.from(await pdf.save());
}

async function signUp(prefix: string): Promise<void> {
  await signUpInBrowser(app, prefix);
}

/** Uploads through the API with the browser's session and waits until the CV is read. */
async function upload(fileName: string, body: Buffer, mimeType: string): Promise<string> {
  const res = await app.context.request.post(app.url('/api/upload-cvs'), { multipart: { files: { name: fileName, mimeType, buffer: body } } });
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { cvs: Array<{ id: string }> }).cvs[0].id;
  await expect
    .poll(async () => ((await (await app.context.request.get(app.url(`/api/uploaded-cvs/${id}`))).json()) as { extractionStatus: string }).extractionStatus, { timeout: 60_000 })
    .not.toBe('pending');
  return id;
}

describe('the review screen', () => {
  it('opens a CV from the dashboard, fixes an employer and a date, saves, processes and the DOCX carries the fix', async () => {
    const { page } = app;
    await signUp('review');
    const id = await upload('amy-adams.pdf', await pdfCv('Amy Adams', 'amy@example.com'), 'application/pdf');
    // What the extractor is unsure of is marked (written here as the extractor would).
    await app.server.server.ctx.database.db
      .update(uploadedCvs)
      .set({ extractionConfidence: { 'experience.0.company': { level: 'low', reason: 'The employer and a place share one line' } } })
      .where(eq(uploadedCvs.id, id));

    await page.goto(app.url('/'));
    await page.getByRole('link', { name: 'Review amy-adams.pdf' }).click();
    await page.getByRole('heading', { name: 'Review amy-adams.pdf' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cvs/${id}`);
    // pdf.js drew the page (its worker came from the app's own assets: the CSP allows nothing else).
    await page.getByTestId('pdf-page').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('pdf-page').count()).toBe(1);

    // The marked field, with its reason; "Next to check" takes the keyboard there.
    await page.getByText('Check this: The employer and a place share one line').waitFor();
    await page.getByRole('button', { name: 'Next to check (1)' }).click();
    const company = page.locator('#cv-field-experience-0-company');
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('cv-field-experience-0-company');
    expect(await company.inputValue()).toContain('Barclays');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Monzo Bank');

    // A wrong date is refused next to its field; fixed, it saves.
    const start = page.locator('#cv-field-experience-0-startDate');
    await start.fill('2019-13');
    await page.getByText('Dates are YYYY or YYYY-MM').waitFor();
    expect(await start.getAttribute('aria-invalid')).toBe('true');
    await start.fill('2018-04');
    expect(await page.getByText('Dates are YYYY or YYYY-MM').count()).toBe(0);

    // Preview in template shows the unsaved data in the Standard Template.
    await page.getByRole('button', { name: 'Preview in template' }).click();
    await page.frameLocator('iframe[title="Template preview"]').getByText('Monzo Bank').first().waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Save corrections' }).first().click();
    await page.getByText('Corrections saved', { exact: true }).waitFor();
    await page.getByText(/Corrected .* 2 fields changed from the first reading/).waitFor();

    // Process it from the dashboard, then download the DOCX and read it.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('checkbox', { name: 'Select amy-adams.pdf' }).click();
    await page.getByRole('button', { name: 'Process CVs' }).click();
    await page.getByRole('button', { name: 'Continue with Standard Template' }).click();
    await page.getByText('Processing Started', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('job-card').filter({ hasText: 'Completed' }).count(), { timeout: 60_000 }).toBe(1);
    const card = page.getByTestId('job-card').first();
    const showDetails = card.getByRole('button', { name: 'Show Details' });
    if (await showDetails.count()) await showDetails.click();
    const downloadButton = page.getByRole('button', { name: 'Download Amy Adams - Standard Template.docx' });
    await downloadButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    const saved = path.join(os.tmpdir(), `cvforge-review-${Date.now()}.docx`);
    await download.saveAs(saved);
    const text = docxText(fs.readFileSync(saved));
    fs.rmSync(saved, { force: true });
    expect(text).toContain('Monzo Bank');
    expect(text).not.toContain('Barclays');

    // Charged once: selecting the CV again says it is already paid for.
    await page.getByRole('tab', { name: /Uploaded CVs/ }).click();
    await page.getByRole('checkbox', { name: 'Select amy-adams.pdf' }).click();
    await page.getByText(/uses 0 of your 2 credits · 1 already paid for, free to process again/).waitFor();

    // The administrator's Analytics tab counts the corrected fields.
    await app.context.clearCookies();
    await page.goto(app.url('/auth'));
    await page.getByLabel('Email/Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    await page.goto(app.url('/admin'));
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const corrections = page.getByRole('table', { name: 'Fields corrected per CV' });
    await corrections.getByRole('row').filter({ hasText: 'Experience: company' }).getByText('1.00').waitFor();
    await corrections.getByRole('row').filter({ hasText: 'Experience: start date' }).waitFor();
  });

  it('undoes a correction, says so when the CV was deleted in another tab, and fits a 390 px screen', async () => {
    const { page } = app;
    await signUp('undo');
    const id = await upload('ben-brown.txt', Buffer.from(textCv('Ben Brown', 'ben@example.com')), 'text/plain');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(app.url(`/cvs/${id}`));
      await page.getByRole('heading', { name: 'Review ben-brown.txt' }).waitFor();
      await page.getByTestId('document-text').getByText('Senior Accountant').waitFor();
      // Nothing sticks out of a 390 px phone screen (listed by tag and class if something does).
      const wide = await page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > 391)
        .slice(0, 8)
        .map((el) => el.tagName + '.' + String(el.className).slice(0, 80))`);
      expect(wide).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

      const name = page.getByLabel('Name', { exact: true });
      await name.fill('Benjamin Brown');
      // Skills are chips: one added from the keyboard, one removed.
      const skills = page.locator('#cv-field-skills');
      await skills.fill('Power BI');
      await skills.press('Enter');
      await page.getByRole('button', { name: 'Remove SAP' }).click();
      await page.keyboard.press('Control+S');
      await page.getByText('Corrections saved', { exact: true }).waitFor();
      await page.reload();
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Benjamin Brown');
      await page.getByRole('button', { name: 'Remove Power BI' }).waitFor();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Undo correction' }).click();
      await page.getByText('Correction undone', { exact: true }).waitFor();
      await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ben Brown');
      await page.getByRole('button', { name: 'Remove SAP' }).waitFor();
      expect(await page.getByRole('button', { name: 'Undo correction' }).count()).toBe(0);
      const detail = (await (await app.context.request.get(app.url(`/api/uploaded-cvs/${id}`))).json()) as { correctedAt: string | null; extractedData: { name: string } };
      expect(detail).toMatchObject({ correctedAt: null, extractedData: { name: 'Ben Brown' } });

      // Deleted in another tab: the save is refused and the screen says why.
      await page.getByLabel('Name', { exact: true }).fill('Ben B.');
      expect((await app.context.request.delete(app.url(`/api/uploaded-cvs/${id}`))).status()).toBe(200);
      await page.getByRole('button', { name: 'Save corrections' }).first().click();
      await page.getByRole('alert').filter({ hasText: 'This CV no longer exists: it may have been deleted in another tab.' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'CV not found' }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
