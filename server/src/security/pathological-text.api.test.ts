import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CV_TEXT_CHARS } from '../documents/read-document';
import { textCv, uploadOneCv } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Issue 30, attack 2: 1 MB of "(((" or of LinkedIn-like fragments held a CV-reading slot until the
// 150 s limit ("This file took too long to read"). Now read in linear time, and a text longer than any
// real CV is read up to MAX_CV_TEXT_CHARS with the recruiter told.
let t: TestServer;
let client: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
  ({ client } = await t.signUp());
});
afterAll(async () => {
  await t?.close();
});

async function uploadText(fileName: string, text: string): Promise<any> {
  return uploadOneCv(client, { fileName, bytes: text, type: 'text/plain' });
}

describe('pathological text CVs', () => {
  for (const [name, unit] of [
    ['parentheses', '('],
    ['linkedin', 'linkedin.com/in/'],
  ] as const) {
    it(`1 MB of ${name} is read in seconds instead of timing out, and sent for review`, { timeout: 120_000 }, async () => {
      const cv = await uploadText(`${name}.txt`, unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
      expect(cv.extractionStatus).toBe('needs_review');
      expect(cv.extractionReason).not.toMatch(/too long to read/);
    });
  }

  it('a real CV padded to 1 MB is read up to the limit, and its review data says so', { timeout: 120_000 }, async () => {
    const line = 'Led the month-end close for 12 entities and cut reconciliation time by 30%.\n';
    const cv = await uploadText('padded.txt', `${textCv('Ada Lovelace', 'ada@example.com')}\n${line.repeat(Math.ceil((1024 * 1024) / line.length))}`);
    expect(cv.extractionStatus).toBe('needs_review');
    expect(cv.extractedData.name).toBe('Ada Lovelace');
    expect(cv.extractionReason).toMatch(/^This CV is much longer than any real CV \([\d,]+ characters of text\): only the first [\d,]+ were read\./);
    const kept = Number(/only the first ([\d,]+)/.exec(cv.extractionReason)![1].replace(/,/g, ''));
    expect(kept).toBeLessThanOrEqual(MAX_CV_TEXT_CHARS);
  });
});
