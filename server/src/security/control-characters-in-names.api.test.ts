import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvData } from '@common/cv-data';
import { uploadedCvs, users } from '../db/schema';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, TEST_CERT_FILE, startSmtpTestServer, type SmtpTestServer } from '../email/test-support/smtp-test-server';
import { textCv, waitFor, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Issue 30, attack 3: names with CR LF ('Eve\r\nBcc: spy@evil.test') were stored as sent and reached email
// subjects and attachment names; the mail library encoded them, but the product must not rely on that.
// Every name is cleaned at the input boundary (common/input-text.ts) and again where it leaves.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

let t: TestServer;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await startTestServer({ env: { PDF_OUTPUT: 'off', SMTP_TLS_CA_FILE: TEST_CERT_FILE } });
  const admin = await t.signInAsAdmin();
  const res = await admin.post('/api/admin/smtp-config', {
    host: smtp.host,
    port: smtp.port,
    username: SMTP_TEST_USER,
    password: SMTP_TEST_PASSWORD,
    fromEmail: 'cv@agency.test',
    fromName: 'Agency CVs',
    secure: false,
  });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/**
 * A multipart upload written by hand, the name as raw bytes in the part's header. A bare CR or LF ends
 * a header line, so busboy drops the part; CR LF followed by a space folds the line and reaches the
 * server as a space; NUL and tab arrive as they are.
 */
async function uploadRawName(client: ApiClient, rawName: string, text: string) {
  const boundary = '----cvforge-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${rawName}"\r\nContent-Type: text/plain\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${t.url}/api/upload-cvs`, { method: 'POST', headers: { cookie: client.cookieHeader, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  return { status: res.status, body: (await res.json()) as any };
}

describe('control characters in names', () => {
  it('a registration first name with CR LF is stored as one line', async () => {
    const { client, user } = await t.signUp({ firstName: 'Eve\r\nBcc: spy@evil.test', lastName: 'Null\u0000Byte\u0007' });
    expect(user.firstName).toBe('Eve Bcc: spy@evil.test');
    const me = (await client.get('/api/user')).body;
    expect(me.firstName).toBe('Eve Bcc: spy@evil.test');
    expect(me.lastName).toBe('NullByte');
    const [row] = await t.server.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).not.toMatch(CONTROL);
    // The Settings form refuses them instead, saying why (decision 075): nothing with a control character is stored.
    const refused = await client.request('PATCH', '/api/user', { json: { firstName: 'Eve\r\nBcc: spy@evil.test', lastName: 'Smith' } });
    expect(refused.status).toBe(400);
    expect((await client.get('/api/user')).body.firstName).toBe('Eve Bcc: spy@evil.test');
  });

  it('a file name of 255 characters of CR, LF and NUL and a corrected candidate name with CR LF: stored, downloaded and emailed with safe names, no header injected', { timeout: 120_000 }, async () => {
    const { client, email } = await t.signUp();
    const rawName = `${'\r\n \u0000'.repeat(62)}cv.txt\u0000`;
    expect(rawName).toHaveLength(255);
    const uploaded = await uploadRawName(client, rawName, textCv('Ada Lovelace', 'ada@example.com'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const cvId = uploaded.body.cvs[0].id as string;
    expect(uploaded.body.cvs[0].originalFileName).toBe('cv.txt');
    const [stored] = await t.server.ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, cvId));
    expect(stored.originalFileName).toBe('cv.txt');

    await waitFor(async () => (await client.get(`/api/uploaded-cvs/${cvId}`)).body.extractionStatus !== 'pending', 'the CV to be read');
    const data = (await client.get(`/api/uploaded-cvs/${cvId}`)).body.extractedData as CvData;
    const corrected = await client.put(`/api/uploaded-cvs/${cvId}/data`, {
      ...data,
      name: 'Cand\r\nBcc: spy@evil.test\r\nSubject: pwned',
      summary: 'First line.\r\nSecond line.\u0000',
      skills: ['Excel\u0007'],
    });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.extractedData.name).toBe('Cand Bcc: spy@evil.test Subject: pwned');
    // The summary keeps its lines, as one kind of line break.
    expect(corrected.body.extractedData.summary).toBe('First line.\nSecond line.');
    expect(corrected.body.extractedData.skills).toEqual(['Excel']);

    smtp.messages.length = 0;
    const started = await client.post('/api/process-selected-cvs', { cvIds: [cvId], options: { [cvId]: { reformat: true, enhance: false, report: false, email: true } } });
    expect(started.status, started.text).toBe(201);
    const [job] = await waitForJobs(client, [started.body.jobs[0].id]);
    expect(job.status, job.errorMessage).toBe('completed');

    // Downloaded: the Content-Disposition header holds one line and a name without controls.
    const files = (await client.get('/api/processed-files')).body as Array<{ id: string; fileName: string }>;
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.fileName).not.toMatch(CONTROL);
      const res = await fetch(`${t.url}/api/processed-files/${file.id}/download`, { headers: { cookie: client.cookieHeader } });
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition')!;
      expect(disposition).not.toMatch(CONTROL);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1])).not.toMatch(CONTROL);
    }

    // Emailed: through a real SMTP server; the headers as received hold no injected header.
    await waitFor(async () => smtp.messages.length > 0, 'the email');
    const received = smtp.messages[0]!;
    expect(received.to).toEqual([email]);
    const headerBlock = received.raw.toString('latin1').split('\r\n\r\n')[0];
    const headerNames = headerBlock.split('\r\n').filter((line) => /^\S/.test(line)).map((line) => line.split(':')[0].toLowerCase());
    expect(headerNames).not.toContain('bcc');
    expect(headerNames.filter((name) => name === 'subject')).toHaveLength(1);
    expect(received.parsed.bcc).toBeUndefined();
    expect(received.parsed.subject).not.toMatch(CONTROL);
    expect(received.parsed.subject).toContain('Cand Bcc: spy@evil.test Subject: pwned');
    expect(received.parsed.attachments.length).toBeGreaterThan(0);
    for (const attachment of received.parsed.attachments) expect(attachment.filename ?? '').not.toMatch(CONTROL);
    expect(received.parsed.attachments.map((a) => a.filename)).toContain('cv.txt');
  });
});
