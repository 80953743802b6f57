import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateSchema } from '@common/contracts/templates';
import { MAX_TEMPLATE_BYTES } from '@common/limits';
import { activityLogs } from '../../db/schema';
import { convertWithLibreOffice, isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { buildDocx, cell, p, table } from '../../rendering/test-support/docx-builder';
import { writeRawZip } from '../../rendering/test-support/raw-zip';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** A recruitment agency's template: logo and agency name in the header, two fonts, loops, a table, an instruction. */
function agencyTemplate(): Buffer {
  return buildDocx({
    font: 'Garamond',
    headerLogo: true,
    header: [p([{ text: '{{AgencyName}}', font: 'Arial' }])],
    footer: [p('Presented by {{ConsultantName}} · {{ConsultantEmail}}')],
    body: [
      p(['{{Full', 'Name}}'], { style: 'Title' }),
      p('{{Email}} | {{Phone}} | {{Address}}'),
      p('Profile', { style: 'Heading1' }),
      p('[Three sentences, third person]'),
      p('{{Summary}}'),
      p('Career History', { style: 'Heading1' }),
      p('{{#Experience}}'),
      p([{ text: '{{Title}}', bold: true }, ' at {{Company}} ({{StartDate}} – {{EndDate}})']),
      p('{{/Experience}}'),
      table([[cell('{{#Education}}{{Degree}}, {{Institution}}{{/Education}}'), cell('{{Skills}}')]]),
      p('{{Certifications}}'),
      p('{{Languages}}'),
    ],
  });
}

function form(fields: { name?: string; file?: { bytes: Buffer; filename: string; type?: string } }): FormData {
  const body = new FormData();
  if (fields.name !== undefined) body.append('name', fields.name);
  if (fields.file) body.append('file', new Blob([new Uint8Array(fields.file.bytes)], { type: fields.file.type ?? DOCX_TYPE }), fields.file.filename);
  return body;
}

function upload(client: ApiClient, name: string | undefined, bytes: Buffer | null, filename = 'agency-template.docx') {
  return client.request('POST', '/api/templates', { body: form({ name, file: bytes ? { bytes, filename } : undefined }) });
}

function storedTemplateFiles(userId: string): string[] {
  const dir = path.join(t.dataDir, 'files', 'templates', userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.partial')) : [];
}

describe('uploading a template', () => {
  it('analyses and stores a .docx template and answers it with its structure', async () => {
    const { client, user } = await t.signUp();
    const res = await upload(client, '  Agency Blue  ', agencyTemplate());
    expect(res.status).toBe(201);
    const template = templateSchema.parse(res.body);
    expect(template).toMatchObject({ name: 'Agency Blue', filename: 'agency-template.docx', isActive: true, isBuiltIn: false });
    expect(template.structure.fonts).toEqual(expect.arrayContaining(['Garamond', 'Arial']));
    expect(template.structure.headerData.hasHeader).toBe(true);
    expect(template.structure.headerData.hasFooter).toBe(true);
    expect(Object.keys(template.structure.fieldMappings)).toEqual(expect.arrayContaining(['FullName', 'Email', 'Experience', 'Education', 'Skills']));
    expect(template.structure.loops.map((l) => l.name)).toEqual(expect.arrayContaining(['Experience', 'Education']));
    expect(template.structure.instructions[0]).toMatchObject({ text: 'Three sentences, third person', placeholder: 'Summary' });
    expect(Date.now() - Date.parse(template.createdAt)).toBeLessThan(60_000);

    // Kept under a generated key, never the user's file name.
    const files = storedTemplateFiles(user.id);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.docx$/);

    const list = await client.get('/api/templates');
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toEqual(['default', template.id]);

    const [logged] = await t.server.ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, user.id), eq(activityLogs.action, 'upload')));
    expect(logged).toMatchObject({ resourceType: 'template', resourceId: template.id, resource: 'agency-template.docx' });
  });

  it('lists the built-in Standard Template first for every user, with its structure', async () => {
    const { client, user } = await t.signUp();
    const res = await client.get('/api/templates');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const standard = templateSchema.parse(res.body[0]);
    expect(standard).toMatchObject({ id: 'default', name: 'Standard Template', isActive: true, isBuiltIn: true, createdAt: user.createdAt });
    expect(standard.structure.fonts.length).toBeGreaterThan(0);
    expect(Object.keys(standard.structure.fieldMappings)).toEqual(expect.arrayContaining(['FullName', 'Experience']));
  });

  it("never lists another user's templates", async () => {
    const owner = await t.signUp();
    await upload(owner.client, 'Private', agencyTemplate());
    const other = await t.signUp();
    const list = await other.client.get('/api/templates');
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(['Standard Template']);
  });

  it('refuses a raw placeholder such as {{@FullName}}, which would write candidate text into the XML unescaped (issue 14)', async () => {
    const { client, user } = await t.signUp();
    const res = await upload(client, 'Raw tags', buildDocx({ body: [p('{{FullName}}'), p('Profile: {{@FullName}}')] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The template uses '\{\{@FullName\}\}' in .+: raw placeholders \(\{\{@…\}\}\) are not allowed, because they would put the CV's text into the document unchecked\. Use \{\{FullName\}\} instead\.$/);
    expect(storedTemplateFiles(user.id)).toEqual([]);
    expect((await client.get('/api/templates')).body.map((tpl: { name: string }) => tpl.name)).not.toContain('Raw tags');
  });

  it('allows a template without placeholders, with a warning', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, 'Letterhead only', buildDocx({ body: [p('Acme Recruitment Ltd'), p('Candidate profile')] }));
    expect(res.status).toBe(201);
    expect(res.body.structure.placeholders).toEqual([]);
    expect(res.body.structure.warnings[0]).toMatch(/no \{\{placeholders\}\}/);
  });

  // Needs the font packages .ci/run installs (fonts-ebgaramond, fonts-liberation).
  it.skipIf(!isLibreOfficeAvailable())('names a template font the server cannot show in PDF copies; Garamond and Arial have free replacements', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, 'Garamond house style', agencyTemplate());
    expect(res.status).toBe(201);
    expect(res.body.structure.fonts).toEqual(expect.arrayContaining(['Garamond', 'Arial']));
    expect(res.body.structure.warnings.filter((w: string) => w.startsWith('The font'))).toEqual([]);
    const script = await upload(client, 'Script', buildDocx({ font: 'Brush Script MT', body: [p('{{FullName}}')] }));
    expect(script.body.structure.warnings.filter((w: string) => w.startsWith('The font'))).toEqual([
      expect.stringContaining('The font "Brush Script MT" is not installed on the server: PDF copies show another font in its place'),
    ]);
  });

  it('refuses an empty name, a missing name and a missing file with the spec texts', async () => {
    const { client, user } = await t.signUp();
    for (const name of ['', '   ', undefined]) {
      const res = await upload(client, name, agencyTemplate());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a name for your template.');
    }
    const noFile = await upload(client, 'Blue', null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please select a template file to upload.');
    const notMultipart = await client.post('/api/templates', { name: 'Blue' });
    expect(notMultipart.status).toBe(400);
    expect(storedTemplateFiles(user.id)).toEqual([]);
  });

  it('refuses a file over 10 MB without keeping any of it', async () => {
    const { client, user } = await t.signUp();
    const big = Buffer.alloc(MAX_TEMPLATE_BYTES + 1, 0x41);
    const res = await upload(client, 'Huge', big, 'huge.docx');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('"huge.docx" is larger than 10 MB, the limit for a template.');
    expect(storedTemplateFiles(user.id)).toEqual([]);
    expect((await client.get('/api/templates')).body).toHaveLength(1);
  });

  it('accepts a large template under the 10 MB cap', async () => {
    const { client } = await t.signUp();
    // A stored (uncompressible) image makes the package large but still a valid template under the cap.
    const noise = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
    const docx = buildDocx({ body: [p('{{FullName}}')], extraFiles: { 'word/media/noise.bin': noise } });
    expect(docx.length).toBeLessThan(MAX_TEMPLATE_BYTES);
    const res = await upload(client, 'Large', docx);
    expect(res.status).toBe(201);
  });

  it('refuses files that are not Word templates, saying what they are', async () => {
    const { client, user } = await t.signUp();
    const text = await upload(client, 'Notes', Buffer.from('Jane Doe, Senior Engineer'), 'notes.docx');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The file is not a Word document (.docx): it is not a zip-based Office file.');

    const pdf = await upload(client, 'PDF', Buffer.from('%PDF-1.7\n%...'), 'template.docx');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/is a PDF, not a Word document/);

    const wrongExtension = await upload(client, 'PDF', Buffer.from('%PDF-1.7\n%...'), 'template.pdf');
    expect(wrongExtension.status).toBe(400);
    expect(wrongExtension.body.message).toBe('"template.pdf" is not a Word template: templates must be .docx or .doc files, not .pdf.');

    const odt = writeRawZip([{ name: 'META-INF/manifest.xml', data: Buffer.from('<manifest/>') }]);
    const archive = await upload(client, 'ODT', odt, 'letter.docx');
    expect(archive.status).toBe(400);
    expect(archive.body.message).toMatch(/zip archive but not a Word document \(it looks like an OpenDocument or Java archive\)/);
    expect(storedTemplateFiles(user.id)).toEqual([]);
  });

  it('refuses a macro-enabled .docm renamed .docx', async () => {
    const { client } = await t.signUp();
    const docm = buildDocx({ body: [p('{{FullName}}')], extraFiles: { 'word/vbaProject.bin': Buffer.from('Attribute VB_Name = "ThisDocument"') } });
    const res = await upload(client, 'Macros', docm, 'macro-template.docx');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/contains macros \(word\/vbaProject\.bin\): it is a macro-enabled Word file \(\.docm\) renamed \.docx/);
  });

  it('refuses a corrupt archive', async () => {
    const { client } = await t.signUp();
    const docx = agencyTemplate();
    const res = await upload(client, 'Truncated', docx.subarray(0, docx.length - 30), 'truncated.docx');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The file is a damaged archive \(no zip directory/);
  });

  it('refuses a zip bomb before inflating it', async () => {
    const { client } = await t.signUp();
    const bomb = writeRawZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await upload(client, 'Bomb', bomb, 'bomb.docx');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/zip bomb: word\/document\.xml/);
  });

  it('refuses XML entities (DOCTYPE / ENTITY)', async () => {
    const { client } = await t.signUp();
    const zip = new PizZip(agencyTemplate());
    const xml = zip.file('word/document.xml')!.asText();
    zip.file('word/document.xml', xml.replace('?>', '?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'));
    const res = await upload(client, 'XXE', zip.generate({ type: 'nodebuffer' }), 'xxe.docx');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/word\/document\.xml declares a DOCTYPE or XML entities/);
  });

  it('refuses unbalanced placeholders, naming the tag and where it is', async () => {
    const { client } = await t.signUp();
    const template = buildDocx({ body: [p('{{FullName}}'), p(['{{#Exper', 'ience}}']), p('{{Title}} at {{Company}}')] });
    const res = await upload(client, 'Unbalanced', template, 'unbalanced.docx');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `The template's placeholders are unbalanced: '{{#Experience}}' in word/document.xml, paragraph 2 ("{{#Experience}}") has no matching '{{/Experience}}'.`,
    );
  });

  it('refuses a second file in the same request', async () => {
    const { client } = await t.signUp();
    const body = form({ name: 'Two', file: { bytes: agencyTemplate(), filename: 'a.docx' } });
    body.append('file', new Blob([new Uint8Array(agencyTemplate())]), 'b.docx');
    const res = await client.request('POST', '/api/templates', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send one file at a time.');
  });

  it('asks for a signed-in user', async () => {
    const res = await t.client().request('POST', '/api/templates', { body: form({ name: 'x', file: { bytes: agencyTemplate(), filename: 'a.docx' } }) });
    expect(res.status).toBe(401);
    expect((await t.client().get('/api/templates')).status).toBe(401);
  });
});

