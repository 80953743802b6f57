import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processingJobs, processingLogs } from '../server/src/db/schema';
import { textCv, uploadCvs, waitForJobs } from '../server/src/modules/processing/test-support/processing-fixtures';
import { startE2eApp, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => {
  app = await startE2eApp();
});
afterAll(async () => {
  await app?.close();
});

/** Subjects of the emails in the outbox (the test server sends none out). */
function outboxSubjects(): string[] {
  const dir = path.join(app.server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? '');
}

// Issue 19 item 1: Admin Queue → Retry on a job that is processing (a worker stuck on it).
describe('Admin Queue → Retry on a processing job', () => {
  it('releases the lease, shows Job Requeued, reloads the queue, and the job completes once', async () => {
    const { db } = app.server.server.ctx.database;
    const owner = await app.server.signUp();
    const [cvId] = await uploadCvs(owner.client, [{ fileName: 'hung.txt', text: textCv('Hugo Hung', 'hugo@example.com') }]);
    const started = await owner.client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: true } } });
    const jobId: string = started.body.jobs[0].id;
    await waitForJobs(owner.client, [jobId]);
    expect(outboxSubjects().filter((s) => s === 'Processed CV: Hugo Hung')).toHaveLength(1);
    const filesBefore = (await owner.client.get('/api/processed-files')).body.map((f: { fileName: string; createdAt: string }) => `${f.fileName} ${f.createdAt}`);
    // The state a worker that hung after its email leaves: processing, with 10 minutes of lease left.
    await db
      .update(processingJobs)
      .set({ status: 'processing', progress: 99, completedAt: null, leaseUntil: new Date(Date.now() + 10 * 60_000), creditState: 'reserved' })
      .where(eq(processingJobs.id, jobId));

    const { page } = app;
    await page.goto(app.url('/auth'));
    await page.getByLabel('Email/Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin-password-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'CV Processing Dashboard' }).waitFor();
    await page.goto(app.url('/admin'));
    await page.getByRole('tab', { name: 'Queue' }).click();
    const jobsTable = page.getByRole('table', { name: 'Jobs in progress' });
    const row = jobsTable.getByRole('row').filter({ hasText: jobId });
    await row.waitFor();

    await row.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Job Requeued', { exact: true }).waitFor();
    // The queue reloads: the job leaves 'Currently Processing' once its new run completes it.
    await page.getByText('No jobs are processing right now.').waitFor({ timeout: 30_000 });

    const [row0] = await db.select().from(processingJobs).where(eq(processingJobs.id, jobId));
    expect(row0).toMatchObject({ status: 'completed', creditState: 'charged' });
    expect((await owner.client.get('/api/user')).body.credits).toBe(2);
    expect(outboxSubjects().filter((s) => s === 'Processed CV: Hugo Hung')).toHaveLength(1);
    // The same files (DOCX and its PDF copy), not written again.
    expect((await owner.client.get('/api/processed-files')).body.map((f: { fileName: string; createdAt: string }) => `${f.fileName} ${f.createdAt}`)).toEqual(filesBefore);
    const logs = await db.select().from(processingLogs).where(eq(processingLogs.jobId, jobId));
    expect(logs).toHaveLength(2);
  });
});
