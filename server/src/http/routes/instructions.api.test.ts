import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEnhanceChanges } from '@common/enhance-changes';
import { docxText, uploadCvs, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import { buildDocx, p } from '../../rendering/test-support/docx-builder';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

/** A first-person CV with its roles oldest first and bullets with and without figures. */
const CV = [
  'Tomás Silva',
  'tomas.silva@example.com | +44 20 7946 0123 | Bristol, UK',
  '',
  'PROFILE',
  'I am always looking to learn. I build reliable data platforms for my clients.',
  '',
  'EXPERIENCE',
  'Data Engineer',
  'Acme Analytics Ltd, Bristol',
  'Jan 2016 – Dec 2019',
  '• Managed 2,400+ servers across 3 data centres',
  '• Wrote the on-call guide',
  '• Reviewed pull requests',
  '• Selected as one of 52 out of 2500 applicants for the graduate scheme',
  '• Ran the weekly planning meeting',
  '• Documented the APIs',
  '',
  'Senior Data Engineer',
  'Globex Systems Ltd, London',
  'Jan 2020 – Present',
  '• Cut pipeline costs by 30%',
  '• Create and manage the data budget',
  '',
  'SKILLS',
  'Python, SQL, Spark, Airflow',
].join('\n');

function instructionTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{FullName}}'),
      p('Profile'),
      p('{{Summary}} [third person] [three sentences]'),
      p('Experience'),
      p('{{#Experience}} [newest first]'),
      p('{{Title}}, {{Company}}'),
      p('Key Achievements'),
      p('{{Highlights}} [quantified achievements only] [four bullet points at most]'),
      p('{{/Experience}}'),
      p('Skills'),
      p('{{Skills}} [add 3 skills the candidate should have]'),
    ],
  });
}

describe('a template with instructions, processed by the built-in provider', () => {
  it('follows what it can, refuses what would invent, and the job says both', async () => {
    const { client } = await t.signUp();
    const form = new FormData();
    form.append('name', 'Instructions');
    form.append('file', new Blob([new Uint8Array(instructionTemplate())], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), 'instructions.docx');
    const uploaded = await client.request('POST', '/api/templates', { body: form });
    expect(uploaded.status, uploaded.text).toBe(201);
    const [cvId] = await uploadCvs(client, [{ fileName: 'Tomas Silva CV.txt', text: CV }]);
    const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: uploaded.body.id, options: { [cvId]: { reformat: false, enhance: true, report: false, email: false } } });
    expect(res.status).toBe(201);
    const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
    expect(job.status).toBe('completed');

    const listed = (await client.get('/api/processing-jobs')).body.find((j: { id: string }) => j.id === job.id);
    expect(listed.notes).toEqual([
      'Instruction refused: [add 3 skills the candidate should have] (Skills): it asks to state what the CV does not say, and the built-in writer never adds a fact.',
    ]);
    expect(listed.enhanceChanges).toMatchObject({ summary: 'third-person', rolesReordered: 2 });
    expect(describeEnhanceChanges(listed.enhanceChanges)).toContain("The candidate's own summary put into the third person");

    const file = (await client.get('/api/processed-files')).body.find((f: { jobId: string }) => f.jobId === job.id);
    const text = docxText(Buffer.from(await (await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer()));
    expect(text).toContain('Always looking to learn. Builds reliable data platforms for their clients.');
    expect(text).not.toMatch(/\bI am\b|\bmy\b/);
    // Newest first, and under Key Achievements only the bullets with figures.
    expect(text.indexOf('Senior Data Engineer')).toBeLessThan(text.indexOf('Data Engineer, Acme'));
    expect(text).toContain('Managed 2,400+ servers across 3 data centres');
    expect(text).toContain('Selected as one of 52 out of 2500 applicants for the graduate scheme');
    expect(text).toContain('Cut pipeline costs by 30%');
    expect(text).not.toContain('Wrote the on-call guide');
    expect(text).not.toContain('[');
  });
});
