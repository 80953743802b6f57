import { describe, expect, it } from 'vitest';
import { writePaintedPdf, type Paint } from '../test-support/documents/pdf-paint-writer';
import { ensureTransferToFixedLength } from './array-buffer-transfer';
import { readPdf } from './pdf-reader';

// Issue 26: text a reader cannot see is not read, and is counted for the recruiter's warning.
const WHITE: [number, number, number] = [1, 1, 1];
const CV: Paint[] = [
  { kind: 'text', text: 'Ada Lovelace', x: 50, y: 780, size: 20 },
  { kind: 'text', text: 'Analyst, Babbage Engines Ltd', x: 50, y: 740 },
  { kind: 'text', text: 'Skills: Excel, SQL', x: 50, y: 720 },
];

async function read(paints: Paint[]) {
  const doc = await readPdf(await writePaintedPdf([...CV, ...paints]));
  return { doc, lines: doc.lines.map((line) => line.text) };
}

describe('hidden text in a PDF (what is painted)', () => {
  it('leaves out white text on a white page and counts it', async () => {
    const { doc, lines } = await read([{ kind: 'text', text: 'kubernetes terraform golang', x: 50, y: 600, colour: WHITE }]);
    expect(lines).toEqual(['Ada Lovelace', 'Analyst, Babbage Engines Ltd', 'Skills: Excel, SQL']);
    expect(doc.hidden).toEqual({ count: 1, chars: 25, sample: 'kubernetes terraform golang' });
  });

  it('leaves out near-white text too, but reads light grey text a person can read', async () => {
    const { doc, lines } = await read([
      { kind: 'text', text: 'blockchain rust', x: 50, y: 600, colour: [0.96, 0.96, 0.97] },
      { kind: 'text', text: 'London, United Kingdom', x: 50, y: 580, colour: [0.6, 0.6, 0.6] },
    ]);
    expect(lines).toContain('London, United Kingdom');
    expect(doc.text).not.toContain('blockchain');
    expect(doc.hidden?.count).toBe(1);
  });

  it('reads white text on a dark box (a coloured sidebar or banner)', async () => {
    const { doc, lines } = await read([
      { kind: 'box', x: 40, y: 580, width: 250, height: 40, colour: [0.1, 0.15, 0.3] },
      { kind: 'text', text: 'Languages: English, German', x: 50, y: 595, colour: WHITE },
    ]);
    expect(lines).toContain('Languages: English, German');
    expect(doc.hidden).toBeUndefined();
  });

  it('leaves out white text on a white box drawn over a dark one', async () => {
    const { doc } = await read([
      { kind: 'box', x: 40, y: 500, width: 300, height: 120, colour: [0.1, 0.1, 0.1] },
      { kind: 'box', x: 45, y: 505, width: 290, height: 110, colour: WHITE },
      { kind: 'text', text: 'python java scala', x: 50, y: 560, colour: WHITE },
    ]);
    expect(doc.text).not.toContain('python');
    expect(doc.hidden?.sample).toBe('python java scala');
  });

  it('reads an invisible text layer over an image: a scanned page with its OCR text', async () => {
    const doc = await readPdf(await writePaintedPdf([
      { kind: 'image', x: 0, y: 0, width: 595, height: 842 },
      { kind: 'text', text: 'Grace Hopper', x: 50, y: 780, size: 20, invisible: true },
      { kind: 'text', text: 'Rear Admiral, United States Navy', x: 50, y: 740, invisible: true },
    ]));
    expect(doc.lines.map((line) => line.text)).toEqual(['Grace Hopper', 'Rear Admiral, United States Navy']);
    expect(doc.hidden).toBeUndefined();
    expect(doc.ocr).toBe(false);
  });

  it('leaves out invisible text on a blank part of the page, even when the page has an image elsewhere', async () => {
    const { doc, lines } = await read([
      { kind: 'image', x: 450, y: 720, width: 90, height: 90 },
      { kind: 'text', text: 'machine learning kubernetes', x: 50, y: 600, invisible: true },
    ]);
    expect(lines).toEqual(['Ada Lovelace', 'Analyst, Babbage Engines Ltd', 'Skills: Excel, SQL']);
    expect(doc.hidden?.sample).toBe('machine learning kubernetes');
  });

  it('leaves out text drawn outside the clipping path in force', async () => {
    const { doc, lines } = await read([
      { kind: 'clip', x: 40, y: 560, width: 200, height: 60, inside: [
        { kind: 'text', text: 'Certified Scrum Master', x: 50, y: 590 },
        { kind: 'text', text: 'golang terraform', x: 50, y: 300 },
      ] },
    ]);
    expect(lines).toContain('Certified Scrum Master');
    expect(doc.text).not.toContain('golang');
    expect(doc.hidden?.count).toBe(1);
  });

  it('cuts white words out of a line whose visible words pdf.js joins them to', async () => {
    const { doc, lines } = await read([
      { kind: 'text', text: 'Tools: Jira', x: 50, y: 600 },
      { kind: 'text', text: ' kubernetes golang', x: 105.6, y: 600, colour: WHITE },
    ]);
    expect(lines).toContain('Tools: Jira');
    expect(doc.text).not.toMatch(/kubernetes|golang/);
    expect(doc.hidden?.sample).toContain('kubernetes golang');
  });

  it('reads a CV whose every gap is filled with white keywords (the hostile case of the issue) as the CV, with the warning', async () => {
    const keywords: Paint[] = [];
    for (let y = 820; y > 20; y -= 6) keywords.push({ kind: 'text', text: 'kubernetes terraform golang rust blockchain machine learning python', x: 20, y, size: 5, colour: WHITE });
    const { doc, lines } = await read(keywords);
    expect(lines).toEqual(['Ada Lovelace', 'Analyst, Babbage Engines Ltd', 'Skills: Excel, SQL']);
    expect(doc.hidden?.count).toBe(keywords.length);
    expect(doc.hidden?.chars).toBe(keywords.length * 60);
  });

  it('reads a page of nothing but white text as empty, with the warning', async () => {
    const doc = await readPdf(await writePaintedPdf([{ kind: 'text', text: 'kubernetes terraform golang rust blockchain', x: 50, y: 600, colour: WHITE }]));
    expect(doc.text).toBe('');
    expect(doc.hidden?.count).toBe(1);
  });
});

describe('ArrayBuffer.prototype.transferToFixedLength (built in from Node 21, added on Node 20)', () => {
  it('moves the bytes into a buffer of the asked length and detaches the original', () => {
    ensureTransferToFixedLength();
    const buffer = new Uint8Array([1, 2, 3, 4, 5]).buffer;
    const shorter = (buffer as ArrayBuffer & { transferToFixedLength(length?: number): ArrayBuffer }).transferToFixedLength(3);
    expect([...new Uint8Array(shorter)]).toEqual([1, 2, 3]);
    expect(buffer.byteLength).toBe(0);
    const source = new Uint8Array([7, 8]).buffer as ArrayBuffer & { transferToFixedLength(length?: number): ArrayBuffer };
    expect([...new Uint8Array(source.transferToFixedLength(4))]).toEqual([7, 8, 0, 0]);
  });
});
