import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, aiCalls, processingJobs, processingLogs, uploadedCvs, users } from '../../db/schema';
import { textCv, uploadCvs, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;

/** Subjects of the emails in the outbox (the server has no SMTP settings here). */
function outboxSubjects(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? '');
}
let manager: ApiClient;
let builtIn: ApiClient;

beforeAll(async () => {
  // A long lease keeps the workers' sweeper (every half lease) away from the rows these tests insert by hand.
  t = await startTestServer({ env: { PDF_OUTPUT: 'off', JOB_LEASE_SECONDS: '3600' } });
  const m = await t.signUp();
  await t.server.ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.user.id));
  manager = m.client;
  builtIn = await t.signInAsAdmin();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
const todayAt = (hoursAfterMidnight: number) => {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Never in the future: a row "today" is at most now.
  return new Date(Math.min(midnight + hoursAfterMidnight * HOUR, Date.now() - 1000));
};
const yesterday = () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - 2 * HOUR);

describe('dashboard and analytics figures', () => {
  it('computes today’s API usage, per-provider and per-endpoint figures from the AI accounting', async () => {
    const { db } = t.server.ctx.database;
    await db.delete(aiCalls);
    const call = (o: Partial<typeof aiCalls.$inferInsert>) => ({ provider: 'openai', model: 'gpt-4o', endpoint: 'enhance', outcome: 'success', ...o });
    await db.insert(aiCalls).values([
      call({ inputTokens: 1000, outputTokens: 500, costCents: 0.75, responseTimeMs: 1200, createdAt: todayAt(0.001) }),
      call({ inputTokens: 2000, outputTokens: 100, costCents: 0.6, responseTimeMs: 800, endpoint: 'report', createdAt: todayAt(0.002) }),
      call({ provider: 'anthropic', model: 'claude-sonnet-5-5', endpoint: 'extract', inputTokens: 300, outputTokens: 200, costCents: 0.125, responseTimeMs: 400, outcome: 'timeout', errorMessage: 'no answer in 60 s', createdAt: todayAt(0.003) }),
      // Yesterday's call counts in the analytics, not in today's usage.
      call({ provider: 'anthropic', model: 'claude-sonnet-5-5', endpoint: 'extract', inputTokens: 9999, outputTokens: 1, costCents: 5, responseTimeMs: 2000, createdAt: yesterday() }),
    ]);

    const dashboard = await manager.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.apiUsage).toEqual({ todayRequests: 3, todayTokens: 4100, todayCost: 1.475, avgResponseTime: 800 });
    expect(dashboard.body.overview).toEqual({ totalUsers: await db.$count(users), activeJobs: 0, queueLength: 0, totalProcessed: 0 });

    const analytics = await manager.get('/api/admin/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toEqual({
      byProvider: [
        { provider: 'anthropic', requests: 2, cost: 5.125 },
        { provider: 'openai', requests: 2, cost: 1.35 },
      ],
      byEndpoint: [
        { endpoint: 'extract', requests: 2, avgTime: 1200 },
        { endpoint: 'enhance', requests: 1, avgTime: 1200 },
        { endpoint: 'report', requests: 1, avgTime: 800 },
      ],
    });
  });

  it('shows the 5 most recent errors among failed steps, AI calls and jobs, newest first', async () => {
    const { db } = t.server.ctx.database;
    const owner = await t.signUp();
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db.delete(aiCalls);
    await db.delete(processingLogs);
    const [job] = await db
      .insert(processingJobs)
      .values({ userId: owner.user.id, originalFileName: 'jane.pdf', templateId: 'default', templateName: 'Standard Template', mode: 'reformat', options: { reformat: true }, status: 'failed', errorMessage: 'The template has no placeholders', completedAt: at(1) })
      .returning();
    await db.insert(processingLogs).values([
      { filename: 'old.pdf', operation: 'reformat', status: 'failed', startedAt: at(300), errorMessage: 'too old to show' },
      { filename: 'bob.docx', operation: 'report', status: 'failed', startedAt: at(2), errorMessage: 'Storage unavailable' },
      { filename: 'ok.docx', operation: 'report', status: 'completed', startedAt: at(0.5) },
    ]);
    await db.insert(aiCalls).values([
      { provider: 'gemini', model: 'gemini-2.5-flash', endpoint: 'enhance', outcome: 'error', errorMessage: '429 rate limited', createdAt: at(3) },
      { provider: 'anthropic', model: 'claude-sonnet-5-5', endpoint: 'extract', outcome: 'timeout', errorMessage: 'no answer in 60 s', createdAt: at(4) },
      { provider: 'openai', model: 'gpt-4o', endpoint: 'report', outcome: 'invalid-response', createdAt: at(600) },
      { provider: 'openai', model: 'gpt-4o', endpoint: 'report', outcome: 'success', createdAt: at(0.1) },
    ]);

    const res = await manager.get('/api/admin/dashboard');
    const errors = res.body.recentErrors;
    expect(errors).toHaveLength(5);
    expect(errors.map((e: { action: string }) => e.action)).toEqual([
      'Job failed for jane.pdf: The template has no placeholders',
      'report failed for bob.docx: Storage unavailable',
      'AI enhance call to gemini failed (error): 429 rate limited',
      'AI extract call to anthropic failed (timeout): no answer in 60 s',
      'reformat failed for old.pdf: too old to show',
    ]);
    expect(errors[0]).toEqual({ id: job.id, action: expect.any(String), createdAt: job.completedAt!.toISOString() });
    await db.delete(processingJobs).where(eq(processingJobs.id, job.id));
  });
});

