import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDeliveries, processedFiles, uploadedCvs, users } from '../../db/schema';
import { listOutbox, outboxDir, outboxFileOf, writeOutboxMessage } from '../../email/outbox';
import { textCv, uploadCvs, waitForJobs } from '../processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { applyRetention } from './apply-retention';
import { STORAGE_SETUPS } from './test-support/storage-setups';

const DAY = 86_400_000;

async function age(t: TestServer, cvId: string, days: number) {
  await t.server.ctx.database.db.update(uploadedCvs).set({ createdAt: new Date(Date.now() - days * DAY) }).where(eq(uploadedCvs.id, cvId));
}

describe.each(STORAGE_SETUPS)('retention (files on $name)', (setup) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: await setup.start() });
  });
  afterAll(async () => {
    await t?.close();
    await setup.stop();
  });

  it('an account chooses its period; new accounts start at 180 days; bad values are refused with the reason', async () => {
    const { client } = await t.signUp();
    expect((await client.get('/api/settings/retention')).body).toEqual({ retentionDays: 180, instanceMaxDays: null, effectiveDays: 180 });
    const set = await client.put('/api/settings/retention', { retentionDays: 30 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ retentionDays: 30, instanceMaxDays: null, effectiveDays: 30 });
    const off = await client.put('/api/settings/retention', { retentionDays: null });
    expect(off.body).toEqual({ retentionDays: null, instanceMaxDays: null, effectiveDays: null });
    for (const bad of [45, -1, '30', 0]) {
      const res = await client.put('/api/settings/retention', { retentionDays: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('retentionDays must be one of 30, 90, 180, 365 or null (off)');
    }
    expect((await client.put('/api/settings/retention', {})).status).toBe(400);
    expect((await client.get('/api/settings/retention')).body.retentionDays).toBeNull();
    expect((await t.client().get('/api/settings/retention')).status).toBe(401);
  });

  it('the administrator’s maximum caps every account, and only the administrator sets it', async () => {
    const admin = await t.signInAsAdmin();
    const { client } = await t.signUp();
    expect((await client.put('/api/admin/retention', { maxDays: 30 })).status).toBe(403);
    const bad = await admin.put('/api/admin/retention', { maxDays: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('maxDays must be at least 1 day');
    expect((await admin.put('/api/admin/retention', { maxDays: 90 })).body).toEqual({ maxDays: 90 });
    expect((await client.get('/api/settings/retention')).body).toEqual({ retentionDays: 180, instanceMaxDays: 90, effectiveDays: 90 });
    await client.put('/api/settings/retention', { retentionDays: null });
    expect((await client.get('/api/settings/retention')).body.effectiveDays).toBe(90);
    expect((await t.client().get('/api/privacy')).body.instanceMaxDays).toBe(90);
    expect((await admin.put('/api/admin/retention', { maxDays: null })).body).toEqual({ maxDays: null });
  });

  it('the daily run deletes expired CVs with their outputs, analytics contribution and old outbox copies, and counts only', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const short = await t.signUp();
    await short.client.put('/api/settings/retention', { retentionDays: 30 });
    const [oldCv, newCv] = await uploadCvs(short.client, [
      { fileName: 'Old Candidate.txt', text: textCv('Frances Old', 'frances@example.com') },
      { fileName: 'New Candidate.txt', text: textCv('Gareth New', 'gareth@example.com') },
    ]);
    const started = await short.client.post('/api/process-selected-cvs', {
      cvIds: [oldCv],
      templateId: 'default',
      options: { [oldCv]: { reformat: true, enhance: false, report: false, email: true } },
    });
    const [job] = await waitForJobs(short.client, [started.body.jobs[0].id]);
    expect(job.status).toBe('completed');
    await age(t, oldCv, 31);
    await age(t, newCv, 29);
    const keep = await t.signUp();
    await keep.client.put('/api/settings/retention', { retentionDays: null });
    const [keptForever] = await uploadCvs(keep.client, [{ fileName: 'Kept.txt', text: textCv('Helen Kept', 'helen@example.com') }]);
    await age(t, keptForever, 400);
    expect((await short.client.get('/api/cv-analytics')).body.overview.totalCVs).toBe(2);

    const [oldRow] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, oldCv));
    const outputs = await db.select().from(processedFiles).where(eq(processedFiles.jobId, job.id));
    const dir = outboxDir(t.dataDir);
    const emailOfOldCv = (await db.select({ response: emailDeliveries.response }).from(emailDeliveries).where(eq(emailDeliveries.jobId, job.id)))
      .map((row) => outboxFileOf(row.response))
      .filter((file): file is string => Boolean(file));
    expect(emailOfOldCv.length).toBeGreaterThan(0);
    for (const file of emailOfOldCv) expect(await listOutbox(dir)).toContain(file);
    // An outbox copy 31 days old (no record points at it) and a fresh one.
    const stale = await writeOutboxMessage(dir, Buffer.from('Subject: old\r\n\r\nold'));
    await fs.promises.utimes(path.join(dir, stale), new Date(Date.now() - 31 * DAY), new Date(Date.now() - 31 * DAY));
    const fresh = await writeOutboxMessage(dir, Buffer.from('Subject: new\r\n\r\nnew'));

    const outcome = await applyRetention(ctx);
    expect(outcome.cvsDeleted).toBe(1);
    expect(outcome.outboxMessagesDeleted).toBe(1);

    expect((await short.client.get('/api/uploaded-cvs')).body.map((c: { id: string }) => c.id)).toEqual([newCv]);
    expect((await short.client.get('/api/processing-jobs')).body).toEqual([]);
    expect((await short.client.get('/api/cv-analytics')).body.overview.totalCVs).toBe(1);
    expect(await ctx.storage.exists(oldRow.storageKey)).toBe(false);
    for (const file of outputs) expect(await ctx.storage.exists(file.storageKey)).toBe(false);
    const left = await listOutbox(dir);
    expect(left).toContain(fresh);
    expect(left).not.toContain(stale);
    for (const file of emailOfOldCv) expect(left).not.toContain(file);
    expect((await keep.client.get('/api/uploaded-cvs')).body).toHaveLength(1);

    // The instance maximum reaches the account that chose "off".
    const admin = await t.signInAsAdmin();
    await admin.put('/api/admin/retention', { maxDays: 365 });
    try {
      expect((await applyRetention(ctx)).cvsDeleted).toBe(1);
      expect((await keep.client.get('/api/uploaded-cvs')).body).toEqual([]);
    } finally {
      await admin.put('/api/admin/retention', { maxDays: null });
    }
    // A second run finds nothing more to do.
    expect(await applyRetention(ctx)).toEqual({ cvsDeleted: 0, outboxMessagesDeleted: 0 });
    const remaining = await db.select({ id: uploadedCvs.id }).from(uploadedCvs).where(inArray(uploadedCvs.userId, [short.user.id, keep.user.id]));
    expect(remaining.map((r) => r.id)).toEqual([newCv]);
  });

  it('accounts that existed before retention keep theirs off; the daily run is scheduled', async () => {
    const { db } = t.server.ctx.database;
    const [admin] = await db.select({ retentionDays: users.retentionDays }).from(users).where(eq(users.id, 'admin'));
    // The built-in administrator is created after the migrations, like a new account.
    expect(admin.retentionDays).toBe(180);
    const schedule = await db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule WHERE name = 'apply-retention'`);
    expect(schedule.rows).toEqual([{ name: 'apply-retention', cron: '0 3 * * *' }]);
  });
});
