import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { buildDocumentText } from './build-document-text';
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
