import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEnhanceChanges } from '@common/enhance-changes';
import { docxText, uploadCvs, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

/** A CV as candidates write them: first person, mixed tenses, a repeated bullet, dates in three styles. */
const MESSY_CV = [
  'Priya Raman',
  'priya.raman@example.com | +44 20 7946 0011 | Leeds, UK',
  '',
  'PROFILE',
  'I am a detail-oriented analyst and I love data.',
  '',
  'EXPERIENCE',
  'Data Analyst',
  'Northwind Traders, Leeds',
  'Jan 2021 – Present',
  '• I build the weekly sales dashboards',
  '• Migrated reporting to Power BI in 03/2022',
  '• Migrated reporting to Power BI in 03/2022',
  '• Presented the results at the Sept. 2022 board meeting',
  '',
  'Junior Analyst',
  'Contoso Ltd, York',
  'Sep 2018 – Dec 2020',
  '• Maintain the stock forecast for 40 stores',
  '• Responsible for migrating supplier data, audited in 11/2019',
  '',
  'SKILLS',
  'SQL, Power BI, Python, Excel',
].join('\n');

describe('the built-in enhancement in the job details', () => {
  it('stores, per CV, what it changed, counted, and the enhanced CV shows it', async () => {
    const { client } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'Priya Raman CV.txt', text: MESSY_CV }]);
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: false, enhance: true, report: false, email: false } } });
    expect(res.status).toBe(201);
    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job.status).toBe('completed');
    const listed = (await client.get('/api/processing-jobs')).body.find((j: { id: string }) => j.id === job.id);
    expect(listed.enhanceChanges).toEqual({
      bulletsBefore: 6,
      bulletsAfter: 5,
      summary: 'third-person',
      bulletsJoined: 0,
      duplicatesRemoved: 1,
      openersStrengthened: 1,
      tenseAligned: 1,
      firstPersonRemoved: 1,
      personalDataRemoved: 0,
      bulletsTrimmed: 0,
      datesRestyled: 3,
      listItemsCut: 0,
      rolesReordered: 0,
      bulletsWithoutFigures: 0,
      educationChanged: 0,
      fieldsLeftOut: 0,
      summarySentencesDropped: 0,
    });
    expect(describeEnhanceChanges(listed.enhanceChanges)).toEqual([
      'Bullets: 6 before, 5 after',
      "The candidate's own summary put into the third person",
      '1 duplicate bullet removed',
      '1 bullet opener made an action verb',
      "1 bullet put in the role's tense",
      '1 bullet taken out of the first person',
      '3 dates put in one style (Jan 2021 – Mar 2023)',
    ]);

    const file = (await client.get('/api/processed-files')).body.find((f: { jobId: string }) => f.jobId === job.id);
    const text = docxText(Buffer.from(await (await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer()));
    expect(text).toContain('Migrated reporting to Power BI in Mar 2022');
    expect(text).toContain('Presented the results at the Sep 2022 board meeting');
    expect(text).toContain('Maintained the stock forecast for 40 stores');
    expect(text).toContain('Migrated supplier data, audited in Nov 2019');
    expect(text).toContain('Build the weekly sales dashboards');
    // The Standard Template asks for the third person: the candidate's own words, not a formula.
    expect(text).toContain('A detail-oriented analyst who loves data.');
    expect(text.match(/Migrated reporting/g)).toHaveLength(1);
  });
});
