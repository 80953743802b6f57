import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedCv } from '@common/contracts/cvs';
import { emptyCvData } from '@common/cv-data';
import { NO_TEXT_REASON, OCR_REASON, UNREADABLE_TEXT_REASON } from '../../modules/cvs/extract-uploaded-cv';
import { passwordProtectedPdf, rawPdf } from '../../modules/cvs/test-support/cv-files';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
let client: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  ({ client } = await t.signUp());
});
afterAll(async () => {
  await t?.close();
});

async function uploadOne(name: string, bytes: Buffer | string): Promise<UploadedCv> {
  const form = new FormData();
  form.append('files', new Blob([bytes]), name);
  const res = await client.request('POST', '/api/upload-cvs', { body: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.cvs[0].id as string;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (await client.get('/api/uploaded-cvs')).body as UploadedCv[];
    const cv = list.find((c) => c.id === id)!;
    if (cv.extractionStatus !== 'pending') return cv;
    if (Date.now() > deadline) throw new Error(`${name} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const escape = (text: string) => text.replace(/[()\\]/g, '\\$&');

/** A PDF of `pages` pages, each with its own lines of Helvetica text (none when a page's list is empty). */
function pagesPdf(pages: string[][]): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  const fontRef = 3 + pages.length * 2;
  pages.forEach((lines, i) => {
    const pageRef = 3 + i * 2;
    kids.push(`${pageRef} 0 R`);
    const content = lines.length ? `BT /F1 11 Tf 72 740 Td 14 TL ${lines.map((line) => `(${escape(line)}) '`).join(' ')} ET` : '';
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageRef + 1} 0 R /Resources << /Font << /F1 ${fontRef} 0 R >> >> >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return rawPdf(objects);
}

/** A one-page PDF that is only a picture (a grey 120×80 image, too small to hold readable text). */
function imageOnlyPdf(): Buffer {
  const pixels = Buffer.alloc(120 * 80, 0x80).toString('latin1');
  const content = 'q 300 0 0 200 100 400 cm /Im1 Do Q';
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /XObject /Subtype /Image /Width 120 /Height 80 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
  ]);
}

describe('extraction of hostile and unusual documents', () => {
  it('stores a confidence for every field, low ones with a reason a recruiter can act on', async () => {
    const cv = await uploadOne(
      'jane.txt',
      ['Jane Doe', 'jane.doe@example.com | (555) 123-4567 | Austin, TX 78701', 'EXPERIENCE', 'Engineer, Initech', 'Jan 2015 - Mar 2019', 'SKILLS', 'Python, SQL, Docker'].join('\n'),
    );
    expect(cv.extractionStatus).toBe('done');
    expect(cv.extractedData?.phone).toBe('(555) 123-4567');
    const confidence = cv.extractionConfidence!;
    expect(confidence.name).toEqual({ level: 'high', reason: null });
    expect(confidence.phone).toEqual({ level: 'low', reason: 'Phone number has no country code' });
    expect(confidence['experience.0.startDate']).toEqual({ level: 'high', reason: null });
    for (const key of ['email', 'location', 'skills', 'experience.0.title', 'experience.0.company']) expect(confidence[key], key).toBeDefined();
  });

  it('fails an encrypted PDF with a clear reason, and refuses an encrypted Word file at upload', async () => {
    const cv = await uploadOne('locked.pdf', passwordProtectedPdf());
    expect(cv).toMatchObject({ extractionStatus: 'failed', extractionReason: 'This PDF is password-protected', extractedData: null });
    // An encrypted .docx is an OLE compound file holding an EncryptedPackage stream.
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(1024)]);
    const form = new FormData();
    form.append('files', new Blob([cfb]), 'locked.docx');
    const res = await client.request('POST', '/api/upload-cvs', { body: form });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('password-protected');
  });

  it('says no text could be read from an image-only PDF and from a PDF with no text at all, filling nothing in', async () => {
    for (const [name, bytes] of [['photo.pdf', imageOnlyPdf()], ['blank.pdf', pagesPdf([[]])]] as const) {
      const cv = await uploadOne(name, bytes);
      expect(cv, name).toMatchObject({ extractionStatus: 'needs_review', extractionReason: NO_TEXT_REASON });
      expect(cv.extractedData?.name ?? null, name).toBeNull();
      expect(cv.extractedData?.experience ?? [], name).toEqual([]);
    }
  });

  it('reads a scanned CV through OCR and says so on the CV, every field marked to check', async () => {
    const cv = await uploadOne('scan.pdf', readFileSync(new URL('../../documents/fixtures/scanned-cv.pdf', import.meta.url)));
    expect(cv).toMatchObject({ extractionStatus: 'done', extractionReason: OCR_REASON, isOcr: true });
    expect(cv.extractedData?.email).toBe('maria.gonzalez@example.com');
    expect(cv.extractionConfidence?.email).toEqual({ level: 'low', reason: 'This CV is a scanned image; its text was read by OCR' });
  }, 90_000);

  it('reads a 40-page CV without failing, the CV on its first page', async () => {
    const first = ['Max Muster', 'max.muster@example.de', 'Berufserfahrung', 'Softwareentwickler, Beispiel GmbH', '01/2018 - heute'];
    const filler = (page: number) => Array.from({ length: 40 }, (_, i) => `Project note ${page}.${i}: delivered the reporting module on time`);
    const cv = await uploadOne('long.pdf', pagesPdf([first, ...Array.from({ length: 39 }, (_, i) => filler(i + 2))]));
    expect(cv.extractionStatus).toBe('done');
    expect(cv.extractedData).toMatchObject({ name: 'Max Muster', email: 'max.muster@example.de' });
    expect(cv.extractedData?.experience[0]).toMatchObject({ title: 'Softwareentwickler', company: 'Beispiel GmbH', startDate: '2018-01', current: true });
  }, 60_000);

  it('reads a CV that mixes languages, each section by its own heading', async () => {
    const cv = await uploadOne(
      'mixed.txt',
      ['Ana García', 'ana.garcia@example.es', 'Experiencia Profesional', 'Desarrolladora, Telefónica', '2019 - Actualidad', 'Berufserfahrung', 'Entwicklerin, Siemens AG', '2016 - 2019', 'Languages', 'Español, Deutsch, English'].join('\n'),
    );
    expect(cv.extractionStatus).toBe('done');
    expect(cv.extractedData?.name).toBe('Ana García');
    expect(cv.extractedData?.experience.map((entry) => entry.company)).toEqual(['Telefónica', 'Siemens AG']);
    expect(cv.extractedData?.languages).toEqual(['Español', 'Deutsch', 'English']);
  });

  it('keeps nothing from text that is not words, and says why', async () => {
    const soup = Array.from({ length: 30 }, (_, i) => `Ÿ¤${'ßþ'.repeat(i % 3 + 1)}qzxw${i}vbn ¦¬²³ kjhgfdsdfg ${i * 7919}`).join('\n');
    const cv = await uploadOne('garbage.txt', `Jxqzv Wrtkpl\n${soup}`);
    expect(cv).toMatchObject({ extractionStatus: 'needs_review', extractionReason: UNREADABLE_TEXT_REASON });
    expect(cv.extractedData).toEqual(emptyCvData());
  });
});
