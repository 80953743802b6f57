import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../db/client';
import { extractCvJob } from '../jobs/definitions/extract-cv';
import { extractCvHandler } from '../jobs/definitions/extract-cv-handler';
import { startProcessCvWorker } from '../jobs/definitions/process-cv-handler';
import { reclaimStrandedJobs } from '../modules/processing/job-lease';
import { textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * What a worker killed between fetching a job from the queue and claiming it leaves behind: the job
 * still 'queued' in our table while pg-boss holds its entry 'active' (until it expires, 15 minutes
 * later). The clean-clone CI run once waited 2 minutes on exactly that after a kill -9.
 */
let t: TestServer | null = null;
let stopSweeper: (() => void) | null = null;
afterEach(async () => {
  stopSweeper?.();
  stopSweeper = null;
  await t?.close();
  t = null;
});

/** Uploads and reads `count` CVs and asks to reformat them; with no processing worker they stay queued. */
async function queuedJobs(server: TestServer, count: number) {
  await server.server.ctx.queue.work(extractCvJob, 1, extractCvHandler(server.server.ctx));
  const { client } = await server.signUp();
  const cvIds = await uploadCvs(
    client,
    Array.from({ length: count }, (_, i) => ({ fileName: `Stranded ${i}.txt`, text: textCv(`Stranded Candidate${i}`, `stranded${i}@example.com`) })),
  );
  const options = Object.fromEntries(cvIds.map((id) => [id, { reformat: true, enhance: false, report: false, email: false }]));
  const res = await client.post('/api/process-selected-cvs', { cvIds, templateId: 'default', options });
  expect(res.status).toBe(201);
  const jobIds: string[] = res.body.jobs.map((j: { id: string }) => j.id);
  return { client, jobIds };
}

async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await server.server.ctx.database.db.execute(query)).rows as T[];
}

/** Sets the pg-boss entry of a processing job as a worker's fetch would (started `ago` back). */
async function markFetched(server: TestServer, jobId: string, ago: string) {
  await rows(
    server,
    sql`UPDATE pgboss.job SET state = 'active', started_on = now() - ${ago}::interval
        WHERE id = (SELECT queue_job_id::uuid FROM processing_jobs WHERE id = ${jobId})`,
  );
}

describe('jobs stranded between the queue and the worker', () => {
  it('a job fetched by a worker that died before claiming it, or whose queue entry is gone, is sent again and runs once', async () => {
    // Web only: nothing fetches the processing jobs until the test starts their worker.
    t = await startTestServer({ services: ['web'], env: { JOB_LEASE_SECONDS: '5', PDF_OUTPUT: 'off' } });
    const { client, jobIds } = await queuedJobs(t, 3);
    const [fetchedByDeadWorker, entryGone, ordinary] = jobIds;
    await markFetched(t, fetchedByDeadWorker, '1 hour');
    await rows(t, sql`DELETE FROM pgboss.job WHERE id = (SELECT queue_job_id::uuid FROM processing_jobs WHERE id = ${entryGone})`);

    stopSweeper = await startProcessCvWorker(t.server.ctx);
    const jobs = await waitForJobs(client, jobIds);
    expect(jobs.map((j) => [j.id, j.status]).sort()).toEqual(jobIds.map((id) => [id, 'completed']).sort());

    // Once each: one reformatted file (PDF copies off) and one completed log per job, one credit each (3 of 3 used).
    const files = (await client.get('/api/processed-files')).body as Array<{ fileName: string }>;
    expect(files.map((f) => f.fileName).sort()).toEqual(['Stranded 0 - Standard Template.docx', 'Stranded 1 - Standard Template.docx', 'Stranded 2 - Standard Template.docx']);
    const runs = await rows<{ job_id: string; n: number }>(t, sql`SELECT job_id, count(*)::int AS n FROM processing_logs WHERE status = 'completed' GROUP BY job_id`);
    expect(Object.fromEntries(runs.map((r) => [r.job_id, r.n]))).toEqual({ [fetchedByDeadWorker]: 1, [entryGone]: 1, [ordinary]: 1 });
    expect((await client.get('/api/user')).body.credits).toBe(0);
  });

  it('leaves alone a job a live worker fetched a moment ago, and a job still waiting in the queue', async () => {
    t = await startTestServer({ services: ['web'], env: { JOB_LEASE_SECONDS: '5' } });
    const { jobIds } = await queuedJobs(t, 3);
    const [justFetched, longFetched] = jobIds;
    // Far from the lease's edge on either side, so a slow machine between these lines changes nothing.
    await markFetched(t, justFetched, '0 seconds');
    await markFetched(t, longFetched, '1 hour');

    const sweep = () =>
      withTransaction(t!.server.ctx.database, (tx, client) => reclaimStrandedJobs(t!.server.ctx.queue, tx, client, { isSoleProcess: false, leaseSeconds: 60 }));
    // Only the one fetched over a lease ago: not the one fetched a second ago, nor the one still waiting.
    expect(await sweep()).toEqual([longFetched]);
    // At the start of the embedded database's only process, anything fetched earlier was cut off.
    const atStart = await withTransaction(t.server.ctx.database, (tx, client) =>
      reclaimStrandedJobs(t!.server.ctx.queue, tx, client, { isSoleProcess: true, leaseSeconds: 60 }),
    );
    expect(atStart.sort()).toEqual([justFetched, longFetched].sort());
  });
});
