import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_STILL_BEING_READ, END_BEFORE_START } from '@common/contracts/cv-review';
import type { CvData } from '@common/cv-data';
import { activityLogs, processingJobs, uploadedCvs, users } from '../../db/schema';
import { isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import { extractUploadedCv } from '../../modules/cvs/extract-uploaded-cv';
import { runProcessingJob } from '../../modules/processing/run-processing-job';
import { pipelineSteps } from '../../modules/processing/steps';
import { docxText, textCv, uploadCvs, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../../test-support/api-client';
import { FakeAiServer } from '../../test-support/fake-ai-server';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

const reformatOnly = { reformat: true, enhance: false, report: false, email: false };
const credits = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;

async function readyCv(client: ApiClient, name = 'Ada Lovelace'): Promise<{ id: string; data: CvData }> {
  const [id] = await uploadCvs(client, [{ fileName: `${name}.txt`, text: textCv(name, 'ada@example.com') }]);
  const res = await client.get(`/api/uploaded-cvs/${id}`);
  expect(res.status).toBe(200);
  return { id, data: res.body.extractedData };
}

function withEmployer(data: CvData, company: string, startDate?: string): CvData {
  const experience = data.experience.map((entry, i) => (i === 0 ? { ...entry, company, ...(startDate ? { startDate } : {}) } : entry));
  return { ...data, experience };
}

async function download(client: ApiClient, jobId: string): Promise<string> {
  const files = (await client.get('/api/processed-files')).body as Array<{ id: string; jobId: string; format: string }>;
  const file = files.find((f) => f.jobId === jobId && f.format === 'docx');
  if (!file) throw new Error(`no DOCX for job ${jobId}`);
  const res = await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } });
  return docxText(Buffer.from(await res.arrayBuffer()));
}

describe('one CV for review', () => {
  it('answers the CV with its data, the confidences written by extraction and no correction yet; others get 404', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { id, data } = await readyCv(owner.client);
    await t.server.ctx.database.db
      .update(uploadedCvs)
      .set({ extractionConfidence: { 'experience.0.company': { level: 'low', reason: 'Read from a line that also holds a place name' }, phone: { level: 'high', reason: null } } })
      .where(eq(uploadedCvs.id, id));
    const res = await owner.client.get(`/api/uploaded-cvs/${id}`);
    expect(res.body).toMatchObject({
      id,
      originalFileName: 'Ada Lovelace.txt',
      extractionStatus: 'done',
      correctedAt: null,
      correctedFields: [],
      documentKind: 'text',
      extractionConfidence: { 'experience.0.company': { level: 'low', reason: 'Read from a line that also holds a place name' } },
    });
    expect(res.body.extractedData.name).toBe('Ada Lovelace');
    expect(res.body.originalData).toEqual(res.body.extractedData);
    expect(data.experience[0].company).toBeTruthy();

    const doc = await owner.client.get(`/api/uploaded-cvs/${id}/document`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toContain('text/plain');
    expect(doc.text).toContain('Senior Accountant');

    for (const path of [`/api/uploaded-cvs/${id}`, `/api/uploaded-cvs/${id}/document`]) {
      const stolen = await other.client.get(path);
      expect(stolen.status).toBe(404);
      expect(stolen.body.message).toBe('CV not found');
    }
    expect((await other.client.put(`/api/uploaded-cvs/${id}/data`, withEmployer(data, 'Stolen Ltd'))).status).toBe(404);
    expect((await other.client.delete(`/api/uploaded-cvs/${id}/data`)).status).toBe(404);
    expect((await other.client.post(`/api/uploaded-cvs/${id}/preview`, { templateId: 'default', data })).status).toBe(404);
    expect((await owner.client.get(`/api/uploaded-cvs/${id}`)).body.extractedData).toEqual(data);
  });
});

