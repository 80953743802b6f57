import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/define-job';
import { processingJobs, uploadedCvs } from '../db/schema';
import { extractUploadedCv, MAX_EXTRACTION_ATTEMPTS, PARKED_REASON } from '../modules/cvs/extract-uploaded-cv';
import { runProcessingJob } from '../modules/processing/run-processing-job';
import { pipelineSteps } from '../modules/processing/steps';
import { hostileDoc, hostileDocx, hostilePdf, hostileTxt, UNSTORABLE } from '../documents/test-support/control-character-files';
import { textCv, uploadCvs, waitFor, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import { MAX_JOB_RUNS, PARKED_JOB_MESSAGE } from '../modules/processing/job-lease';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Issue 14 item 0: a CV whose text holds U+0000 (a real PDF maps its "fi" ligature to it) made
// PostgreSQL refuse the write, then pg-boss's record of that failure, and the process ended.
// Runs on the embedded database and, in the PostgreSQL pass, on PostgreSQL.
let server: TestServer;
let user: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
  ({ client: user } = await server.signUp());
}, 60_000);
afterAll(async () => server?.close());

async function uploadFile(client: ApiClient, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append('files', new Blob([bytes]), fileName);
  return client.request('POST', '/api/upload-cvs', { body: form });
}

async function readCv(client: ApiClient, id: string) {
  let cv: any;
  await waitFor(async () => {
    cv = ((await client.get('/api/uploaded-cvs')).body as any[]).find((c) => c.id === id);
    return cv && cv.extractionStatus !== 'pending';
  }, 'the CV to be read');
  return cv;
}

const FILES = [
  { fileName: 'hostile.pdf', bytes: () => hostilePdf('Petra Pdf') },
  { fileName: 'hostile.docx', bytes: () => hostileDocx('Dora Docx') },
  { fileName: 'hostile.doc', bytes: () => hostileDoc('Doug Doc') },
  { fileName: 'hostile.txt', bytes: () => hostileTxt('Tara Text') },
];

describe('documents with U+0000, lone surrogates and every C0 control in their text', () => {
  for (const file of FILES) {
    it(`${file.fileName}: read and stored cleaned; the server stays healthy and takes the next upload`, { timeout: 90_000 }, async () => {
      const res = await uploadFile(user, file.fileName, file.bytes());
      expect(res.status, res.text).toBe(201);
      const cv = await readCv(user, res.body.cvs[0].id);
      expect(cv.extractionStatus, cv.extractionReason).not.toBe('failed');
      expect(JSON.stringify(cv.extractedData)).not.toMatch(/\\u0000/);
      const [stored] = await server.server.ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, cv.id));
      // A PDF whose text held U+0000 gets its lost "fi" ligature back (documents/ligatures.ts); Word and text files
      // keep the word as the file has it, without the control character.
      expect(stored.textContent).toContain(file.fileName.endsWith('.pdf') ? 'Certifications' : 'Certications');
      expect(stored.textContent).not.toMatch(UNSTORABLE);

      expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
      const [second] = await uploadCvs(user, [{ fileName: `after ${file.fileName}.txt`, text: textCv('Next Candidate', 'next@example.com') }]);
      expect((await readCv(user, second)).extractionStatus).toBe('done');
    });
  }

  it('a hostile CV goes through processing: the job completes and the log rows are written', { timeout: 90_000 }, async () => {
    const res = await uploadFile(user, 'process-me.txt', hostileTxt('Nora Null'));
    const cvId = res.body.cvs[0].id;
    await readCv(user, cvId);
    const started = await user.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
    expect(started.status, started.text).toBe(201);
    const [job] = await waitForJobs(user, [started.body.jobs[0].id]);
    expect(job.status, job.errorMessage).toBe('completed');
  });

  it('a job whose error quotes U+0000 is failed by the queue, not left to crash the process', { timeout: 60_000 }, async () => {
    const { queue, database } = server.server.ctx;
    const probe = defineJob({ name: 'test-nul-error', payload: z.object({ n: z.number() }), retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    await queue.prepare([probe]);
    await queue.work(probe, 1, async () => {
      throw Object.assign(new Error('unsupported Unicode escape sequence: Certi\u0000cations \ud800'), { where: 'JSON data: Pro\u0000les' });
    });
    const id = await queue.send(probe, { n: 1 });
    let state = '';
    await waitFor(async () => {
      const rows = await database.pool.query(`SELECT state, output FROM pgboss.job WHERE id = $1`, [id]);
      state = rows.rows[0]?.state;
      return state === 'failed';
    }, 'the queue to record the failure', 30_000);
    const [row] = (await database.pool.query(`SELECT output FROM pgboss.job WHERE id = $1`, [id])).rows;
    expect(row.output.message).toBe('unsupported Unicode escape sequence: Certications ');
    expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
  });

});

describe('parking what never finishes (as after a crash on every run)', () => {
  let webOnly: TestServer;
  beforeAll(async () => {
    // No worker: the test runs the job's handler itself, after setting the count of unfinished runs.
    webOnly = await startTestServer({ services: ['web'], env: { PDF_OUTPUT: 'off' } });
  }, 60_000);
  afterAll(async () => webOnly?.close());

  it('a CV whose reading never finished 5 times is failed with a reason', async () => {
    const { client } = await webOnly.signUp();
    const res = await uploadFile(client, 'never.txt', Buffer.from(textCv('Nev Er', 'nev@example.com')));
    const cvId = res.body.cvs[0].id;
    const { ctx } = webOnly.server;
    await ctx.database.db.update(uploadedCvs).set({ extractionAttempts: MAX_EXTRACTION_ATTEMPTS }).where(eq(uploadedCvs.id, cvId));
    await extractUploadedCv(ctx, { cvId });
    const cv = ((await client.get('/api/uploaded-cvs')).body as any[]).find((c) => c.id === cvId);
    expect(cv.extractionStatus).toBe('failed');
    expect(cv.extractionReason).toBe(PARKED_REASON);
  });

  it('a processing job claimed 6 times without finishing is failed with a reason and its credit refunded', async () => {
    const { client } = await webOnly.signUp();
    const res = await uploadFile(client, 'loop.txt', Buffer.from(textCv('Lou Loop', 'lou@example.com')));
    const cvId = res.body.cvs[0].id;
    const { ctx } = webOnly.server;
    await extractUploadedCv(ctx, { cvId });
    const before = (await client.get('/api/user')).body.credits;
    const started = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
    expect(started.status, started.text).toBe(201);
    const jobId = started.body.jobs[0].id;
    expect((await client.get('/api/user')).body.credits).toBe(before - 1);
    await ctx.database.db.update(processingJobs).set({ attempts: MAX_JOB_RUNS }).where(eq(processingJobs.id, jobId));
    await runProcessingJob(ctx, { jobId, steps: pipelineSteps, attempt: { jobId: 'queue-job', attempt: 1, isLastAttempt: false } });
    const job = ((await client.get('/api/processing-jobs')).body as any[]).find((j) => j.id === jobId);
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe(PARKED_JOB_MESSAGE);
    expect((await client.get('/api/user')).body.credits).toBe(before);
  });
});
