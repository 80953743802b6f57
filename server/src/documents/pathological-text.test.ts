import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { MAX_CV_TEXT_CHARS, readDocument } from './read-document';
import { PATHOLOGICAL_SHAPES, pathologicalText } from './test-support/pathological-text';

// Issue 30: 1 MB of "(((" held a CV-reading slot for 150 s. Every pattern the readers and the extractor
// run on text must be linear in it: 100 times the text may take about 100 times as long, never 10,000
// times. The test compares the two sizes of one shape (a ratio, so a slow or busy machine does not
// fail it); the figures themselves are printed by bench/pathological-text.ts.
const SMALL = 10 * 1024;
const LARGE = 1024 * 1024;
const MAX_RATIO = 200;

async function readAndExtract(text: string): Promise<number> {
  const start = performance.now();
  extractCv(await readDocument(Buffer.from(text), 'cv.txt'), { now: new Date('2026-01-01') });
  return performance.now() - start;
}

describe('reading and extracting pathological text is linear in its length', () => {
  for (const [shape, unit] of Object.entries(PATHOLOGICAL_SHAPES)) {
    it(`${shape}: 1 MB takes at most ${MAX_RATIO} times as long as 10 KB`, { timeout: 120_000 }, async () => {
      const small = pathologicalText(unit, SMALL);
      await readAndExtract(small); // warm-up: the first run compiles the patterns
      const smallMs = [await readAndExtract(small), await readAndExtract(small), await readAndExtract(small)].sort((a, b) => a - b)[1];
      const large = pathologicalText(unit, LARGE);
      // A floor of 5 ms for the small run: below it, timer resolution and a busy machine are most of the
      // figure. A quadratic pattern takes far longer than that on 10 KB (0.4 to 1.6 s before issue 30).
      const ratio = (ms: number) => ms / Math.max(smallMs, 5);
      let largeMs = await readAndExtract(large);
      // Another process stealing the CPU for a second is not a slow pattern: a super-linear one fails twice.
      if (ratio(largeMs) > MAX_RATIO) largeMs = Math.min(largeMs, await readAndExtract(large));
      expect(ratio(largeMs), `10 KB: ${smallMs.toFixed(1)} ms, 1 MB: ${largeMs.toFixed(1)} ms`).toBeLessThanOrEqual(MAX_RATIO);
    });
  }
});

describe('a text longer than any real CV', () => {
  it('is read up to the limit and says so', async () => {
    const line = 'Led the month-end close for 12 entities and cut reconciliation time by 30%.\n';
    const doc = await readDocument(Buffer.from(`Ada Lovelace\nada@example.com\n${line.repeat(Math.ceil(LARGE / line.length))}`), 'long.txt');
    expect(doc.text.length).toBeLessThanOrEqual(MAX_CV_TEXT_CHARS);
    expect(doc.text.startsWith('Ada Lovelace\nada@example.com\nLed the month-end')).toBe(true);
    expect(doc.cut).toEqual({ keptChars: doc.text.length, totalChars: expect.any(Number) });
    expect(doc.cut!.totalChars).toBeGreaterThan(LARGE);
  });

  it('a single line of 1 MB is cut at the limit too', async () => {
    const doc = await readDocument(Buffer.from('('.repeat(LARGE)), 'parens.txt');
    expect(doc.text.length).toBe(MAX_CV_TEXT_CHARS);
    expect(doc.cut?.keptChars).toBe(MAX_CV_TEXT_CHARS);
  });

  it('a real-sized CV is read whole, with no cut', async () => {
    const doc = await readDocument(Buffer.from('Ada Lovelace\nada@example.com\nEXPERIENCE\nSenior Accountant\n'), 'cv.txt');
    expect(doc.cut).toBeUndefined();
  });
});
