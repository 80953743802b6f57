import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, beginText, endText, moveText, setFontAndSize, showText } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { closeUpLetterSpacing, isLetterSpaced } from './pdf-letter-spacing';
import type { PaintedText } from './pdf-paint';
import { readDocument } from './read-document';

/** One glyph drawn per letter inside one text object, as a design tool sets a letter-spaced line: a narrow gap between letters, a wide one between words. */
function drawSpaced(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number): void {
  const key = page.node.newFontDictionary(font.name, font.ref);
  const ops = [beginText(), setFontAndSize(key, size), moveText(x, y)];
  let previous = 0;
  for (const word of text.split(' ')) {
    if (previous) ops.push(moveText(size * 0.45, 0));
    for (const letter of word) {
      const advance = font.widthOfTextAtSize(letter, size) + size * 0.13;
      ops.push(showText(font.encodeText(letter)), moveText(advance, 0));
      previous = advance;
    }
  }
  ops.push(endText());
  page.pushOperators(...ops);
}

describe('letter-spaced lines', () => {
  it('tells a line set letter by letter from ordinary words', () => {
    expect(isLetterSpaced('S A M I R A H A D I D')).toBe(true);
    expect(isLetterSpaced('C H A R L E S MC TU R L A N D')).toBe(true);
    expect(isLetterSpaced('A B Testing and more')).toBe(false);
    expect(isLetterSpaced('Jane Doe')).toBe(false);
  });

  it('closes up the letters of each word where the painted glyphs show a word gap, and guesses nothing when they do not spell the line', () => {
    const glyph = (text: string, x0: number, x1: number): PaintedText => ({ text, box: { x0, y0: 70, x1, y1: 101 }, hidden: null });
    const item = { text: 'S A M I H A D', x: 38, y: 95, width: 140, fontSize: 30 };
    const painted = [glyph('S', 38, 53), glyph('A', 57, 75), glyph('M', 79, 101), glyph('I', 105, 113), glyph('H', 127, 145), glyph('A', 149, 167), glyph('D', 171, 178)];
    expect(closeUpLetterSpacing(item, painted)).toBe('SAMI HAD');
    expect(closeUpLetterSpacing(item, painted.slice(1))).toBeNull();
    expect(closeUpLetterSpacing({ ...item, text: 'Jane Doe' }, painted)).toBeNull();
  });

  it("reads a letter-spaced name at the top of a CV as the candidate's name, and a letter-spaced heading as its words", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.HelveticaBold);
    const body = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    drawSpaced(page, font, 'SAMIRA HADID', 40, 770, 30);
    page.drawText('samira@example.com', { x: 40, y: 735, size: 10, font: body });
    drawSpaced(page, font, 'WORK EXPERIENCE', 40, 700, 12);
    page.drawText('Web Developer, Northwind Ltd', { x: 40, y: 680, size: 10, font: body });
    page.drawText('2019 - 2023', { x: 40, y: 666, size: 10, font: body });
    page.drawText('Built the online shop and its payment pages for three retailers.', { x: 40, y: 652, size: 10, font: body });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const texts = doc.lines.map((line) => line.text.trim());
    expect(texts).toContain('SAMIRA HADID');
    expect(texts).toContain('WORK EXPERIENCE');
    expect(doc.lines.find((line) => line.text.trim() === 'WORK EXPERIENCE')?.letterSpaced).toBe(true);
    expect(extractCv(doc, { now: new Date(Date.UTC(2026, 10, 15)) }).name).toBe('Samira Hadid');
  });
});
