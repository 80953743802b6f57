import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inflatePdfStreamsInJs, openPdf } from './pdf-open';
import { readPdf } from './pdf-reader';

// A page written by LibreOffice in DejaVu Sans (a subset embedded as TrueType), with one white line.
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'embedded-font.pdf');

describe('openPdf', () => {
  it('gives the paint pass an embedded font without building its glyph outlines', async () => {
    const pdf = await openPdf(await readFile(FIXTURE), false);
    try {
      const page = await pdf.getPage(1);
      const list = await page.getOperatorList();
      const objects = [...page.commonObjs].map(([id]) => id);
      expect(list.fnArray.length).toBeGreaterThan(0);
      expect(objects.length).toBeGreaterThan(0);
      // Outlines are posted as "<font>_path_<glyph>", one per glyph shown: none are built.
      expect(objects.filter((id) => id.includes('_path_'))).toEqual([]);
    } finally {
      await pdf.destroy();
    }
  });

  it('reads the embedded-font page and leaves out its white line', async () => {
    const doc = await readPdf(await readFile(FIXTURE));
    expect(doc.lines.map((line) => line.text)).toEqual(['Ada Lovelace', 'Analyst, Babbage Engines Ltd', 'Skills: Excel, SQL']);
    expect(doc.hidden).toEqual({ count: 1, chars: 25, sample: 'kubernetes terraform golang' });
  });

  it('reads the same page when pdf.js inflates its streams in JavaScript', async () => {
    const native = await readPdf(await readFile(FIXTURE));
    const saved = globalThis.DecompressionStream;
    inflatePdfStreamsInJs();
    try {
      expect(globalThis.DecompressionStream).toBeUndefined();
      expect(await readPdf(await readFile(FIXTURE))).toEqual(native);
    } finally {
      globalThis.DecompressionStream = saved;
    }
  });
});
