import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CVS_SELECTED, NO_OPERATIONS_SELECTED } from '@common/contracts/processing';
import { processingJobs } from '../../db/schema';
import { docxText, textCv, uploadCvs, waitFor, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import { isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

/** The processed-CV email in an outbox (the account's verification email is there too). */
async function processedCvMessageIn(outbox: string) {
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await waitFor(async () => {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
      const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (parsed.subject?.startsWith('Processed CV')) found = parsed;
    }
    return found !== undefined;
  }, 'the email');
  return found!;
}

const reformatOnly = { reformat: true, enhance: false, report: false, email: false };
const credits = async (client: { get: (p: string) => Promise<{ body: { credits: number } }> }) => (await client.get('/api/user')).body.credits;

describe('processing CVs', () => {
  it('reformats a CV into the Standard Template, charges one credit and serves the file with its UTF-8 name', async () => {
    const { client } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'zoë-cv.txt', text: textCv('Zoë Müller', 'zoe@example.com') }]);
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: reformatOnly } });
    expect(res.status).toBe(201);
    expect(res.body.jobsCreated).toBe(1);
    expect(res.body.jobs[0]).toMatchObject({ status: 'queued', originalFileName: 'zoë-cv.txt', mode: 'reformat', uploadedCvId: cvId, templateName: 'Standard Template' });
    expect(await credits(client)).toBe(2);

    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(job.completedAt).not.toBeNull();

    const files = (await client.get('/api/processed-files')).body;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ jobId: job.id, fileName: 'Zoë Müller - Standard Template.docx', mode: 'reformat', format: 'docx' });
    const download = await fetch(`${t.url}/api/processed-files/${files[0].id}/download`, { headers: { cookie: client.cookieHeader } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Zo_ M_ller - Standard Template.docx"; filename*=UTF-8''Zo%C3%AB%20M%C3%BCller%20-%20Standard%20Template.docx`);
    const text = docxText(Buffer.from(await download.arrayBuffer()));
    expect(text).toContain('Zoë Müller');
    expect(text).toContain('zoe@example.com');
    expect(text).toContain('Senior Accountant');
    expect(text).toContain('Barclays');
    expect(text).not.toContain('{{');
    expect(await credits(client)).toBe(2);

    const stats = await client.get('/api/dashboard/stats');
    expect(stats.body).toMatchObject({ totalCvs: 1, processedCvs: 1, totalJobs: 1, totalFiles: 1, creditsRemaining: 2, creditsLimit: 3 });
    expect(stats.body.jobsByStatus.completed).toBe(1);
  });

  it("deletes a processed file, and nobody reaches another user's files or jobs", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const [cvId] = await uploadCvs(owner.client, [{ fileName: 'a.txt', text: textCv('Ann Able', 'ann@example.com') }]);
    const res = await owner.client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: reformatOnly } });
    await waitForJobs(owner.client, [res.body.jobs[0].id]);
    const [file] = (await owner.client.get('/api/processed-files')).body;

    expect((await other.client.get(`/api/processed-files/${file.id}/download`)).status).toBe(404);
    expect((await other.client.delete(`/api/processed-files/${file.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/processing-jobs/${res.body.jobs[0].id}`)).status).toBe(404);
    expect((await other.client.get('/api/processing-jobs')).body).toEqual([]);
    const stolen = await other.client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: reformatOnly } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(`CV not found: ${cvId}`);
    expect(await credits(other.client)).toBe(3);

    const del = await owner.client.delete(`/api/processed-files/${file.id}`);
    expect(del.status).toBe(200);
    expect((await owner.client.get('/api/processed-files')).body).toEqual([]);
    expect((await owner.client.get(`/api/processed-files/${file.id}/download`)).status).toBe(404);
  });

  it('answers the spec validation texts and charges nothing', async () => {
    const { client } = await t.signUp();
    const [a, b] = await uploadCvs(client, [
      { fileName: 'a.txt', text: textCv('Ann Able', 'ann@example.com') },
      { fileName: 'b.txt', text: textCv('Bob Baker', 'bob@example.com') },
    ]);
    const none = await client.post('/api/process-selected-cvs', { cvIds: [], templateId: 'default', options: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(NO_CVS_SELECTED);

    const noOps = await client.post('/api/process-selected-cvs', { cvIds: [a, b], options: { [a]: reformatOnly, [b]: { reformat: false, enhance: false, report: false, email: false } } });
    expect(noOps.status).toBe(400);
    expect(noOps.body.message).toBe(NO_OPERATIONS_SELECTED);

    const missingOptions = await client.post('/api/process-selected-cvs', { cvIds: [a, b], options: { [a]: reformatOnly } });
    expect(missingOptions.status).toBe(400);
    expect(missingOptions.body.message).toBe(NO_OPERATIONS_SELECTED);

    const duplicate = await client.post('/api/process-selected-cvs', { cvIds: [a, a], options: { [a]: reformatOnly } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe(`Each CV can be processed once per request; repeated: ${a}`);

    const stray = await client.post('/api/process-selected-cvs', { cvIds: [a], options: { [a]: reformatOnly, [b]: reformatOnly } });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toBe(`Options were given for a CV that is not selected: ${b}`);

    const ids = Array.from({ length: 1000 }, (_, i) => `cv-${i}`);
    const tooMany = await client.post('/api/process-selected-cvs', { cvIds: ids, options: Object.fromEntries(ids.map((id) => [id, reformatOnly])) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('cvIds: At most 500 CVs can be processed in one request');

    const unknown = await client.post('/api/process-selected-cvs', { cvIds: [a, 'no-such-cv'], options: { [a]: reformatOnly, 'no-such-cv': reformatOnly } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('CV not found: no-such-cv');

    const badTemplate = await client.post('/api/process-selected-cvs', { cvIds: [a], templateId: 'someone-elses', options: { [a]: reformatOnly } });
    expect(badTemplate.status).toBe(404);
    expect(badTemplate.body.message).toBe('Template not found');

    const wrongType = await client.post('/api/process-selected-cvs', { cvIds: a, options: {} });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('cvIds');

    expect(await credits(client)).toBe(3);
    expect((await client.get('/api/processing-jobs')).body).toEqual([]);
  });

  it('refuses a batch larger than the credits left with 402 and the numbers', async () => {
    const { client } = await t.signUp();
    const ids = await uploadCvs(
      client,
      ['a', 'b', 'c', 'd'].map((n) => ({ fileName: `${n}.txt`, text: textCv(`Person ${n.toUpperCase()}`, `${n}@example.com`) })),
    );
    const res = await client.post('/api/process-selected-cvs', { cvIds: ids, options: Object.fromEntries(ids.map((id) => [id, reformatOnly])) });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Not enough credits: 4 needed, 3 remaining.');
    expect(await credits(client)).toBe(3);
  });

  it('lets the built-in administrator process without limit or deduction', async () => {
    const admin = await t.signInAsAdmin();
    const ids = await uploadCvs(
      admin,
      ['a', 'b', 'c', 'd'].map((n) => ({ fileName: `${n}.txt`, text: textCv(`Admin Case ${n}`, `${n}@example.com`) })),
    );
    const res = await admin.post('/api/process-selected-cvs', { cvIds: ids, options: Object.fromEntries(ids.map((id) => [id, reformatOnly])) });
    expect(res.status).toBe(201);
    const jobs = await waitForJobs(admin, res.body.jobs.map((j: { id: string }) => j.id));
    expect(jobs.every((j) => j.status === 'completed')).toBe(true);
    expect(await credits(admin)).toBe(-1);
  });
});

describe('jobs that wait while things change', () => {
  let paused: TestServer;
  beforeAll(async () => {
    // Web only: jobs wait in the queue until a worker is started on the same database.
    paused = await startTestServer({ services: ['web'], env: { PDF_OUTPUT: 'off', LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await paused?.close();
  });

  it('cancels a queued job with a refund, and refuses to cancel a finished one', async () => {
    const { client } = await paused.signUp();
    const [cvId] = await uploadCvsDirect(paused, client);
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: reformatOnly } });
    expect(await credits(client)).toBe(2);
    const jobId = res.body.jobs[0].id;
    const cancel = await client.delete(`/api/processing-jobs/${jobId}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', errorMessage: 'Cancelled by the user.' });
    expect(await credits(client)).toBe(3);
    const again = await client.delete(`/api/processing-jobs/${jobId}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only queued or processing jobs can be cancelled; this job is already cancelled.');
    expect(await credits(client)).toBe(3);
  });

  it('fails a job whose CV or template was deleted while it waited, refunding each credit', async () => {
    const { client } = await paused.signUp();
    const [cvA, cvB] = await uploadCvsDirect(paused, client, 2);
    const jobA = (await client.post('/api/process-selected-cvs', { cvIds: [cvA], options: { [cvA]: reformatOnly } })).body.jobs[0].id;
    // A template row the test deletes right after queuing (the template feature's own tests cover its upload).
    const db = paused.server.ctx.database.db;
    expect((await client.delete(`/api/uploaded-cvs/${cvA}`)).status).toBe(200);
    const jobB = (await client.post('/api/process-selected-cvs', { cvIds: [cvB], options: { [cvB]: reformatOnly } })).body.jobs[0].id;
    await db.update(processingJobs).set({ templateId: 'deleted-template', templateName: 'Acme Brand' }).where(eq(processingJobs.id, jobB));
    expect(await credits(client)).toBe(1);

    const { registerWorkers } = await import('../../jobs/register-workers');
    const stop = await registerWorkers(paused.server.ctx);
    try {
      const jobs = await waitForJobs(client, [jobA, jobB]);
      const byId = Object.fromEntries(jobs.map((j) => [j.id, j]));
      expect(byId[jobA]).toMatchObject({ status: 'failed', errorMessage: 'The CV was deleted before it could be processed.' });
      expect(byId[jobB]).toMatchObject({ status: 'failed', errorMessage: 'The template "Acme Brand" was deleted before this job ran.' });
      await waitFor(async () => (await credits(client)) === 3, 'refunds');
      expect((await client.get('/api/processed-files')).body).toEqual([]);
    } finally {
      stop();
    }
  });
});

/** Uploads text CVs on a web-only server (no worker): extraction then runs inside the processing job. */
async function uploadCvsDirect(server: TestServer, client: import('../../test-support/api-client').ApiClient, count = 1): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('files', new Blob([textCv(`Waiting Person ${i}`, `wait${i}@example.com`)], { type: 'text/plain' }), `wait-${i}.txt`);
  const res = await client.request('POST', '/api/upload-cvs', { body: form });
  if (res.status !== 201) throw new Error(`upload failed on ${server.url}: ${res.status} ${res.text}`);
  return res.body.cvs.map((cv: { id: string }) => cv.id);
}

describe('every operation', () => {
  it('reformats, enhances, reports and emails one CV; the email carries the original and every file', async () => {
    const { client, email } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'jane.txt', text: textCv('Jane Doe', 'jane@example.com') }]);
    const res = await client.post('/api/process-selected-cvs', {
      cvIds: [cvId],
      templateId: 'default',
      options: { [cvId]: { reformat: true, enhance: true, report: true, email: true } },
    });
    expect(res.status).toBe(201);
    expect(res.body.jobs[0].mode).toBe('reformat,enhance,report,email');
    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job).toMatchObject({ status: 'completed', progress: 100 });

    const files = (await client.get('/api/processed-files')).body;
    expect(files.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['Jane Doe - Enhanced.docx', 'Jane Doe - Report.docx', 'Jane Doe - Standard Template.docx']);
    const read = async (name: string) => {
      const file = files.find((f: { fileName: string }) => f.fileName === name);
      return docxText(Buffer.from(await (await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer()));
    };
    const enhanced = await read('Jane Doe - Enhanced.docx');
    // Enhancement rewrites wording, never facts: employers, titles and numbers stay.
    expect(enhanced).toContain('Barclays');
    expect(enhanced).toContain('Senior Accountant');
    expect(enhanced).toContain('30%');
    // The job's details count what the built-in enhancement changed (decision 091); no instruction went unapplied.
    expect(job.notes).toEqual([]);
    expect(job.enhanceChanges).toMatchObject({ bulletsBefore: 3, bulletsAfter: 3, summary: 'kept' });
    const report = await read('Jane Doe - Report.docx');
    expect(report).toContain('Jane Doe');
    expect(report).toMatch(/interview/i);

    // No SMTP configured: the message is in the outbox, addressed to the account's own email.
    const outbox = path.join(t.dataDir, 'outbox');
    const message = await processedCvMessageIn(outbox);
    expect((message.to as { text: string }).text).toBe(email);
    expect(message.subject).toContain('Jane Doe');
    expect(message.attachments.map((a) => a.filename).sort()).toEqual(['Jane Doe - Enhanced.docx', 'Jane Doe - Report.docx', 'Jane Doe - Standard Template.docx', 'jane.txt']);
    const original = message.attachments.find((a) => a.filename === 'jane.txt')!;
    expect(original.content.toString('utf8')).toBe(textCv('Jane Doe', 'jane@example.com'));

    const logs = await t.server.ctx.database.pool.query("select operation, status from processing_logs where job_id = $1 order by started_at", [job.id]);
    expect(logs.rows).toEqual([
      { operation: 'reformat', status: 'completed' },
      { operation: 'enhance', status: 'completed' },
      { operation: 'report', status: 'completed' },
      { operation: 'email', status: 'completed' },
    ]);
  });
});

describe.skipIf(!isLibreOfficeAvailable())('PDF copies (LibreOffice installed)', () => {
  it('stores a PDF beside each DOCX and attaches both to the email', async () => {
    const withPdf = await startTestServer({ env: { PDF_OUTPUT: 'auto' } });
    try {
      const { client } = await withPdf.signUp();
      const [cvId] = await uploadCvs(client, [{ fileName: 'pat.txt', text: textCv('Pat Lee', 'pat@example.com') }]);
      const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: { reformat: true, report: true, email: true } } });
      const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
      expect(job.status).toBe('completed');
      const files = (await client.get('/api/processed-files')).body as Array<{ id: string; fileName: string; format: string }>;
      expect(files.map((f) => f.fileName).sort()).toEqual(['Pat Lee - Report.docx', 'Pat Lee - Report.pdf', 'Pat Lee - Standard Template.docx', 'Pat Lee - Standard Template.pdf']);
      const pdf = files.find((f) => f.fileName === 'Pat Lee - Standard Template.pdf')!;
      const bytes = Buffer.from(await (await fetch(`${withPdf.url}/api/processed-files/${pdf.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const outbox = path.join(withPdf.dataDir, 'outbox');
      const message = await processedCvMessageIn(outbox);
      expect(message.attachments.map((a) => a.filename).sort()).toEqual(['Pat Lee - Report.docx', 'Pat Lee - Report.pdf', 'Pat Lee - Standard Template.docx', 'Pat Lee - Standard Template.pdf', 'pat.txt']);
    } finally {
      await withPdf.close();
    }
    // A fresh server, LibreOffice started cold and a shutdown: well over the suite's default on a loaded machine.
  }, 180_000);

  it('makes the PDF copy of a Georgia template in a face of its width, and names on the job a font with no close match', async () => {
    const withPdf = await startTestServer({ env: { PDF_OUTPUT: 'auto' } });
    try {
      const { client } = await withPdf.signUp();
      const template = buildDocx({ font: 'Georgia', body: [p('{{FullName}}'), p({ text: '{{Email}}', font: 'Brush Script MT' }), p('{{Summary}}')] });
      const body = new FormData();
      body.append('name', 'Georgia');
      body.append('file', new Blob([new Uint8Array(template)], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), 'Georgia.docx');
      const uploaded = await client.request('POST', '/api/templates', { body });
      expect(uploaded.status).toBe(201);
      const [cvId] = await uploadCvs(client, [{ fileName: 'pat.txt', text: textCv('Pat Lee', 'pat@example.com') }]);
      const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: uploaded.body.id, options: { [cvId]: { reformat: true, enhance: true } } });
      const [job] = await waitForJobs(client, [res.body.jobs[0].id], 150_000);
      expect(job.status).toBe('completed');
      // Said once, though both the reformatted and the enhanced CV have a PDF copy.
      expect(job.notes.filter((note: string) => note.includes('font'))).toEqual([
        'The PDF copy shows "Brush Script MT" in a fallback font: the server has neither that font nor a close match, so its lines may wrap differently. The DOCX keeps the template\'s fonts.',
      ]);
      const files = (await client.get('/api/processed-files')).body as Array<{ id: string; fileName: string }>;
      const pdf = files.find((f) => f.fileName.endsWith('Georgia.pdf'))!;
      const bytes = Buffer.from(await (await fetch(`${withPdf.url}/api/processed-files/${pdf.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
      expect(bytes.toString('latin1')).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+P052Roman/);
    } finally {
      await withPdf.close();
    }
  }, 240_000);
});
