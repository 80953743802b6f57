import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadOneCv } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Issue 26: candidates hide keyword lists from a human reader (tiny text, text off the page) to game
// screening software. The reader leaves such text unread, and the review screen says it was there.
let t: TestServer;
let client: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
  ({ client } = await t.signUp());
});
afterAll(async () => {
  await t?.close();
});

async function cvPdf(hide: boolean): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const line = (text: string, y: number, size = 11) => page.drawText(text, { x: 50, y, size, font, color: rgb(0, 0, 0) });
  line('Ada Lovelace', 780, 20);
  line('ada.lovelace@example.com | +44 20 7946 0958', 755);
  line('EXPERIENCE', 720, 13);
  line('Analyst, Babbage Engines Ltd', 700);
  line('Jan 2019 - Present', 685);
  line('SKILLS', 650, 13);
  line('Excel, SQL', 632);
  if (hide) {
    line('kubernetes terraform golang rust blockchain machine learning', 600, 1);
    line('python java scala', 600, 1.5);
  }
  return Buffer.from(await pdf.save());
}

async function upload(fileName: string, bytes: Buffer): Promise<any> {
  return uploadOneCv(client, { fileName, bytes, type: 'application/pdf' }, 60_000);
}

describe('hidden text in an uploaded PDF', () => {
  it('is not read into the CV, and the recruiter is told it was there', { timeout: 90_000 }, async () => {
    const cv = await upload('hidden.pdf', await cvPdf(true));
    expect(cv.extractedData.name).toBe('Ada Lovelace');
    expect(JSON.stringify(cv.extractedData)).not.toMatch(/kubernetes|blockchain|scala/i);
    expect(cv.extractionReason).toMatch(/^This file holds text nobody can see on the page \(\d+ characters, e\.g\. ".*(kubernetes|python).*"\)/);
  });

  it('a CV without hidden text carries no such warning', { timeout: 90_000 }, async () => {
    const cv = await upload('plain.pdf', await cvPdf(false));
    expect(cv.extractedData.name).toBe('Ada Lovelace');
    expect(cv.extractionReason ?? '').not.toMatch(/nobody can see/);
  });
});
