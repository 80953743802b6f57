import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { TEST_ADMIN_PASSWORD } from '../server/src/test-support/test-server';
import { startE2eApp, type E2eApp } from './support/app';

const PHONE = { width: 390, height: 844 };

// Globals of the page the evaluate callbacks run in (this suite compiles without the DOM library).
declare const document: { documentElement: { scrollWidth: number }; querySelectorAll(selector: string): Iterable<PageElement> };
declare function getComputedStyle(element: PageElement): { position: string };
interface PageElement {
  tagName: string;
  className: unknown;
  getBoundingClientRect(): { right: number };
  closest(selector: string): unknown;
}

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
  await app.page.setViewportSize(PHONE);
});
afterAll(async () => {
  await app?.close();
});

/** Elements reaching past the right edge, for the failure message. */
async function overflow(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate((width) => {
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('[data-radix-scroll-area-viewport], .overflow-x-auto, .overflow-auto'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  }, PHONE.width);
}

async function expectNoSidewaysScroll(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(app.url(path));
  await ready();
  // Lazy content (charts, fonts) settles after the first paint.
  await page.waitForTimeout(300);
  const result = await overflow(page);
  expect(result.scrollWidth, `${path} scrolls sideways: ${result.offenders.join('; ')}`).toBeLessThanOrEqual(PHONE.width);
}

describe('390 × 844 phone layouts (issue #19)', () => {
  it('no page scrolls sideways, signed out, signed in and as the administrator', async () => {
    const { page } = app;
    const heading = (name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();

    await expectNoSidewaysScroll(page, '/', () => page.getByText('Get Started Free').first().waitFor());
    await expectNoSidewaysScroll(page, '/auth', () => page.getByRole('tab', { name: 'SIGN IN' }).waitFor());

    const register = await app.context.request.post(app.url('/api/register'), { data: { email: `phone${Date.now()}@agency.example`, password: 'secret-pass-1', firstName: 'Pat', lastName: 'Phone' } });
    expect(register.status()).toBe(201);
    const cookie = (await app.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = new FormData();
    form.append('files', new Blob([textCv('A Candidate With A Rather Long Name', 'a.long.address@example.com')], { type: 'text/plain' }), 'a-candidate-with-a-really-quite-long-file-name-2026.txt');
    expect((await fetch(app.url('/api/upload-cvs'), { method: 'POST', headers: { cookie }, body: form })).status).toBe(201);

    await expectNoSidewaysScroll(page, '/', () => page.getByTestId('cv-card').first().waitFor());
    await expectNoSidewaysScroll(page, '/upload', heading('Upload CVs'));
    await expectNoSidewaysScroll(page, '/templates', () => page.getByTestId('template-card').first().waitFor());
    await expectNoSidewaysScroll(page, '/template-instructions', () => page.getByRole('button', { name: 'Start Creating Templates' }).or(page.getByRole('link', { name: 'Start Creating Templates' })).first().waitFor());
    await expectNoSidewaysScroll(page, '/analytics', heading('CV Data Analytics'));
    await expectNoSidewaysScroll(page, '/settings', heading('Settings'));
    await expectNoSidewaysScroll(page, '/billing', heading('Billing & Subscription'));
    await expectNoSidewaysScroll(page, '/admin', () => page.getByText(/Access Denied/).first().waitFor());
    await expectNoSidewaysScroll(page, '/admin-setup', () => page.getByRole('button', { name: 'Grant Admin Access' }).waitFor());
    await expectNoSidewaysScroll(page, '/admin-panel', heading('Access Denied'));
    await expectNoSidewaysScroll(page, '/no-such-page', heading('404 Page Not Found'));

    await app.context.request.post(app.url('/api/logout'));
    await app.context.clearCookies();
    const admin = await app.context.request.post(app.url('/api/login'), { data: { email: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(admin.status()).toBe(200);
    await expectNoSidewaysScroll(page, '/admin', heading(/Admin Dashboard/));
    for (const tab of ['Analytics', 'Processing Logs', 'Queue', 'Users', 'System', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(300);
      const result = await overflow(page);
      expect(result.scrollWidth, `/admin ${tab} scrolls sideways: ${result.offenders.join('; ')}`).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysScroll(page, '/admin-panel', heading('Admin Panel'));
    await app.context.request.post(app.url('/api/logout'));
    await app.context.clearCookies();
  });

  it('the dashboard shows a card per CV with its options, usable without scrolling sideways', async () => {
    const { page } = app;
    const register = await app.context.request.post(app.url('/api/register'), { data: { email: `cards${Date.now()}@agency.example`, password: 'secret-pass-1' } });
    expect(register.status()).toBe(201);
    const cookie = (await app.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = new FormData();
    form.append('files', new Blob([textCv('Amy Adams', 'amy@example.com')], { type: 'text/plain' }), 'amy-adams.txt');
    form.append('files', new Blob([textCv('Ben Brown', 'ben@example.com')], { type: 'text/plain' }), 'ben-brown.txt');
    expect((await fetch(app.url('/api/upload-cvs'), { method: 'POST', headers: { cookie }, body: form })).status).toBe(201);

    await page.goto(app.url('/'));
    await expect.poll(() => page.getByTestId('cv-card').count()).toBe(2);
    expect(await page.getByTestId('cv-row').count()).toBe(0);
    const amy = page.getByTestId('cv-card').filter({ hasText: 'amy-adams.txt' });
    // Options are disabled until the CV is selected; selecting switches Reformat on (docs/PRODUCT.md §4).
    expect(await amy.getByRole('checkbox', { name: 'Report amy-adams.txt' }).isDisabled()).toBe(true);
    await amy.getByRole('checkbox', { name: 'Select amy-adams.txt' }).click();
    expect(await amy.getByRole('checkbox', { name: 'Reformat amy-adams.txt' }).getAttribute('aria-checked')).toBe('true');
    await amy.getByRole('checkbox', { name: 'Report amy-adams.txt' }).click();
    expect(await amy.getByRole('checkbox', { name: 'Report amy-adams.txt' }).getAttribute('aria-checked')).toBe('true');
    // Every option of the card is on screen.
    for (const option of ['Reformat', 'Enhance', 'Report', 'Email', 'Blind']) {
      const box = await amy.getByRole('checkbox', { name: `${option} amy-adams.txt` }).boundingBox();
      expect(box, option).not.toBeNull();
      expect(box!.x + box!.width, option).toBeLessThanOrEqual(PHONE.width);
    }
    const result = await overflow(page);
    expect(result.scrollWidth, result.offenders.join('; ')).toBeLessThanOrEqual(PHONE.width);

    // Wider again (a tablet turned sideways): the table comes back.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => page.getByTestId('cv-row').count()).toBe(2);
    await page.setViewportSize(PHONE);
  });
});