describe('the original document', () => {
  it.runIf(isLibreOfficeAvailable())('shows a Word CV as a PDF made by LibreOffice', async () => {
    const { client } = await t.signUp();
    const docx = buildDocx({ body: textCv('Wendy Word', 'wendy@example.com').split('\n').map((line) => p(line)) });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(docx)]), 'wendy.docx');
    const [id] = (await client.request('POST', '/api/upload-cvs', { body: form })).body.cvs.map((cv: { id: string }) => cv.id);
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.documentKind).toBe('pdf');
    const res = await fetch(`${t.url}/api/uploaded-cvs/${id}/document`, { headers: { cookie: client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('saving a correction', () => {
  it('stores the data beside the first extraction, logs the save, and undoing restores the first extraction', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const fixed = withEmployer(data, 'Coutts & Co', '2018-06');
    const saved = await client.put(`/api/uploaded-cvs/${id}/data`, fixed);
    expect(saved.status).toBe(200);
    expect(saved.body.extractedData.experience[0]).toMatchObject({ company: 'Coutts & Co', startDate: '2018-06' });
    expect(saved.body.originalData).toEqual(data);
    expect(saved.body.correctedFields).toEqual(['experience.0.company', 'experience.0.startDate']);
    expect(Date.parse(saved.body.correctedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The list and the detail both show the correction.
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.extractedData.experience[0].company).toBe('Coutts & Co');
    const listed = (await client.get('/api/uploaded-cvs')).body.find((cv: { id: string }) => cv.id === id);
    expect(listed.extractedData.experience[0].company).toBe('Coutts & Co');

    const logs = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.resourceId, id));
    expect(logs.find((l) => l.action === 'correct_cv_data')).toMatchObject({ resourceType: 'cv', resource: 'Ada Lovelace.txt', details: { fields: ['experience.0.company', 'experience.0.startDate'] } });

    const undone = await client.delete(`/api/uploaded-cvs/${id}/data`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ correctedAt: null, correctedFields: [] });
    expect(undone.body.extractedData).toEqual(data);
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.extractedData).toEqual(data);
    const after = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.resourceId, id));
    expect(after.map((l) => l.action)).toContain('restore_cv_data');
  });

  it('refuses a body that is not CvData with 400 naming the field, and keeps what was saved', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const kept = withEmployer(data, 'Kept Ltd');
    expect((await client.put(`/api/uploaded-cvs/${id}/data`, kept)).status).toBe(200);

    const { skills: _skills, ...missing } = data;
    const cases: Array<[string, unknown, string]> = [
      ['missing field', missing, 'skills'],
      ['wrong type', { ...data, name: 42 }, 'name'],
      ['wrong type in an entry', { ...data, experience: [{ ...data.experience[0], current: 'yes' }] }, 'experience.0.current'],
      ['5,000 skills', { ...data, skills: Array.from({ length: 5000 }, (_, i) => `Skill ${i}`) }, 'skills: At most 200 entries'],
      ['100,000-character summary', { ...data, summary: 'x'.repeat(100_000) }, 'summary: At most 5,000 characters'],
      ['month 13', withEmployer(data, 'X', '2023-13'), 'experience.0.startDate: Dates are YYYY or YYYY-MM'],
      ['free-text date', { ...data, education: [{ institution: 'Leeds', degree: null, field: null, startDate: 'last year', endDate: null }] }, 'education.0.startDate'],
      ['end before start', { ...data, experience: [{ ...data.experience[0], startDate: '2020-05', endDate: '2019-01', current: false }] }, `experience.0.endDate: ${END_BEFORE_START}`],
      ['unknown key', { ...data, salary: 90000 }, 'salary'],
      ['not an object', ['a'], ''],
    ];
    for (const [what, body, message] of cases) {
      const res = await client.put(`/api/uploaded-cvs/${id}/data`, body);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toContain(message);
    }
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.extractedData.experience[0].company).toBe('Kept Ltd');
  });

  it('answers 409 while the CV is still being read, and 404 once it was deleted in another tab', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const db = t.server.ctx.database.db;
    await db.update(uploadedCvs).set({ extractionStatus: 'pending' }).where(eq(uploadedCvs.id, id));
    const pending = await client.put(`/api/uploaded-cvs/${id}/data`, withEmployer(data, 'Too Early Ltd'));
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(CV_STILL_BEING_READ);
    expect((await client.delete(`/api/uploaded-cvs/${id}/data`)).status).toBe(409);
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.extractionStatus).toBe('pending');
    await db.update(uploadedCvs).set({ extractionStatus: 'done' }).where(eq(uploadedCvs.id, id));

    expect((await client.delete(`/api/uploaded-cvs/${id}`)).status).toBe(200);
    for (const res of [
      await client.get(`/api/uploaded-cvs/${id}`),
      await client.put(`/api/uploaded-cvs/${id}/data`, withEmployer(data, 'Gone Ltd')),
      await client.delete(`/api/uploaded-cvs/${id}/data`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('CV not found');
    }
  });
});