describe('legacy .doc templates', () => {
  it.skipIf(!isLibreOfficeAvailable())('converts a .doc template to .docx with LibreOffice and analyses it', async () => {
    const { client } = await t.signUp();
    const doc = await convertWithLibreOffice(agencyTemplate(), 'docx', 'doc');
    expect(doc.readUInt32BE(0)).toBe(0xd0cf11e0);
    const res = await upload(client, 'Old Word', doc, 'old-template.doc');
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe('old-template.doc');
    expect(Object.keys(res.body.structure.fieldMappings)).toEqual(expect.arrayContaining(['FullName', 'Summary', 'Experience']));
  }, 180_000);

  it('explains that .doc templates need LibreOffice when it is not installed', async () => {
    const { client } = await t.signUp();
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    const savedPath = process.env.PATH;
    // The server runs in this process: without soffice on PATH it behaves as a host without LibreOffice.
    process.env.PATH = '';
    try {
      const res = await upload(client, 'Old Word', ole, 'old-template.doc');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Legacy .doc templates need LibreOffice on the server; save the template as .docx and upload it again.');
    } finally {
      process.env.PATH = savedPath;
    }
  });
});

describe('previewing a template', () => {
  it('shows the template as HTML with a Content-Security-Policy that forbids scripts', async () => {
    const { client } = await t.signUp();
    const template = buildDocx({
      body: [p('{{FullName}}'), p('<script>alert("owned")</script>'), p('<img src=x onerror=alert(1)>'), p('Career History')],
    });
    const created = await upload(client, 'Hostile', template, 'hostile.docx');
    expect(created.status).toBe(201);
    const res = await client.get(`/api/templates/${created.body.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('Career History');
    expect(res.text).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/<img src=x/i);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/img-src data:/);
    expect(csp).not.toMatch(/script-src/);
  });

  it('shows the Standard Template to anyone signed in, filled with a sample candidate or with its placeholders', async () => {
    const { client } = await t.signUp();
    const res = await client.get('/api/templates/default/preview');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Alex Morgan');
    expect(res.text).toContain('Cut month-end close from 10 to 5 working days');
    expect(res.text).not.toContain('{{');
    expect(res.text).toContain('<a href="?view=placeholders">Show placeholders</a>');
    const raw = await client.get('/api/templates/default/preview?view=placeholders');
    expect(raw.text).toContain('FullName');
    expect(raw.text).toContain('<a href="?view=sample">With sample data</a>');
    expect((await client.get('/api/templates/default/preview?view=other')).status).toBe(400);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it.skipIf(!isLibreOfficeAvailable())('answers a PDF with ?format=pdf where LibreOffice is installed', async () => {
    const { client } = await t.signUp();
    const created = await upload(client, 'Agency', agencyTemplate());
    const res = await fetch(`${t.url}/api/templates/${created.body.id}/preview?format=pdf`, { headers: { cookie: client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="agency-template.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 180_000);

  it("answers 404 for someone else's template and a missing one", async () => {
    const owner = await t.signUp();
    const created = await upload(owner.client, 'Mine', agencyTemplate());
    const other = await t.signUp();
    const foreign = await other.client.get(`/api/templates/${created.body.id}/preview`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Template not found');
    expect((await other.client.get('/api/templates/no-such-template/preview')).status).toBe(404);
    expect((await t.client().get(`/api/templates/${created.body.id}/preview`)).status).toBe(401);
  });
});

describe('deleting a template', () => {
  it('deletes the row and the file, and records the action', async () => {
    const { client, user } = await t.signUp();
    const created = await upload(client, 'Short-lived', agencyTemplate());
    expect(storedTemplateFiles(user.id)).toHaveLength(1);
    const res = await client.delete(`/api/templates/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(storedTemplateFiles(user.id)).toEqual([]);
    expect((await client.get('/api/templates')).body.map((x: { id: string }) => x.id)).toEqual(['default']);
    expect((await client.get(`/api/templates/${created.body.id}/preview`)).status).toBe(404);
    const [logged] = await t.server.ctx.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, user.id), eq(activityLogs.action, 'delete')));
    expect(logged).toMatchObject({ resourceType: 'template', resourceId: created.body.id, resource: 'agency-template.docx' });
  });

  it('refuses to delete the Standard Template', async () => {
    const { client } = await t.signUp();
    const res = await client.delete('/api/templates/default');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The Standard Template cannot be deleted');
  });

  it("answers 404 for someone else's template and leaves it in place", async () => {
    const owner = await t.signUp();
    const created = await upload(owner.client, 'Mine', agencyTemplate());
    const other = await t.signUp();
    const res = await other.client.delete(`/api/templates/${created.body.id}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Template not found');
    expect((await owner.client.get('/api/templates')).body).toHaveLength(2);
    expect(storedTemplateFiles(owner.user.id)).toHaveLength(1);
  });
});
