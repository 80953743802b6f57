import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { fontLook } from './pdf-reader';
import { readDocument } from './read-document';
import { docx, p } from './test-support/word-xml';

/** A paragraph of runs: [text, bold?, italic?] each. */
const runs = (...parts: [string, boolean?, boolean?][]) =>
  `<w:p>${parts.map(([text, bold, italic]) => `<w:r><w:rPr>${bold ? '<w:b/>' : ''}${italic ? '<w:i/>' : ''}</w:rPr><w:t xml:space="preserve">${text}</w:t></w:r>`).join('')}</w:p>`;

/** A one-page PDF with Helvetica in its regular, bold and oblique cuts. */
async function helveticaPage(size: [number, number]) {
  const pdf = await PDFDocument.create();
  const [regular, bold, italic] = await Promise.all([StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique].map((font) => pdf.embedFont(font)));
  return { pdf, page: pdf.addPage(size), regular, bold, italic };
}

/** Pieces of one line drawn side by side, each in its font, a space's width apart where the text has a space. */
function drawLine(page: PDFPage, y: number, pieces: [string, PDFFont][]): void {
  drawLineAt(page, 60, y, pieces);
}

function drawLineAt(page: PDFPage, from: number, y: number, pieces: [string, PDFFont][]): void {
  let x = from;
  for (const [text, font] of pieces) {
    page.drawText(text, { x, y, size: 10, font });
    x += font.widthOfTextAtSize(text, 10);
  }
}

