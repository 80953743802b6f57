import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { buildDocumentText } from './build-document-text';
import type { PositionedText } from './pdf-layout';
import { seatRaisedAccents } from './pdf-reader';
import { readDocument } from './read-document';

const read = (...texts: string[]) => buildDocumentText('txt', texts.map((text) => ({ text, page: 1, region: 'body' as const })), 1).lines.map((line) => line.text);

/**
 * A page as LaTeX sets it in its classic font encoding (OT1): no accented letters, so every accent is a glyph of its own
 * drawn before the letter it sits on, and the text layer reads "Educaci´on".
 */
async function latexPage(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: 780 - i * 16, size: i === 0 ? 18 : 10, font }));
  return Buffer.from(await pdf.save());
}

describe('accents drawn as glyphs of their own', () => {
  it('reads a LaTeX CV whose accents stand before their letters with its words whole, so its sections and schools are found', async () => {
    const buffer = await latexPage([
      'Lucía Martínez',
      'lucia.martinez@example.org',
      'Experiencia',
      'Analista de datos, Banco de Espa\u02dcna',
      '03/2019 \u2013 presente',
      'Educaci\u00b4on',
      // (Helvetica's encoding has no dotless i: the page draws the accent over an ordinary one.)
      'M\u00b4aster en Estad\u00b4istica, Technische Universit\u00a8at Darmstadt',
      '2016 \u2013 2018',
    ]);
    const doc = await readDocument(buffer, 'cv.pdf');
    expect(doc.text).toContain('Educación');
    expect(doc.text).toContain('Banco de España');
    expect(doc.text).toContain('Máster en Estadística, Technische Universität Darmstadt');
    const cv = extractCv(doc);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Technische Universität Darmstadt']);
  });

  it('composes every accent a TeX font draws apart, a dotless i under one included', () => {
    expect(read('D\u00b4eveloppeur, Th\u0060ese, syst\u0060emes \u00b4electroniques', 'integra\u00b8c\u02dcoes, Ao\u02c6ut', 'Pa\u00b4\u0131ses Bajos, Mart\u00b4\u0131nez')).toEqual([
      'Développeur, Thèse, systèmes électroniques',
      'integrações, Août',
      'Países Bajos, Martínez',
    ]);
  });

  it('leaves an apostrophe typed with the accent key, a Markdown code span and a lone accent as they are', () => {
    expect(read('it\u00b4s what we\u00b4ve done, don\u00b4t', 'run `echo` then `apt`', '\u00af/primor', '\u00b4')).toEqual([
      'it\u00b4s what we\u00b4ve done, don\u00b4t',
      'run `echo` then `apt`',
      '\u00af/primor',
      '\u00b4',
    ]);
  });

  it('reads a line of 100,000 accents and letters in one pass', () => {
    const [line] = read('\u00b4e'.repeat(50_000));
    expect(line).toBe('é'.repeat(50_000));
  });
});

describe('an accent raised over a capital, drawn as a piece of its own', () => {
  it('puts the accent back on the capital it sits over ("Écully", not "Ecully´"), and leaves a lone accent beside a word alone', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Camille Durand', { x: 60, y: 780, size: 18, font: bold });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font: bold });
    page.drawText('Groupe SEB', { x: 60, y: 716, size: 11, font: bold });
    // TeX sets the accent first, raised and a little right of the E's left edge, then the word from the E's edge.
    page.drawText('\u00b4', { x: 480.5, y: 718.6, size: 11, font: bold });
    page.drawText('Ecully', { x: 480, y: 716, size: 11, font: bold });
    page.drawText('Cheffe de projet digital', { x: 60, y: 702, size: 11, font });
    page.drawText('2020 \u2013 2024', { x: 480, y: 702, size: 11, font });
    // An acute beside a word, over no letter of it, is not moved.
    page.drawText('Rock', { x: 60, y: 680, size: 11, font });
    page.drawText('\u00b4', { x: 140, y: 682, size: 11, font });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Groupe SEB\tÉcully');
    expect(texts.join('\n')).not.toContain('Ecully');
    expect(texts.find((text) => text.startsWith('Rock'))).toMatch(/´$/);
  });

  it('reads a page of 20,000 lone accents and words without stalling, each accent on its letter', () => {
    const items: PositionedText[] = [];
    for (let i = 0; i < 10_000; i++) {
      items.push({ text: 'Ecole', x: 60, y: 20 + i * 20, width: 30, fontSize: 10 });
      items.push({ text: '\u00b4', x: 60.5, y: 17 + i * 20, width: 4, fontSize: 10 });
    }
    seatRaisedAccents(items);
    expect(items.length).toBe(10_000);
    expect(items.every((item) => item.text === '\u00b4Ecole')).toBe(true);
  });
});
