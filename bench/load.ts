/**
 * Load on loopback: 500 signed-in users poll GET /api/processing-jobs and GET /api/processed-files every
 * 3 s (as the dashboard does) while 20 users each upload 5 CVs, against the real server process
 * (web + worker), first on the embedded database, then on PostgreSQL when TEST_DATABASE_URL or
 * BENCH_DATABASE_URL is set (a fresh database, dropped afterwards). Prints requests/s, p50/p99 latency
 * and errors. Target: no error, polling p99 ≤ 100 ms. Bounded: BENCH_SECONDS (default 30) per database.
 *
 *   npm run bench:load [-- --seconds 30] [-- --only embedded|postgres] [-- --uploaders 20]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { hashPassword } from '../server/src/modules/accounts/passwords';
import { createSession } from '../server/src/modules/accounts/sessions';
import { textCv } from '../server/src/modules/processing/test-support/processing-fixtures';
import { startProcess, tempDataDir } from '../server/src/reliability/process-harness';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const SECONDS = Number(arg('seconds') ?? process.env.BENCH_SECONDS ?? 30);
const ONLY = arg('only');
const POLLERS = 500;
const UPLOADERS = Number(arg('uploaders') ?? 20);
const CVS_PER_UPLOADER = 5;
const POLL_EVERY_MS = 3000;
const TARGET_P99_MS = 100;
const SESSION_COOKIE = 'cvforge.sid';

interface Sample {
  ms: number;
  isError: boolean;
}

/** Accounts and sessions written straight into the database before the server starts (argon2 for 520 sign-ins would dominate the run). */
async function seedUsers(options: { dataDir: string; databaseUrl?: string }): Promise<string[]> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const passwordHash = await hashPassword('correct horse battery');
    const rows = Array.from({ length: POLLERS + UPLOADERS }, (_, i) => ({
      email: `load${i}@example.com`,
      username: `load${i}`,
      passwordHash,
      plan: 'pro' as const,
      credits: 1000,
    }));
    const inserted = await database.db.insert(users).values(rows).returning({ id: users.id });
    const tokens: string[] = [];
    for (const row of inserted) tokens.push((await createSession({ database }, { userId: row.id })).token);
    return tokens;
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label: string, samples: Sample[], seconds: number): { p99: number; errors: number } {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.isError).length;
  const p50 = percentile(ms, 50);
  const p99 = percentile(ms, 99);
  console.log(
    `  ${label.padEnd(26)} ${String(samples.length).padStart(6)} requests  ${(samples.length / seconds).toFixed(1).padStart(6)} req/s  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  max ${(ms.at(-1) ?? 0).toFixed(0).padStart(5)} ms  errors ${errors}`,
  );
  return { p99, errors };
}

async function runAgainst(kind: 'embedded' | 'postgres', databaseUrl?: string): Promise<boolean> {
  const dataDir = tempDataDir('cvforge-load-');
  let drop: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const name = `cvforge_load_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const tokens = await seedUsers({ dataDir, databaseUrl });
  const server = await startProcess({
    name: `server (${kind})`,
    services: 'web,worker',
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    // BENCH_PROFILE_DIR=dir writes the server's CPU profile there, to see where the time goes.
    nodeArgs: process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`] : [],
  });
  // Node's fetch keeps connections alive and opens as many as needed (loopback only).
  const request = async (token: string, pathName: string, init: { method?: string; body?: FormData } = {}): Promise<Sample> => {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${pathName}`, {
        method: init.method ?? 'GET',
        body: init.body,
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: server.url },
      });
      await res.arrayBuffer();
      return { ms: performance.now() - started, isError: !res.ok };
    } catch {
      return { ms: performance.now() - started, isError: true };
    }
  };

  // Warm-up: the first CV read loads the readers and lexicons (a one-off second, not a per-request cost).
  const warm = new FormData();
  warm.append('files', new Blob([textCv('Warm Up', 'warm@example.com')], { type: 'text/plain' }), 'warm.txt');
  await request(tokens[tokens.length - 1], '/api/upload-cvs', { method: 'POST', body: warm });
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${server.url}/api/uploaded-cvs`, { headers: { cookie: `${SESSION_COOKIE}=${tokens[tokens.length - 1]}` } });
    const cvs = (await res.json()) as Array<{ extractionStatus: string }>;
    if (cvs.length && cvs.every((cv) => cv.extractionStatus !== 'pending')) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  const polling: Sample[] = [];
  const uploads: Sample[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const pollerTokens = tokens.slice(0, POLLERS);
  const uploaderTokens = tokens.slice(POLLERS);
  const cpuBefore = process.cpuUsage();

  const poller = async (token: string) => {
    // Spread over the first interval, like browsers opened at different moments.
    await new Promise((r) => setTimeout(r, Math.random() * POLL_EVERY_MS));
    while (performance.now() < deadline) {
      const tick = performance.now();
      polling.push(...(await Promise.all([request(token, '/api/processing-jobs'), request(token, '/api/processed-files')])));
      await new Promise((r) => setTimeout(r, Math.max(0, POLL_EVERY_MS - (performance.now() - tick))));
    }
  };
  const uploader = async (token: string, index: number) => {
    await new Promise((r) => setTimeout(r, Math.random() * (SECONDS * 1000) * 0.5));
    const form = new FormData();
    for (let i = 0; i < CVS_PER_UPLOADER; i++) {
      const name = `Load Candidate ${index}-${i}`;
      form.append('files', new Blob([textCv(name, `cand${index}-${i}@example.com`)], { type: 'text/plain' }), `${name}.txt`);
    }
    uploads.push(await request(token, '/api/upload-cvs', { method: 'POST', body: form }));
  };

  const started = performance.now();
  await Promise.all([...pollerTokens.map(poller), ...uploaderTokens.map(uploader)]);
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore);
  const rss = readRssMb(server.pid);

  console.log(`\n${kind === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: ${POLLERS} users polling every ${POLL_EVERY_MS / 1000} s, ${UPLOADERS} users uploading ${CVS_PER_UPLOADER} CVs, ${seconds.toFixed(1)} s`);
  const poll = summary('polling (jobs + files)', polling, seconds);
  const up = summary(`uploads (${CVS_PER_UPLOADER} CVs each)`, uploads, seconds);
  summary('all', [...polling, ...uploads], seconds);
  console.log(`  server RSS ${rss} MB; load generator CPU ${((clientCpu.user + clientCpu.system) / 1e6 / seconds * 100).toFixed(0)}% of one core`);
  const isOk = poll.errors === 0 && up.errors === 0 && poll.p99 <= TARGET_P99_MS;
  console.log(`  target (no error, polling p99 ≤ ${TARGET_P99_MS} ms): ${isOk ? 'MET' : 'MISSED'}`);

  await server.stop();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return isOk;
}

function readRssMb(pid: number): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
}

console.log(`bench:load on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${SECONDS} s per database, loopback only`);
const results: boolean[] = [];
if (ONLY !== 'postgres') results.push(await runAgainst('embedded'));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (ONLY !== 'embedded') {
  if (pgUrl) results.push(await runAgainst('postgres', pgUrl));
  else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)');
}
process.exit(results.every(Boolean) ? 0 : 1);
