import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvData } from '@common/cv-data';
import { users } from '../db/schema';
import { FREE_RUN_WAITING } from '../modules/cvs/free-run-guard';
import { extractUploadedCv } from '../modules/cvs/extract-uploaded-cv';
import { runProcessingJob } from '../modules/processing/run-processing-job';
import { pipelineSteps } from '../modules/processing/steps';
import { docxText, textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Issue 30, attack 1: processing a CV again within 30 days of its charge is free (decision 066), and
// the review screen lets the owner replace every field of it. Five other candidates poured into one
// paid CV came out as five client-ready CVs for no credit. Free reprocessing is for the same candidate
// (docs/decisions/092-free-reprocessing-is-for-the-same-candidate.md).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

const reformatOnly = { reformat: true, enhance: false, report: false, email: false };
const credits = async (client: ApiClient) => (await client.get('/api/user')).body.credits as number;
const setCredits = (userId: string, credits: number) => t.server.ctx.database.db.update(users).set({ credits }).where(eq(users.id, userId));
const processCv = (client: ApiClient, id: string) => client.post('/api/process-selected-cvs', { cvIds: [id], options: { [id]: reformatOnly } });

/** Another person entirely: their name, their employers, their school. */
function candidate(base: CvData, n: number): CvData {
  const names = ['Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Tim Berners-Lee', 'Margaret Hamilton'];
  const employers = [['NASA', 'Harvard'], ['Bletchley Park', 'NPL'], ['Langley', 'West Virginia State'], ['CERN', 'Plessey'], ['MIT Lab', 'Hamilton Technologies']];
  const schools = ['Yale University', 'King’s College Cambridge', 'West Virginia University', 'Queen’s College Oxford', 'Earlham College'];
  return {
    ...base,
    name: names[n],
    email: `candidate${n}@example.com`,
    experience: base.experience.map((entry, i) => ({ ...entry, company: employers[n][i % 2], title: `Engineer ${n}` })),
    education: [{ institution: schools[n], degree: 'BSc', field: 'Mathematics', startDate: '2001', endDate: '2004' }],
  };
}

async function readyCv(client: ApiClient, name: string): Promise<{ id: string; data: CvData }> {
  const [id] = await uploadCvs(client, [{ fileName: `${name}.txt`, text: textCv(name, 'ada@example.com') }]);
  return { id, data: (await client.get(`/api/uploaded-cvs/${id}`)).body.extractedData };
}

async function downloadText(client: ApiClient, jobId: string, url = t.url): Promise<string> {
  const file = ((await client.get('/api/processed-files')).body as Array<{ id: string; jobId: string; format: string }>).find((f) => f.jobId === jobId && f.format === 'docx');
  if (!file) throw new Error(`no DOCX for job ${jobId}`);
  const res = await fetch(`${url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } });
  return docxText(Buffer.from(await res.arrayBuffer()));
}

describe('free reprocessing is for the same candidate', () => {
  it('five other candidates poured into one paid CV cost a credit each: with none left, each is refused', async () => {
    const { client, user } = await t.signUp();
    await setCredits(user.id, 1);
    const { id, data } = await readyCv(client, 'Ada Lovelace');
    const first = await processCv(client, id);
    expect(first.status).toBe(201);
    await waitForJobs(client, [first.body.jobs[0].id]);
    expect(await credits(client)).toBe(0);

    for (let n = 0; n < 5; n++) {
      const other = candidate(data, n);
      const saved = await client.put(`/api/uploaded-cvs/${id}/data`, other);
      expect(saved.status).toBe(200);
      // The review data says it before the recruiter processes: no longer free.
      expect(saved.body.freeReprocessUntil).toBeNull();
      expect((await client.get('/api/uploaded-cvs')).body[0].freeReprocessUntil).toBeNull();
      const refused = await processCv(client, id);
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe('Not enough credits: 1 needed, 0 remaining.');
    }
    expect(await credits(client)).toBe(0);
    expect(((await client.get('/api/processing-jobs')).body as unknown[]).length).toBe(1);

    // With credits, each other candidate is one credit: two candidates, two credits, then refused again.
    await setCredits(user.id, 2);
    const jobIds: string[] = [];
    for (const n of [3, 4]) {
      expect((await client.put(`/api/uploaded-cvs/${id}/data`, candidate(data, n))).status).toBe(200);
      const started = await processCv(client, id);
      expect(started.status).toBe(201);
      jobIds.push(started.body.jobs[0].id);
      await waitForJobs(client, [started.body.jobs[0].id]);
    }
    expect(await credits(client)).toBe(0);
    expect(await downloadText(client, jobIds[1])).toContain('Margaret Hamilton');
    expect((await client.put(`/api/uploaded-cvs/${id}/data`, candidate(data, 0))).status).toBe(200);
    expect((await processCv(client, id)).status).toBe(402);

    // Back to a candidate paid for within 30 days: free again (each identity is paid once).
    const back = await client.put(`/api/uploaded-cvs/${id}/data`, { ...candidate(data, 4), skills: ['Apollo guidance'] });
    expect(back.body.freeReprocessUntil).not.toBeNull();
    expect(back.body.paidCandidates.map((c: { name: string }) => c.name).sort()).toEqual(['ada lovelace', 'margaret hamilton', 'tim berners lee']);
    const free = await processCv(client, id);
    expect(free.status).toBe(201);
    await waitForJobs(client, [free.body.jobs[0].id]);
    expect(await credits(client)).toBe(0);
  });

  it('a name changed only by case or accents, a fixed employer and new skills are the same candidate: still free', async () => {
    const { client, user } = await t.signUp();
    const { id, data } = await readyCv(client, 'Zoe Muller');
    const first = await processCv(client, id);
    await waitForJobs(client, [first.body.jobs[0].id]);
    await setCredits(user.id, 0);
    const fixed = {
      ...data,
      name: 'ZOË MÜLLER',
      experience: data.experience.map((entry, i) => (i === 0 ? { ...entry, company: 'Barclays Bank plc' } : entry)),
      skills: [...data.skills, 'Power BI'],
    };
    const saved = await client.put(`/api/uploaded-cvs/${id}/data`, fixed);
    expect(saved.status).toBe(200);
    expect(saved.body.freeReprocessUntil).not.toBeNull();
    const again = await processCv(client, id);
    expect(again.status).toBe(201);
    const [done] = await waitForJobs(client, [again.body.jobs[0].id]);
    expect(done.status).toBe('completed');
    expect(await credits(client)).toBe(0);
    expect(await downloadText(client, done.id)).toContain('Barclays Bank plc');
  });

  it('a correction racing a processing request never lets another candidate through for free', async () => {
    const { client, user } = await t.signUp();
    const { id, data } = await readyCv(client, 'Ada Lovelace');
    const first = await processCv(client, id);
    await waitForJobs(client, [first.body.jobs[0].id]);
    await setCredits(user.id, 0);
    const outcomes = new Set<string>();
    for (let n = 0; n < 5; n++) {
      const other = candidate(data, n);
      const [put, started] = await Promise.all([client.put(`/api/uploaded-cvs/${id}/data`, other), processCv(client, id)]);
      outcomes.add(`${put.status}/${started.status}`);
      // Either the run was accepted first (free, for Ada) and the correction waits for it, or the
      // correction came first and the run needs a credit there is not.
      expect([`409/201`, `200/402`, `200/201`]).toContain(`${put.status}/${started.status}`);
      if (put.status === 409) expect(put.body.message).toBe(FREE_RUN_WAITING);
      if (started.status === 201) {
        const [job] = await waitForJobs(client, [started.body.jobs[0].id]);
        const text = await downloadText(client, job.id);
        // A free run is Ada's, whatever the correction beside it did.
        expect(text).toContain('Ada Lovelace');
        expect(text).not.toContain(other.name!);
      }
      expect(await credits(client)).toBe(0);
      // Ada again for the next round (free to undo: no run is waiting now).
      expect((await client.delete(`/api/uploaded-cvs/${id}/data`)).status).toBe(200);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('a correction while a free run waits to start', () => {
  let paused: TestServer;
  beforeAll(async () => {
    // Web only: the free run stays queued until the test runs it.
    paused = await startTestServer({ services: ['web'], env: { PDF_OUTPUT: 'off', LOG_LEVEL: 'error' } });
  });
  afterAll(async () => {
    await paused?.close();
  });

  it('cannot change who the CV is about until the run has its data; a same-candidate edit goes through', async () => {
    const { client, user } = await paused.signUp();
    const form = new FormData();
    form.append('files', new Blob([textCv('Ada Lovelace', 'ada@example.com')], { type: 'text/plain' }), 'ada.txt');
    const cvId = (await client.request('POST', '/api/upload-cvs', { body: form })).body.cvs[0].id as string;
    const ctx = paused.server.ctx;
    await extractUploadedCv(ctx, { cvId });
    const data = (await client.get(`/api/uploaded-cvs/${cvId}`)).body.extractedData as CvData;
    const run = async () => {
      const jobId = (await processCv(client, cvId)).body.jobs[0].id as string;
      await runProcessingJob(ctx, { jobId, steps: pipelineSteps, attempt: { jobId, attempt: 1, isLastAttempt: true } });
      return jobId;
    };
    await run();
    await ctx.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.id));

    const queued = await processCv(client, cvId);
    expect(queued.status).toBe(201);
    const refused = await client.put(`/api/uploaded-cvs/${cvId}/data`, candidate(data, 0));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FREE_RUN_WAITING);
    expect((await client.put(`/api/uploaded-cvs/${cvId}/data`, { ...data, skills: [...data.skills, 'Power BI'] })).status).toBe(200);
    const jobId = queued.body.jobs[0].id as string;
    await runProcessingJob(ctx, { jobId, steps: pipelineSteps, attempt: { jobId, attempt: 1, isLastAttempt: true } });
    const text = await downloadText(client, jobId, paused.url);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Power BI');
    // The run has its data: the correction is the next run's business, and that run costs a credit.
    expect((await client.put(`/api/uploaded-cvs/${cvId}/data`, candidate(data, 0))).status).toBe(200);
    expect((await processCv(client, cvId)).status).toBe(402);
  });
});
