import { PDFDocument, StandardFonts } from 'pdf-lib';
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
});