describe('processing logs and stats', () => {
  it('pages 45 logs as 20, 20 and 5, newest first, with the spec fields', async () => {
    const { db } = t.server.ctx.database;
    await db.delete(processingLogs);
    const base = todayAt(0);
    await db.insert(processingLogs).values(
      Array.from({ length: 45 }, (_, i) => ({
        filename: `cv-${String(i).padStart(2, '0')}.pdf`,
        fileSize: 1000 + i,
        operation: i % 2 ? 'enhance' : 'reformat',
        status: i % 5 === 0 ? 'failed' : 'completed',
        processingTime: 100 * (i + 1),
        // cv-44 is the newest; the first 40 are yesterday's.
        startedAt: i < 40 ? new Date(yesterday().getTime() - (40 - i) * 1000) : new Date(Math.min(base.getTime() + i * 1000, Date.now() - (50 - i) * 10)),
        apiProvider: i % 2 ? 'openai' : null,
        tokensUsed: i % 2 ? 1234 : 0,
        costCents: i % 2 ? 0.1234 : 0,
      })),
    );
    const page1 = await manager.get('/api/admin/processing-logs?page=1');
    expect(page1.status).toBe(200);
    expect(page1.body.logs).toHaveLength(20);
    expect(page1.body.pagination).toEqual({ page: 1, total: 45, totalPages: 3 });
    expect(page1.body.logs[0]).toEqual({
      id: expect.any(String),
      filename: 'cv-44.pdf',
      fileSize: 1044,
      operation: 'reformat',
      status: 'completed',
      processingTime: 4500,
      startedAt: expect.stringMatching(/^\d{4}-/),
      apiProvider: null,
      tokensUsed: 0,
      costCents: 0,
    });
    expect(page1.body.logs[1]).toMatchObject({ filename: 'cv-43.pdf', apiProvider: 'openai', tokensUsed: 1234, costCents: 0.123 });
    const page2 = await manager.get('/api/admin/processing-logs?page=2');
    expect(page2.body.logs.map((l: { filename: string }) => l.filename)[0]).toBe('cv-24.pdf');
    const page3 = await manager.get('/api/admin/processing-logs?page=3');
    expect(page3.body.logs.map((l: { filename: string }) => l.filename)).toEqual(['cv-04.pdf', 'cv-03.pdf', 'cv-02.pdf', 'cv-01.pdf', 'cv-00.pdf']);
    expect(page3.body.pagination).toEqual({ page: 3, total: 45, totalPages: 3 });
    expect((await manager.get('/api/admin/processing-logs?page=4')).body.logs).toEqual([]);
    expect((await manager.get('/api/admin/processing-logs')).body.pagination.page).toBe(1);
    expect((await manager.get('/api/admin/processing-logs?page=-1')).status).toBe(400);
    expect((await manager.get('/api/admin/processing-logs?page=two')).status).toBe(400);

    const stats = await manager.get('/api/admin/processing-stats');
    expect(stats.status).toBe(200);
    // 9 of 45 failed (i % 5 === 0); times 100..4500 → mean 2300; today: cv-40..44, cv-40 failed, mean 4300.
    expect(stats.body).toEqual({ totalFiles: 45, avgProcessingTime: 2300, successRate: 80, todayStats: { processed: 4, failed: 1, avgTime: 4300 } });
  });
});

