import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { entityDocx, lyingZipBombDocx, rawPdf, textPdf, windowsProgram, zipBombDocx } from '../modules/cvs/test-support/cv-files';
import { textCv, waitFor } from '../modules/processing/test-support/processing-fixtures';
import { writeRawZip } from '../rendering/test-support/raw-zip';
import { killAll, signUp, startProcess, tempDataDir } from '../reliability/process-harness';
import type { ApiClient } from '../test-support/api-client';
import { isPostgresRun } from '../test-support/test-database';

afterAll(killAll);

const docxParts = (documentXml: string, extra: Array<{ name: string; data: Buffer }> = []) =>
  writeRawZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from(documentXml) },
    ...extra,
  ]);
const wordDocument = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;

/** A PDF whose page dictionary holds arrays nested 50,000 deep. */
function deeplyNestedPdf(): Buffer {
  const depth = 50_000;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Junk ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
  ]);
}

/** A PDF with one image XObject declared 40,000 × 40,000 pixels (6.4 GB decoded) from a small stream. */
function hugeImagePdf(): Buffer {
  const pixels = deflateSync(Buffer.alloc(4 * 1024 * 1024));
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q BT /F1 12 Tf 72 720 Td (Jane Image) Tj ET';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> /Font << /F1 6 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width 40000 /Height 40000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n${pixels.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A file that is at once a PDF (header and trailer) and a ZIP (central directory at the end). */
function pdfZipPolyglot(): Buffer {
  return Buffer.concat([textPdf(['Polly Glot', 'polly@example.com']), writeRawZip([{ name: 'payload.js', data: Buffer.from('alert(1)') }])]);
}

const CV_TEXT = textCv('Hostile Corpus', 'hostile@example.com');

/** name → bytes: each must be refused with a reason or stored and read (or failed) without harm. */
function corpus(): Array<{ name: string; bytes: Buffer }> {
  return [
    { name: 'polyglot.pdf', bytes: pdfZipPolyglot() },
    { name: 'polyglot.docx', bytes: pdfZipPolyglot() },
    { name: 'zip-bomb.docx', bytes: zipBombDocx() },
    { name: 'lying-zip-bomb.docx', bytes: lyingZipBombDocx() },
    { name: 'entities.docx', bytes: entityDocx() },
    { name: 'nested.pdf', bytes: deeplyNestedPdf() },
    { name: 'huge-image.pdf', bytes: hugeImagePdf() },
    // 9 MB of incompressible "image" inside a DOCX, beside a readable body.
    { name: 'huge-image.docx', bytes: docxParts(wordDocument(CV_TEXT), [{ name: 'word/media/image1.png', data: Buffer.from(Array.from({ length: 9 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24)) }]) },
    { name: 'program.pdf', bytes: windowsProgram() },
    { name: 'page.docx', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    { name: 'real-pdf-named.txt', bytes: textPdf(['Named Wrong', 'wrong@example.com']) },
    { name: 'binary.txt', bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) & 0xff)) },
    { name: '../../../etc/passwd.txt', bytes: Buffer.from(CV_TEXT) },
    { name: 'C:\\Windows\\System32\\cv.txt', bytes: Buffer.from(CV_TEXT) },
    { name: 'Zoë 履歴書 🙂.txt', bytes: Buffer.from(CV_TEXT) },
    { name: 'cv\u202Etxt.exe', bytes: Buffer.from(CV_TEXT) },
    { name: `${'a'.repeat(300)}.txt`, bytes: Buffer.from(CV_TEXT) },
  ];
}

function memoryKb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: Number(status.match(/VmRSS:\s+(\d+)/)![1]), peak: Number(status.match(/VmHWM:\s+(\d+)/)![1]) };
}

async function uploadOne(client: ApiClient, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('files', new Blob([bytes]), name);
  return client.request('POST', '/api/upload-cvs', { body: form });
}

describe.skipIf(isPostgresRun())('a corpus of hostile uploads against a server process', () => {
  it('refuses or handles each file, stays up, and keeps its memory bounded', { timeout: 240_000 }, async () => {
    const dataDir = tempDataDir('cvforge-hostile-');
    const server = await startProcess({ name: 'server', services: 'web,worker', env: { DATA_DIR: dataDir } });
    try {
      const user = await signUp(server.url, 'hostile@example.com');
      // Warm up with a normal CV so the baseline includes the readers.
      expect((await uploadOne(user, 'warm.txt', Buffer.from(CV_TEXT))).status).toBe(201);
      const baseline = memoryKb(server.pid);

      const outcomes: string[] = [];
      for (const file of corpus()) {
        const res = await uploadOne(user, file.name, file.bytes);
        // Refused with a reason (400) or accepted (201); never a server error, never a hang.
        expect([201, 400], `${file.name}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        if (res.status === 400) expect(res.body.message.length).toBeGreaterThan(10);
        outcomes.push(`${file.name.slice(0, 40)} → ${res.status}${res.status === 400 ? ` (${res.body.message.slice(0, 80)})` : ''}`);
        expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
      }

      // Everything accepted is read (or failed with a reason) in the background, without taking the server down.
      await waitFor(async () => ((await user.get('/api/uploaded-cvs')).body as Array<{ extractionStatus: string }>).every((cv) => cv.extractionStatus !== 'pending'), 'hostile CVs to be read', 120_000);
      const cvs = (await user.get('/api/uploaded-cvs')).body as Array<{ originalFileName: string; extractionStatus: string }>;
      for (const cv of cvs) {
        // Display names are names, never paths, and carry no control or bidi-override characters.
        expect(cv.originalFileName).not.toMatch(/[/\\]/);
        expect([...cv.originalFileName].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f' || /[\u202a-\u202e\u2066-\u2069]/.test(c))).toBe(false);
        expect(cv.originalFileName.length).toBeLessThanOrEqual(255);
      }
      expect(cvs.map((cv) => cv.originalFileName)).toEqual(expect.arrayContaining(['passwd.txt', 'cv.txt', 'Zoë 履歴書 🙂.txt']));
      // A program renamed .pdf and HTML renamed .docx are never kept.
      expect(cvs.map((cv) => cv.originalFileName)).not.toEqual(expect.arrayContaining(['program.pdf']));
      expect(cvs.map((cv) => cv.originalFileName)).not.toEqual(expect.arrayContaining(['page.docx']));

      const after = memoryKb(server.pid);
      console.info(`hostile corpus:\n  ${outcomes.join('\n  ')}\n  RSS ${Math.round(baseline.rss / 1024)} MB → ${Math.round(after.rss / 1024)} MB, peak ${Math.round(after.peak / 1024)} MB`);
      // Bounded: a 6.4 GB image or a 200 MB bomb never gets inflated in memory.
      expect(after.peak - baseline.rss).toBeLessThan(768 * 1024);
      expect(server.child.exitCode).toBeNull();
      expect((await user.get('/api/user')).status).toBe(200);
    } finally {
      await server.killHard();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
