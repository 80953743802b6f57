import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractCv } from '../extraction/extract-cv';
import { readDocument } from './read-document';

describe('the top of a later page', () => {
  it('reads a table row carried over to the top of page 2 as content when the rows under it keep its spacing', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const size: [number, number] = [595, 842];
    const write = (page: ReturnType<typeof pdf.addPage>, y: number, left: string, right?: string) => {
      page.drawText(left, { x: 40, y, size: 10, font });
      if (right) page.drawText(right, { x: 160, y, size: 10, font });
    };
    const first = pdf.addPage(size);
    write(first, 800, 'Lena Brandt');
    write(first, 784, 'lena.brandt@example.de');
    write(first, 740, 'Berufserfahrung');
    // The rows of a table, padded: 26 points from baseline to baseline.
    for (let i = 0; i < 28; i++) write(first, 700 - i * 26, `${2000 - i}`, `Lorem ipsum dolor sit amet ${i}.`);
    const second = pdf.addPage(size);
    // The first row sits in the page's top band; no other page repeats it.
    write(second, 812, '04/2018 – 06/2020', 'Software Engineer · Kranwerk AG, Köln');
    write(second, 786, '07/2015 – 03/2018', 'Software Developer · Lindwurm Systems GmbH, Willich');
    write(second, 760, '01/2013 – 06/2015', 'Junior Developer · Orvane GmbH, Neuss');
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const carried = doc.lines.find((line) => line.text.includes('Kranwerk'));
    expect(carried?.region).not.toBe('header');
    expect(extractCv(doc).experience.map((entry) => entry.company)).toEqual(expect.arrayContaining(['Kranwerk AG', 'Lindwurm Systems GmbH', 'Orvane GmbH']));
  });

  /** Page 1: a name at the top margin and six roles of four bullets; what `second` draws is page 2. */
  async function twoPages(second: (page: PDFPage, font: PDFFont, bold: PDFFont) => void): Promise<Buffer> {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const first = pdf.addPage([595, 842]);
    first.drawText('Lena Brandt', { x: 40, y: 800, size: 18, font: bold });
    first.drawText('lena.brandt@example.de', { x: 40, y: 780, size: 10, font });
    first.drawText('Berufserfahrung', { x: 40, y: 740, size: 13, font: bold });
    let y = 715;
    for (let role = 0; role < 6; role++) {
      first.drawText(`Kranwerk AG: Softwareentwicklerin ${role + 1}`, { x: 40, y, size: 11, font: bold });
      first.drawText(`0${role + 1}/201${role} – 0${role + 1}/201${role + 1}`, { x: 40, y: y - 14, size: 10, font });
      y -= 34;
      for (let bullet = 0; bullet < 4; bullet++, y -= 14) {
        first.drawText('•', { x: 44, y, size: 10, font });
        first.drawText(`Migrated service ${bullet + 1} of the plant to the new platform`, { x: 56, y, size: 10, font });
      }
      y -= 12;
    }
    second(pdf.addPage([595, 842]), font, bold);
    return Buffer.from(await pdf.save());
  }

  it("reads a role's heading at the top of page 2 as content when it starts where page 1's text starts, whatever space follows it", async () => {
    const doc = await readDocument(
      await twoPages((page, font, bold) => {
        page.drawText('Privatbank Lindwurm: Projektmanagerin', { x: 40, y: 800, size: 11, font: bold });
        // Its dates and bullets a heading's distance below: more than a line's.
        page.drawText('03/2020 – 06/2022', { x: 40, y: 780, size: 10, font });
        for (let bullet = 0; bullet < 4; bullet++) {
          page.drawText('•', { x: 44, y: 766 - bullet * 14, size: 10, font });
          page.drawText(`Planned the rollout to branch ${bullet + 1} across the region`, { x: 56, y: 766 - bullet * 14, size: 10, font });
        }
      }),
      'cv.pdf',
    );
    expect(doc.lines.find((line) => line.text.includes('Privatbank'))?.region).not.toBe('header');
    const lastRole = extractCv(doc).experience.at(-1);
    expect(lastRole).toMatchObject({ title: 'Projektmanagerin', company: 'Privatbank Lindwurm' });
    expect(lastRole?.highlights).toContain('Planned the rollout to branch 1 across the region');
  });

  it("keeps a header that only page 2 carries, set above where page 1's text starts, out of the content", async () => {
    const doc = await readDocument(
      await twoPages((page, font) => {
        page.drawText('Lena Brandt – Lebenslauf', { x: 40, y: 820, size: 9, font });
        page.drawText('Ausbildung', { x: 40, y: 780, size: 13, font });
        page.drawText('Universität Bonn, B.Sc. Informatik, 2008 – 2011', { x: 40, y: 760, size: 10, font });
      }),
      'cv.pdf',
    );
    expect(doc.lines.find((line) => line.text.includes('Lebenslauf'))?.region).toBe('header');
    expect(doc.lines.find((line) => line.text === 'Ausbildung')?.region).not.toBe('header');
  });
});

describe('text printed twice on itself', () => {
  it('reads a name and a page number drawn twice a fraction of a point apart (a faked bold) once', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    for (const shift of [0, 0.3]) {
      page.drawText('Jane Doe', { x: 50 + shift, y: 780, size: 20, font });
      page.drawText('1', { x: 290 + shift, y: 20, size: 9, font });
    }
    page.drawText('jane.doe@example.com', { x: 50, y: 760, size: 10, font });
    // Letters repeated side by side are no overprint: "ll" and "11" keep both.
    page.drawText('Skills', { x: 50, y: 720, size: 13, font });
    page.drawText('Excel 2011, Wellness coaching', { x: 50, y: 700, size: 10, font });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    const texts = doc.lines.map((line) => line.text.trim());
    expect(texts).toContain('Jane Doe');
    expect(texts).toContain('1');
    expect(texts).toContain('Excel 2011, Wellness coaching');
    expect(extractCv(doc).name).toBe('Jane Doe');
  });

  it('reads ten thousand copies of one word on one spot as one word', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    for (let i = 0; i < 10_000; i++) page.drawText('Python', { x: 50 + (i % 3) * 0.1, y: 700, size: 10, font });
    const doc = await readDocument(Buffer.from(await pdf.save()), 'cv.pdf');
    expect(doc.lines.map((line) => line.text.trim())).toEqual(['Python']);
  });
});