describe('health', () => {
  let provider: http.Server;
  let hits = 0;
  let closedPort: number;

  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      hits++;
      // Any HTTP answer means reachable, even a 404 to a bare base URL.
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => provider?.close(resolve));
  });

  it('times a database ping, reports the queue, and each AI provider: local healthy, no key unknown, reachable healthy, refused error', async () => {
    const port = (provider.address() as AddressInfo).port;
    const set = (body: unknown) => builtIn.post('/api/admin/ai-config', body).then((r) => expect(r.status).toBe(200));
    await set({ provider: 'openai', apiKey: 'sk-test-not-real', baseUrl: `http://127.0.0.1:${port}/v1` });
    await set({ provider: 'deepseek', apiKey: 'sk-test-not-real', baseUrl: `http://127.0.0.1:${closedPort}/v1` });
    await set({ provider: 'local' });

    const res = await manager.get('/api/admin/health');
    expect(res.status).toBe(200);
    expect(res.body.database.status).toBe('healthy');
    expect(res.body.database.responseTime).toEqual(expect.any(Number));
    expect(res.body.database.responseTime).toBeGreaterThanOrEqual(0);
    expect(res.body.queue).toEqual({ status: 'healthy', length: 0, processing: 0 });
    expect(res.body.apiServices).toEqual([
      { provider: 'anthropic', status: 'unknown' },
      { provider: 'openai', status: 'healthy' },
      { provider: 'gemini', status: 'unknown' },
      { provider: 'deepseek', status: 'error' },
      { provider: 'qwen', status: 'unknown' },
      { provider: 'local', status: 'healthy' },
    ]);
    expect(hits).toBe(1);
    // Asked at most once a minute.
    await manager.get('/api/admin/health');
    expect(hits).toBe(1);
  });

  it('warns when a job has waited in the queue for more than 10 minutes', async () => {
    const { db } = t.server.ctx.database;
    const owner = await t.signUp();
    // A queued row with no queue entry: no worker will take it, as with stuck workers.
    const [job] = await db
      .insert(processingJobs)
      .values({ userId: owner.user.id, originalFileName: 'stuck.pdf', templateId: 'default', templateName: 'Standard Template', mode: 'reformat', options: { reformat: true }, createdAt: new Date(Date.now() - 11 * 60_000) })
      .returning();
    const res = await manager.get('/api/admin/health');
    expect(res.body.queue).toEqual({ status: 'warning', length: 1, processing: 0 });
    expect((await manager.get('/api/admin/dashboard')).body.overview.queueLength).toBe(1);
    expect((await manager.get('/api/admin/queue')).body.currentStatus).toMatchObject({ queued: 1, processing: 0, maxConcurrent: 2, processingJobs: [] });
    await db.delete(processingJobs).where(eq(processingJobs.id, job.id));
  });
});

