import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../db/schema';
import { textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
import { isLibreOfficeAvailable } from '../rendering/libreoffice';
import { linkedTemplate } from '../rendering/test-support/linked-template';
import type { ApiClient } from '../test-support/api-client';
import { startLinkTrap, type LinkTrap } from '../test-support/link-trap';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Issue #14 item 1: a template linking to a loopback URL and to a local file must make the server
 * fetch nothing and read nothing, whether it is uploaded, previewed as PDF or rendered to PDF, and the
 * DOCX the user downloads keeps no link.
 */
const SECRET = 'CVFORGE-SECRET-b41d02';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestServer;
let trap: LinkTrap;
let base: string;
let hits: string[];
let secretPath: string;

beforeAll(async () => {
  trap = await startLinkTrap(SECRET, 'other-users-cv.txt');
  ({ base, hits, secretPath } = trap);
  t = await startTestServer({ env: { PDF_OUTPUT: 'auto' } });
});
afterAll(async () => {
  await t?.close();
  await trap?.close();
});

function externalRelationships(docx: Buffer): string[] {
  const zip = new PizZip(docx);
  return Object.keys(zip.files)
    .filter((name) => name.endsWith('.rels'))
    .flatMap((name) => [...zip.file(name)!.asText().matchAll(/<Relationship [^>]*TargetMode="External"[^>]*>/g)].map((m) => `${name}: ${m[0]}`));
}

async function uploadTemplate(client: ApiClient, bytes: Buffer): Promise<string> {
  const body = new FormData();
  body.append('name', 'Linked');
  body.append('file', new Blob([new Uint8Array(bytes)], { type: DOCX_TYPE }), 'linked.docx');
  const res = await client.request('POST', '/api/templates', { body });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function download(client: ApiClient, urlPath: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${t.url}${urlPath}`, { headers: { cookie: client.cookieHeader } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pdfText(pdf: Buffer): Promise<string> {
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
}

describe('a template that links outside itself', () => {
  it('is stored without its links: the listener receives nothing and the stored DOCX has no external relationship', async () => {
    const { client, user } = await t.signUp();
    hits.length = 0;
    const templateId = await uploadTemplate(client, linkedTemplate(base, secretPath));
    const [row] = await t.server.ctx.database.db.select().from(templates).where(eq(templates.id, templateId));
    expect(row.userId).toBe(user.id);
    const stored = await t.server.ctx.storage.getBuffer(row.storageKey);
    expect(externalRelationships(stored)).toEqual([]);
    expect(stored.includes(Buffer.from('127.0.0.1'))).toBe(false);
    const html = await client.get(`/api/templates/${templateId}/preview`);
    expect(html.status).toBe(200);
    expect(hits).toEqual([]);
  });

  describe.skipIf(!isLibreOfficeAvailable())('with LibreOffice', () => {
    it('previews as PDF (six at once, through the capped batcher) and renders to DOCX and PDF without fetching or reading anything', async () => {
      const { client } = await t.signUp();
      hits.length = 0;
      const templateId = await uploadTemplate(client, linkedTemplate(base, secretPath));
      // A template stored before links were stripped at upload: the rendering side must strip again.
      const [row] = await t.server.ctx.database.db.select().from(templates).where(eq(templates.id, templateId));
      await t.server.ctx.storage.putBuffer(row.storageKey, linkedTemplate(base, secretPath), DOCX_TYPE);

      const previews = await Promise.all(Array.from({ length: 6 }, () => download(client, `/api/templates/${templateId}/preview?format=pdf`)));
      for (const preview of previews) {
        expect(preview.status).toBe(200);
        expect(preview.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(preview.bytes.toString('latin1')).not.toContain(SECRET);
      }
      const previewText = await pdfText(previews[0].bytes);
      expect(previewText).toContain('End of template');
      expect(previewText).not.toContain(SECRET);

      const [cvId] = await uploadCvs(client, [{ fileName: 'sam.txt', text: textCv('Sam Rivers', 'sam@example.com') }]);
      const res = await client.post('/api/process-selected-cvs', { cvIds: [cvId], templateId, options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
      expect(res.status).toBe(201);
      const [job] = await waitForJobs(client, [res.body.jobs[0].id]);
      expect(job.status).toBe('completed');
      const files = (await client.get('/api/processed-files')).body as Array<{ id: string; format: string }>;
      const docx = await download(client, `/api/processed-files/${files.find((f) => f.format === 'docx')!.id}/download`);
      expect(externalRelationships(docx.bytes)).toEqual([]);
      expect(docx.bytes.includes(Buffer.from('127.0.0.1'))).toBe(false);
      const pdf = await download(client, `/api/processed-files/${files.find((f) => f.format === 'pdf')!.id}/download`);
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(pdf.bytes);
      expect(text).toContain('Sam Rivers');
      expect(text).not.toContain(SECRET);

      expect(hits).toEqual([]);
    }, 240_000);
  });
});
