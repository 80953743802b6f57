import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApiClient } from '../test-support/api-client';
import { textCv, uploadCvs, waitFor } from '../modules/processing/test-support/processing-fixtures';

/** Reliability tests run the real entry point (server/src/main.ts) as separate processes, as production does. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'admin-password-123';

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  /** kill -9: no shutdown hook runs. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** Kills every process a test started (for afterAll/afterEach). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.killHard()));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'cvforge-rel-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts `node server/src/main.ts --services=…` and waits until it answers /api/healthz (web) or logs that it is ready (worker). */
export async function startProcess(options: {
  name: string;
  services: 'web' | 'worker' | 'web,worker';
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
  /** Extra node flags (e.g. --cpu-prof for a benchmark). */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts', `--services=${options.services}`], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD,
      PDF_OUTPUT: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const proc: ServerProcess = {
    name: options.name,
    child,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    async killHard() {
      running.delete(proc);
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      running.delete(proc);
      if (!hasExited) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(proc);
  const until = Date.now() + (options.timeoutMs ?? 90_000);
  const isReady = async () => {
    if (options.services === 'worker') return output.includes('CVForge worker is running');
    try {
      return (await fetch(`${proc.url}/api/healthz`)).ok;
    } catch {
      return false;
    }
  };
  while (!(await isReady())) {
    if (hasExited) throw new Error(`${options.name} exited during start:\n${output.slice(-3000)}`);
    if (Date.now() > until) throw new Error(`${options.name} did not start in time:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return proc;
}

export async function signInAdmin(url: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  const res = await client.post('/api/login', { email: 'admin', password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
  return client;
}

export async function signUp(url: string, email: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  const res = await client.post('/api/register', { email, password: 'correct horse battery', firstName: 'Test', lastName: 'User' });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return client;
}

/** Uploads `count` text CVs (in requests of at most 50) and waits until they are read. */
export async function uploadTextCvs(client: ApiClient, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) => {
      const n = start + i;
      return { fileName: `${prefix} ${n}.txt`, text: textCv(`Candidate ${prefix} ${n}`, `cand${n}@example.com`) };
    });
    ids.push(...(await uploadCvs(client, batch)));
  }
  return ids;
}

/** Asks to reformat every CV of the list with the standard template; returns the job ids. */
export async function processReformat(client: ApiClient, cvIds: string[]): Promise<string[]> {
  const options = Object.fromEntries(cvIds.map((id) => [id, { reformat: true, enhance: false, report: false, email: false }]));
  const res = await client.post('/api/process-selected-cvs', { cvIds, templateId: 'default', options });
  if (res.status !== 200 && res.status !== 201) throw new Error(`processing request failed: ${res.status} ${res.text}`);
  return res.body.jobs.map((j: { id: string }) => j.id);
}

/** Polls the jobs list until `isDone` holds for the caller's jobs. */
export async function waitForJobStates(client: ApiClient, isDone: (jobs: Array<{ id: string; status: string }>) => boolean, what: string, timeoutMs = 120_000) {
  let last: Array<{ id: string; status: string }> = [];
  try {
    await waitFor(
      async () => {
        const res = await client.get('/api/processing-jobs');
        if (res.status !== 200) return false;
        last = res.body;
        return isDone(last);
      },
      what,
      timeoutMs,
    );
  } catch (error) {
    // Say where the jobs stood, so a timeout in CI can be explained from its log alone.
    const counts: Record<string, number> = {};
    for (const job of last) counts[job.status] = (counts[job.status] ?? 0) + 1;
    throw new Error(`${(error as Error).message}; the jobs stood at ${JSON.stringify(counts)}`, { cause: error });
  }
  return last;
}

/** Files (not directories) under a folder, relative paths. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(path.relative(dir, full));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** Runs one query on PostgreSQL (for checks a person can't make through the API, e.g. processing_logs). */
export async function queryPostgres<T = any>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
