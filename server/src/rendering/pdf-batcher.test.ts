import { describe, expect, it } from 'vitest';
import { isLibreOfficeAvailable } from './libreoffice';
import { PdfBatcher } from './pdf-batcher';
import { renderCv } from './render-cv';
import { loadStandardTemplate } from './standard-template';
import { seniorEngineerCv } from './test-support/cv-fixtures';

describe('PdfBatcher', () => {
  it('converts requests that arrive together in one run, in order, and the rest in the next', async () => {
    const runs: string[][] = [];
    const batcher = new PdfBatcher({
      maxBatch: 3,
      gatherMs: 5,
      concurrency: 1,
      convert: async (inputs) => {
        runs.push(inputs.map((b) => b.toString()));
        await new Promise((r) => setTimeout(r, 20));
        return { results: inputs.map((b) => Buffer.from(`pdf of ${b}`)), output: '', code: 0 };
      },
    });
    const pdfs = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => batcher.convert(Buffer.from(name))));
    expect(pdfs.map(String)).toEqual(['pdf of a', 'pdf of b', 'pdf of c', 'pdf of d', 'pdf of e']);
    expect(runs).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
  });

  it('fails only the documents that produced nothing, with a message', async () => {
    const batcher = new PdfBatcher({
      maxBatch: 5,
      gatherMs: 5,
      concurrency: 1,
      convert: async (inputs) => ({ results: inputs.map((b) => (b.toString() === 'bad' ? null : Buffer.from('%PDF'))), output: 'Error: source file could not be loaded', code: 0 }),
    });
    const [good, bad] = await Promise.allSettled([batcher.convert(Buffer.from('good')), batcher.convert(Buffer.from('bad'))]);
    expect(good.status).toBe('fulfilled');
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason.message).toBe('LibreOffice could not make a PDF of this document (exit code 0: Error: source file could not be loaded).');
  });

  it.skipIf(!isLibreOfficeAvailable())('makes real PDFs of several CVs in one LibreOffice run', async () => {
    const batcher = new PdfBatcher({ maxBatch: 10, gatherMs: 20, concurrency: 1 });
    const docx = renderCv({ template: loadStandardTemplate(), data: seniorEngineerCv() });
    const pdfs = await Promise.all([docx, docx, docx].map((d) => batcher.convert(d)));
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
