import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInBrowser, startE2eApp, writeTextCvs, type E2eApp } from './support/app';

// The dashboard's selection rules and the upload list, clicked in Chromium: the component tests
// (client/src/features/processing/components/*.test.tsx) read the same screens statically.
let app: E2eApp;
let files: string[];
beforeAll(async () => {
  app = await startE2eApp();
  files = writeTextCvs(['Amy Adams', 'Ben Brown', 'Cara Clark', 'Dan Dunn']);
});
afterAll(async () => {
  await app?.close();
});

const checked = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).getAttribute('aria-checked');
const isDisabled = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).isDisabled();
const creditLine = (page: Page) => page.locator('p[aria-live="polite"]').filter({ hasText: 'selected' });

describe('the dashboard selection and the upload list in the browser', () => {
  it('upload list: remove a file, upload the rest; dashboard: header box, search, column boxes, locked options, counts, bulk delete', async () => {
    const { page } = app;
    await signUpInBrowser(app, 'select');

    // The upload list: four files chosen, one removed before sending, Clear Completed idle until something is done.
    await page.goto(app.url('/upload'));
    await page.locator('[data-testid="cv-dropzone"] input[type="file"]').setInputFiles(files);
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Clear Completed' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove dan-dunn.txt' }).click();
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(3);
    expect(await page.getByTestId('upload-item').filter({ hasText: 'dan-dunn.txt' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Upload All' }).click();
    await expect.poll(() => page.locator('[data-testid="upload-item"][data-status="success"]').count(), { timeout: 30_000 }).toBe(3);
    expect(await page.getByRole('button', { name: 'Upload All' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Clear Completed' }).isDisabled()).toBe(false);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => page.getByTestId('cv-row').count(), { timeout: 30_000 }).toBe(3);

    // Nothing selected: options locked, no count line, Delete Selected idle.
    expect(await isDisabled(page, 'Reformat amy-adams.txt')).toBe(true);
    expect(await isDisabled(page, 'Report all selected')).toBe(true);
    expect(await creditLine(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);

    // The header box selects every CV with Reformat on; again, it clears them.
    await page.getByRole('checkbox', { name: 'Select all CVs' }).click();
    for (const file of ['amy-adams.txt', 'ben-brown.txt', 'cara-clark.txt']) {
      expect(await checked(page, `Select ${file}`)).toBe('true');
      expect(await checked(page, `Reformat ${file}`)).toBe('true');
      expect(await checked(page, `Enhance ${file}`)).toBe('false');
    }
    expect(await creditLine(page).textContent()).toBe('3 selected · uses 3 of your 3 credits');
    await page.getByRole('button', { name: 'Delete Selected (3)' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all CVs' }).click();
    expect(await checked(page, 'Select amy-adams.txt')).toBe('false');
    expect(await isDisabled(page, 'Reformat amy-adams.txt')).toBe(true);
    expect(await creditLine(page).count()).toBe(0);

    // Under a search the header box takes the CVs shown only; without it, it reads part-ticked.
    await page.getByLabel('Search CVs').fill('AMY');
    await page.getByText('1 of 3 CVs', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all CVs' }).click();
    expect(await checked(page, 'Select all CVs')).toBe('true');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.getByTestId('cv-row').count()).toBe(3);
    expect(await checked(page, 'Select all CVs')).toBe('mixed');
    expect(await checked(page, 'Select ben-brown.txt')).toBe('false');
    expect(await creditLine(page).textContent()).toBe('1 selected · uses 1 of your 3 credits');

    // A column box sets its option for every selected CV, and only those.
    await page.getByRole('checkbox', { name: 'Select ben-brown.txt' }).click();
    await page.getByRole('checkbox', { name: 'Report all selected' }).click();
    expect(await checked(page, 'Report amy-adams.txt')).toBe('true');
    expect(await checked(page, 'Report ben-brown.txt')).toBe('true');
    expect(await checked(page, 'Report cara-clark.txt')).toBe('false');
    expect(await isDisabled(page, 'Report cara-clark.txt')).toBe(true);
    await page.getByRole('checkbox', { name: 'Reformat ben-brown.txt' }).click();
    expect(await checked(page, 'Reformat all selected')).toBe('mixed');
    expect(await checked(page, 'Report all selected')).toBe('true');

    // A selected CV without any operation stops processing with the spec's toast.
    await page.getByRole('checkbox', { name: 'Report ben-brown.txt' }).click();
    await page.getByRole('button', { name: 'Process CVs' }).click();
    await page.getByText('No Operations Selected', { exact: true }).waitFor();
    await page.getByText('Please select at least one operation (reformat, enhance, report, or email) for each selected CV.', { exact: true }).waitFor();

    // Deselecting drops a CV's options; selecting it again starts from Reformat alone.
    await page.getByRole('checkbox', { name: 'Select amy-adams.txt' }).click();
    expect(await checked(page, 'Report amy-adams.txt')).toBe('false');
    await page.getByRole('checkbox', { name: 'Select amy-adams.txt' }).click();
    expect(await checked(page, 'Reformat amy-adams.txt')).toBe('true');
    expect(await checked(page, 'Report amy-adams.txt')).toBe('false');

    // Bulk delete: the confirmation counts the CVs, the deleted ones leave the list and the selection.
    const dialogText = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    expect(await dialogText).toBe('Are you sure you want to delete 2 CV(s)? This action cannot be undone.');
    await page.getByText('Successfully deleted 2 CV(s).', { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('cv-row').count()).toBe(1);
    expect(await checked(page, 'Select cara-clark.txt')).toBe('false');
    expect(await checked(page, 'Select all CVs')).toBe('false');
    expect(await creditLine(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Selected' }).isDisabled()).toBe(true);
  });
});
