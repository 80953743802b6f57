import PizZip from 'pizzip';
import type { ApiClient } from '../../../test-support/api-client';

/** A plain-text CV with a name, contact details and one role: enough for every operation. */
export function textCv(name: string, email: string): string {
  return [
    name,
    `${email} | +44 20 7946 0958 | London, UK`,
    '',
    'PROFILE',
    'Finance professional with a record of accurate month-end reporting.',
    '',
    'EXPERIENCE',
    'Senior Accountant',
    'Barclays, London',
    'Jan 2019 – Present',
    '• Led the month-end close for 12 entities',
    '• Cut reconciliation time by 30%',
    '',
    'Accountant',
    'KPMG, London',
    'Sep 2015 – Dec 2018',
    '• Audited clients in retail and banking',
    '',
    'EDUCATION',
    'University of Leeds',
    'BSc Accounting and Finance, 2011 – 2015',
    '',
    'SKILLS',
    'Excel, SAP, IFRS, Financial Reporting',
  ].join('\n');
}

/** Uploads text CVs and waits until every one is read; returns their ids in order. */
export async function uploadCvs(client: ApiClient, cvs: Array<{ fileName: string; text: string }>): Promise<string[]> {
  const form = new FormData();
  for (const cv of cvs) form.append('files', new Blob([cv.text], { type: 'text/plain' }), cv.fileName);
  const res = await client.request('POST', '/api/upload-cvs', { body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  const ids: string[] = res.body.cvs.map((cv: { id: string }) => cv.id);
  await waitFor(async () => {
    const list = await client.get('/api/uploaded-cvs');
    return list.body.filter((cv: { id: string; extractionStatus: string }) => ids.includes(cv.id) && cv.extractionStatus !== 'pending').length === ids.length;
  }, 'CVs to be read');
  return ids;
}

/** Uploads one file and waits until it is read; returns the CV as the API answers it (its data and reading note). */
export async function uploadOneCv(client: ApiClient, file: { fileName: string; bytes: Buffer | string; type: string }, timeoutMs = 100_000): Promise<any> {
  const form = new FormData();
  form.append('files', new Blob([file.bytes], { type: file.type }), file.fileName);
  const res = await client.request('POST', '/api/upload-cvs', { body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  const id = res.body.cvs[0].id as string;
  let cv: any;
  await waitFor(async () => {
    cv = (await client.get(`/api/uploaded-cvs/${id}`)).body;
    return cv.extractionStatus !== 'pending';
  }, 'the CV to be read', timeoutMs);
  return cv;
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Waits until every job of the list is completed or failed; returns the jobs. */
export async function waitForJobs(client: ApiClient, jobIds: string[], timeoutMs = 90_000): Promise<any[]> {
  let jobs: any[] = [];
  await waitFor(
    async () => {
      const res = await client.get('/api/processing-jobs');
      jobs = res.body.filter((j: { id: string }) => jobIds.includes(j.id));
      return jobs.length === jobIds.length && jobs.every((j) => j.status === 'completed' || j.status === 'failed');
    },
    'jobs to finish',
    timeoutMs,
  );
  return jobs;
}

/** The visible text of a DOCX body (all w:t runs), for checking what a recruiter would read. */
export function docxText(buffer: Buffer): string {
  const zip = new PizZip(buffer);
  const parts = Object.keys(zip.files).filter((n) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(n));
  return parts
    .map((part) =>
      zip
        .file(part)!
        .asText()
        .replace(/<\/w:p>/g, '\n')
        .replace(/<w:tab\/>/g, '\t')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join('\n');
}
