import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusCvs } from '../server/src/modules/cvs/test-support/cv-files';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

describe('uploading CVs in the browser', () => {
  it('sign up → /upload → two CVs chosen → Upload All → success statuses and toast; a non-CV file is refused', async () => {
    const { page } = app;
    await page.goto(app.url('/auth'));
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('Email', { exact: true }).fill(`uploader${Date.now()}@agency.example`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'Upload CVs' }).first().click();
    await page.waitForURL('**/upload');
    await page.getByRole('heading', { name: 'Upload CVs' }).waitFor();
    await page.getByText('Select Files', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Browse Files' }).waitFor();

    // A file that is not a CV is refused with the spec's text and never listed.
    const input = page.locator('[data-testid="cv-dropzone"] input[type="file"]');
    await input.setInputFiles([{ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }]);
    const refused = page.getByTestId('refused-files');
    await refused.getByText('holiday.png').waitFor();
    // The spec's sentence shape with extensions, never MIME types (issue #19).
    expect(await refused.textContent()).toContain('File type must be .pdf, .doc, .docx or .txt');
    expect(await refused.textContent()).not.toContain('application/');

    // More than 50 at once: the spec's toast, and nothing is added.
    await input.setInputFiles(Array.from({ length: 51 }, (_, i) => ({ name: `cv-${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`CV ${i}`) })));
    await page.getByText('Too Many Files', { exact: true }).waitFor();
    await page.getByText('Maximum 50 files allowed per upload. You selected 51 files.', { exact: true }).first().waitFor();
    expect(await page.getByTestId('upload-item').count()).toBe(0);

    const [pdf] = corpusCvs('.pdf');
    const [docx] = corpusCvs('.docx');
    await input.setInputFiles([
      { name: 'Zoë Müller CV.pdf', mimeType: 'application/pdf', buffer: pdf.bytes },
      { name: docx.fileName, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx.bytes },
    ]);
    await page.getByText('Files to Upload', { exact: true }).waitFor();
    const items = page.getByTestId('upload-item');
    expect(await items.count()).toBe(2);
    expect(await items.first().getAttribute('data-status')).toBe('pending');

    // Watched from the click on: the overlay shows 'Complete' for only about 2 s.
    const completeShown = page.getByTestId('cv-upload-message').filter({ hasText: 'Complete' }).waitFor();
    await page.getByRole('button', { name: 'Upload All' }).click();
    await page.getByText('Bulk Upload Successful', { exact: true }).waitFor();
    await page.getByText('2 CVs uploaded successfully. You can now process them from the dashboard.', { exact: true }).first().waitFor();
    await page.locator('[data-testid="upload-item"][data-status="success"]').nth(1).waitFor();
    expect(await page.locator('[data-testid="upload-item"][data-status="success"]').count()).toBe(2);
    expect(await items.first().textContent()).toContain('100%');
    await completeShown;
    // The overlay closes about 2 s after the end.
    await page.getByTestId('cv-upload-message').waitFor({ state: 'detached', timeout: 5000 });

    // The server kept both, under their names.
    const cvs = await page.evaluate(async () => (await (await fetch('/api/uploaded-cvs', { credentials: 'include' })).json()) as Array<{ originalFileName: string }>);
    expect(cvs.map((cv) => cv.originalFileName).sort()).toEqual([docx.fileName, 'Zoë Müller CV.pdf'].sort());

    await page.getByRole('button', { name: 'Clear Completed' }).click();
    await page.getByText('Files to Upload', { exact: true }).waitFor({ state: 'detached' });

    // A file the server refuses (a "PDF" that is not one): its error, a red 'Error' badge, no progress bar.
    await input.setInputFiles([{ name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF at all') }]);
    await page.getByRole('button', { name: 'Upload All' }).click();
    await page.getByText('Upload Failed', { exact: true }).waitFor();
    const failedItem = page.locator('[data-testid="upload-item"][data-status="error"]');
    await failedItem.waitFor();
    await failedItem.getByText('Error', { exact: true }).waitFor();
    await failedItem.getByRole('alert').waitFor();
    expect((await failedItem.getByRole('alert').textContent())?.trim().length).toBeGreaterThan(0);
    expect(await failedItem.getByRole('progressbar').count()).toBe(0);
    await failedItem.getByRole('button', { name: 'Retry not-really.pdf' }).waitFor();
  });
});
