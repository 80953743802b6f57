import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createTestDatabase, isPostgresRun } from '../test-support/test-database';
import { killAll, processReformat, queryPostgres, signUp, startProcess, tempDataDir, uploadTextCvs, waitForJobStates, type ServerProcess } from './process-harness';

afterAll(killAll);

const BATCH = 200;
const onPostgres = isPostgresRun();

/** The job ids a worker process logged as completed ('processing job completed', one JSON line each). */
function completedBy(worker: ServerProcess): string[] {
  return worker
    .output()
    .split('\n')
    .filter((line) => line.includes('"processing job completed"'))
    .map((line) => (JSON.parse(line) as { jobId: string }).jobId);
}

async function listKeys(endpoint: string, prefix: string): Promise<string[]> {
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: 'cvforge', Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  s3.destroy();
  return keys;
}

describe('scale-out: 2 web and 2 worker processes on one PostgreSQL and S3 storage', () => {
  it.skipIf(!onPostgres)(
    `a ${BATCH}-CV batch runs exactly once over both workers, and a session from one web process is valid on the other${onPostgres ? '' : ' (skipped: needs TEST_DATABASE_URL and CVFORGE_TEST_DB=postgres)'}`,
    { timeout: 300_000 },
    async () => {
      const database = await createTestDatabase();
      const root = tempDataDir('cvforge-scale-');
      const s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: 'cvforge', configs: [] }] });
      const { port: s3port } = await s3server.run();
      const endpoint = `http://127.0.0.1:${s3port}`;
      const env = (name: string) => ({
        DATABASE_URL: database.url,
        DATA_DIR: path.join(root, name),
        S3_ENDPOINT: endpoint,
        S3_BUCKET: 'cvforge',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        MAX_CONCURRENT_JOBS: '2',
        PDF_OUTPUT: 'off',
        // Every process needs the same secret to read the sessions the others made.
        SESSION_SECRET: 'a-shared-session-secret-of-at-least-32-chars',
        APP_KEY: 'a-shared-app-key-of-at-least-thirty-two-chars',
      });
      const processes: ServerProcess[] = [];
      try {
        // Started one after another: they apply migrations under one advisory lock anyway.
        const [webA, webB] = [await startProcess({ name: 'web-a', services: 'web', env: env('web-a') }), await startProcess({ name: 'web-b', services: 'web', env: env('web-b') })];
        const [worker1, worker2] = [
          await startProcess({ name: 'worker-1', services: 'worker', env: env('worker-1') }),
          await startProcess({ name: 'worker-2', services: 'worker', env: env('worker-2') }),
        ];
        processes.push(webA, webB, worker1, worker2);

        // A session made on web A is valid on web B (the sessions live in the shared database).
        const onA = await signUp(webA.url, 'scale@example.com');
        await queryPostgres(database.url, `UPDATE users SET plan = 'pro', credits = 1000 WHERE email = $1`, ['scale@example.com']);
        const onB = new ApiClient(webB.url);
        const resB = await onB.get('/api/user', { cookie: onA.cookieHeader });
        expect(resB.status).toBe(200);
        expect(resB.body.email).toBe('scale@example.com');
        const viaB = new ApiClient(webB.url, { cookie: onA.cookieHeader });

        // Upload on A, ask for processing on B, watch from A.
        const started = Date.now();
        const cvIds = await uploadTextCvs(onA, BATCH, 'Scale');
        const jobIds = await processReformat(viaB, cvIds);
        expect(jobIds).toHaveLength(BATCH);
        const jobs = await waitForJobStates(onA, (list) => list.length === BATCH && list.every((j) => j.status === 'completed'), 'the batch', 240_000);
        const seconds = (Date.now() - started) / 1000;
        expect(jobs.map((j) => j.id).sort()).toEqual([...jobIds].sort());

        // Exactly once: each job logged as completed by one worker, once; both workers took part.
        const by1 = completedBy(worker1);
        const by2 = completedBy(worker2);
        expect([...by1, ...by2].sort()).toEqual([...jobIds].sort());
        expect(by1.length).toBeGreaterThan(BATCH / 10);
        expect(by2.length).toBeGreaterThan(BATCH / 10);
        console.info(`scale-out: ${BATCH} CVs uploaded and reformatted in ${seconds.toFixed(1)} s; worker-1 ran ${by1.length}, worker-2 ran ${by2.length}`);

        const files = (await viaB.get('/api/processed-files')).body as unknown[];
        expect(files).toHaveLength(BATCH);
        const rows = await queryPostgres(database.url, `SELECT count(*)::int AS n, count(DISTINCT job_id)::int AS jobs FROM processed_files`);
        expect(rows[0]).toEqual({ n: BATCH, jobs: BATCH });
        expect(await listKeys(endpoint, 'outputs/')).toHaveLength(BATCH);
        expect(await listKeys(endpoint, 'cvs/')).toHaveLength(BATCH);
        expect((await onA.get('/api/user')).body.credits).toBe(1000 - BATCH);
      } finally {
        for (const p of processes) await p.killHard();
        await s3server.close();
        await database.drop();
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
