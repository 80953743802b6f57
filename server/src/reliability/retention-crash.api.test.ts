import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { appSettings, uploadedCvs } from '../db/schema';
import { STORAGE_SETUPS } from '../modules/privacy/test-support/storage-setups';
import { storedFiles } from '../modules/privacy/test-support/stored-files';
import { createTestDatabase, isPostgresRun } from '../test-support/test-database';
import { killAll, signUp, startProcess, tempDataDir, type ServerProcess } from './process-harness';

afterAll(killAll);

const EXPIRED = 2_000;
const FRESH = 300;
const DAY = 86_400_000;

/**
 * kill -9 of the process while the daily retention run is deleting (issue 21): started again, the run
 * resumes and finishes; no CV is left half-deleted (a row whose file is gone), no file of an erased CV
 * is left behind, and no CV that had not expired is touched. On the embedded database and PostgreSQL,
 * with files on disk (DATA_DIR/files) and on the S3 test server (s3rver on loopback, S3_* passed to
 * every process as production would).
 */
describe.each(STORAGE_SETUPS)('kill -9 during the retention run (files on $name)', (setup) => {
  it('resumes after a restart and leaves nothing half-deleted', { timeout: 400_000 }, async () => {
    const dataDir = tempDataDir('cvforge-retention-');
    const pgDatabase = isPostgresRun() ? await createTestDatabase() : null;
    const storageEnv = await setup.start();
    const env: Record<string, string> = { DATA_DIR: dataDir, ...storageEnv, ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) };
    const files = storedFiles(dataDir, storageEnv);
    let server: ServerProcess = await startProcess({ name: 'server-1', services: 'web,worker', env });
    const port = Number(new URL(server.url).port);
    try {
      const client = await signUp(server.url, 'retention-crash@example.com');
      expect((await client.put('/api/settings/retention', { retentionDays: 30 })).status).toBe(200);
      const userId = (await client.get('/api/user')).body.id as string;
      await server.stop();

      // Many expired CVs and some fresh ones, stored through the storage driver as an upload stores them.
      const cvPrefix = `cvs/${userId}/`;
      const keyOf = (i: number) => `${cvPrefix}${i < EXPIRED ? 'old' : 'new'}-${i}`;
      for (let i = 0; i < EXPIRED + FRESH; i += 50) {
        await Promise.all(Array.from({ length: Math.min(50, EXPIRED + FRESH - i) }, (_, j) => files.storage.putBuffer(keyOf(i + j), Buffer.from(`CV ${i + j}`))));
      }
      const database = await openDatabase({ dataDir, databaseUrl: pgDatabase?.url });
      try {
        const rows = [];
        for (let i = 0; i < EXPIRED + FRESH; i++) {
          const isExpired = i < EXPIRED;
          rows.push({
            userId,
            originalFileName: `${isExpired ? 'Old' : 'New'} candidate ${i}.txt`,
            storageKey: keyOf(i),
            fileSize: 8,
            format: 'txt' as const,
            extractionStatus: 'done' as const,
            createdAt: new Date(Date.now() - (isExpired ? 40 : 5) * DAY),
          });
        }
        for (let i = 0; i < rows.length; i += 200) await database.db.insert(uploadedCvs).values(rows.slice(i, i + 200));
        // The last daily run finished two days ago (the server was down at 03:00 since): the next start makes it up.
        const twoDaysAgo = new Date(Date.now() - 2 * DAY).toISOString();
        await database.db
          .insert(appSettings)
          .values({ key: 'retention_last_run', value: { startedAt: twoDaysAgo, completedAt: twoDaysAgo } })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: { startedAt: twoDaysAgo, completedAt: twoDaysAgo } } });
      } finally {
        await database.close();
      }
      const cvFiles = () => files.list(cvPrefix);
      expect(await cvFiles()).toHaveLength(EXPIRED + FRESH);

      // A worker's start sends the missed run; it is killed once it has deleted some. The next start finds
      // the run started and not finished, and resumes it.
      server = await startProcess({ name: 'server-2', services: 'web,worker', env, port });
      const deadline = Date.now() + 120_000;
      while ((await cvFiles()).length === EXPIRED + FRESH && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await server.killHard();
      const leftAtKill = (await cvFiles()).length;
      expect(leftAtKill).toBeLessThan(EXPIRED + FRESH);
      expect(leftAtKill).toBeGreaterThan(FRESH);

      server = await startProcess({ name: 'server-3', services: 'web,worker', env, port });
      const signedIn = await signUpAgainOrSignIn(server.url);
      const finished = Date.now() + 180_000;
      let listed: Array<{ id: string; originalFileName: string }> = [];
      while (Date.now() < finished) {
        listed = (await signedIn.get('/api/uploaded-cvs')).body;
        if (listed.length === FRESH && (await cvFiles()).length === FRESH) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(listed).toHaveLength(FRESH);
      expect(listed.every((cv) => cv.originalFileName.startsWith('New candidate'))).toBe(true);
      // Every fresh CV still has its file, bytes unchanged; every expired CV's file is gone.
      const freshKeys = Array.from({ length: FRESH }, (_, i) => keyOf(EXPIRED + i));
      expect((await cvFiles()).sort()).toEqual([...freshKeys].sort());
      for (const [i, key] of freshKeys.entries()) expect((await files.storage.getBuffer(key)).toString()).toBe(`CV ${EXPIRED + i}`);
      expect(server.output()).toContain('retention run finished');
      // The log counts; it never names a candidate.
      expect(server.output()).not.toMatch(/Old candidate/);
      await server.stop();

      const after = await openDatabase({ dataDir, databaseUrl: pgDatabase?.url });
      try {
        const pending = await after.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pending_file_deletions`);
        expect(pending.rows[0].n).toBe(0);
        const [lastRun] = await after.db.select().from(appSettings).where(eq(appSettings.key, 'retention_last_run'));
        expect(Date.parse(String(lastRun.value.completedAt))).toBeGreaterThan(Date.now() - DAY);
      } finally {
        await after.close();
      }
    } finally {
      await killAll();
      files.close();
      await setup.stop();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function signUpAgainOrSignIn(url: string) {
  const { ApiClient } = await import('../test-support/api-client');
  const client = new ApiClient(url);
  const res = await client.post('/api/login', { email: 'retention-crash@example.com', password: 'correct horse battery' });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}
