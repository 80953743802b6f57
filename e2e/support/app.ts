import type { BrowserContext, Page } from 'playwright-core';
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
