import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createTestDatabase, isPostgresRun } from '../test-support/test-database';
import { waitFor } from '../modules/processing/test-support/processing-fixtures';
import {
  freePort,
  killAll,
  processReformat,
  queryPostgres,
  signUp,
  startProcess,
  tempDataDir,
  uploadTextCvs,
  waitForJobStates,
  type ServerProcess,
} from './process-harness';

afterAll(killAll);

// These need a real PostgreSQL server; they run in the PostgreSQL pass of `npm test`
// (TEST_DATABASE_URL set and CVFORGE_TEST_DB=postgres) and are skipped on the embedded pass.
const SKIP_REASON = '(skipped: needs TEST_DATABASE_URL and CVFORGE_TEST_DB=postgres)';
const onPostgres = isPostgresRun();

describe('PostgreSQL deployment faults', () => {
  it.skipIf(!onPostgres)(
    `a worker killed mid-batch: a new worker finishes every job once, no duplicate file, credits right ${onPostgres ? '' : SKIP_REASON}`,
    { timeout: 240_000 },
    async () => {
      const database = await createTestDatabase();
      const dataDir = tempDataDir();
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JOB_LEASE_SECONDS: '5', MAX_CONCURRENT_JOBS: '2' };
      const processes: ServerProcess[] = [];
      try {
        const web = await startProcess({ name: 'web', services: 'web', env });
        processes.push(web);
        let worker = await startProcess({ name: 'worker-1', services: 'worker', env });
        processes.push(worker);

        const user = await signUp(web.url, 'pro-crash@example.com');
        await queryPostgres(database.url, `UPDATE users SET plan = 'pro', credits = 100 WHERE email = $1`, ['pro-crash@example.com']);
        expect((await user.get('/api/user')).body.credits).toBe(100);
        const cvIds = await uploadTextCvs(user, 30, 'Pro');
        const jobIds = await processReformat(user, cvIds);
        expect((await user.get('/api/user')).body.credits).toBe(70);

        await waitForJobStates(user, (jobs) => jobs.filter((j) => j.status === 'completed').length >= 4, 'a few jobs to complete');
        const cutOff = await queryPostgres(database.url, `SELECT id FROM processing_jobs WHERE status = 'processing'`);
        await worker.killHard();
        const completedAtKill = (await queryPostgres(database.url, `SELECT count(*)::int AS n FROM processing_jobs WHERE status = 'completed'`))[0].n;
        expect(completedAtKill).toBeLessThan(30);

        worker = await startProcess({ name: 'worker-2', services: 'worker', env });
        processes.push(worker);
        const jobs = await waitForJobStates(user, (list) => list.length === 30 && list.every((j) => j.status === 'completed'), 'every job to complete');
        expect(jobs.map((j) => j.id).sort()).toEqual([...jobIds].sort());
        if (cutOff.length) expect(worker.output()).toMatch(/Took over \d+ processing job\(s\)/);

        const files = (await user.get('/api/processed-files')).body as Array<{ fileName: string }>;
        expect(files).toHaveLength(30);
        const rows = await queryPostgres(database.url, `SELECT job_id, mode, format, storage_key FROM processed_files`);
        expect(rows).toHaveLength(30);
        expect(new Set(rows.map((r) => r.job_id)).size).toBe(30);
        const states = await queryPostgres(database.url, `SELECT credit_state, count(*)::int AS n FROM processing_jobs GROUP BY credit_state`);
        expect(states).toEqual([{ credit_state: 'charged', n: 30 }]);
        // 100 at the start, minus 30 completed jobs: a job that ran twice was not charged twice.
        expect((await user.get('/api/user')).body.credits).toBe(70);
        const runs = await queryPostgres(database.url, `SELECT job_id, count(*)::int AS n FROM processing_logs WHERE status = 'completed' GROUP BY job_id`);
        expect(runs).toHaveLength(30);
        expect(Math.max(...runs.map((r) => r.n))).toBeLessThanOrEqual(2);
      } finally {
        for (const p of processes) await p.killHard();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!onPostgres)(
    `credits a crash left half-settled are settled by the workers' sweeper ${onPostgres ? '' : SKIP_REASON}`,
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      const dataDir = tempDataDir();
      let server: ServerProcess | null = null;
      try {
        server = await startProcess({ name: 'server', services: 'web,worker', env: { DATABASE_URL: database.url, DATA_DIR: dataDir, JOB_LEASE_SECONDS: '5' } });
        const user = await signUp(server.url, 'half-settled@example.com');
        const cvIds = await uploadTextCvs(user, 2, 'Half');
        const [failedJob, completedJob] = await processReformat(user, cvIds);
        await waitForJobStates(user, (jobs) => jobs.length === 2 && jobs.every((j) => j.status === 'completed'), 'both jobs');
        expect((await user.get('/api/user')).body.credits).toBe(1);
        // What a process killed between two statements leaves: a failed job not yet refunded, a completed one not yet charged.
        await queryPostgres(database.url, `UPDATE processing_jobs SET status = 'failed', credit_state = 'reserved' WHERE id = $1`, [failedJob]);
        await queryPostgres(database.url, `UPDATE processing_jobs SET credit_state = 'reserved' WHERE id = $1`, [completedJob]);
        await waitFor(async () => (await user.get('/api/user')).body.credits === 2, 'the failed job to be refunded', 30_000);
        const states = await queryPostgres(database.url, `SELECT id, credit_state FROM processing_jobs ORDER BY id`);
        expect(Object.fromEntries(states.map((r) => [r.id, r.credit_state]))).toEqual({ [failedJob]: 'refunded', [completedJob]: 'charged' });
        // Settled once: a later sweep changes nothing.
        await new Promise((r) => setTimeout(r, 3000));
        expect((await user.get('/api/user')).body.credits).toBe(2);
      } finally {
        await server?.killHard();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!onPostgres)(
    `the database unreachable: 503 with a clear message, and service back by itself when it returns ${onPostgres ? '' : SKIP_REASON}`,
    { timeout: 180_000 },
    async () => {
      const database = await createTestDatabase();
      const dataDir = tempDataDir();
      const target = new URL(database.url);
      const proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      let server: ServerProcess | null = null;
      try {
        server = await startProcess({ name: 'server', services: 'web,worker', env: { DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir } });
        const user = await signUp(server.url, 'db-down@example.com');
        expect((await user.get('/api/uploaded-cvs')).status).toBe(200);

        proxy.cut();
        const res = await user.get('/api/uploaded-cvs');
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('The database is unavailable; please try again shortly.');
        const signIn = await new ApiClient(server.url).post('/api/login', { email: 'db-down@example.com', password: 'correct horse battery' });
        expect(signIn.status).toBe(503);
        expect(signIn.body.message).toBe('The database is unavailable; please try again shortly.');
        const health = await fetch(`${server.url}/api/healthz`);
        expect(health.status).toBe(503);
        expect(((await health.json()) as { message: string }).message).toBe('The database is unavailable; please try again shortly.');
        // Still down a few seconds later, and the process is still up (no crash on the lost connections).
        await new Promise((r) => setTimeout(r, 3000));
        expect((await user.get('/api/uploaded-cvs')).status).toBe(503);
        expect(server.child.exitCode).toBeNull();

        proxy.restore();
        await waitFor(async () => (await fetch(`${server!.url}/api/healthz`)).status === 200, 'health to come back', 30_000);
        expect((await user.get('/api/uploaded-cvs')).status).toBe(200);
        expect((await user.get('/api/user')).body.email).toBe('db-down@example.com');
      } finally {
        await server?.killHard();
        await proxy.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

/** A TCP proxy on loopback that can drop every connection and refuse new ones, then let them through again. */
async function startTcpProxy(targetPort: number, targetHost: string) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  const make = () =>
    net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
  let server = make();
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();
  return {
    port,
    /** Like PostgreSQL going away: open connections are cut and new ones refused. */
    cut() {
      server.close();
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      server = make();
      void listen();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