describe('corrections win everywhere', () => {
  it('renders the unsaved data into a template as the HTML preview, locked by its own policy', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const res = await client.post(`/api/uploaded-cvs/${id}/preview`, { templateId: 'default', data: withEmployer(data, 'Preview Bank plc') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toContain('Preview Bank plc');
    expect(res.text).toContain('Ada Lovelace');
    // Nothing was saved by previewing.
    expect((await client.get(`/api/uploaded-cvs/${id}`)).body.correctedAt).toBeNull();
    const bad = await client.post(`/api/uploaded-cvs/${id}/preview`, { templateId: 'default', data: withEmployer(data, 'X', '2023-13') });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('data.experience.0.startDate');
    const noTemplate = await client.post(`/api/uploaded-cvs/${id}/preview`, { templateId: 'not-mine', data });
    expect(noTemplate.status).toBe(404);
  });

  it('processes the corrected data, and the analytics count it', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const fixed = { ...withEmployer(data, 'Monzo Bank'), skills: [...data.skills, 'Kubernetes'] };
    expect((await client.put(`/api/uploaded-cvs/${id}/data`, fixed)).status).toBe(200);
    const job = (await client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: reformatOnly } })).body.jobs[0];
    const [done] = await waitForJobs(client, [job.id]);
    expect(done.status).toBe('completed');
    const text = await download(client, job.id);
    expect(text).toContain('Monzo Bank');
    expect(text).not.toContain('Barclays');

    const analytics = (await client.get('/api/cv-analytics')).body;
    expect(JSON.stringify(analytics)).toContain('Kubernetes');
  });

  it('charges a CV once: processing it again within 30 days is free, after 30 days it costs a credit', async () => {
    const { client } = await t.signUp();
    const { id, data } = await readyCv(client);
    const first = (await client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: reformatOnly } })).body.jobs[0];
    expect((await client.get('/api/uploaded-cvs')).body[0].freeReprocessUntil).toBeNull();
    await waitForJobs(client, [first.id]);
    expect(await credits(client)).toBe(2);
    // The list tells the dashboard this CV is paid for: 30 days from its charge.
    const until = Date.parse((await client.get('/api/uploaded-cvs')).body[0].freeReprocessUntil);
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(30);
    expect(Date.parse((await client.get(`/api/uploaded-cvs/${id}`)).body.freeReprocessUntil)).toBe(until);

    expect((await client.put(`/api/uploaded-cvs/${id}/data`, withEmployer(data, 'Second Run Ltd'))).status).toBe(200);
    const again = await client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: { ...reformatOnly, report: true } } });
    expect(again.status).toBe(201);
    expect(await credits(client)).toBe(2);
    const [second] = await waitForJobs(client, [again.body.jobs[0].id]);
    expect(second.status).toBe('completed');
    expect(await credits(client)).toBe(2);
    expect(await download(client, second.id)).toContain('Second Run Ltd');

    // The charge is 31 days old: the next run costs a credit again.
    const db = t.server.ctx.database.db;
    await db.update(processingJobs).set({ completedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(processingJobs.id, first.id));
    const later = await client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: reformatOnly } });
    expect(later.status).toBe(201);
    expect(await credits(client)).toBe(1);
    await waitForJobs(client, [later.body.jobs[0].id]);
    // A CV whose only job was refunded (it failed or was cancelled) was never paid for: the next run costs a credit.
    const fresh = await t.signUp();
    const other = await readyCv(fresh.client, 'Refunded Once');
    const refunded = (await fresh.client.post('/api/process-selected-cvs', { cvIds: [other.id], options: { [other.id]: reformatOnly } })).body.jobs[0];
    await waitForJobs(fresh.client, [refunded.id]);
    // As a failed job leaves it: refunded, the credit given back.
    await db.update(processingJobs).set({ status: 'failed', creditState: 'refunded' }).where(eq(processingJobs.id, refunded.id));
    await db.update(users).set({ credits: 3 }).where(eq(users.id, fresh.user.id));
    const retry = await fresh.client.post('/api/process-selected-cvs', { cvIds: [other.id], options: { [other.id]: reformatOnly } });
    expect(retry.status).toBe(201);
    expect(await credits(fresh.client)).toBe(2);
    await waitForJobs(fresh.client, [retry.body.jobs[0].id]);
  });

  it('counts corrected fields per CV for the admin Analytics card', async () => {
    const { client } = await t.signUp();
    const a = await readyCv(client, 'Ann Able');
    const b = await readyCv(client, 'Bob Baker');
    await client.put(`/api/uploaded-cvs/${a.id}/data`, { ...withEmployer(a.data, 'Fixed A'), name: 'Ann B. Able' });
    await client.put(`/api/uploaded-cvs/${b.id}/data`, withEmployer(b.data, 'Fixed B'));
    const admin = await t.signInAsAdmin();
    const res = await admin.get('/api/admin/field-corrections');
    expect(res.status).toBe(200);
    expect(res.body.windowDays).toBe(30);
    expect(res.body.cvsReviewed).toBeGreaterThanOrEqual(2);
    const company = res.body.byField.find((f: { field: string }) => f.field === 'experience.company');
    expect(company.cvs).toBeGreaterThanOrEqual(2);
    expect(res.body.byField.some((f: { field: string }) => f.field === 'name')).toBe(true);
    expect((await client.get('/api/admin/field-corrections')).status).toBe(403);
  });
});

