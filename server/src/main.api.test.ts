import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from './test-support/api-client';
import { createTestDatabase, isPostgresRun } from './test-support/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** Runs the real entry point (server/src/main.ts) as its own process, as `npm start` does. */
function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts', '--services=web'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

describe('the server process', () => {
  it('refuses to start on a bad setting, with a readable message and exit code 1', async () => {
    const { exited, output } = spawnServer({ PORT: 'not-a-port', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-main-')) });
    expect(await exited).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT:');
  });

  it('prints a generated admin password once, stops cleanly on SIGTERM, and keeps its data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-main-'));
    const database = isPostgresRun() ? await createTestDatabase() : null;
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()), ADMIN_PASSWORD: '' };
    if (database) env.DATABASE_URL = database.url;
    const url = `http://127.0.0.1:${env.PORT}`;
    try {
      const first = spawnServer(env);
      await waitForHealth(url);
      const match = first.output().match(/Username: admin {2}Password: (\S+)/);
      expect(match).not.toBeNull();
      const generated = match![1];
      const client = new ApiClient(url);
      expect((await client.post('/api/register', { email: 'keep@example.com', password: 'secret123' })).status).toBe(201);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('SIGTERM received');

      const second = spawnServer(env);
      await waitForHealth(url);
      expect(second.output()).not.toMatch(/Password: /);
      // The account and the session written before the restart are both still there.
      expect((await client.get('/api/user')).body.email).toBe('keep@example.com');
      const admin = await new ApiClient(url).post('/api/login', { email: 'admin', password: generated });
      expect(admin.status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
