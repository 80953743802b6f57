import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, emailDeliveries, pendingFileDeletions, processedFiles, processingJobs, processingLogs, uploadedCvs } from '../../db/schema';
import { listOutbox, outboxDir, outboxFileOf } from '../../email/outbox';
import { textCv, uploadCvs, waitFor, waitForJobs } from '../processing/test-support/processing-fixtures';
import { FakeAiServer } from '../../test-support/fake-ai-server';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { sweepPendingFileDeletions } from './file-deletions';
import { STORAGE_SETUPS } from './test-support/storage-setups';
import { storedFiles, type StoredFiles } from './test-support/stored-files';

const EMAIL_ONLY = { reformat: true, enhance: false, report: false, email: true };

describe.each(STORAGE_SETUPS)('erasing a candidate (files on $name)', (setup) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: await setup.start() });
  });
  afterAll(async () => {
    await t?.close();
    await setup.stop();
  });

  async function processAndWait(client: Awaited<ReturnType<TestServer['signUp']>>['client'], cvId: string, options = EMAIL_ONLY) {
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: options } });
    expect(res.status, res.text).toBe(201);
    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job.status).toBe('completed');
    return job.id as string;
  }

  it('removes the CV, every file made from it, its outbox emails, extracted data and analytics contribution; the other CV stays', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const { client, user } = await t.signUp();
    const [erasedId, keptId] = await uploadCvs(client, [
      { fileName: 'Amelia Hartley CV.txt', text: textCv('Amelia Hartley', 'amelia.hartley@example.com') },
      { fileName: 'Brian Okafor CV.txt', text: textCv('Brian Okafor', 'brian.okafor@example.com') },
    ]);
    const erasedJob = await processAndWait(client, erasedId);
    const keptJob = await processAndWait(client, keptId, { reformat: true, enhance: false, report: false, email: false });
    expect((await client.get('/api/cv-analytics')).body.overview.totalCVs).toBe(2);

    const [cvRow] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, erasedId));
    const outputs = await db.select().from(processedFiles).where(eq(processedFiles.jobId, erasedJob));
    expect(outputs.length).toBeGreaterThan(0);
    const emails = await db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, erasedJob));
    const emlFiles = emails.map((e) => outboxFileOf(e.response)).filter(Boolean) as string[];
    expect(emlFiles.length).toBeGreaterThan(0);
    for (const file of emlFiles) expect(fs.existsSync(path.join(outboxDir(t.dataDir), file))).toBe(true);
    const keptOutputs = await db.select().from(processedFiles).where(eq(processedFiles.jobId, keptJob));
    const creditsBefore = (await client.get('/api/user')).body.credits;

    const res = await client.post(`/api/uploaded-cvs/${erasedId}/erase`);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');

    // What the user sees: one CV, its job and files only; analytics count one CV; no credit moved.
    expect((await client.get('/api/uploaded-cvs')).body.map((c: { id: string }) => c.id)).toEqual([keptId]);
    expect((await client.get('/api/processing-jobs')).body.map((j: { id: string }) => j.id)).toEqual([keptJob]);
    expect((await client.get('/api/processed-files')).body.every((f: { jobId?: string; fileName: string }) => !f.fileName.includes('Amelia'))).toBe(true);
    expect((await client.get('/api/cv-analytics')).body.overview.totalCVs).toBe(1);
    expect((await client.get('/api/user')).body.credits).toBe(creditsBefore);

    // The stored bytes: original and outputs gone from storage, emails gone from the outbox.
    expect(await ctx.storage.exists(cvRow.storageKey)).toBe(false);
    for (const file of outputs) expect(await ctx.storage.exists(file.storageKey)).toBe(false);
    for (const file of emlFiles) expect(fs.existsSync(path.join(outboxDir(t.dataDir), file))).toBe(false);
    for (const file of keptOutputs) expect(await ctx.storage.exists(file.storageKey)).toBe(true);
    expect(await db.select().from(pendingFileDeletions)).toEqual([]);

    // No row anywhere still names the candidate; the activity log says an erasure happened, not what.
    const named = await db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM processing_logs WHERE filename LIKE '%Amelia%')
           + (SELECT count(*) FROM activity_logs WHERE resource LIKE '%Amelia%' OR details::text LIKE '%Amelia%')
           + (SELECT count(*) FROM email_deliveries WHERE subject LIKE '%Amelia%')
           + (SELECT count(*) FROM processing_jobs WHERE original_file_name LIKE '%Amelia%')
           + (SELECT count(*) FROM uploaded_cvs WHERE text_content LIKE '%Amelia%') AS n`);
    expect(Number(named.rows[0].n)).toBe(0);
    const erasures = await db.select().from(activityLogs).where(eq(activityLogs.action, 'erase_candidate'));
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({ userId: user.id, resourceType: 'cv', resourceId: null, resource: null, details: null });
    const costs = await db.select().from(processingLogs).where(eq(processingLogs.filename, '(erased)'));
    expect(costs.length).toBeGreaterThan(0);

    // Erased is gone: a second erase is 404, as is someone else's CV.
    expect((await client.post(`/api/uploaded-cvs/${erasedId}/erase`)).status).toBe(404);
    const other = await t.signUp();
    const otherRes = await other.client.post(`/api/uploaded-cvs/${keptId}/erase`);
    expect(otherRes.status).toBe(404);
    expect(otherRes.body.message).toBe('CV not found');
    expect((await client.get('/api/uploaded-cvs')).body).toHaveLength(1);
    expect((await t.client().post(`/api/uploaded-cvs/${keptId}/erase`)).status).toBe(401);
    expect((await client.post('/api/uploaded-cvs/no-such-cv/erase')).status).toBe(404);
  });

  it('is all or nothing: a failure inside the transaction leaves the CV, its job and its files as they were', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const { client } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'Chloe Dubois CV.txt', text: textCv('Chloe Dubois', 'chloe@example.com') }]);
    const jobId = await processAndWait(client, cvId);
    const [cvRow] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, cvId));
    const outputs = await db.select().from(processedFiles).where(eq(processedFiles.jobId, jobId));
    const outboxBefore = await listOutbox(outboxDir(t.dataDir));

    // The last write of the erasure (recording its files) fails, as a full disk or a lost connection would.
    await db.execute(sql`CREATE FUNCTION refuse_pending() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_pending BEFORE INSERT ON pending_file_deletions FOR EACH ROW EXECUTE FUNCTION refuse_pending()`);
    try {
      const res = await client.post(`/api/uploaded-cvs/${cvId}/erase`);
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_pending ON pending_file_deletions`);
      await db.execute(sql`DROP FUNCTION refuse_pending()`);
    }
    expect((await client.get('/api/uploaded-cvs')).body.map((c: { id: string }) => c.id)).toEqual([cvId]);
    const [job] = (await client.get('/api/processing-jobs')).body;
    expect(job).toMatchObject({ id: jobId, status: 'completed' });
    expect(await ctx.storage.exists(cvRow.storageKey)).toBe(true);
    for (const file of outputs) expect(await ctx.storage.exists(file.storageKey)).toBe(true);
    expect(await listOutbox(outboxDir(t.dataDir))).toEqual(outboxBefore);
    expect((await db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId))).length).toBeGreaterThan(0);

    expect((await client.post(`/api/uploaded-cvs/${cvId}/erase`)).status).toBe(204);
    expect(await ctx.storage.exists(cvRow.storageKey)).toBe(false);
  });

  it('a file whose delete fails after the commit stays owed and the sweeper deletes it', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const { client } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'Dev Patel CV.txt', text: textCv('Dev Patel', 'dev@example.com') }]);
    const [cvRow] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, cvId));
    const original = ctx.storage.delete.bind(ctx.storage);
    let refused = 0;
    ctx.storage.delete = async (key: string) => {
      if (key === cvRow.storageKey && refused++ === 0) throw new Error('storage unavailable');
      return original(key);
    };
    try {
      expect((await client.post(`/api/uploaded-cvs/${cvId}/erase`)).status).toBe(204);
    } finally {
      ctx.storage.delete = original;
    }
    expect((await client.get('/api/uploaded-cvs')).body).toEqual([]);
    expect(await ctx.storage.exists(cvRow.storageKey)).toBe(true);
    const [owed] = await db.select().from(pendingFileDeletions).where(eq(pendingFileDeletions.key, cvRow.storageKey));
    expect(owed).toMatchObject({ location: 'storage', attempts: 1, lastError: 'storage unavailable' });

    expect(await sweepPendingFileDeletions(ctx)).toBeGreaterThanOrEqual(1);
    expect(await ctx.storage.exists(cvRow.storageKey)).toBe(false);
    expect(await db.select().from(pendingFileDeletions).where(eq(pendingFileDeletions.key, cvRow.storageKey))).toEqual([]);
  });
});

