import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, p } from '../server/src/rendering/test-support/docx-builder';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('blind CVs in the browser', () => {
  it("template card defaults and the Settings page's agency details are saved and shown again after a reload", async () => {
    const { page, context } = app;
    const register = await context.request.post(app.url('/api/register'), {
      data: { email: `blind${Date.now()}@agency.example`, password: 'secret-pass-1', firstName: 'Bea', lastName: 'Blind' },
    });
    expect(register.status()).toBe(201);
    const upload = await context.request.post(app.url('/api/templates'), {
      multipart: {
        name: 'Client Ready',
        file: { name: 'client-ready.docx', mimeType: DOCX_TYPE, buffer: buildDocx({ header: [p('{{AgencyName}}')], body: [p('{{FullName}}'), p('{{Summary}}')] }) },
      },
    });
    expect(upload.status()).toBe(201);

    await page.goto(app.url('/templates'));
    const card = page.getByTestId('template-card').filter({ hasText: 'Client Ready' });
    const anonymise = card.getByRole('checkbox', { name: 'Always anonymise' });
    await anonymise.waitFor();
    expect(await anonymise.getAttribute('data-state')).toBe('unchecked');
    await anonymise.click();
    await page.getByText('Template Updated', { exact: true }).waitFor();
    await card.getByRole('checkbox', { name: 'Hide employer names' }).click();
    await page.getByText('Hide employer names is on for "Client Ready".', { exact: true }).waitFor();

    // The Standard Template's defaults are shown, but fixed.
    const standard = page.getByTestId('template-card').filter({ hasText: 'Standard Template' });
    expect(await standard.getByRole('checkbox', { name: 'Always anonymise' }).isDisabled()).toBe(true);

    await page.reload();
    const reloaded = page.getByTestId('template-card').filter({ hasText: 'Client Ready' });
    await reloaded.getByRole('checkbox', { name: 'Always anonymise' }).waitFor();
    expect(await reloaded.getByRole('checkbox', { name: 'Always anonymise' }).getAttribute('data-state')).toBe('checked');
    expect(await reloaded.getByRole('checkbox', { name: 'Hide employer names' }).getAttribute('data-state')).toBe('checked');

    await page.goto(app.url('/settings'));
    const form = page.getByRole('form', { name: 'Agency details' });
    await form.waitFor();
    await form.getByLabel('Consultant name').fill('Sam Carter');
    await form.getByLabel('Consultant email').fill('sam@acme-recruit.example');
    await form.getByLabel('Consultant phone').fill('+44 161 496 0000');
    await form.getByLabel('Agency name').fill('Acme Recruitment');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agency Details Saved', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('form', { name: 'Agency details' }).getByLabel('Agency name').waitFor();
    expect(await page.getByLabel('Consultant name').inputValue()).toBe('Sam Carter');
    expect(await page.getByLabel('Consultant email').inputValue()).toBe('sam@acme-recruit.example');
    expect(await page.getByLabel('Consultant phone').inputValue()).toBe('+44 161 496 0000');
    expect(await page.getByLabel('Agency name').inputValue()).toBe('Acme Recruitment');

    await page.goto(app.url('/template-instructions'));
    await page.getByRole('heading', { name: 'Agency Placeholders' }).waitFor();
    for (const name of ['ConsultantName', 'ConsultantEmail', 'ConsultantPhone', 'AgencyName']) {
      expect(await page.getByText(`{{${name}}}`, { exact: true }).count()).toBeGreaterThan(0);
    }
  });
});