describe('a correction saved while a job runs', () => {
  let paused: TestServer;
  beforeAll(async () => {
    // Web only: the test runs the job itself, holding it inside its reformat step.
    paused = await startTestServer({ services: ['web'], env: { PDF_OUTPUT: 'off', LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await paused?.close();
  });

  it('leaves the running job with the data it started with; the next job uses the correction', async () => {
    const { client } = await paused.signUp();
    const form = new FormData();
    form.append('files', new Blob([textCv('Grace Hopper', 'grace@example.com')], { type: 'text/plain' }), 'grace.txt');
    const [cvId] = (await client.request('POST', '/api/upload-cvs', { body: form })).body.cvs.map((cv: { id: string }) => cv.id);
    const ctx = paused.server.ctx;
    await extractUploadedCv(ctx, { cvId });
    const data = (await client.get(`/api/uploaded-cvs/${cvId}`)).body.extractedData as CvData;
    const employer = data.experience[0].company!;

    let entered!: () => void;
    const inStep = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const steps = {
      reformat: async (input: Parameters<NonNullable<typeof pipelineSteps.reformat>>[0]) => {
        entered();
        await gate;
        return pipelineSteps.reformat!(input);
      },
    };
    const runJob = async () => {
      const jobId = (await client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: reformatOnly } })).body.jobs[0].id as string;
      return { jobId, run: runProcessingJob(ctx, { jobId, steps, attempt: { jobId, attempt: 1, isLastAttempt: true } }) };
    };

    const first = await runJob();
    await inStep;
    const saved = await client.put(`/api/uploaded-cvs/${cvId}/data`, withEmployer(data, 'Corrected Midway Ltd'));
    expect(saved.status).toBe(200);
    release();
    await first.run;
    const second = await runJob();
    await second.run;
    const jobs = await waitForJobs(client, [first.jobId, second.jobId]);
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'completed']);

    const textOf = async (jobId: string) => {
      const file = (await client.get('/api/processed-files')).body.find((f: { jobId: string }) => f.jobId === jobId);
      const res = await fetch(`${paused.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } });
      return docxText(Buffer.from(await res.arrayBuffer()));
    };
    const firstText = await textOf(first.jobId);
    expect(firstText).toContain(employer);
    expect(firstText).not.toContain('Corrected Midway Ltd');
    expect(await textOf(second.jobId)).toContain('Corrected Midway Ltd');
  });
});

describe('AI refinement and corrections', () => {
  let ai: TestServer;
  let fake: FakeAiServer;
  beforeAll(async () => {
    ai = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
    fake = await new FakeAiServer().start();
  });
  afterAll(async () => {
    await fake?.close();
    await ai?.close();
  });

  it('never overwrites a corrected field with what the model read', async () => {
    const admin = await ai.signInAsAdmin();
    const config = await admin.post('/api/admin/ai-config', { provider: 'openai', model: 'gpt-4o', apiKey: 'sk-test-0123456789', baseUrl: `${fake.url}/v1`, fallbackToLocal: false });
    expect(config.status, config.text).toBe(200);
    const { client } = await ai.signUp();
    const [id] = await uploadCvs(client, [{ fileName: 'ada.txt', text: textCv('Ada Lovelace', 'ada@example.com') }]);
    const data = (await client.get(`/api/uploaded-cvs/${id}`)).body.extractedData as CvData;
    expect((await client.put(`/api/uploaded-cvs/${id}/data`, withEmployer(data, 'Coutts & Co'))).status).toBe(200);
    // The model reads the CV's own employer back (it is in the text, so grounding keeps it).
    const modelAnswer: CvData = {
      ...data,
      experience: data.experience.map((entry, i) => (i === 0 ? { ...entry, company: 'Barclays' } : entry)),
    };
    fake.queue({ kind: 'json', value: modelAnswer, inputTokens: 900, outputTokens: 400 });
    const job = (await client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: reformatOnly } })).body.jobs[0];
    const [done] = await waitForJobs(client, [job.id]);
    expect(done.status).toBe('completed');
    expect(fake.requests).toHaveLength(1);
    const files = (await client.get('/api/processed-files')).body as Array<{ id: string }>;
    const res = await fetch(`${ai.url}/api/processed-files/${files[0].id}/download`, { headers: { cookie: client.cookieHeader } });
    const text = docxText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Coutts & Co');
    expect(text).not.toContain('Barclays');
  });
});