describe.each(STORAGE_SETUPS)('erasing a CV whose job is running (files on $name)', (setup) => {
  let t: TestServer;
  let fake: FakeAiServer;
  let files: StoredFiles;
  beforeAll(async () => {
    fake = await new FakeAiServer().start();
    const storageEnv = await setup.start();
    // A short AI timeout: the held call gives up soon after the erasure, and the worker carries on to find its job gone.
    t = await startTestServer({ env: { AI_TIMEOUT_MS: '1500', ...storageEnv } });
    files = storedFiles(t.dataDir, storageEnv);
  });
  afterAll(async () => {
    files?.close();
    await t?.close();
    await setup.stop();
    await fake?.close();
  });

  it('stops the job: nothing charged, nothing left', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const admin = await t.signInAsAdmin();
    const config = await admin.post('/api/admin/ai-config', { provider: 'openai', model: 'gpt-4o', apiKey: 'sk-test', baseUrl: `${fake.url}/v1`, fallbackToLocal: true });
    expect(config.status, config.text).toBe(200);
    const { client, user } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'Elena Rossi CV.txt', text: textCv('Elena Rossi', 'elena@example.com') }]);
    expect(await files.list(`cvs/${user.id}/`)).toHaveLength(1);
    const creditsBefore = (await client.get('/api/user')).body.credits;
    fake.queue({ kind: 'stall' });
    // The outbox already holds sign-up messages (the verification links): the job must add nothing to it.
    const outboxBeforeJob = await listOutbox(outboxDir(t.dataDir));
    const started = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: EMAIL_ONLY } });
    expect(started.status, started.text).toBe(201);
    const jobId = started.body.jobs[0].id;
    // Running: the worker holds the job and waits on the AI provider.
    await waitFor(async () => fake.requests.length > 0, 'the job to reach the AI provider');
    const [running] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
    expect(running.status).toBe('processing');
    expect((await client.get('/api/user')).body.credits).toBe(creditsBefore - 1);

    expect((await client.post(`/api/uploaded-cvs/${cvId}/erase`)).status).toBe(204);
    expect((await client.get('/api/user')).body.credits).toBe(creditsBefore);
    expect((await client.get('/api/processing-jobs')).body).toEqual([]);

    // The worker gives up on the provider, finds its job gone and stops: no output, no email, no charge.
    await waitFor(async () => (await db.execute(sql`SELECT 1 FROM ai_calls WHERE job_id = ${jobId}`)).rows.length > 0, 'the held AI call to end', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const mode of ['reformat', 'enhance', 'report']) {
      for (const format of ['docx', 'pdf']) expect(await ctx.storage.exists(`outputs/${user.id}/${jobId}/${mode}.${format}`)).toBe(false);
    }
    // Nothing of the user's is left in the storage at all: neither the uploaded CV nor any output.
    expect(await files.list(`cvs/${user.id}/`)).toEqual([]);
    expect(await files.list(`outputs/${user.id}/`)).toEqual([]);
    expect(await listOutbox(outboxDir(t.dataDir))).toEqual(outboxBeforeJob);
    expect(await db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId))).toEqual([]);
    expect(await db.select().from(processedFiles).where(eq(processedFiles.jobId, jobId))).toEqual([]);
    expect((await client.get('/api/user')).body.credits).toBe(creditsBefore);
    expect((await client.get('/api/processed-files')).body).toEqual([]);
  });
});
