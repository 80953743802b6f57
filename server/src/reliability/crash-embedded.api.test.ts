import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { processedFiles, processingJobs, processingLogs, uploadedCvs } from '../db/schema';
import { textCv } from '../modules/processing/test-support/processing-fixtures';
import { isPostgresRun } from '../test-support/test-database';
import {
  killAll,
  listFiles,
  processReformat,
  signInAdmin,
  signUp,
  startProcess,
  tempDataDir,
  uploadTextCvs,
  waitForJobStates,
  type ServerProcess,
} from './process-harness';

afterAll(killAll);

const BATCH = 30;

/**
 * kill -9 of the single process (embedded database, web and worker in one) in the middle of a batch and
 * in the middle of an upload; the same DATA_DIR started again must hold every accepted upload, finish
 * every job exactly once, charge credits right and keep no half-written file.
 */
describe.skipIf(isPostgresRun())('kill -9 of the single server process (embedded database)', () => {
  it('loses nothing accepted and runs every job of a batch exactly once', { timeout: 300_000 }, async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, MAX_CONCURRENT_JOBS: '2' };
    let server: ServerProcess = await startProcess({ name: 'server-1', services: 'web,worker', env });
    const port = new URL(server.url).port;
    try {
      const admin = await signInAdmin(server.url);
      const free = await signUp(server.url, 'free-crash@example.com');
      const adminCvs = await uploadTextCvs(admin, BATCH, 'Admin');
      const freeCvs = await uploadTextCvs(free, 3, 'Free');
      expect((await free.get('/api/user')).body.credits).toBe(3);

      const adminJobs = await processReformat(admin, adminCvs);
      const freeJobs = await processReformat(free, freeCvs);
      expect((await free.get('/api/user')).body.credits).toBe(0); // reserved at acceptance

      // Mid-batch: some done, some not.
      const before = await waitForJobStates(admin, (jobs) => jobs.filter((j) => j.status === 'completed').length >= 4, 'a few jobs to complete');
      const doneBeforeKill = before.filter((j) => j.status === 'completed').length;
      expect(doneBeforeKill).toBeLessThan(BATCH);
      await server.killHard();

      server = await startProcess({ name: 'server-2', services: 'web,worker', env, port: Number(port) });
      const all = [...adminJobs, ...freeJobs];
      const finalAdmin = await waitForJobStates(admin, (jobs) => jobs.filter((j) => adminJobs.includes(j.id)).every((j) => j.status === 'completed'), 'admin batch to complete');
      const finalFree = await waitForJobStates(free, (jobs) => jobs.filter((j) => freeJobs.includes(j.id)).every((j) => j.status === 'completed'), 'free batch to complete');
      expect(finalAdmin.filter((j) => adminJobs.includes(j.id))).toHaveLength(BATCH);
      expect(finalFree).toHaveLength(3);
      // The jobs the kill cut off were taken over at start, not left waiting for a lease to run out.
      expect(server.output()).toMatch(/Took over \d+ processing job\(s\) cut off by a crash or restart/);

      // Every job has one output per mode and format; the lists the person sees have no duplicate.
      const adminFiles = (await admin.get('/api/processed-files')).body as Array<{ id: string; fileName: string }>;
      const freeFiles = (await free.get('/api/processed-files')).body as Array<{ id: string; fileName: string }>;
      expect(adminFiles).toHaveLength(BATCH);
      expect(freeFiles).toHaveLength(3);
      expect(new Set(adminFiles.map((f) => f.fileName)).size).toBe(BATCH);
      // A free user's credits: 3 at the start, minus the 3 completed jobs, charged once each.
      expect((await free.get('/api/user')).body.credits).toBe(0);

      // A second crash in the middle of a large upload: nothing of it is half-kept.
      const cvsBeforeUpload = (await free.get('/api/uploaded-cvs')).body.length;
      await killDuringUpload(server, free.cookieHeader, dataDir);
      server = await startProcess({ name: 'server-3', services: 'web,worker', env, port: Number(port) });
      expect(server.output()).toMatch(/Removed \d+ unfinished upload\(s\) left by an earlier crash/);
      expect((await free.get('/api/uploaded-cvs')).body).toHaveLength(cvsBeforeUpload);
      expect((await admin.get('/api/uploaded-cvs')).body).toHaveLength(BATCH);
      expect(listFiles(path.join(dataDir, 'tmp'))).toEqual([]);
      expect(listFiles(path.join(dataDir, 'files')).filter((f) => f.endsWith('.partial'))).toEqual([]);
      await server.stop();

      // What only the database shows: one processed file per job and mode, a log row per run at most twice.
      const database = await openDatabase({ dataDir });
      try {
        const { db } = database;
        const jobs = await db.select().from(processingJobs);
        expect(jobs).toHaveLength(all.length);
        expect(jobs.every((j) => j.status === 'completed')).toBe(true);
        const freeRows = jobs.filter((j) => freeJobs.includes(j.id));
        expect(freeRows.every((j) => j.creditState === 'charged')).toBe(true);
        const files = await db.select().from(processedFiles);
        expect(files).toHaveLength(all.length);
        expect(new Set(files.map((f) => `${f.jobId}/${f.mode}/${f.format}`)).size).toBe(all.length);
        const stored = listFiles(path.join(dataDir, 'files')).filter((f) => f.startsWith('outputs/'));
        expect(stored.sort()).toEqual(files.map((f) => f.storageKey).sort());
        const logs = await db.select().from(processingLogs);
        const runsPerJob = new Map<string, number>();
        for (const log of logs) if (log.status === 'completed') runsPerJob.set(log.jobId!, (runsPerJob.get(log.jobId!) ?? 0) + 1);
        expect([...runsPerJob.keys()].sort()).toEqual([...all].sort());
        // At most the one re-run of a job cut off by the kill.
        expect(Math.max(...runsPerJob.values())).toBeLessThanOrEqual(2);
        const cvs = await db.select().from(uploadedCvs);
        expect(cvs).toHaveLength(BATCH + 3);
        for (const cv of cvs) expect(fs.existsSync(path.join(dataDir, 'files', cv.storageKey))).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await server.killHard();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * Sends a multipart upload of 20 CVs slowly enough that it is still in flight, waits until the server
 * has staged part of it in DATA_DIR/tmp, then kills the process. The request never gets an answer.
 */
async function killDuringUpload(server: ServerProcess, cookie: string, dataDir: string): Promise<void> {
  const boundary = '----cvforge-crash-boundary';
  const filler = `${textCv('Big Upload', 'big@example.com')}\n${'Additional experience line for a long CV.\n'.repeat(9_000)}`; // ~380 KB each
  const url = new URL('/api/upload-cvs', server.url);
  const request = http.request(url, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, origin: server.url },
  });
  const outcome = new Promise<string>((resolve) => {
    request.on('response', (res) => resolve(`answered ${res.statusCode}`));
    request.on('error', (error) => resolve(`cut: ${error.message}`));
  });
  for (let i = 0; i < 20; i++) {
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big ${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`);
    request.write(filler);
    request.write('\r\n');
    if (i === 5) {
      // The first files are being written to the staging folder: the upload is truly in flight.
      const staging = path.join(dataDir, 'tmp', 'uploads');
      const until = Date.now() + 20_000;
      while (listFiles(staging).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(listFiles(staging).length).toBeGreaterThan(0);
      await server.killHard();
      break;
    }
  }
  request.end();
  expect(await outcome).toMatch(/^cut:/);
}
