import { eq, sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, emailDeliveries, uploadedCvs } from '../../db/schema';
import { listOutbox, outboxDir, outboxFileOf } from '../../email/outbox';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import { textCv, uploadCvs, waitForJobs } from '../processing/test-support/processing-fixtures';
import { ApiClient } from '../../test-support/api-client';
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from '../../test-support/test-server';
import { STORAGE_SETUPS } from './test-support/storage-setups';

/** Reads the whole zip (fine for a test) and returns its entries by name. */
async function readZip(res: Response): Promise<Record<string, Buffer>> {
  const zip = new PizZip(Buffer.from(await res.arrayBuffer()));
  const entries: Record<string, Buffer> = {};
  for (const [name, file] of Object.entries(zip.files)) if (!file.dir) entries[name] = Buffer.from(file.asUint8Array());
  return entries;
}

function exportRequest(t: TestServer, client: ApiClient) {
  return fetch(`${t.url}/api/account/export`, { headers: { cookie: client.cookieHeader } });
}

describe.each(STORAGE_SETUPS)('export and close an account (files on $name)', (setup) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: await setup.start() });
  });
  afterAll(async () => {
    await t?.close();
    await setup.stop();
  });

  it('exports the account, CVs’ extracted data, jobs, templates and every file as a zip', async () => {
    const { client, email } = await t.signUp({ firstName: 'Iris' });
    const [cvId] = await uploadCvs(client, [{ fileName: 'Zoë Müller CV.txt', text: textCv('Zoë Müller', 'zoe@example.com') }]);
    const form = new FormData();
    form.append('name', 'Agency');
    const template = Buffer.from(buildDocx({ body: [p('{{FullName}}')] }));
    form.append('file', new Blob([new Uint8Array(template)]), 'agency.docx');
    const created = await client.request('POST', '/api/templates', { body: form });
    expect(created.status, created.text).toBe(201);
    const started = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
    const [job] = await waitForJobs(client, [started.body.jobs[0].id]);

    const res = await exportRequest(t, client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cvforge-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = await readZip(res);
    const account = JSON.parse(entries['account.json'].toString());
    expect(account.account).toMatchObject({ email, firstName: 'Iris' });
    expect(account.account.passwordHash).toBeUndefined();
    expect(account.retention).toEqual({ retentionDays: 180, instanceMaxDays: null, effectiveDays: 180 });
    const cvs = JSON.parse(entries['cvs.json'].toString());
    expect(cvs).toHaveLength(1);
    expect(cvs[0]).toMatchObject({ id: cvId, originalFileName: 'Zoë Müller CV.txt', extractionStatus: 'done' });
    expect(cvs[0].extractedData.email).toBe('zoe@example.com');
    const jobs = JSON.parse(entries['jobs.json'].toString());
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: job.id, status: 'completed', uploadedCvId: cvId });
    expect(jobs[0].processedFiles.map((f: { mode: string }) => f.mode)).toContain('reformat');
    const templates = JSON.parse(entries['templates.json'].toString());
    expect(templates).toEqual([expect.objectContaining({ name: 'Agency', filename: 'agency.docx' })]);
    expect(entries[`cvs/${cvId}/Zoë Müller CV.txt`].toString()).toBe(textCv('Zoë Müller', 'zoe@example.com'));
    expect(entries[`templates/${templates[0].id}/agency.docx`]).toEqual(template);
    const outputNames = Object.keys(entries).filter((name) => name.startsWith(`outputs/${job.id}/`));
    expect(outputNames.length).toBe(jobs[0].processedFiles.length);
    expect(entries[outputNames.find((n) => n.endsWith('.docx'))!].subarray(0, 2).toString()).toBe('PK');
    expect((await t.client().get('/api/account/export')).status).toBe(401);

    // A file missing from storage: the export still completes, and that entry says what happened.
    const [cvRow] = await t.server.ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, cvId));
    await t.server.ctx.storage.delete(cvRow.storageKey);
    const partial = await readZip(await exportRequest(t, client));
    expect(partial[`cvs/${cvId}/Zoë Müller CV.txt`].toString()).toMatch(/^CVForge could not read this file from storage when the export was made: /);
    expect(partial[`templates/${templates[0].id}/agency.docx`]).toEqual(template);
  });

  it('streams an account of 500 CVs, and refuses a second export while the first runs (409)', { timeout: 300_000 }, async () => {
    const { ctx } = t.server;
    const { client, user } = await t.signUp();
    // 500 CVs of 64 KB each, stored as an upload would store them.
    const rows = [];
    for (let i = 0; i < 500; i++) {
      const key = `cvs/${user.id}/bulk-${i}`;
      await ctx.storage.putBuffer(key, Buffer.alloc(64 * 1024, `candidate ${i} `));
      rows.push({ userId: user.id, originalFileName: `Candidate ${i}.txt`, storageKey: key, fileSize: 64 * 1024, format: 'txt' as const, extractionStatus: 'done' as const, extractedData: null });
    }
    for (let i = 0; i < rows.length; i += 100) await ctx.database.db.insert(uploadedCvs).values(rows.slice(i, i + 100));

    // The first export is opened and not read: it cannot finish while 32 MB wait to be sent.
    const first = await exportRequest(t, client);
    expect(first.status).toBe(200);
    const second = await client.get('/api/account/export');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('An export of this account is already being prepared. Wait for it to finish, then try again.');

    const entries = await readZip(first);
    const files = Object.keys(entries).filter((name) => name.startsWith('cvs/'));
    expect(files).toHaveLength(500);
    expect(entries[files[0]].length).toBe(64 * 1024);
    expect(JSON.parse(entries['cvs.json'].toString())).toHaveLength(500);
    // Finished: the next export starts.
    const third = await exportRequest(t, client);
    expect(third.status).toBe(200);
    await third.body?.cancel();
  });

  it('closes an account: wrong password 403, then everything goes, sessions end, the email is free', async () => {
    const { ctx } = t.server;
    const { db } = ctx.database;
    const { client, email, password, user } = await t.signUp();
    const otherDevice = new ApiClient(t.url);
    expect((await otherDevice.post('/api/login', { email, password })).status).toBe(200);
    const [cvId] = await uploadCvs(client, [{ fileName: 'Jonas Berg CV.txt', text: textCv('Jonas Berg', 'jonas@example.com') }]);
    const started = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: true } } });
    await waitForJobs(client, [started.body.jobs[0].id]);
    const keys = (await db.execute<{ key: string }>(sql`
      SELECT storage_key AS key FROM uploaded_cvs WHERE user_id = ${user.id}
      UNION ALL SELECT storage_key FROM processed_files WHERE user_id = ${user.id}`)).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(1);
    // This account's messages in the outbox: its verification link and the processed CV's email
    // (other accounts' sign-up messages stay).
    const outboxBefore = (await db.select({ response: emailDeliveries.response }).from(emailDeliveries).where(eq(emailDeliveries.userId, user.id)))
      .map((row) => outboxFileOf(row.response))
      .filter((file): file is string => Boolean(file));
    expect(outboxBefore.length).toBeGreaterThan(1);
    for (const file of outboxBefore) expect(await listOutbox(outboxDir(t.dataDir))).toContain(file);

    const wrong = await client.request('DELETE', '/api/account', { json: { password: 'not my password' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The password is not correct.');
    const missing = await client.request('DELETE', '/api/account', { json: {} });
    expect(missing.status).toBe(400);
    expect((await client.get('/api/uploaded-cvs')).body).toHaveLength(1);

    const res = await client.request('DELETE', '/api/account', { json: { password } });
    expect(res.status, res.text).toBe(204);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await otherDevice.get('/api/processing-jobs')).status).toBe(401);
    expect((await t.client().post('/api/login', { email, password })).status).toBe(401);
    for (const key of keys) expect(await ctx.storage.exists(key)).toBe(false);
    const outboxAfter = await listOutbox(outboxDir(t.dataDir));
    for (const file of outboxBefore) expect(outboxAfter).not.toContain(file);
    const left = await db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM users WHERE email = ${email})
           + (SELECT count(*) FROM uploaded_cvs WHERE user_id = ${user.id})
           + (SELECT count(*) FROM processing_jobs WHERE user_id = ${user.id})
           + (SELECT count(*) FROM email_deliveries WHERE recipient = ${email})
           + (SELECT count(*) FROM activity_logs WHERE user_id = ${user.id} OR resource = ${email})
           + (SELECT count(*) FROM processing_logs WHERE user_id = ${user.id} OR filename LIKE '%Jonas%')
           + (SELECT count(*) FROM pending_file_deletions) AS n`);
    expect(Number(left.rows[0].n)).toBe(0);
    const closed = await db.select().from(activityLogs).where(eq(activityLogs.action, 'account_deleted'));
    expect(closed.at(-1)).toMatchObject({ userId: null, resourceId: null, resource: null });

    // The address is free for a new account.
    const again = await t.client().post('/api/register', { email, password, firstName: 'New', lastName: 'Person' });
    expect(again.status).toBe(201);
  });

  it('the built-in administrator cannot be deleted', async () => {
    const admin = await t.signInAsAdmin();
    const res = await admin.request('DELETE', '/api/account', { json: { password: TEST_ADMIN_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The built-in administrator account cannot be deleted.');
    expect((await admin.get('/api/user')).status).toBe(200);
  });
});

describe('GET /api/privacy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('states the provider, storage and retention of this instance to anyone', async () => {
    const res = await t.client().get('/api/privacy');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      aiProvider: { id: 'local', name: 'Built-in (local, no AI service)', sentence: 'The built-in local provider runs on this server: no CV text or data leaves the server for AI processing.' },
      storage: 'disk',
      emailTransport: 'outbox',
      instanceMaxDays: null,
      defaultRetentionDays: 180,
      outboxRetentionDays: 30,
    });
    const admin = await t.signInAsAdmin();
    await admin.post('/api/admin/ai-config', { provider: 'anthropic', model: 'claude-sonnet-5-5', apiKey: 'sk-ant-test', fallbackToLocal: false });
    expect((await t.client().get('/api/privacy')).body.aiProvider.sentence).toBe(
      "Anthropic is the configured AI provider: the CV's text is sent to Anthropic to extract, enhance and summarise it; files themselves are not sent.",
    );
  });
});