describe('queue and force-process', () => {
  it('requeues a failed job, reserves its credit again, and runs it to completion', async () => {
    const { db } = t.server.ctx.database;
    const owner = await t.signUp();
    const [cvId] = await uploadCvs(owner.client, [{ fileName: 'retry-me.txt', text: textCv('Rita Retry', 'rita@example.com') }]);
    // The CV is made unreadable so the job fails for good, as an admin would find it.
    await db.update(uploadedCvs).set({ extractionStatus: 'failed', extractionReason: 'the file is scrambled' }).where(eq(uploadedCvs.id, cvId));
    const started = await owner.client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
    expect(started.status).toBe(201);
    const jobId = started.body.jobs[0].id;
    const [failed] = await waitForJobs(owner.client, [jobId]);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: 'This CV could not be read: the file is scrambled' });
    expect((await owner.client.get('/api/user')).body.credits).toBe(3);

    const queueBefore = await manager.get('/api/admin/queue');
    expect(queueBefore.body).toMatchObject({ successRate: 0, avgProcessingTime: 0 });

    // The cause is fixed first (the CV reads again), as an operator would before requeuing: a worker
    // takes the requeued job at once, and it starts from scratch.
    await db.update(uploadedCvs).set({ extractionStatus: 'done', extractionReason: null }).where(eq(uploadedCvs.id, cvId));
    const requeued = await manager.post(`/api/admin/jobs/${jobId}/force-process`);
    expect(requeued.status).toBe(200);
    expect(requeued.body).toEqual({ message: 'Job requeued', jobId, status: 'queued' });
    const [done] = await waitForJobs(owner.client, [jobId]);
    expect(done).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect((await owner.client.get('/api/user')).body.credits).toBe(2);
    expect((await owner.client.get('/api/processed-files')).body.map((f: { jobId: string }) => f.jobId)).toEqual([jobId]);
    const [row] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
    expect(row).toMatchObject({ creditState: 'charged', creditsReserved: 1 });

    const [logged] = await db.select().from(activityLogs).where(eq(activityLogs.action, 'force_process'));
    expect(logged).toMatchObject({ resourceType: 'job', resourceId: jobId, resource: 'retry-me.txt', details: { ownerId: owner.user.id, creditsReserved: 1 } });

    const again = await manager.post(`/api/admin/jobs/${jobId}/force-process`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only failed or processing jobs can be requeued; this job is completed.');

    const queue = await manager.get('/api/admin/queue');
    expect(queue.body.currentStatus).toEqual({ queued: 0, processing: 0, maxConcurrent: 2, processingJobs: [] });
    expect(queue.body.successRate).toBe(100);
    expect(queue.body.avgProcessingTime).toBeGreaterThan(0);
    const dashboard = await manager.get('/api/admin/dashboard');
    expect(dashboard.body.overview).toMatchObject({ totalProcessed: 1, activeJobs: 0, queueLength: 0 });
    const stats = await builtIn.get('/api/admin/stats');
    expect(stats.body).toEqual({ totalUsers: await db.$count(users), totalJobs: 1, totalCreditsUsed: 1, activeJobs: 0 });

    // An owner with no credit left: 402, and the job stays failed.
    await db.update(processingJobs).set({ status: 'failed', creditState: 'refunded', errorMessage: 'Storage unavailable' }).where(eq(processingJobs.id, jobId));
    await db.update(users).set({ credits: 0 }).where(eq(users.id, owner.user.id));
    const broke = await manager.post(`/api/admin/jobs/${jobId}/force-process`);
    expect(broke.status).toBe(402);
    expect(broke.body.message).toBe('Not enough credits: 1 needed, 0 remaining.');
    expect((await db.select().from(processingJobs).where(eq(processingJobs.id, jobId)))[0]).toMatchObject({ status: 'failed', errorMessage: 'Storage unavailable' });
  });
});

describe('Admin Queue → Retry on a processing job', () => {
  it('Retry on a processing job held by a stuck worker releases its lease and runs it again: no second charge, output or email (issue 19)', async () => {
    const { db } = t.server.ctx.database;
    const owner = await t.signUp();
    const [cvId] = await uploadCvs(owner.client, [{ fileName: 'stuck.txt', text: textCv('Stella Stuck', 'stella@example.com') }]);
    const started = await owner.client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: true } } });
    const jobId = started.body.jobs[0].id;
    const [first] = await waitForJobs(owner.client, [jobId]);
    expect(first.status).toBe('completed');
    const mails = () => outboxSubjects().filter((subject) => subject === 'Processed CV: Stella Stuck');
    expect(mails()).toHaveLength(1);
    expect((await owner.client.get('/api/user')).body.credits).toBe(2);

    // The state of a worker that hung after its reformat and email: processing, its lease still running for 10 minutes.
    await db
      .update(processingJobs)
      .set({ status: 'processing', progress: 99, completedAt: null, leaseUntil: new Date(Date.now() + 10 * 60_000), creditState: 'reserved' })
      .where(eq(processingJobs.id, jobId));
    const queue = await manager.get('/api/admin/queue');
    expect(queue.body.currentStatus.processingJobs).toEqual([{ id: jobId, filesCount: 1, progress: 99 }]);

    const retried = await manager.post(`/api/admin/jobs/${jobId}/force-process`);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ message: 'Job requeued', jobId, status: 'queued' });
    const [done] = await waitForJobs(owner.client, [jobId]);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });

    expect((await owner.client.get('/api/user')).body.credits).toBe(2);
    expect((await owner.client.get('/api/processed-files')).body.filter((f: { jobId: string }) => f.jobId === jobId)).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const logs = await db.select().from(processingLogs).where(eq(processingLogs.jobId, jobId));
    expect(logs.map((l) => `${l.operation}:${l.status}`).sort()).toEqual(['email:completed', 'reformat:completed']);
    const [row] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
    expect(row).toMatchObject({ creditState: 'charged', creditsReserved: 1 });
  });
});
