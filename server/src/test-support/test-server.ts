import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { RateLimitSettings } from '../context';
import { emailDeliveries } from '../db/schema';
import { startServer, type RunningServer, type Service } from '../server';
import { ApiClient } from './api-client';
import { createTestDatabase, isPostgresRun } from './test-database';

export const TEST_ADMIN_PASSWORD = 'admin-password-123';

export interface TestServer {
  url: string;
  dataDir: string;
  server: RunningServer;
  /** A new client with its own cookie jar. */
  client(): ApiClient;
  /** Registers a fresh account and returns a client signed in as it. */
  signUp(overrides?: Partial<{ email: string; password: string; firstName: string; lastName: string }>): Promise<{ client: ApiClient; user: any; email: string; password: string }>;
  /** A client signed in as the built-in administrator. */
  signInAsAdmin(): Promise<ApiClient>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Registration sends its verification email in the background; tests wait until it was handed over
 * (or failed), so it never lands in the middle of what a test checks in the outbox or on an SMTP server.
 */
async function verificationEmailHandled(server: RunningServer, userId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const rows = await server.ctx.database.db
      .select({ id: emailDeliveries.id })
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, 'email_verification')))
      .limit(1);
    if (rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the verification email of a new account was neither sent nor recorded as failed within 15 s');
}

/**
 * Starts the real server on a free port with a temporary DATA_DIR (and, in the PostgreSQL run, a new
 * database), as a deployment would, and returns helpers that talk HTTP to it.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; rateLimits?: Partial<RateLimitSettings>; services?: Service[] } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-test-'));
  const database = isPostgresRun() ? await createTestDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const server = await startServer(config, {
    services: options.services ?? ['web', 'worker'],
    // Tests sign in far more often than a person: generous limits unless a test sets its own.
    rateLimits: { loginPerIp: 10_000, loginFailuresPerAccount: 1_000, registerPerIp: 10_000, ...options.rateLimits },
  });
  const url = server.url!;

  const testServer: TestServer = {
    url,
    dataDir,
    server,
    client: () => new ApiClient(url),
    async signUp(overrides = {}) {
      const email = overrides.email ?? `user${++counter}-${Date.now()}@example.com`;
      const password = overrides.password ?? 'correct horse battery';
      const client = new ApiClient(url);
      const res = await client.post('/api/register', { email, password, firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? 'User' });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
      await verificationEmailHandled(server, res.body.id);
      return { client, user: res.body, email, password };
    },
    async signInAsAdmin() {
      const client = new ApiClient(url);
      const res = await client.post('/api/login', { email: 'admin', password: TEST_ADMIN_PASSWORD });
      if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
      return client;
    },
    async close() {
      await server.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testServer;
}
