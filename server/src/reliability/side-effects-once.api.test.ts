import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { jobParts, processedFiles, processingJobs, processingLogs } from '../db/schema';
import { isPostgresRun } from '../test-support/test-database';
import { killAll, signInAdmin, startProcess, tempDataDir, uploadTextCvs, waitForJobStates, type ServerProcess } from './process-harness';

afterAll(killAll);

const BATCH = 8;

/** Subjects of the processed-CV emails in the outbox, one per message. */
async function outboxSubjects(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
  return mails.map((m) => m.subject ?? '').filter((s) => s.startsWith('Processed CV:'));
}

/**
 * Issue 14 item 5: a job taken over after a crash sent its email twice (and ran its AI calls, wrote its
 * outputs and its log rows again). Every side effect now runs once per job and part (job-parts.ts).
 * After a kill -9, three jobs are set to the exact state a kill leaves between a job's email and its
 * completion (status 'processing', lease run out, the email done); the restarted server takes them over.
 */
describe.skipIf(isPostgresRun())('side effects of a job run once, across kill -9 and take-over (embedded database)', () => {
  it('every job emails once, stores one output and logs each operation once', { timeout: 300_000 }, async () => {
    const dataDir = tempDataDir('cvforge-once-');
    const env = { DATA_DIR: dataDir, MAX_CONCURRENT_JOBS: '2' };
    let server: ServerProcess = await startProcess({ name: 'server-1', services: 'web,worker', env });
    const port = Number(new URL(server.url).port);
    try {
      const admin = await signInAdmin(server.url);
      const cvIds = await uploadTextCvs(admin, BATCH, 'Once');
      const options = Object.fromEntries(cvIds.map((id) => [id, { reformat: true, enhance: false, report: false, email: true }]));
      const started = await admin.post('/api/process-selected-cvs', { cvIds, templateId: 'default', options });
      expect(started.status, started.text).toBe(201);
      const jobIds: string[] = started.body.jobs.map((j: { id: string }) => j.id);

      // Killed once the batch is done, so that no email is in flight at the kill: a kill in the middle of
      // a send can still send that one email twice (docs/decisions/051-job-side-effects-once.md).
      await waitForJobStates(admin, (jobs) => jobIds.every((id) => jobs.find((j) => j.id === id)?.status === 'completed'), 'the batch to complete');
      await server.killHard();

      // As if the kill had come right after these jobs' emails went out, before they were marked completed.
      const database = await openDatabase({ dataDir });
      let rewound: string[];
      try {
        const done = await database.db.select({ id: processingJobs.id }).from(processingJobs).where(eq(processingJobs.status, 'completed'));
        rewound = done.slice(0, 3).map((j) => j.id);
        expect(rewound.length).toBe(3);
        await database.db
          .update(processingJobs)
          .set({ status: 'processing', progress: 99, completedAt: null, leaseUntil: new Date(Date.now() - 60_000) })
          .where(inArray(processingJobs.id, rewound));
      } finally {
        await database.close();
      }

      server = await startProcess({ name: 'server-2', services: 'web,worker', env, port });
      await waitForJobStates(admin, (jobs) => jobIds.every((id) => jobs.find((j) => j.id === id)?.status === 'completed'), 'every job to complete');
      expect(server.output()).toMatch(/Took over 3 processing job\(s\)/);
      await server.stop();

      // One email per CV: the jobs taken over did not send theirs again.
      const subjects = await outboxSubjects(dataDir);
      expect(subjects.sort()).toEqual(Array.from({ length: BATCH }, (_, n) => `Processed CV: Once ${n}`).sort());

      const check = await openDatabase({ dataDir });
      try {
        const { db } = check;
        const logs = await db.select().from(processingLogs).where(eq(processingLogs.status, 'completed'));
        const perPart = new Map<string, number>();
        for (const log of logs) perPart.set(`${log.jobId}/${log.operation}`, (perPart.get(`${log.jobId}/${log.operation}`) ?? 0) + 1);
        // Each job logged reformat and email exactly once, the rewound ones included.
        expect(perPart.size).toBe(BATCH * 2);
        expect([...perPart.values()].every((n) => n === 1)).toBe(true);
        const files = await db.select().from(processedFiles);
        expect(files).toHaveLength(BATCH);
        const parts = await db.select().from(jobParts).where(inArray(jobParts.jobId, rewound));
        expect(parts.map((p) => p.part).sort()).toEqual(['email', 'email', 'email', 'refine', 'refine', 'refine', 'reformat', 'reformat', 'reformat']);
      } finally {
        await check.close();
      }
    } finally {
      await server.killHard();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
