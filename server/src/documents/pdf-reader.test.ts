import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../test-support/documents/pdf-writer';
import { readPdf } from './pdf-reader';
import { sampleModel } from './test-support/sample-model';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('readPdf', () => {
  it('keeps running header and footer text, marked as such', async () => {
    const doc = await readPdf(await writePdf(sampleModel()));
    expect(doc.lines.find((line) => line.region === 'header')?.text).toBe('jane.doe@example.com | +44 20 7946 0958');
    expect(doc.lines.find((line) => line.region === 'footer')?.text).toBe('London, United Kingdom');
    expect(doc.pages).toBe(1);
    expect(doc.ocr).toBe(false);
  });

  for (const side of ['left', 'right'] as const) {
    it(`reads a two-column layout with the sidebar on the ${side} column by column`, async () => {
      const doc = await readPdf(await writePdf(sampleModel({ sidebarSide: side })));
      const lines = texts(doc.lines);
      const skills = lines.indexOf('SKILLS');
      // The sidebar reads as one block, never interleaved with the main column beside it.
      expect(lines.slice(skills, skills + 7)).toEqual(['SKILLS', 'TypeScript', 'Kubernetes', 'PostgreSQL', 'LANGUAGES', 'English – native', 'German – B2']);
      const main = lines.indexOf('Senior Software Engineer');
      expect(lines.slice(main, main + 3)).toEqual(['Senior Software Engineer', 'EXPERIENCE', 'Senior Software Engineer']);
      expect(doc.lines.find((line) => line.text === 'TypeScript')?.region).toBe('sidebar');
      expect(doc.lines.find((line) => line.text === 'Jane Doe')?.region).toBe('body');
    });
  }

  it('reads a date column row by row, dates beside their entries', async () => {
    const model = sampleModel({
      main: [
        { kind: 'name', text: 'Jane Doe' },
        { kind: 'heading', text: 'Experience' },
        { kind: 'row', cells: ['2019 – Present', 'Senior Engineer, Acme Ltd'] },
        { kind: 'bullet', text: 'Led the platform team' },
        { kind: 'row', cells: ['2015 – 2018', 'Engineer, Beta plc'] },
        { kind: 'bullet', text: 'Built the billing system' },
        { kind: 'row', cells: ['2013 – 2015', 'Junior Engineer, Gamma GmbH'] },
        { kind: 'heading', text: 'Education' },
        { kind: 'row', cells: ['2009 – 2013', 'BSc Physics, University of Leeds'] },
      ],
    });
    const lines = texts((await readPdf(await writePdf(model))).lines);
    expect(lines).toContain('2019 – Present\tSenior Engineer, Acme Ltd');
    expect(lines.indexOf('• Led the platform team') >= 0 || lines.indexOf('Led the platform team') >= 0).toBe(true);
    expect(lines.indexOf('2015 – 2018\tEngineer, Beta plc')).toBeGreaterThan(lines.indexOf('2019 – Present\tSenior Engineer, Acme Ltd'));
  });

  it('reads a right-hand margin of dates and places row by row, beside their entries', async () => {
    const model = sampleModel({
      main: [
        { kind: 'name', text: 'Jane Doe' },
        { kind: 'heading', text: 'Experience' },
        { kind: 'row', cells: ['Director of Data Science at Northwind Labs', '2020 – Present'], narrowLast: true },
        { kind: 'row', cells: ['Platform and analytics team', 'Leeds, UK'], narrowLast: true },
        { kind: 'bullet', text: 'Led the platform team' },
        { kind: 'row', cells: ['Data Analyst at Contoso Ltd', '2017 – 2020'], narrowLast: true },
        { kind: 'row', cells: ['Reporting team', 'York, UK'], narrowLast: true },
        { kind: 'bullet', text: 'Built the billing reports' },
        { kind: 'row', cells: ['Data Intern at Fabrikam', 'Summer 2016'], narrowLast: true },
        { kind: 'heading', text: 'Education' },
        { kind: 'row', cells: ['BSc Physics, University of Leeds', '2013 – 2016'], narrowLast: true },
      ],
    });
    const doc = await readPdf(await writePdf(model));
    const lines = texts(doc.lines);
    expect(lines).toContain('Director of Data Science at Northwind Labs\t2020 – Present');
    expect(lines.indexOf('Data Analyst at Contoso Ltd\t2017 – 2020')).toBeGreaterThan(lines.indexOf('Director of Data Science at Northwind Labs\t2020 – Present'));
    expect(doc.lines.some((line) => line.region === 'sidebar')).toBe(false);
  });

  it('numbers pages of a long CV', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ kind: 'bullet' as const, text: `Achievement number ${i + 1}` }));
    const doc = await readPdf(await writePdf(sampleModel({ main: [{ kind: 'name', text: 'Jane Doe' }, ...many] })));
    expect(doc.pages).toBeGreaterThanOrEqual(2);
    expect(doc.lines.find((line) => line.text.includes('Achievement number 120'))?.page).toBe(doc.pages);
  });

  it('reads a scanned, image-only PDF through OCR with the bundled English model', async () => {
    const doc = await readPdf(await readFile(new URL('./fixtures/scanned-cv.pdf', import.meta.url)));
    expect(doc.ocr).toBe(true);
    expect(doc.text).toContain('Maria Gonzalez');
    expect(doc.text).toContain('maria.gonzalez@example.com');
    expect(doc.text).toMatch(/Senior Data Analyst, Acme Analytics Ltd/);
  }, 60_000);
});
