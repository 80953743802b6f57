import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_TEMPLATE_SETTINGS_FIXED } from '@common/contracts/templates';
import { docxTextSegments } from '../../rendering/docx-text';
import { uploadCvs, waitFor, waitForJobs } from '../../modules/processing/test-support/processing-fixtures';
import { buildDocx, cell, p, table } from '../../rendering/test-support/docx-builder';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
});
afterAll(async () => {
  await t?.close();
});

/** A CV whose contact details a client must not see: street address, email, phone, LinkedIn, date of birth. */
const CANDIDATE_CV = [
  'Jane Fairweather',
  '12 Baker Street, London NW1 6XE, UK',
  'jane.fairweather@example.com | +44 20 7946 0958 | linkedin.com/in/janefairweather',
  'Date of birth: 12/03/1990',
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
  'Acme Widgets Ltd, Leeds',
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

/** Every value a blind output must not carry, as it appears in the CV. */
const REDACTED = ['Fairweather', 'jane.fairweather@example.com', 'linkedin.com/in/janefairweather', 'Baker Street', 'NW1', '12/03/1990'];
const PHONE_DIGITS = '79460958';

function coreXml(creator: string, title: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${title}</dc:title><dc:creator>${creator}</dc:creator><cp:lastModifiedBy>${creator}</cp:lastModifiedBy></cp:coreProperties>`;
}

/**
 * A template that puts the contact details everywhere a client could read them: the page header,
 * a table, the body, and document properties written by someone who shares the candidate's surname.
 */
function leakyPlacesTemplate(): Buffer {
  return buildDocx({
    header: [p('{{FullName}} · {{Email}} · {{Phone}}'), p('{{AgencyName}}')],
    footer: [p('Presented by {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}')],
    body: [
      p('{{FullName}}', { style: 'Title' }),
      table([
        [cell('Email'), cell('{{Email}}')],
        [cell('Phone'), cell('{{Phone}}')],
        [cell('Address'), cell('{{Address}}')],
        [cell('LinkedIn'), cell('{{LinkedIn}}')],
      ]),
      p('{{Summary}}'),
      p('{{#Experience}}'),
      p('{{Title}} at {{Company}} ({{Dates}})'),
      p('{{/Experience}}'),
      p('{{Education}}'),
      p('{{Skills}}'),
    ],
    extraFiles: { 'docProps/core.xml': coreXml('Tom Fairweather', 'Candidate profile template') },
  });
}

async function uploadTemplate(client: ApiClient, name: string, bytes: Buffer): Promise<string> {
  const body = new FormData();
  body.append('name', name);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: DOCX_TYPE }), `${name}.docx`);
  const res = await client.request('POST', '/api/templates', { body });
  if (res.status !== 201) throw new Error(`template upload failed: ${res.status} ${res.text}`);
  return res.body.id;
}

const ALL = { reformat: true, enhance: true, report: true, email: false };

async function processOne(client: ApiClient, cvId: string, templateId: string, options: Record<string, boolean>) {
  const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId, options: { [cvId]: options } });
  expect(res.status).toBe(201);
  const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
  const files: Array<{ id: string; jobId: string; fileName: string; mode: string }> = (await client.get('/api/processed-files')).body.filter(
    (f: { jobId: string }) => f.jobId === job.id,
  );
  const download = async (fileId: string) =>
    Buffer.from(await (await fetch(`${t.url}/api/processed-files/${fileId}/download`, { headers: { cookie: client.cookieHeader } })).arrayBuffer());
  const outputs = await Promise.all(files.map(async (f) => ({ ...f, docx: await download(f.id) })));
  return { job, outputs };
}

/** Where a value sits in a DOCX (every XML part, tags stripped), or [] when it is nowhere. */
function placesOf(docx: Buffer, value: string): string[] {
  return docxTextSegments(docx)
    .filter((segment) => segment.text.toLowerCase().includes(value.toLowerCase()))
    .map((segment) => segment.where);
}
const digitsPlaces = (docx: Buffer) =>
  docxTextSegments(docx)
    .filter((segment) => segment.text.replace(/\D/g, '').includes(PHONE_DIGITS))
    .map((segment) => segment.where);

const agency = { consultantName: 'Sam Carter', consultantEmail: 'sam@acme-recruit.example', consultantPhone: '+44 161 496 0000', agencyName: 'Acme Recruitment' };

describe('blind CVs', () => {
  it('anonymised outputs carry no contact details anywhere (body, header, table, document properties); the option off leaves them', async () => {
    const { client } = await t.signUp();
    expect((await client.put('/api/settings/agency-profile', agency)).status).toBe(200);
    const templateId = await uploadTemplate(client, 'Leaky Places', leakyPlacesTemplate());
    const [cvId] = await uploadCvs(client, [{ fileName: 'Jane Fairweather CV.txt', text: CANDIDATE_CV }]);

    const blind = await processOne(client, cvId, templateId, { ...ALL, anonymise: true });
    expect(blind.job).toMatchObject({ status: 'completed', errorMessage: null, mode: 'reformat,enhance,report,anonymise' });
    expect(blind.outputs.map((f) => f.fileName).sort()).toEqual(['Jane F. - Enhanced.docx', 'Jane F. - Leaky Places.docx', 'Jane F. - Report.docx']);
    for (const output of blind.outputs) {
      for (const value of REDACTED) expect({ file: output.fileName, value, places: placesOf(output.docx, value) }).toEqual({ file: output.fileName, value, places: [] });
      expect({ file: output.fileName, phone: digitsPlaces(output.docx) }).toEqual({ file: output.fileName, phone: [] });
      const core = new PizZip(output.docx).file('docProps/core.xml')?.asText() ?? '';
      expect(core).not.toContain('Fairweather');
    }
    const reformatted = blind.outputs.find((f) => f.mode === 'reformat')!.docx;
    const segments = docxTextSegments(reformatted);
    const text = (where: string) => segments.filter((s) => s.where === where).map((s) => s.text).join('\n');
    expect(text('header')).toContain('Jane F.');
    expect(text('header')).toContain('Acme Recruitment');
    expect(text('footer')).toContain('Presented by Sam Carter · sam@acme-recruit.example · +44 161 496 0000');
    expect(text('body')).toContain('Senior Accountant at Barclays');
    expect(text('document properties')).toContain('Acme Recruitment');
    expect(text('document properties')).not.toContain('Candidate profile template');
    expect(placesOf(blind.outputs.find((f) => f.mode === 'report')!.docx, 'Jane F.')).toContain('body');

    const open = await processOne(client, cvId, templateId, ALL);
    expect(open.job.status).toBe('completed');
    const plain = open.outputs.find((f) => f.mode === 'reformat')!;
    expect(plain.fileName).toBe('Jane Fairweather - Leaky Places.docx');
    expect(placesOf(plain.docx, 'jane.fairweather@example.com').sort()).toEqual(['body', 'header']);
    expect(digitsPlaces(plain.docx).sort()).toEqual(['body', 'header']);
    expect(placesOf(plain.docx, 'linkedin.com/in/janefairweather')).toEqual(['body']);
    expect(placesOf(plain.docx, 'Fairweather').sort()).toEqual(['body', 'document properties', 'header']);
  });

  it('names the file after the short name in the Standard Template, and never emails the original', async () => {
    const { client, email } = await t.signUp();
    const [cvId] = await uploadCvs(client, [{ fileName: 'Jane Fairweather CV.txt', text: CANDIDATE_CV }]);
    const { job, outputs } = await processOne(client, cvId, 'default', { reformat: true, enhance: false, report: false, email: true, anonymise: true });
    expect(job.status).toBe('completed');
    expect(outputs.map((f) => f.fileName)).toEqual(['Jane F. - Standard Template.docx']);
    for (const value of REDACTED) expect(placesOf(outputs[0].docx, value)).toEqual([]);

    const outbox = path.join(t.dataDir, 'outbox');
    let message: Awaited<ReturnType<typeof simpleParser>> | undefined;
    await waitFor(async () => {
      for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []) {
        const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file)));
        if ((parsed.to as { text: string }).text === email && parsed.subject?.startsWith('Processed CV')) message = parsed;
      }
      return message !== undefined;
    }, 'the email');
    expect(message!.attachments.map((a) => a.filename)).toEqual(['Jane F. - Standard Template.docx']);
    expect(message!.subject).not.toContain('Fairweather');
  });

  it('fails the job with a clear message, and refunds the credit, when the template itself leaks the surname', async () => {
    const { client } = await t.signUp();
    const hardCoded = buildDocx({ body: [p('{{FullName}}'), p('Shortlisted for the Fairweather & Co account'), p('{{Summary}}')] });
    const templateId = await uploadTemplate(client, 'Hard Coded', hardCoded);
    const [cvId] = await uploadCvs(client, [{ fileName: 'jane.txt', text: CANDIDATE_CV }]);
    const { job, outputs } = await processOne(client, cvId, templateId, { reformat: true, enhance: false, report: false, email: true, anonymise: true });
    expect(job.status).toBe('failed');
    expect(job.errorMessage).toBe("Redaction check failed: the candidate's surname is still in the reformatted CV (body).");
    expect(outputs).toEqual([]);
    expect((await client.get('/api/user')).body.credits).toBe(3);

    // Without the option the same template is only a template: the job completes.
    const open = await processOne(client, cvId, templateId, { reformat: true, enhance: false, report: false, email: false });
    expect(open.job.status).toBe('completed');
  });

  it('catches a leak in the header too, naming where it is', async () => {
    const { client } = await t.signUp();
    const templateId = await uploadTemplate(client, 'Header Leak', buildDocx({ header: [p('Contact: jane.fairweather@example.com')], body: [p('{{FullName}}')] }));
    const [cvId] = await uploadCvs(client, [{ fileName: 'jane.txt', text: CANDIDATE_CV }]);
    const { job } = await processOne(client, cvId, templateId, { reformat: true, enhance: false, report: false, email: false, anonymise: true });
    expect(job.errorMessage).toBe("Redaction check failed: the candidate's email address is still in the reformatted CV (header).");
  });
});

describe('template defaults', () => {
  it("'Always anonymise' makes every CV blind and 'Hide employer names' shows neutral descriptions", async () => {
    const { client } = await t.signUp();
    const templateId = await uploadTemplate(client, 'Client Ready', leakyPlacesTemplate());
    const fresh = (await client.get('/api/templates')).body.find((tpl: { id: string }) => tpl.id === templateId);
    expect(fresh.settings).toEqual({ alwaysAnonymise: false, hideEmployers: false });

    const res = await client.put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: true, hideEmployers: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: templateId, name: 'Client Ready', settings: { alwaysAnonymise: true, hideEmployers: true } });
    const listed = (await client.get('/api/templates')).body;
    expect(listed.find((tpl: { id: string }) => tpl.id === templateId).settings).toEqual({ alwaysAnonymise: true, hideEmployers: true });
    expect(listed.find((tpl: { id: string }) => tpl.id === 'default').settings).toEqual({ alwaysAnonymise: false, hideEmployers: false });

    const [cvId] = await uploadCvs(client, [{ fileName: 'jane.txt', text: CANDIDATE_CV }]);
    const { job, outputs } = await processOne(client, cvId, templateId, { reformat: true, enhance: false, report: false, email: false });
    expect(job.status).toBe('completed');
    expect(outputs.map((f) => f.fileName)).toEqual(['Jane F. - Client Ready.docx']);
    const body = docxTextSegments(outputs[0].docx).filter((s) => s.where === 'body').map((s) => s.text).join('\n');
    expect(body).toContain('Senior Accountant at A global bank');
    expect(body).toContain('Accountant at Confidential employer');
    expect(body).not.toContain('Barclays');
    expect(body).not.toContain('Acme Widgets');
    for (const value of REDACTED) expect(placesOf(outputs[0].docx, value)).toEqual([]);

    // Hide employers alone: the name and contacts stay, the employers go.
    await client.put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: false, hideEmployers: true });
    const second = await processOne(client, cvId, templateId, { reformat: true, enhance: false, report: false, email: false });
    const secondText = docxTextSegments(second.outputs[0].docx).map((s) => s.text).join('\n');
    expect(second.outputs[0].fileName).toBe('Jane Fairweather - Client Ready.docx');
    expect(secondText).toContain('jane.fairweather@example.com');
    expect(secondText).toContain('A global bank');
    expect(secondText).not.toContain('Barclays');
  });

  it('refuses the Standard Template, other users’ templates and malformed settings', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const templateId = await uploadTemplate(owner.client, 'Mine', leakyPlacesTemplate());

    const standard = await owner.client.put('/api/templates/default/settings', { alwaysAnonymise: true, hideEmployers: false });
    expect(standard.status).toBe(400);
    expect(standard.body.message).toBe(STANDARD_TEMPLATE_SETTINGS_FIXED);

    const stolen = await other.client.put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: true, hideEmployers: true });
    expect(stolen.status).toBe(404);
    expect((await owner.client.get('/api/templates')).body.find((tpl: { id: string }) => tpl.id === templateId).settings).toEqual({ alwaysAnonymise: false, hideEmployers: false });

    const missing = await owner.client.put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: true });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('hideEmployers');
    const wrongType = await owner.client.put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: 'yes', hideEmployers: false });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('alwaysAnonymise');
    expect((await owner.client.put('/api/templates/no-such-template/settings', { alwaysAnonymise: true, hideEmployers: true })).status).toBe(404);

    const signedOut = await t.client().put(`/api/templates/${templateId}/settings`, { alwaysAnonymise: true, hideEmployers: true });
    expect(signedOut.status).toBe(401);
  });
});

describe('agency details per template (several brands)', () => {
  it('a template\'s own agency details win field by field; empty fields and other templates use the account\'s', async () => {
    const { client } = await t.signUp();
    expect((await client.put('/api/settings/agency-profile', agency)).status).toBe(200);
    const branded = buildDocx({ body: [p('{{AgencyName}} · {{ConsultantName}} · {{ConsultantEmail}}'), p('{{FullName}}')] });
    const brandB = await uploadTemplate(client, 'Brand B', branded);
    const plain = await uploadTemplate(client, 'House', branded);
    const saved = await client.put(`/api/templates/${brandB}/settings`, {
      alwaysAnonymise: false,
      hideEmployers: false,
      agency: { agencyName: 'Northwind Tech Talent', consultantName: '', consultantEmail: 'tech@northwind.example', consultantPhone: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.agency).toEqual({ agencyName: 'Northwind Tech Talent', consultantName: '', consultantEmail: 'tech@northwind.example', consultantPhone: '' });
    // Toggling a default keeps the brand.
    const toggled = await client.put(`/api/templates/${brandB}/settings`, { alwaysAnonymise: false, hideEmployers: true });
    expect(toggled.body.settings.agency.agencyName).toBe('Northwind Tech Talent');
    const bad = await client.put(`/api/templates/${brandB}/settings`, { alwaysAnonymise: false, hideEmployers: false, agency: { ...agency, consultantEmail: 'not an email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Consultant email must be a valid email address.');

    const [cvId] = await uploadCvs(client, [{ fileName: 'Jane Fairweather CV.txt', text: CANDIDATE_CV }]);
    const reformatOnly = { reformat: true, enhance: false, report: false, email: false };
    const firstLine = (docx: Buffer) => docxTextSegments(docx).filter((s) => s.where === 'body').map((s) => s.text).join('\n').split(/\r?\n/).find((line) => line.includes(' · '));
    const fromBrand = await processOne(client, cvId, brandB, reformatOnly);
    expect(firstLine(fromBrand.outputs[0].docx)).toBe('Northwind Tech Talent · Sam Carter · tech@northwind.example');
    const fromHouse = await processOne(client, cvId, plain, reformatOnly);
    expect(firstLine(fromHouse.outputs[0].docx)).toBe('Acme Recruitment · Sam Carter · sam@acme-recruit.example');
  });
});

describe('agency profile', () => {
  it('is empty at first, saved trimmed, and validated', async () => {
    const { client } = await t.signUp();
    // The answer also says whether there is a logo (none here; agency-logo.api.test.ts uploads one).
    expect((await client.get('/api/settings/agency-profile')).body).toEqual({ consultantName: '', consultantEmail: '', consultantPhone: '', agencyName: '', logo: null });

    const saved = await client.put('/api/settings/agency-profile', { ...agency, consultantName: '  Sam Carter  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...agency, logo: null });
    expect((await client.get('/api/settings/agency-profile')).body).toEqual({ ...agency, logo: null });

    const badEmail = await client.put('/api/settings/agency-profile', { ...agency, consultantEmail: 'sam at acme' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toContain('Consultant email must be a valid email address.');
    const longName = await client.put('/api/settings/agency-profile', { ...agency, agencyName: 'A'.repeat(121) });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toContain('Agency name must be at most 120 characters.');
    const badPhone = await client.put('/api/settings/agency-profile', { ...agency, consultantPhone: '<script>' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toContain('Consultant phone');
    expect((await client.get('/api/settings/agency-profile')).body).toEqual({ ...agency, logo: null });

    const cleared = await client.put('/api/settings/agency-profile', {});
    expect(cleared.body).toEqual({ consultantName: '', consultantEmail: '', consultantPhone: '', agencyName: '', logo: null });

    expect((await t.client().get('/api/settings/agency-profile')).status).toBe(401);
  });
});