describe('two fields the page parts only by typeface', () => {
  it('a Word line whose bold title runs on into its employer in regular type: the title and employer read apart', async () => {
    const buffer = docx(
      [
        p('Jane Doe'),
        p('jane@example.com'),
        p('Experience'),
        runs(['Senior Data Analyst', true], [' Northwind Traders, London']),
        p('Jan 2019 – Present'),
        p('Led the reporting of the sales team.'),
        runs(['Data Analyst', true], [' '], ['Contoso Widgets', false, true]),
        p('Mar 2016 – Dec 2018'),
        // A bold lead-in before a sentence in lower case is one sentence, not two fields.
        runs(['Reporting', true], [' was moved from spreadsheets to a warehouse.']),
        p('Education'),
        runs(['University of Leeds', true], [' BSc Mathematics, 2012 – 2015']),
      ].join(''),
    );
    const doc = await readDocument(buffer, 'cv.docx');
    expect(doc.lines.find((line) => line.text.startsWith('Senior Data Analyst'))?.lead).toBe('Senior Data Analyst');
    // A change of look inside a word is no boundary between fields.
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Senior Data Analyst', 'Northwind Traders'],
      ['Data Analyst', 'Contoso Widgets'],
    ]);
    expect(cv.experience[1].highlights.join(' ')).toContain('Reporting was moved from spreadsheets to a warehouse.');
    expect(cv.education[0]).toMatchObject({ institution: 'University of Leeds', degree: 'BSc', field: 'Mathematics' });
  });

  it('a bold word before 100,000 words in regular type (hostile): the line is kept whole, one paragraph', async () => {
    const long = ` ${'Northwind '.repeat(100_000)}`;
    const doc = await readDocument(docx([p('Jane Doe'), p('Experience'), runs(['Analyst', true], [long])].join('')), 'cv.docx');
    const cv = extractCv(doc);
    expect(cv.experience.every((entry) => !entry.company?.startsWith('Northwind Northwind'))).toBe(true);
    expect(doc.lines.some((line) => line.lead === 'Analyst')).toBe(true);
  });

  it('a change of look inside a word marks no lead', async () => {
    const doc = await readDocument(docx([p('Jane Doe'), runs(['Senior Data Analy', true], ['st Northwind'])].join('')), 'cv.docx');
    expect(doc.lines.find((line) => line.text.startsWith('Senior'))?.lead).toBeUndefined();
  });

  it('a PDF line set in a bold font, then a regular one: the title and employer read apart; a sentence with a name in italics stays whole', async () => {
    const { pdf, page, regular, bold, italic } = await helveticaPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font: bold });
    page.drawText('jane@example.com', { x: 60, y: 760, size: 10, font: regular });
    page.drawText('Experience', { x: 60, y: 730, size: 14, font: bold });
    drawLine(page, 710, [['Senior Data Analyst ', bold], ['Northwind Traders, London', regular]]);
    page.drawText('Jan 2019 – Present', { x: 60, y: 696, size: 10, font: regular });
    drawLine(page, 682, [['Development team manager for ', regular], ['Quantum Diorama', italic], [', a modelling suite for Linux.', regular]]);
    drawLine(page, 660, [['Data Analyst ', bold], ['Contoso Widgets', italic]]);
    page.drawText('Mar 2016 – Dec 2018', { x: 60, y: 646, size: 10, font: regular });
    page.drawText('Education', { x: 60, y: 616, size: 14, font: bold });
    drawLine(page, 596, [['Technische Universität München ', bold], ['Master Informatik, 2012 – 2015', regular]]);
    const cv = extractCv(await readDocument(Buffer.from(await pdf.save()), 'cv.pdf'));
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Senior Data Analyst', 'Northwind Traders'],
      ['Data Analyst', 'Contoso Widgets'],
    ]);
    expect(cv.experience[0].highlights).toContain('Development team manager for Quantum Diorama, a modelling suite for Linux.');
    expect(cv.education[0]).toMatchObject({ institution: 'Technische Universität München', degree: 'Master', field: 'Informatik' });
  });

  it("a PDF line that wraps goes on in the font it stopped in: the school wrapped under a bold degree, and under a row's first cell", async () => {
    const { pdf, page, regular, bold } = await helveticaPage([400, 600]);
    page.drawText('Jane Doe', { x: 40, y: 560, size: 20, font: bold });
    page.drawText('Education', { x: 40, y: 520, size: 14, font: bold });
    // The line fills the column (its right edge is the page's margin): the next word did not fit.
    drawLine(page, 500, [
      ['Computer Science, Bachelor of Science, ', bold],
      ['Anhembi Morumbi', regular],
    ]);
    page.drawText('International University', { x: 60, y: 488, size: 10, font: regular });
    page.drawText('Jan 2005 – Jan 2009', { x: 60, y: 476, size: 10, font: regular });
    // A row: the degree and school, then the dates at the right; the school's name wraps under the first cell.
    drawLine(page, 450, [['Bachelor of Engineering ', bold], ['at FH Aachen', regular]]);
    page.drawText('Sep 2012 – Aug 2016', { x: 270, y: 450, size: 10, font: regular });
    page.drawText('University of Applied Sciences', { x: 60, y: 438, size: 10, font: regular });
    page.drawText('Skills', { x: 40, y: 400, size: 14, font: bold });
    page.drawText('Python, SQL', { x: 60, y: 380, size: 10, font: regular });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const cv = extractCv(doc);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Anhembi Morumbi International University', 'FH Aachen University of Applied Sciences']);
  });

  it("a heading set beside its section's first line, a size apart: the heading opens its section; a small capital's first letter parts nothing", async () => {
    const { pdf, page, regular, bold } = await helveticaPage([595, 842]);
    // "JANE DOE" in small capitals made by hand: each word's first letter a size up.
    let x = 60;
    for (const [text, size] of [['J', 22], ['ANE', 17], [' ', 17], ['D', 22], ['OE', 17]] as [string, number][]) {
      page.drawText(text, { x, y: 780, size, font: bold });
      x += bold.widthOfTextAtSize(text, size);
    }
    page.drawText('jane@example.com', { x: 60, y: 760, size: 10, font: regular });
    // The heading in a margin column, the first school's name a word space after it on the same baseline.
    page.drawText('Education', { x: 60, y: 720, size: 20, font: regular });
    page.drawText('University of Leeds', { x: 60 + regular.widthOfTextAtSize('Education ', 20), y: 720, size: 16, font: regular });
    page.drawText('BSc in Mathematics', { x: 170, y: 702, size: 10, font: regular });
    page.drawText('Sep 2012 – Jun 2015', { x: 170, y: 690, size: 10, font: regular });
    page.drawText('University of York', { x: 170, y: 664, size: 16, font: regular });
    page.drawText('MSc in Statistics', { x: 170, y: 646, size: 10, font: regular });
    page.drawText('Sep 2015 – Jun 2016', { x: 170, y: 634, size: 10, font: regular });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const cv = extractCv(doc);
    expect(doc.lines[0].text).toBe('JANE DOE');
    expect(cv.education.map((entry) => entry.institution)).toEqual(['University of Leeds', 'University of York']);
  });
});

describe("a PDF font's weight and slant, as its name states them", () => {
  it('reads the names of Word, Chromium, Adobe and TeX cuts, and says nothing for a bare resource name', () => {
    const look = (name: string | undefined) => fontLook(name);
    expect(look('ABCDEF+Calibri-Bold')).toEqual({ bold: true, italic: false });
    expect(look('Arial-BoldItalicMT')).toEqual({ bold: true, italic: true });
    expect(look('AAAAAA+Montserrat-SemiBold')).toEqual({ bold: true, italic: false });
    expect(look('MinionPro-It')).toEqual({ bold: false, italic: true });
    expect(look('TimesNewRomanPS-ItalicMT')).toEqual({ bold: false, italic: true });
    expect(look('Helvetica-Oblique')).toEqual({ bold: false, italic: true });
    expect(look('SegoeUI-DemiLight')).toEqual({ bold: false, italic: false });
    expect(look('XVDXGB+CMR10')).toEqual({ bold: false, italic: false });
    expect(look('OGUCSW+CMBX12')).toEqual({ bold: true, italic: false });
    expect(look('VMCBNR+CMTI10')).toEqual({ bold: false, italic: true });
    expect(look('SFBX1000')).toEqual({ bold: true, italic: false });
    expect(look('LMRoman10-BoldItalic')).toEqual({ bold: true, italic: true });
    expect(look('F1')).toBeNull();
    expect(look('T3_0')).toBeNull();
    expect(look(undefined)).toBeNull();
  });

  it('marks a PDF line set in an oblique cut italic and one in a bold cut bold, whatever their widths', async () => {
    const { pdf, page, regular, bold, italic } = await helveticaPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font: bold });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font: bold });
    drawLine(page, 716, [['Firmware Engineer', bold]]);
    drawLine(page, 702, [['Silicon Labs, Austin', italic]]);
    drawLine(page, 688, [['Wrote the drivers of three radio chips and the tests that run them every night.', regular]]);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const line = (start: string) => doc.lines.find((l) => l.text.startsWith(start));
    expect(line('Firmware Engineer')).toMatchObject({ bold: true });
    expect(line('Firmware Engineer')?.italic).toBeUndefined();
    expect(line('Silicon Labs')).toMatchObject({ italic: true });
    expect(line('Silicon Labs')?.bold).toBeUndefined();
    expect(line('Wrote the drivers')?.bold ?? false).toBe(false);
    expect(line('Wrote the drivers')?.italic ?? false).toBe(false);
  });
});

