import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { buildDocumentText } from './build-document-text';
import { readDocument } from './read-document';

/** A page with Helvetica in its regular, bold and oblique cuts, and a helper that sets text flush right at an edge. */
async function page() {
  const pdf = await PDFDocument.create();
  const [regular, bold, italic] = await Promise.all([StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique].map((font) => pdf.embedFont(font)));
  const sheet = pdf.addPage([595, 842]);
  const left = (text: string, x: number, y: number, size: number, font: PDFFont) => sheet.drawText(text, { x, y, size, font });
  const right = (text: string, edge: number, y: number, size: number, font: PDFFont) => sheet.drawText(text, { x: edge - font.widthOfTextAtSize(text, size), y, size, font });
  return { pdf, regular, bold, italic, left, right };
}

describe('section headings in a margin column, level with their sections (moderncv fancy)', () => {
  it('reads each heading before its section, not all headings first, under an address beside the name', async () => {
    const { pdf, regular, bold, italic, left, right } = await page();
    // The places moderncv's fancy style gives them on A4 (from the page's top, as the reader measures).
    const top = (y: number) => 842 - y;
    ['Calle Mayor 5', '28013 Madrid', 'España', '+34 612 345 678', 'lucia@example.es'].forEach((text, i) => right(text, 150, top(95 + i * 12), 10, italic));
    left('Lucía Fernández', 168, top(95), 24.8, regular);
    left('Ingeniera de Software', 168, top(127), 17.2, italic);
    right('Work', 150, top(193), 14.3, regular);
    right('experience', 150, top(208), 14.3, regular);
    left('Backend Developer, Cabify, Madrid.', 168, top(193), 10.9, bold);
    left('2021 – present', 480, top(193), 10.9, regular);
    left('Designed the payments API and moved twelve services to Kotlin.', 168, top(219), 10, regular);
    left('Software Engineer, Indra Sistemas S.A., Alcobendas.', 168, top(238), 10.9, bold);
    left('2018 – 2021', 480, top(238), 10.9, regular);
    left('Air traffic control systems.', 168, top(252), 10, regular);
    right('Education', 150, top(313), 14.3, regular);
    left('Máster en Informática, Universidad Politécnica de Madrid', 168, top(313), 10.9, bold);
    left('2016 – 2018', 480, top(313), 10.9, regular);
    left('Grado en Software, Universidad Complutense de Madrid', 168, top(342), 10.9, bold);
    left('2012 – 2016', 480, top(342), 10.9, regular);
    right('Skills', 150, top(385), 14.3, regular);
    left('Java, Kotlin, Python, SQL', 168, top(385), 10.9, regular);
    left('Docker, Kubernetes, Git', 168, top(403), 10.9, regular);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Work experience');
    expect(texts.indexOf('Work experience')).toBeLessThan(texts.findIndex((text) => text.startsWith('Backend Developer')));
    expect(texts.indexOf('Education')).toBeGreaterThan(texts.findIndex((text) => text.startsWith('Air traffic')));
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Backend Developer', 'Cabify'],
      ['Software Engineer', 'Indra Sistemas S.A.'],
    ]);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Universidad Politécnica de Madrid', 'Universidad Complutense de Madrid']);
    expect(cv.skills).toEqual(expect.arrayContaining(['Java', 'Kotlin']));
    expect(cv.email).toBe('lucia@example.es');
    expect(texts).toContain('28013 Madrid');
  });

  it('keeps a sidebar a sidebar: a body-size list under a margin heading is the sidebar’s own text', async () => {
    const { pdf, regular, bold, left, right } = await page();
    left('Jane Roe', 168, 780, 24, bold);
    right('Skills', 150, 700, 14, bold);
    ['Excel', 'SQL', 'Tableau', 'Python'].forEach((skill, i) => right(skill, 150, 684 - i * 14, 10, regular));
    right('Languages', 150, 600, 14, bold);
    right('English', 150, 584, 10, regular);
    left('Experience', 168, 700, 14, bold);
    ['Data Analyst, Contoso Ltd, 2019 – 2023', 'Built the sales dashboards.', 'Junior Analyst, Fabrikam plc, 2016 – 2019', 'Cleaned the customer data.', 'Wrote the monthly report.'].forEach((text, i) => left(text, 168, 684 - i * 14, 10, regular));
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    expect(doc.lines.every((line) => !line.label)).toBe(true);
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => entry.company)).toEqual(['Contoso Ltd', 'Fabrikam plc']);
    expect(cv.skills).toEqual(expect.arrayContaining(['Excel', 'Tableau']));
  });
});

describe('a date wrapped in a margin of dates set flush right (moderncv casual)', () => {
  it('reads "Jul 2017 – Dec" over "2017" as one range beside its entry', async () => {
    const { pdf, regular, bold, left, right } = await page();
    left('Jane Roe', 131, 780, 24, bold);
    left('Experience', 131, 740, 14, bold);
    right('2018 – 2021', 120, 720, 11, regular);
    left('Software Engineer, Indra Sistemas S.A., Alcobendas', 131, 720, 11, regular);
    left('Air traffic control systems.', 131, 706, 10, regular);
    right('Jul 2017 – Dec', 120, 690, 11, regular);
    left('Research Intern, Universidad Politécnica de Madrid, Madrid', 131, 690, 11, regular);
    right('2017', 120, 676, 11, regular);
    left('Education', 131, 650, 14, bold);
    right('2012 – 2016', 120, 630, 11, regular);
    left('BSc Software Engineering, Universidad Complutense de Madrid', 131, 630, 11, regular);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    expect(doc.lines.map((line) => line.text)).toContain('Jul 2017 – Dec 2017\tResearch Intern, Universidad Politécnica de Madrid, Madrid');
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.startDate, entry.endDate])).toEqual([
      ['Software Engineer', '2018', '2021'],
      ['Research Intern', '2017-07', '2017-12'],
    ]);
  });
});

describe("a line's lead reads as its text does", () => {
  it('composes the accents of the lead as of the text ("Máster", not "M´aster")', () => {
    const doc = buildDocumentText('pdf', [{ text: 'M\u00b4aster en Inform\u00b4atica, Universidad de Sevilla', lead: 'M\u00b4aster en Inform\u00b4atica,', page: 1, region: 'body' }], 1);
    expect(doc.lines[0]).toMatchObject({ text: 'Máster en Informática, Universidad de Sevilla', lead: 'Máster en Informática,' });
  });
});

describe('a line under a heading-sized first cell, centred under it', () => {
  it('stays a line of its own: only a date cut before its year joins a cell by its right edge', async () => {
    const { pdf, regular, bold, left } = await page();
    left('José Expósito', 120, 780, 30, bold);
    for (const [y, text] of [[700, 'Universidad Complutense de Madrid'], [686, 'Ingeniería Técnica en Informática'], [672, 'Cambridge Regional College'], [620, 'Armour Comms, Londres']] as const) left(text, 230, y, 10, regular);
    left('idiomas', 130, 672, 14, bold);
    left('español nativo', 121, 658, 10, regular);
    left('fluent in English', 112, 644, 10, regular);
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const texts = doc.lines.map((line) => line.text);
    expect(texts.some((text) => text.startsWith('idiomas español'))).toBe(false);
  });
});
