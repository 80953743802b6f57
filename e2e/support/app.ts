import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { textCv } from '../../server/src/modules/processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../../server/src/test-support/test-server';
import { launchBrowser } from './browser';

export interface E2eApp {
  server: TestServer;
  context: BrowserContext;
  page: Page;
  url(path?: string): string;
  close(): Promise<void>;
}

/** The real server (built client included) on a free port with its own DATA_DIR, and a fresh Chromium. */
export async function startE2eApp(options: { env?: Record<string, string> } = {}): Promise<E2eApp> {
  const server = await startTestServer({ env: options.env });
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  return {
    server,
    context: browser.context,
    page,
    url: (p = '/') => server.url + p,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Signs a new account up through the SIGN UP tab and waits for the dashboard. */
export async function signUpInBrowser(app: E2eApp, emailPrefix: string): Promise<void> {
  const { page } = app;
  // Whoever was signed in before is signed out first.
  await app.context.clearCookies();
  await page.goto(app.url('/auth'));
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Email', { exact: true }).fill(`${emailPrefix}${Date.now()}@agency.example`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
}

/** Text CVs on disk named '<first>-<last>.txt' for each candidate, with the email '<first>-<last>@example.com'. */
export function writeTextCvs(candidates: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-e2e-cvs-'));
  return candidates.map((name) => {
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    const file = path.join(dir, `${slug}.txt`);
    fs.writeFileSync(file, textCv(name, `${slug}@example.com`));
    return file;
  });
}