describe('a moderncv entry: dates in the margin, a title wrapped on a word no phrase ends on, then the employer in italics', () => {
  it('gives the title its wrapped end ("… für Firmenkunden"), the employer its own field, and parts a label that runs over the margin', async () => {
    const { pdf, page, regular, bold, italic } = await helveticaPage([595, 842]);
    const at = (text: string, x: number, y: number, font: PDFFont) => page.drawText(text, { x, y, size: 10, font });
    /** Pieces from the content column's edge on, each in its font. */
    const run = (y: number, pieces: [string, PDFFont][]) => drawLineAt(page, 146, y, pieces);
    page.drawText('Lukas Brenner', { x: 146, y: 780, size: 20, font: bold });
    at('lukas.brenner@example.de', 146, 760, regular);
    page.drawText('Berufserfahrung', { x: 146, y: 730, size: 14, font: bold });
    at('seit 04/2021', 80, 710, regular);
    run(710, [['Senior Data Engineer', bold], [', ', regular], ['Allianz Technology SE', italic], [', München', regular]]);
    run(698, [['Aufbau einer Datenplattform für die Schadensabteilung.', regular]]);
    at('10/2017–03/2021', 62, 680, regular);
    run(680, [['Softwareentwickler im Bereich Zahlungsverkehr und Risikomanagement für', bold]]);
    run(668, [['Firmenkunden', bold], [', ', regular], ['Stadtsparkasse München', italic], [', München', regular]]);
    run(656, [['Entwicklung von Schnittstellen zu SEPA-Systemen.', regular]]);
    page.drawText('Kenntnisse', { x: 146, y: 630, size: 14, font: bold });
    // A label too long for the margin runs 3 points into the content column.
    at('Programmierung', 149 - regular.widthOfTextAtSize('Programmierung', 10), 612, regular);
    run(612, [['Python, Scala, SQL, Java', regular]]);
    at('Werkzeuge', 138 - regular.widthOfTextAtSize('Werkzeuge', 10), 598, regular);
    run(598, [['Spark, Airflow, Kubernetes', regular]]);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    expect(doc.lines.map((line) => line.text)).toContain('Programmierung\tPython, Scala, SQL, Java');
    expect(doc.lines.find((line) => line.text.startsWith('Firmenkunden'))?.lead).toBe('Firmenkunden,');
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Senior Data Engineer', 'Allianz Technology SE'],
      ['Softwareentwickler im Bereich Zahlungsverkehr und Risikomanagement für Firmenkunden', 'Stadtsparkasse München'],
    ]);
    expect(cv.skills).toEqual(expect.arrayContaining(['Python', 'Scala', 'Spark']));
    expect(cv.skills.join(' ')).not.toContain('Programmierung');
  });

  it('keeps the lead of a line whose margin date wrapped with it: the line left after the date folds up starts in its own font', async () => {
    const { pdf, page, regular, bold, italic } = await helveticaPage([595, 842]);
    page.drawText('Berufserfahrung', { x: 146, y: 730, size: 14, font: bold });
    for (const [y, text] of [[710, 'Aufbau einer Datenplattform.'], [698, 'Leitung eines Teams.'], [660, 'Entwicklung von Schnittstellen.'], [648, 'Betrieb der Systeme.']] as const) page.drawText(text, { x: 146, y, size: 10, font: regular });
    page.drawText('10/2017–', { x: 95, y: 684, size: 10, font: regular });
    page.drawText('Softwareentwickler Zahlungsverkehr', { x: 146, y: 684, size: 10, font: bold });
    page.drawText('03/2021', { x: 99, y: 672, size: 10, font: regular });
    drawLineAt(page, 146, 672, [['Firmenkunden', bold], [', ', regular], ['Stadtsparkasse München', italic]]);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    expect(doc.lines.map((line) => line.text)).toContain('10/2017–03/2021\tSoftwareentwickler Zahlungsverkehr');
    expect(doc.lines.find((line) => line.text.startsWith('Firmenkunden'))?.lead).toBe('Firmenkunden,');
  });
});
