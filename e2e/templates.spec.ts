import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTemplate } from '../server/src/rendering/analyze-template';
import { buildDocx, cell, p, table } from '../server/src/rendering/test-support/docx-builder';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

function agencyTemplate(): Buffer {
  return buildDocx({
    font: 'Garamond',
    headerLogo: true,
    header: [p([{ text: 'Northwind Talent · {{AgencyName}}', font: 'Arial' }])],
    body: [
      p('{{FullName}}', { style: 'Title' }),
      p('{{Email}} | {{Phone}}'),
      p('Candidate Profile', { style: 'Heading1' }),
      p('[Three sentences, third person]'),
      p('{{Summary}}'),
      p('Career History', { style: 'Heading1' }),
      p('{{#Experience}}'),
      p([{ text: '{{Title}}', bold: true }, ' at {{Company}} ({{StartDate}} – {{EndDate}})']),
      p('{{/Experience}}'),
      table([[cell('{{#Education}}{{Degree}}, {{Institution}}{{/Education}}'), cell('{{Skills}}')]]),
    ],
  });
}

describe('templates in the browser', () => {
  it('upload a template → its card with fonts, sections and header → preview → delete with confirmation → guide', async () => {
    const { page, context } = app;
    const register = await context.request.post(app.url('/api/register'), {
      data: { email: `templates${Date.now()}@agency.example`, password: 'secret-pass-1', firstName: 'Tess', lastName: 'Templates' },
    });
    expect(register.status()).toBe(201);

    await page.goto(app.url('/templates'));
    await page.getByRole('heading', { name: 'CV Templates' }).waitFor();
    // The built-in Standard Template is always there, without Delete; the user has none yet.
    const standard = page.getByTestId('template-card').filter({ hasText: 'Standard Template' });
    await standard.waitFor();
    expect(await standard.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.getByText('No custom templates yet').waitFor();

    // docs/PRODUCT.md §5 validation before anything is sent.
    await page.getByRole('button', { name: 'Upload Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Template' });
    await dialog.getByText('.docx up to 10MB').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Name Required', { exact: true }).waitFor();
    await dialog.getByLabel('Template Name').fill('Northwind Blue');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('File Required', { exact: true }).waitFor();

    const docx = agencyTemplate();
    const sections = Object.keys(analyzeTemplate(docx).fieldMappings).length;
    await dialog.getByLabel('Template File').setInputFiles({
      name: 'northwind-blue.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    // Watched from the click on: the overlay shows 'Complete' for only about 2 s.
    const completeShown = page.getByTestId('upload-message').filter({ hasText: 'Complete' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    // The upload overlay, then the toast; the overlay closes about 2 s after the end.
    await page.getByRole('heading', { name: 'Uploading Template' }).waitFor();
    await page.getByText('Template Uploaded', { exact: true }).waitFor();
    await completeShown;
    await page.getByRole('heading', { name: 'Uploading Template' }).waitFor({ state: 'detached', timeout: 5000 });

    const card = page.getByTestId('template-card').filter({ hasText: 'Northwind Blue' });
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('Active');
    expect(cardText).toContain('northwind-blue.docx');
    expect(cardText).toMatch(/Garamond/);
    expect(cardText).toMatch(/Arial/);
    expect(cardText).toContain(`${sections} sections`);
    expect(cardText).toContain('Has header');
    // Which placeholder each [instruction] was attached to.
    expect(await card.getByTestId('template-instructions').textContent()).toContain('[Three sentences, third person] → Summary');
    expect(await page.getByText('No custom templates yet').count()).toBe(0);

    // Preview opens a new window showing the template's own text.
    const [preview] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Preview' }).click()]);
    await preview.getByText('Career History').waitFor();
    await preview.getByText('Candidate Profile').waitFor();
    expect(new URL(preview.url()).pathname).toMatch(/^\/api\/templates\/[0-9a-f-]{36}\/preview$/);
    await preview.close();

    // Delete asks first; Cancel keeps the template.
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete "Northwind Blue"? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);

    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Template Deleted', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByText('No custom templates yet').waitFor();

    // The guide and back.
    await page.getByRole('link', { name: 'Template Guide' }).click();
    await page.waitForURL('**/template-instructions');
    await page.getByRole('heading', { name: 'Template Guide' }).waitFor();
    await page.getByText('Text in square brackets is processed by the AI but is not shown in the output.').waitFor();
    await page.getByRole('link', { name: 'Start Creating Templates' }).click();
    await page.waitForURL('**/templates');
    await page.getByRole('heading', { name: 'CV Templates' }).waitFor();
  }, 120_000);
});
