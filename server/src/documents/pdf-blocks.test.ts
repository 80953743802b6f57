import { PDFDocument, type PDFFont, StandardFonts, beginText, degrees, endText, moveText, rgb, setFontAndSize, showText } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { writePdf } from '../test-support/documents/pdf-writer';
import { joinWrappedLines } from './blocks';
import { extractCv } from '../extraction/extract-cv';
import { readDocument } from './read-document';
import { BULLET_GLYPH, layoutPage, type PositionedText } from './pdf-layout';
import { markIconFonts } from './pdf-reader';
import { sampleModel } from './test-support/sample-model';

const LONG_BULLET =
  'Recruited and trained a summer sales team of twelve students and then together we went door to door meeting people in three towns, doubling the sales of the year before';
const LONG_PARAGRAPH =
  'Engineer with ten years of building payment systems for banks and retailers, who likes to measure before changing anything and to leave a system simpler than it was found, and who has led teams of up to eight people through two platform migrations.';

/** A full line as a typesetter sets it: the words of `text` that fit in `width` at `size`, the rest left for the next line. */
function fill(font: PDFFont, size: number, width: number, text: string): string {
  const words = text.split(' ');
  let line = '';
  while (words.length && font.widthOfTextAtSize(`${line} ${words[0]}`.trim(), size) <= width) line = `${line} ${words.shift()}`.trim();
  return line;
}

async function read(pdf: Buffer) {
  return readDocument(pdf, 'cv.pdf');
}

describe('PDF blocks', () => {
  it('reads a bullet wrapped over several lines under its glyph as one bullet, and the entry header lines apart', async () => {
    const doc = await read(
      await writePdf(
        sampleModel({
          main: [
            { kind: 'name', text: 'Jane Doe' },
            { kind: 'heading', text: 'Experience' },
            { kind: 'text', text: 'Sales Team Lead', bold: true },
            { kind: 'text', text: 'Kiten Summer Sales, Bulgaria' },
            { kind: 'text', text: 'Jun 2018 – Sep 2020' },
            { kind: 'bullet', text: LONG_BULLET },
            { kind: 'bullet', text: 'Kept the accounts' },
            { kind: 'text', text: LONG_PARAGRAPH },
          ],
        }),
      ),
    );
    const bullet = doc.blocks.find((block) => block.text.includes('Recruited'));
    expect(bullet?.kind).toBe('bullet');
    expect(bullet?.lineCount).toBeGreaterThan(1);
    expect(bullet?.text).toBe(`• ${LONG_BULLET}`);
    expect(doc.blocks.find((block) => block.text.includes('Kept the accounts'))?.text).toBe('• Kept the accounts');
    const paragraph = doc.blocks.find((block) => block.text.startsWith('Engineer with ten years'));
    expect(paragraph?.text).toBe(LONG_PARAGRAPH);
    expect(paragraph?.kind).toBe('paragraph');
    for (const header of ['Sales Team Lead', 'Kiten Summer Sales, Bulgaria', 'Jun 2018 – Sep 2020']) {
      expect(doc.blocks.some((block) => block.text === header)).toBe(true);
    }
    // The block's box and typography: the name is the document's largest type.
    const name = doc.blocks.find((block) => block.text === 'Jane Doe')!;
    expect(name.typography.sizeRatio).toBeGreaterThan(1.5);
    expect(name.box?.width).toBeGreaterThan(0);
  });

  it('keeps a sidebar and the main column apart, each block in its own column', async () => {
    const doc = await read(
      await writePdf(
        sampleModel({
          sidebarSide: 'left',
          main: [
            { kind: 'name', text: 'Jane Doe' },
            { kind: 'heading', text: 'Experience' },
            { kind: 'bullet', text: LONG_BULLET },
          ],
          sidebar: [
            { kind: 'heading', text: 'Certifications' },
            { kind: 'text', text: 'AWS Certified Solutions Architect – Associate level, renewed in 2024' },
            { kind: 'text', text: 'Scrum Master' },
          ],
        }),
      ),
    );
    const bullet = doc.blocks.find((block) => block.text.includes('Recruited'))!;
    expect(bullet.text).toBe(`• ${LONG_BULLET}`);
    expect(bullet.text).not.toContain('AWS');
    const cert = doc.blocks.find((block) => block.text.startsWith('AWS'))!;
    expect(cert.region).toBe('sidebar');
    expect(cert.column).not.toBe(bullet.column);
  });

  it('does not read text nobody can see (too small, off the page) and counts it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 50, y: 780, size: 20, font });
    page.drawText('Experience', { x: 50, y: 740, size: 12, font });
    page.drawText('Accountant at Northwind Ltd, 2019 - 2023', { x: 50, y: 720, size: 10, font });
    page.drawText('python java kubernetes terraform golang rust', { x: 50, y: 700, size: 1, font });
    page.drawText('machine learning blockchain', { x: 700, y: 700, size: 10, font });
    // A font of size 0 (pdf-lib's drawText would take 0 for its default size, so the operators are written out).
    const key = page.node.newFontDictionary(font.name, font.ref);
    page.pushOperators(beginText(), setFontAndSize(key, 0), moveText(50, 650), showText(font.encodeText('zero size text')), endText());
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.text).toContain('Accountant at Northwind Ltd');
    expect(doc.text).not.toContain('kubernetes');
    expect(doc.text).not.toContain('blockchain');
    expect(doc.text).not.toContain('zero size');
    expect(doc.hidden?.count).toBeGreaterThanOrEqual(2);
    expect(doc.hidden?.sample).toMatch(/python|machine/);
  });

  it('recognises a running footer and page numbers repeated on every page as furniture', async () => {
    const many = Array.from({ length: 90 }, (_, i) => ({ kind: 'bullet' as const, text: `Delivered project number ${i + 1} on time` }));
    const doc = await read(await writePdf(sampleModel({ header: [], footer: ['Jane Doe – Curriculum Vitae'], main: [{ kind: 'name', text: 'Jane Doe' }, ...many] })));
    expect(doc.pages).toBeGreaterThanOrEqual(2);
    const footers = doc.lines.filter((line) => line.text.includes('Curriculum Vitae'));
    expect(footers.length).toBe(doc.pages);
    expect(footers.every((line) => line.region === 'footer')).toBe(true);
    expect(doc.lines.filter((line) => line.text.includes('Delivered project')).every((line) => line.region === 'body')).toBe(true);
  });

  it('joins the wrapped lines of an entry whose first line sits beside a date in the margin column', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 120, y: 740, size: 14, font });
    page.drawText('2017 –', { x: 76, y: 720, size: 11, font });
    page.drawText('Product Manager, Google', { x: 120, y: 720, size: 11, font });
    // The date ends a little before the entry's text: more than a word space, less than a table's gap.
    page.drawText('Present', { x: 72, y: 706, size: 11, font });
    // The entry's text beside the date, wrapped at the column's right edge.
    const first = fill(font, 10, 535 - 120, 'Leading cross-functional teams to design, develop and launch innovative products across the whole of the company and its partners in three countries');
    page.drawText(first, { x: 120, y: 706, size: 10, font });
    page.drawText('by developing product strategies and making data-driven decisions.', { x: 120, y: 694, size: 10, font });
    page.drawText('2012 – 2017', { x: 50, y: 676, size: 11, font });
    page.drawText('Software Engineer, Amazon', { x: 120, y: 676, size: 11, font });
    page.drawText('Led a team of developers.', { x: 120, y: 662, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const entry = doc.blocks.find((block) => block.text.includes('Leading cross-functional'));
    expect(entry?.text).toBe(`Present ${first} by developing product strategies and making data-driven decisions.`);
    // A date line in the margin and the entry's title beside it stay their own blocks.
    expect(doc.blocks.some((block) => block.text === '2012 – 2017 Software Engineer, Amazon')).toBe(true);
    expect(doc.blocks.some((block) => block.text === 'Led a team of developers.')).toBe(true);
  });

  it('joins a line of prose that filled the column to the next line set in another font subset of the same face', async () => {
    const pdf = await PDFDocument.create();
    // The same typeface embedded twice: two font resources, as a PDF that sets a typeface in subsets has.
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const subset = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font });
    const prose = 'partnered with the chief executive officer to pioneer a stablecoin to coincide with the passage of the act of the state and its banks and';
    const first = fill(font, 10, 535 - 60, `Partnered ${prose}`);
    page.drawText(first, { x: 60, y: 720, size: 10, font });
    page.drawText('NFIA. Researched asset-backed and algorithmic stablecoins.', { x: 60, y: 708, size: 10, font: subset });
    // Full lines of prose with no end, then a title in bold a little further down: another kind of text.
    for (let i = 0; i < 6; i++) page.drawText(fill(font, 10, 535 - 60, `Built ${prose}`), { x: 60, y: 684 - i * 12, size: 10, font });
    page.drawText('Senior Engineer, Acme Bank', { x: 60, y: 610, size: 10, font: bold });
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.blocks.find((block) => block.text.startsWith('Partnered'))?.text).toBe(`${first} NFIA. Researched asset-backed and algorithmic stablecoins.`);
    expect(doc.blocks.some((block) => block.text === 'Senior Engineer, Acme Bank')).toBe(true);
  });

  it('joins a bullet wrapped under its glyph (no hanging indent) when the line there goes on in lower case', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font });
    const first = fill(font, 10, 535 - 60, '- evaluating youth training programmes for the partnership between the council and the commission and its agencies in the member states and beyond');
    page.drawText(first, { x: 60, y: 720, size: 10, font });
    page.drawText('of Europe and the European Commission', { x: 60, y: 708, size: 10, font });
    const second = fill(font, 10, 535 - 60, '- organizing and running a two day workshop on non-formal education for large scale projects in the member states and beyond them all');
    page.drawText(second, { x: 60, y: 696, size: 10, font });
    // Under the glyph, a capital opens a paragraph of its own.
    page.drawText('Work carried out in training courses in Strasbourg.', { x: 60, y: 684, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.blocks.find((block) => block.text.startsWith('- evaluating'))?.text).toBe(`${first} of Europe and the European Commission`);
    expect(doc.blocks.find((block) => block.text.startsWith('- organizing'))?.text).toBe(second);
    expect(doc.blocks.some((block) => block.text === 'Work carried out in training courses in Strasbourg.')).toBe(true);
  });

  it('joins a line that ends on a joining word to the next under the glyph or in centred text, whatever case that opens in', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font });
    const prose = 'we ran a day long talk for the team and the staff at the club of the town on the role of the new aid for all';
    // The line filled the column and stopped on "of": the name it began goes on under the glyph, in capitals.
    const cut = `${fill(font, 10, 535 - 60 - font.widthOfTextAtSize(' of', 10), `- mediating skills: ${prose} ${prose}`)} of`;
    page.drawText(cut, { x: 60, y: 720, size: 10, font });
    page.drawText("Social Change', and my work on youth training programmes", { x: 60, y: 708, size: 10, font });
    // Items of a list whose glyphs are drawn, not written: one the writer left unfinished stays apart from the next.
    page.drawText('Performed mission-critical system backups and', { x: 60, y: 684, size: 10, font });
    page.drawText('Etc.', { x: 60, y: 672, size: 10, font });
    page.drawText('Education', { x: 60, y: 640, size: 14, font });
    // A school's name centred in a narrow box, cut after "de".
    const centred = (text: string, y: number) => page.drawText(text, { x: 300 - font.widthOfTextAtSize(text, 9) / 2, y, size: 9, font });
    centred('Université Hassan II de', 620);
    centred('Casablanca, Faculté des', 609);
    centred('Sciences Ben Msik', 598);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain(`${cut} Social Change', and my work on youth training programmes`);
    expect(texts).toContain('Performed mission-critical system backups and');
    expect(texts).toContain('Etc.');
    expect(texts).toContain('Université Hassan II de Casablanca, Faculté des Sciences Ben Msik');
  });

  it('joins the value of a label row wrapped under its cell, and keeps the next label row and a short value apart', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    // A profile across the page: the labels and values below are one column of rows, not two columns.
    for (let i = 0; i < 6; i++) page.drawText(fill(font, 10, 535 - 60, LONG_PARAGRAPH), { x: 60, y: 760 - i * 12, size: 10, font });
    page.drawText('Personal', { x: 60, y: 684, size: 14, font });
    page.drawText('Status:', { x: 60, y: 664, size: 10, font });
    page.drawText('Engineer', { x: 160, y: 664, size: 10, font });
    page.drawText('Berlin', { x: 160, y: 652, size: 10, font });
    page.drawText('Fields:', { x: 60, y: 634, size: 10, font });
    const value = fill(font, 10, 535 - 160, 'Project Management, Software Development, Consulting, Requirements Engineering, Testing, Release');
    page.drawText(value, { x: 160, y: 634, size: 10, font });
    page.drawText('management and operations', { x: 160, y: 622, size: 10, font });
    page.drawText('Loves:', { x: 60, y: 604, size: 10, font });
    page.drawText('Fitness and Martial Arts', { x: 160, y: 604, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.blocks.find((block) => block.text.startsWith('Fields:'))?.text).toBe(`Fields:\t${value} management and operations`);
    expect(doc.blocks.some((block) => block.text === 'Status:\tEngineer')).toBe(true);
    expect(doc.blocks.some((block) => block.text === 'Berlin')).toBe(true);
    expect(doc.blocks.some((block) => block.text === 'Loves:\tFitness and Martial Arts')).toBe(true);
  });

  it("puts the wrapped lines of a row's first cell back into that cell, and keeps the line under a whole title apart", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    for (let i = 0; i < 6; i++) page.drawText(fill(font, 10, 535 - 60, LONG_PARAGRAPH), { x: 60, y: 760 - i * 12, size: 10, font });
    page.drawText('Experience', { x: 60, y: 684, size: 14, font });
    // A title too long for its cell, its last word under it; the dates in the row's other cell.
    page.drawText('Tutor - Information Systems: Developments and', { x: 60, y: 664, size: 10, font });
    page.drawText('03/2019 - 08/2019', { x: 450, y: 664, size: 10, font });
    page.drawText('Trends', { x: 60, y: 652, size: 10, font });
    page.drawText('University of Regensburg', { x: 60, y: 640, size: 10, font });
    // A whole title, and the employer on the line under it.
    page.drawText('Project Coordinator', { x: 60, y: 616, size: 10, font });
    page.drawText('2012 - 2014', { x: 450, y: 616, size: 10, font });
    page.drawText('The Rose and Thistle Group Ltd.', { x: 60, y: 604, size: 10, font });
    // A label over three lines beside its value.
    page.drawText('Back-end', { x: 60, y: 580, size: 10, font });
    page.drawText('java (2), oracle dbms (1), php (1)', { x: 200, y: 580, size: 10, font });
    page.drawText('technologies', { x: 60, y: 568, size: 10, font });
    page.drawText('frequency', { x: 60, y: 556, size: 10, font });
    // A long first cell with another line under it that would not have fitted beside it, but no row of the same
    // table after that line (two columns read across, or a title and its employer): the line stays apart.
    page.drawText('Specialisation in Analytics and Business Operations', { x: 60, y: 460, size: 10, font });
    page.drawText('Giggling Platypus Co.', { x: 60 + font.widthOfTextAtSize('Specialisation in Analytics and Business Operations', 10) + 20, y: 460, size: 10, font });
    page.drawText('Capstone Project on Environmental Ethics', { x: 60, y: 448, size: 10, font });
    page.drawText('Graduate Project Management Certification', { x: 60, y: 420, size: 10, font });
    page.drawText('Phone', { x: 60, y: 532, size: 10, font });
    page.drawText('+44 2012345679', { x: 200, y: 532, size: 10, font });
    page.drawText('jane@example.com', { x: 60, y: 520, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain('Tutor - Information Systems: Developments and Trends\t03/2019 - 08/2019');
    expect(texts).toContain('University of Regensburg');
    expect(texts).toContain('Project Coordinator\t2012 - 2014');
    expect(texts).toContain('The Rose and Thistle Group Ltd.');
    expect(texts).toContain('Back-end technologies frequency\tjava (2), oracle dbms (1), php (1)');
    // An e-mail under a label is a field of its own, not the label's last word.
    expect(texts).toContain('Phone\t+44 2012345679');
    expect(texts).toContain('jane@example.com');
    expect(texts).toContain('Specialisation in Analytics and Business Operations\tGiggling Platypus Co.');
    expect(texts).toContain('Capstone Project on Environmental Ethics');
  });

  it('reads a table row whose cells wrap together as one row, and a cell line that opens something new as a line under it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    for (let i = 0; i < 6; i++) page.drawText(fill(font, 10, 535 - 60, LONG_PARAGRAPH), { x: 60, y: 760 - i * 12, size: 10, font });
    page.drawText('Education', { x: 60, y: 684, size: 14, font });
    // Three cells: a narrow date cell, degree over school, and a grade set flush right; each wraps.
    const flushRight = (text: string, y: number, size: number) => page.drawText(text, { x: 535 - font.widthOfTextAtSize(text, size), y, size, font });
    const rows: [string, string, string, string, string, string][] = [
      ['2010 -', 'M.Sc. Computer Science', 'Magna cum', '2012', 'University of Narnia', 'laude'],
      ['2006 -', 'B.Sc. Computer Science and', 'Cum', '2010', 'Mathematics', 'laude'],
    ];
    rows.forEach(([from, degree, grade, to, under, gradeEnd], r) => {
      const y = 664 - r * 40;
      page.drawText(from, { x: 60, y, size: 10, font });
      page.drawText(degree, { x: 130, y, size: 10, font });
      flushRight(grade, y, 10);
      page.drawText(to, { x: 60, y: y - 12, size: 10, font });
      page.drawText(under, { x: 130, y: y - 12, size: 9, font });
      flushRight(gradeEnd, y - 12, 9);
    });
    // The next table's row, at the same cells a line and a half below: its own row, nothing goes on.
    page.drawText('2004', { x: 60, y: 584, size: 10, font });
    page.drawText('Abitur', { x: 130, y: 584, size: 10, font });
    page.drawText('2002', { x: 60, y: 570, size: 10, font });
    page.drawText('Realschule', { x: 130, y: 570, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain('2010 -2012\tM.Sc. Computer Science\tMagna cum laude');
    expect(texts).toContain('University of Narnia');
    expect(texts).toContain('2006 -2010\tB.Sc. Computer Science and Mathematics\tCum laude');
    expect(texts).toContain('2004\tAbitur');
    expect(texts).toContain('2002\tRealschule');
    const [education] = extractCv(doc).education;
    expect(education).toMatchObject({ institution: 'University of Narnia', degree: 'M.Sc.', startDate: '2010', endDate: '2012' });
  });

  it("reads a column's first line set in the page's top band as that column's, not as a header across the page", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // A sidebar (x 30–180) and a main column (x 220–560) whose first lines sit in the top 6% of the page.
    page.drawText('John Doe', { x: 30, y: 810, size: 12, font });
    page.drawText('Professional experience', { x: 220, y: 810, size: 12, font });
    const side = ['Software Architect', 'United Kingdom', '+44 012345678', 'john.doe@mail.com', 'About me', 'Lorem ipsum dolor', 'sit amet elit', 'Languages', 'English Native'];
    side.forEach((text, i) => page.drawText(text, { x: 30, y: 792 - i * 14, size: 10, font }));
    const main = ['2019 - 2023   Software Architect', 'Umbrella Corp.', 'Head the design of a very important application.', 'Manage a team of five people.', '2012 - 2019   Software Engineer', 'ACME Corp.', 'Develop software to test the effects of TNT.', 'Education'];
    main.forEach((text, i) => page.drawText(text, { x: 220, y: 792 - i * 14, size: 10, font }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('John Doe');
    expect(texts).toContain('Professional experience');
    expect(texts.indexOf('Professional experience')).toBe(texts.findIndex((text) => text.startsWith('2019 - 2023')) - 1);
    const cv = extractCv(doc);
    expect(cv.experience.map((job) => [job.title, job.company])).toEqual([
      ['Software Architect', 'Umbrella Corp.'],
      ['Software Engineer', 'ACME Corp.'],
    ]);
  });

  it("reads a bordered Word table cell by cell where its borders cut the page's columns, each table split at its own border", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const rule = (x0: number, y0: number, x1: number, y1: number) => page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.5 });
    // A label/value table (labels x 70, values x 230) with its borders, then an experience table whose cells part at x 330.
    const labels: [string, string][] = [
      ['NAME', 'Juan Pérez'],
      ['NATIONALITY', 'Mexicana'],
      ['PHONE NUMBER', '+52 123 456 7890'],
      ['MAIL', 'juan.perez@example.com'],
      ['COLLEGE', 'Preparatoria Nacional'],
      ['LANGUAGES', 'Español, Inglés'],
    ];
    let y = 780;
    rule(68, y, 540, y);
    for (const [label, value] of labels) {
      page.drawText(label, { x: 70, y: y - 12, size: 9, font });
      page.drawText(value, { x: 230, y: y - 12, size: 9, font });
      rule(225, y, 225, y - 17);
      y -= 17;
      rule(68, y, 540, y);
    }
    y -= 20;
    page.drawText('PROFESSIONAL EXPERIENCE', { x: 70, y, size: 9, font });
    y -= 6;
    rule(68, y, 540, y);
    const jobs: [string, string, string, string][] = [
      ['TechCorp', '2015 - 2019', 'Desarrollador de Software', 'Desarrollo y mantenimiento de aplicaciones web.'],
      ['Innovatech', '2019 - 2023', 'Ingeniero de Software Senior', 'Liderazgo en proyectos de integración de IA.'],
    ];
    for (const [employer, dates, title, duty] of jobs) {
      const top = y;
      [employer, dates, title, 'Lorem ipsum dolor sit amet consectetur'].forEach((text, i) => page.drawText(text, { x: 70, y: top - 12 - i * 12, size: 9, font }));
      page.drawText(duty, { x: 335, y: top - 18, size: 9, font });
      y -= 56;
      rule(330, top, 330, y);
      rule(68, y, 540, y);
    }
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('NAME\tJuan Pérez');
    expect(texts).toContain('COLLEGE\tPreparatoria Nacional');
    const order = ['TechCorp', '2015 - 2019', 'Desarrollador de Software', 'Lorem ipsum dolor sit amet consectetur', 'Desarrollo y mantenimiento de aplicaciones web.', 'Innovatech'];
    expect(order.map((text) => texts.indexOf(text))).toEqual([...order.keys()].map((i) => texts.indexOf(order[0]) + i));
    const cv = extractCv(doc);
    expect(cv.experience.map((job) => [job.title, job.company])).toEqual([
      ['Desarrollador de Software', 'TechCorp'],
      ['Ingeniero de Software Senior', 'Innovatech'],
    ]);
  });

  it("keeps a sidebar beside its divider line apart from the main column: its headings' rules stop at the divider", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const rule = (x0: number, y0: number, x1: number, y1: number) => page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.5 });
    page.drawText('Jane Doe', { x: 40, y: 790, size: 20, font });
    rule(200, 760, 200, 300);
    const side = ['SKILLS', 'Python', 'SQL', 'Terraform', 'LANGUAGES', 'English', 'German', 'Spanish', 'French', 'Italian'];
    side.forEach((text, i) => {
      page.drawText(text, { x: 40, y: 740 - i * 14, size: 10, font });
      if (text === text.toUpperCase()) rule(40, 736 - i * 14, 190, 736 - i * 14);
    });
    const main = ['EXPERIENCE', 'Data Engineer', 'Acme Ltd', '2019 - 2023', 'Built the pipelines for logistics.', 'Analyst', 'Beta plc', '2016 - 2019', 'Reported sales every week.', 'EDUCATION'];
    main.forEach((text, i) => {
      page.drawText(text, { x: 215, y: 740 - i * 14, size: 10, font });
      if (text === text.toUpperCase()) rule(215, 736 - i * 14, 550, 736 - i * 14);
    });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts.slice(texts.indexOf('SKILLS'), texts.indexOf('SKILLS') + side.length)).toEqual(side);
    expect(texts.slice(texts.indexOf('EXPERIENCE'), texts.indexOf('EXPERIENCE') + main.length)).toEqual(main);
  });

  it("keeps a sidebar on a coloured panel apart from the main column, however close the main column's text comes to the panel", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // Word paints a shaded table column cell by cell: the panel comes in pieces, one above the other.
    for (let y = 0; y < 842; y += 120) page.drawRectangle({ x: 0, y, width: 200, height: 120, color: rgb(0.92, 0.92, 0.92) });
    page.drawText('Jane Doe', { x: 14, y: 790, size: 18, font });
    const side: string[] = ['About me'];
    let rest = LONG_PARAGRAPH;
    while (rest) {
      const line = fill(font, 10, 184, rest);
      side.push(line);
      rest = rest.slice(line.length).trim();
    }
    side.push('Languages', 'English', 'German');
    side.forEach((text, i) => page.drawText(text, { x: 14, y: 740 - i * 14, size: 10, font }));
    const main = ['Professional experience', 'Software Architect', 'Umbrella Corp.', '2019 - 2023', 'Head the design of a very important application.', 'Software Engineer', 'ACME Corp.', '2012 - 2019', 'Develop a software to test the effects of TNT.', 'Education', 'University of Narnia'];
    main.forEach((text, i) => page.drawText(text, { x: 204, y: 740 - i * 14, size: 10, font }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts.slice(texts.indexOf('About me'), texts.indexOf('About me') + side.length)).toEqual(side);
    expect(texts.slice(texts.indexOf('Professional experience'), texts.indexOf('Professional experience') + main.length)).toEqual(main);
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Software Architect', 'Umbrella Corp.'],
      ['Software Engineer', 'ACME Corp.'],
    ]);
  });

  it('reads a paragraph across a shaded box behind it as one paragraph: a panel parts columns only where no text crosses it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 300, width: 260, height: 500, color: rgb(0.9, 0.95, 1) });
    const lines: string[] = [];
    let rest = `${LONG_PARAGRAPH} ${LONG_PARAGRAPH}`;
    while (rest) {
      const line = fill(font, 10, 500, rest);
      lines.push(line);
      rest = rest.slice(line.length).trim();
    }
    lines.forEach((text, i) => page.drawText(text, { x: 40, y: 760 - i * 14, size: 10, font }));
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.lines.map((line) => line.text)).toEqual(lines);
  });

  it('reads sections set in two columns under rules across the page section by section: both jobs under Experience, both schools under Education', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    const rule = (y: number) => page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.8 });
    page.drawText('SAMIRA HADID', { x: 40, y: 790, size: 24, font: bold });
    let y = 740;
    const section = (heading: string) => {
      page.drawText(heading, { x: 40, y, size: 13, font: bold });
      rule(y - 8);
      y -= 30;
    };
    const columns = (left: string[], right: string[]) => {
      left.forEach((text, i) => page.drawText(text, { x: 40, y: y - i * 16, size: 10, font }));
      right.forEach((text, i) => page.drawText(text, { x: 320, y: y - i * 16, size: 10, font }));
      y -= Math.max(left.length, right.length) * 16 + 24;
    };
    section('SUMMARY');
    page.drawText('Web developer who builds sites for schools and small firms, and keeps them fast.', { x: 40, y, size: 10, font });
    y -= 36;
    section('EXPERIENCE');
    columns(['APPLICATIONS DEVELOPER', 'Really Great Company', '2016 - Present', '• Database administration'], ['WEB CONTENT MANAGER', 'Northwind Traders', '2014 - 2016', '• Website design']);
    section('EDUCATION');
    columns(['SECONDARY SCHOOL', 'Really Great High School', '2010 - 2014'], ['BACHELOR OF TECHNOLOGY', 'Really Great University', '2014 - 2016']);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    // The right column's job comes after the left one's and before the next section's heading.
    expect(texts.indexOf('WEB CONTENT MANAGER')).toBeGreaterThan(texts.indexOf('• Database administration'));
    expect(texts.indexOf('WEB CONTENT MANAGER')).toBeLessThan(texts.indexOf('EDUCATION'));
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['APPLICATIONS DEVELOPER', 'Really Great Company'],
      ['WEB CONTENT MANAGER', 'Northwind Traders'],
    ]);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Really Great High School', 'Really Great University']);
  });

  it("reads a role's description that runs into the page's bottom band as the role's text, set a size up from its dates", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    let y = 842 - 60;
    page.drawText('Jane Doe', { x: 100, y, size: 20, font });
    y -= 82;
    page.drawText('EXPERIENCE', { x: 100, y, size: 12.6, font });
    // Jobs down the page, each a title, a dates line a size down, and a description a size up from the dates.
    for (let job = 0; job < 11; job++) {
      y -= 26;
      page.drawText(`Developer ${job + 1}, Veridian Dynamics`, { x: 100, y, size: 12.6, font });
      y -= 13;
      page.drawText('2011-07 — 2013-08 | C++ Linux', { x: 100, y, size: 10.2, font });
      y -= 21;
      page.drawText(`Developer on numerous projects culminating in a technical lead role ${job + 1}.`, { x: 100, y, size: 10.8, font });
    }
    page.drawText('Page 1 of 1', { x: 280, y: 12, size: 8, font });
    // The last description alone is in the bottom band (6% of the page), its dates above it.
    expect(y).toBeLessThan(842 * 0.06);
    expect(y + 21).toBeGreaterThan(842 * 0.06);
    const doc = await read(Buffer.from(await pdf.save()));
    const last = doc.lines.find((line) => line.text.endsWith('technical lead role 11.'));
    expect(last?.region).toBe('body');
    expect(doc.lines.find((line) => line.text === 'Page 1 of 1')?.region).toBe('footer');
  });

  it("reads a short last page in the columns of the page before it, each column's text staying in its own flow", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const first = pdf.addPage([595, 842]);
    first.drawText('Kai Carter', { x: 40, y: 790, size: 20, font });
    const main = ['WORK EXPERIENCE', 'LAMNA HEALTHCARE, GENERAL PRACTITIONER', '2019 - PRESENT', 'Implemented evidence-based medicine.', 'TYLER STEIN MD, FAMILY PHYSICIAN', '2016 - 2019', 'Managed a diverse patient caseload.'];
    main.forEach((text, i) => first.drawText(text, { x: 40, y: 740 - i * 16, size: 10, font }));
    const side = ['EDUCATION', 'JASPER UNIVERSITY', '2010 - 2014', "Dean's list", 'SKILLS', 'Clinical diagnosis', 'Health promotion', 'HOBBIES'];
    side.forEach((text, i) => first.drawText(text, { x: 380, y: 740 - i * 16, size: 10, font }));
    // The last page: the main column's last job beside the sidebar's last list, three lines each.
    const second = pdf.addPage([595, 842]);
    ['CITY HOSPITAL, MEDICAL OFFICER', '2012 - 2016', 'Provided emergency medical care.'].forEach((text, i) => second.drawText(text, { x: 40, y: 780 - i * 16, size: 10, font }));
    ['Running', 'Photography', 'Cooking'].forEach((text, i) => second.drawText(text, { x: 380, y: 780 - i * 16, size: 10, font }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.filter((line) => line.page === 2).map((line) => line.text);
    expect(texts).toEqual(['CITY HOSPITAL, MEDICAL OFFICER', '2012 - 2016', 'Provided emergency medical care.', 'Running', 'Photography', 'Cooking']);
    const cv = extractCv(doc);
    expect(cv.experience.map((job) => job.company)).toContain('CITY HOSPITAL');
  });

  it('reads two columns above sections set across the page band by band: a company flush right stays on its title\'s line', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // The top: a profile on the left beside contact details and skills on the right.
    page.drawText('MAX MUSTER', { x: 40, y: 790, size: 20, font });
    const profile = ['WER BIN ICH?', 'Lorem ipsum dolor sit amet, consectetur', 'adipiscing elit. Donec a diam lectus.', 'Lorem ipsum dolor sit amet, consectetur', 'adipiscing elit. Donec a diam lectus.'];
    profile.forEach((text, i) => page.drawText(text, { x: 40, y: 740 - i * 12, size: 9, font }));
    const contact = ['Musterstrasse 4', '+49 123 4567 8910', 'max@mustermann.de', 'Typescript', 'Python', 'Docker', 'Latex'];
    contact.forEach((text, i) => page.drawText(text, { x: 340, y: 740 - i * 12, size: 9, font }));
    // Then a section across the page, after a white band: the company set flush right on the title's line.
    page.drawText('ERFAHRUNG', { x: 40, y: 620, size: 9, font });
    page.drawText('2000 – 2020', { x: 40, y: 604, size: 9, font });
    page.drawText('Software Developer', { x: 140, y: 604, size: 9, font });
    page.drawText('Acme GmbH', { x: 555 - font.widthOfTextAtSize('Acme GmbH', 9), y: 604, size: 9, font });
    page.drawText('Built and ran the billing platform for twelve countries, from its first line to its last release.', { x: 140, y: 592, size: 9, font });
    page.drawText('SCHULISCHE LAUFBAHN', { x: 40, y: 560, size: 9, font });
    page.drawText('1980 – 2000', { x: 40, y: 544, size: 9, font });
    page.drawText('Some School', { x: 140, y: 544, size: 9, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts.indexOf('Latex')).toBeLessThan(texts.indexOf('ERFAHRUNG'));
    expect(texts).toContain('2000 – 2020\tSoftware Developer\tAcme GmbH');
    const [job] = extractCv(doc).experience;
    expect(job).toMatchObject({ title: 'Software Developer', company: 'Acme GmbH' });
  });

  it('reads short capitalised lines in a narrow column as items of a list, and a wrapped sentence there as one paragraph', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Kai Carter', { x: 40, y: 780, size: 20, font });
    // A main column and a narrow right column (x 420–540) of the same size.
    for (let i = 0; i < 30; i++) page.drawText(fill(font, 10, 340, LONG_PARAGRAPH.slice((i * 7) % 60)), { x: 40, y: 740 - i * 12, size: 10, font });
    page.drawText('SKILLS', { x: 420, y: 740, size: 12, font });
    const items = ['Clinical diagnosis', 'Patient-centered care', 'Chronic disease management', 'Electronic health records', 'Health promotion'];
    items.forEach((text, i) => page.drawText(text, { x: 420, y: 720 - i * 12, size: 10, font }));
    page.drawText('PROFILE', { x: 420, y: 640, size: 12, font });
    const sentence = ['Experienced and caring GP', 'known for strong diagnostic', 'skills and a patient-centered', 'approach.'];
    sentence.forEach((text, i) => page.drawText(text, { x: 420, y: 620 - i * 12, size: 10, font }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    for (const item of items) expect(texts).toContain(item);
    expect(texts).toContain('Experienced and caring GP known for strong diagnostic skills and a patient-centered approach.');
  });

  it("reads text that runs on into the page's bottom band as body, and a footer set apart under it as furniture", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 40, y: 780, size: 20, font });
    page.drawText('Skills', { x: 40, y: 740, size: 14, font });
    // The page's text goes on to the bottom band (the lowest 6%, under y = 50) at its usual spacing...
    for (let i = 0; i < 59; i++) page.drawText(`Skill line ${i + 1} | Python | SQL`, { x: 40, y: 720 - i * 11.5, size: 10, font });
    page.drawText('Personal Interests Swimming | Cooking | Reading', { x: 40, y: 720 - 59 * 11.5, size: 10, font });
    // ...and a smaller line under it, apart, is the page's footer: the name and the document's title.
    page.drawText('Jane Doe', { x: 40, y: 10, size: 8, font });
    page.drawText('Curriculum vitae', { x: 480, y: 10, size: 8, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const region = (text: string) => doc.lines.find((line) => line.text.startsWith(text))?.region;
    expect(region('Personal Interests')).toBe('body');
    expect(region('Jane Doe\tCurriculum vitae')).toBe('footer');
  });

  it('repairs a word hyphenated at a line end and keeps a compound hyphen', () => {
    expect(joinWrappedLines(['Led the post-', 'mortem of every incident'])).toBe('Led the post-mortem of every incident');
    expect(joinWrappedLines(['improved the manage-', 'ment of stock'])).toBe('improved the management of stock');
    expect(joinWrappedLines(['a strong imag-', 'ination'])).toBe('a strong imagination');
    expect(joinWrappedLines(['a results-', 'driven seller'])).toBe('a results-driven seller');
    expect(joinWrappedLines(['worked on COVID-', '19 testing'])).toBe('worked on COVID-19 testing');
    expect(joinWrappedLines(['first line', 'second line'])).toBe('first line second line');
    expect(joinWrappedLines(['eines Puffer-', 'und Persistenzsystems'])).toBe('eines Puffer- und Persistenzsystems');
    expect(joinWrappedLines(['Internet Business/', 'E-Commerce'])).toBe('Internet Business/E-Commerce');
    // An abbreviation in capitals before the hyphen is the compound's first part, not half a word.
    expect(joinWrappedLines(['test-driven development, SQL-', 'databases and webservers'])).toBe('test-driven development, SQL-databases and webservers');
    expect(joinWrappedLines(['the HR-', 'managed payroll'])).toBe('the HR-managed payroll');
  });

  describe('hostile pages', () => {
    it('reads a page of 50,000 text items and 5,000 one-character lines without hanging', async () => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([595, 842]);
      const ops: string[] = [];
      for (let i = 0; i < 50_000; i++) ops.push(`BT /F1 4 Tf ${20 + (i % 100) * 5} ${800 - Math.floor(i / 100) * 1.5} Td (x) Tj ET`);
      const stream = pdf.context.stream(ops.join('\n'));
      page.node.set(pdf.context.obj('Contents') as never, pdf.context.register(stream));
      page.node.setFontDictionary(pdf.context.obj('F1') as never, font.ref);
      const page2 = pdf.addPage([595, 842]);
      for (let i = 0; i < 5_000; i++) page2.drawText('y', { x: 40 + (i % 10) * 50, y: 820 - Math.floor(i / 10) * 1.6, size: 3, font });
      const doc = await read(Buffer.from(await pdf.save()));
      expect(doc.pages).toBe(2);
      expect(doc.blocks.length).toBeGreaterThan(0);
    }, 60_000);

    it('reads a page painted with 3,000 tall coloured boxes under its text, line by line', async () => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([595, 842]);
      for (let i = 0; i < 3_000; i++) page.drawRectangle({ x: (i * 7) % 400, y: (i * 13) % 300, width: 80 + (i % 200), height: 300 + (i % 400), color: rgb((i % 10) / 10, 0.5, 0.5) });
      for (let i = 0; i < 40; i++) page.drawText(`Line ${i + 1} of the covering letter`, { x: 40 + (i % 3) * 150, y: 800 - i * 18, size: 10, font });
      const doc = await read(Buffer.from(await pdf.save()));
      const texts = doc.lines.map((line) => line.text).join(' ');
      for (let i = 1; i <= 40; i++) expect(texts).toContain(`Line ${i} of the covering letter`);
    }, 60_000);

    it('reads a page ruled into 2,000 cells, and a page of 4,000 rules over text, cell by cell', async () => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const page = pdf.addPage([595, 842]);
      const ops: string[] = ['0 0 0 RG 0.3 w'];
      // 100 rows × 20 columns of cells, each bordered.
      for (let row = 0; row <= 100; row++) ops.push(`20 ${830 - row * 8} m 580 ${830 - row * 8} l S`);
      for (let column = 0; column <= 20; column++) ops.push(`${20 + column * 28} 830 m ${20 + column * 28} 30 l S`);
      for (let row = 0; row < 100; row++) for (let column = 0; column < 20; column++) ops.push(`BT /F1 4 Tf ${22 + column * 28} ${824 - row * 8} Td (r${row}c${column}) Tj ET`);
      const stream = pdf.context.stream(ops.join('\n'));
      page.node.set(pdf.context.obj('Contents') as never, pdf.context.register(stream));
      page.node.setFontDictionary(pdf.context.obj('F1') as never, font.ref);
      // Rules everywhere over a page of prose: past what the paint pass keeps, nothing is lost.
      const second = pdf.addPage([595, 842]);
      for (let i = 0; i < 2_000; i++) second.drawLine({ start: { x: 20, y: 20 + (i % 800) }, end: { x: 560, y: 20 + (i % 800) }, thickness: 0.2 });
      for (let i = 0; i < 2_000; i++) second.drawLine({ start: { x: 20 + (i % 540), y: 20 }, end: { x: 20 + (i % 540), y: 820 }, thickness: 0.2 });
      for (let i = 0; i < 40; i++) second.drawText(`Line ${i + 1} of the covering letter`, { x: 40, y: 800 - i * 18, size: 10, font });
      const doc = await read(Buffer.from(await pdf.save()));
      const first = doc.lines.filter((line) => line.page === 1).map((line) => line.text);
      expect(first.join(' ')).toContain('r0c0');
      expect(first.join(' ')).toContain('r99c19');
      // Read row by row: a row's cells before the next row's.
      const at = (cell: string) => first.findIndex((text) => text.split(/\s+/).includes(cell));
      expect(at('r0c19')).toBeLessThan(at('r1c0'));
      expect(at('r98c19')).toBeLessThan(at('r99c0'));
      const second_ = doc.lines.filter((line) => line.page === 2).map((line) => line.text);
      expect(second_).toHaveLength(40);
      expect(second_[39]).toBe('Line 40 of the covering letter');
    }, 60_000);

    it('reads rotated and vertical text, text drawn twice (fake bold) and a 200-page PDF within its page limit', async () => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      const first = pdf.addPage([595, 842]);
      first.drawText('Jane Doe', { x: 50, y: 780, size: 20, font });
      first.drawText('Jane Doe', { x: 50.3, y: 780, size: 20, font });
      first.drawText('Sideways note', { x: 20, y: 400, size: 10, font, rotate: degrees(90) });
      first.drawText('Tilted note', { x: 200, y: 400, size: 10, font, rotate: degrees(30) });
      for (let i = 1; i < 200; i++) pdf.addPage([595, 842]).drawText(`Page ${i + 1} text of the application bundle`, { x: 50, y: 700, size: 10, font });
      const doc = await read(Buffer.from(await pdf.save()));
      expect(doc.text).toContain('Jane Doe');
      expect(doc.pages).toBeLessThanOrEqual(40);
    }, 60_000);
  });
  it("reads an icon font's glyphs mapped to letters as icons, and a drop capital in a font of its own as the word's letter", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // A font that draws nothing but lone glyphs a whole size wide: an icon font whose building is "W", whose pin is "M".
    const icons = await pdf.embedFont(StandardFonts.HelveticaBold);
    const initials = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    // The heading's initial in a font of its own, run on into the rest of the word.
    page.drawText('W', { x: 60, y: 740, size: 16, font: initials });
    page.drawText('ORK EXPERIENCE', { x: 60 + initials.widthOfTextAtSize('W', 16), y: 740, size: 14, font });
    page.drawText('Software Intern', { x: 60, y: 720, size: 10, font });
    page.drawText('W', { x: 60, y: 706, size: 10, font: icons });
    page.drawText('Innovatech Solutions', { x: 75, y: 706, size: 10, font });
    page.drawText('M', { x: 180, y: 706, size: 10, font: icons });
    page.drawText('Ottertown', { x: 195, y: 706, size: 10, font });
    page.drawText('2022 - 2023', { x: 450, y: 706, size: 10, font });
    for (let i = 0; i < 5; i++) page.drawText(`Built payment system number ${i + 1} for a bank`, { x: 60, y: 690 - i * 14, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text.trim());
    expect(texts).toContain('WORK EXPERIENCE');
    expect(texts.find((text) => text.includes('Innovatech'))).toBe('Innovatech Solutions\tOttertown\t2022 - 2023');
  });

  it("reads narrow icon glyphs mapped to letters and digits ('t Blaze', '0 SourceTree') as icons, and a text font set glyph by glyph as words", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // An icon font whose glyphs are narrower than its size (Courier's are 0.6 em): a leaf as "t", a bolt as "/", a branch as "0".
    const icons = await pdf.embedFont(StandardFonts.Courier);
    // A text font whose every letter is drawn as its own piece, side by side.
    const spaced = await pdf.embedFont(StandardFonts.TimesRoman);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Skills', { x: 60, y: 740, size: 14, font });
    const skill = (glyph: string, name: string, x: number, y: number) => {
      page.drawText(glyph, { x, y, size: 10, font: icons });
      page.drawText(name, { x: x + 12, y, size: 10, font });
    };
    skill('t', 'Blaze', 60, 720);
    skill('/', 'Meteor', 60, 704);
    skill('0', 'SourceTree', 60, 688);
    skill('x', 'Webstorm', 160, 688);
    let x = 60;
    for (const letter of 'Kubernetes') {
      page.drawText(letter, { x, y: 660, size: 10, font: spaced });
      x += spaced.widthOfTextAtSize(letter, 10);
    }
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text.trim());
    expect(texts.join('\n')).not.toMatch(/\bt Blaze|\/ Meteor|0 SourceTree|x Webstorm/);
    expect(texts.some((text) => /(^|\s)Blaze$/.test(text))).toBe(true);
    expect(texts.some((text) => /SourceTree\s+Webstorm$/.test(text))).toBe(true);
    expect(texts).toContain('Kubernetes');
  });

  it('takes no text font set glyph by glyph for an icon font, wide letters among its glyphs (small capitals as Chromium sets them)', () => {
    // "PROFESSIONAL": a capital at 11 pt, then each letter its own piece at 7.5 pt, all in one font ("M" and "O" are wide).
    const items: PositionedText[] = [];
    let x = 42;
    for (const word of ['PROFESSIONAL', 'SUMMARY']) {
      [...word].forEach((letter, i) => {
        const size = i === 0 ? 11 : 7.5;
        const width = size * (/[MWO]/.test(letter) ? 0.85 : 0.6);
        items.push({ text: letter, x, y: 242, width, fontSize: size, font: 'small' });
        x += width;
      });
      items.push({ text: ' ', x, y: 242, width: 3, fontSize: 7.5, font: 'small' });
      x += 3;
    }
    // An icon font: lone glyphs, apart from one another and from the text, the same glyph repeated in a rating.
    const icons: PositionedText[] = ['M', 'W', 'i', 'i'].map((glyph, i) => ({ text: glyph, x: 40 + i * 30, y: 300, width: 9, fontSize: 10, font: 'icons' }));
    markIconFonts([...items, ...icons]);
    expect(items.filter((item) => item.maybeIcon)).toEqual([]);
    expect(icons.every((item) => item.maybeIcon)).toBe(true);
  });

  it("reads a later page's first lines in its top band as the page's text, and a header only that page carries as furniture", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const first = pdf.addPage([595, 842]);
    first.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    first.drawText('Experience', { x: 60, y: 740, size: 14, font });
    for (let i = 0; i < 40; i++) first.drawText(`Built payment system number ${i + 1} for a bank`, { x: 60, y: 720 - i * 16, size: 10, font });
    for (const [index, title] of ['Education', 'Certificates'].entries()) {
      const page = pdf.addPage([595, 842]);
      // A running header on each later page, apart from the text; the page's heading at a line's distance under it.
      page.drawText('Jane Doe – Curriculum Vitae', { x: 60, y: 812, size: 7, font });
      page.drawText(title, { x: 60, y: 796, size: 16, font });
      for (let i = 0; i < 30; i++) page.drawText(`Line ${i + 1} of page ${index + 2} about ${title}`, { x: 60, y: 775 - i * 16, size: 10, font });
    }
    // A header that only the last page carries, set apart from the page's text under it.
    const last = pdf.addPage([595, 842]);
    last.drawText('Curriculum Vitae        Jane Doe', { x: 300, y: 816, size: 9, font });
    for (let i = 0; i < 30; i++) last.drawText(`Closing line ${i + 1}`, { x: 60, y: 799 - i * 16, size: 10, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const region = (text: string) => doc.lines.filter((line) => line.text === text).map((line) => line.region);
    expect(region('Education')).toEqual(['body']);
    expect(region('Certificates')).toEqual(['body']);
    expect(region('Jane Doe – Curriculum Vitae')).toEqual(['header', 'header']);
    expect(doc.lines.find((line) => line.text.startsWith('Curriculum Vitae'))?.region).toBe('header');
    // In the reading order the heading opens its page's text.
    const education = doc.lines.findIndex((line) => line.text === 'Education');
    expect(doc.lines[education + 1].text).toBe('Line 1 of page 2 about Education');
  });

  it('reads a column of labels beside what they label (Europass) label first, a wrapped label whole, and a sidebar at the same leading as a sidebar', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // Labels set right-aligned against the gutter at x = 170; what they label begins at x = 190.
    const label = (text: string, y: number) => page.drawText(text, { x: 170 - font.widthOfTextAtSize(text, 9), y, size: 9, font });
    const value = (text: string, y: number) => page.drawText(text, { x: 190, y, size: 10, font });
    page.drawText('Jane Doe', { x: 190, y: 790, size: 20, font });
    label('PERSONAL SKILLS', 760);
    label('Mother tongue(s)', 740);
    value('English', 740);
    label('Other language(s)', 720);
    value('French', 720);
    value('Understanding well, speaking well', 708);
    label('Communication skills', 680);
    value('- team work: I have worked in various kinds of teams, from research', 680);
    value('teams to a national league hockey club', 668);
    value('- mediating skills: I work between young people and their trainers', 656);
    label('Organisational / managerial', 630);
    label('skills', 620);
    value('Leading a team of eight people through the move of the office', 630);
    value('and of every service it ran, without a day lost to the customers', 618);
    value('whom the team kept informed at each step of the way', 606);
    label('Driving licence', 580);
    value('B', 580);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts.indexOf('Communication skills')).toBe(texts.findIndex((text) => text.startsWith('- team work')) - 1);
    expect(texts).toContain('Organisational / managerial skills');
    expect(doc.lines.find((line) => line.text === 'Communication skills')?.label).toBe(true);
    const cv = extractCv(doc);
    expect(cv.languages).toEqual(['English', 'French']);
    expect(cv.skills).toEqual([
      'team work: I have worked in various kinds of teams, from research teams to a national league hockey club',
      'mediating skills: I work between young people and their trainers',
      'Leading a team of eight people through the move of the office and of every service it ran, without a day lost to the customers whom the team kept informed at each step of the way',
    ]);

    // A sidebar of items set at the main column's leading lines up row by row, but its lines follow one another.
    const other = await PDFDocument.create();
    const sidebarFont = await other.embedFont(StandardFonts.Helvetica);
    const sheet = other.addPage([595, 842]);
    sheet.drawText('Jane Doe', { x: 190, y: 790, size: 20, font: sidebarFont });
    ['Skills', 'Python', 'SQL', 'Docker', 'Kubernetes', 'Terraform', 'Go'].forEach((text, i) => sheet.drawText(text, { x: 40, y: 760 - i * 12, size: 10, font: sidebarFont }));
    for (let i = 0; i < 10; i++) sheet.drawText(fill(sidebarFont, 10, 360, LONG_PARAGRAPH), { x: 190, y: 760 - i * 12, size: 10, font: sidebarFont });
    const sidebarDoc = await read(Buffer.from(await other.save()));
    expect(sidebarDoc.lines.find((line) => line.text === 'Python')?.region).toBe('sidebar');
    expect(sidebarDoc.lines.some((line) => line.label)).toBe(false);
  });

  it('reads a form (a Word table without borders, saved as PDF) label by label: its section headings stand alone, its values fill a line or two, a field label and its value are one row', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
    const page = pdf.addPage([595, 842]);
    // Labels at x = 45, values at x = 210, rows 24 pt apart; a value wrapped in its cell at 12 pt.
    const row = (labelText: string, values: string[], y: number) => {
      page.drawText(labelText, { x: 45, y, size: 10, font: bold });
      values.forEach((text, i) => page.drawText(text, { x: 210, y: y - i * 12, size: 10, font }));
    };
    page.drawText('Max Mustermann', { x: 45, y: 780, size: 16, font: bold });
    row('Hauptrolle:', ['Experte für Backend-Entwicklung', 'und Cloud-Architekturen'], 750);
    row('Nationalität:', ['Deutsch'], 714);
    row('Ausbildung:', ['Master of Science in Computer Science'], 690);
    page.drawText('Expertise', { x: 45, y: 650, size: 14, font: bold });
    row('Projektmethodik', ['Scrum, Kanban, SAFe'], 620);
    row('Tech Stack', ['Python, Docker, Kubernetes, AWS, PostgreSQL'], 596);
    row('Weitere Fähigkeiten', ['CI/CD, Terraform, Git, REST APIs'], 572);
    page.drawText('Sprachen', { x: 45, y: 532, size: 14, font: bold });
    row('Deutsch', ['Muttersprache'], 502);
    row('Englisch', ['Verhandlungssicher'], 478);
    const texts = (await read(Buffer.from(await pdf.save()))).lines.map((line) => line.text);
    const after = (text: string) => texts[texts.indexOf(text) + 1];
    // A label with a colon names a field: it and its value are one row, as in the Word table.
    expect(texts).toContain('Hauptrolle:\tExperte für Backend-Entwicklung und Cloud-Architekturen');
    expect(texts).toContain('Ausbildung:\tMaster of Science in Computer Science');
    expect(after('Tech Stack')).toBe('Python, Docker, Kubernetes, AWS, PostgreSQL');
    expect(after('Englisch')).toBe('Verhandlungssicher');
    expect(texts.indexOf('Sprachen')).toBeGreaterThan(texts.indexOf('CI/CD, Terraform, Git, REST APIs'));
  });

  it('reads a date set flush right in a narrow margin over three lines ("November" / "2022 –" / "Present") as one date, beside its role and the paragraph under it', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    const page = pdf.addPage([595, 842]);
    const margin = (text: string, y: number) => page.drawText(text, { x: 122 - font.widthOfTextAtSize(text, 10.9), y, size: 10.9, font });
    page.drawText('Work experience', { x: 131, y: 760, size: 14, font });
    margin('November', 730);
    page.drawText('Staff Engineer, Sonar Systems, Vernier, Switzerland', { x: 131, y: 730, size: 10.9, font });
    margin('2022 –', 717);
    page.drawText('• Contributed to the development of the analyzer for compiled languages, focusing on', { x: 131, y: 717, size: 10.9, font });
    margin('Present', 705);
    page.drawText('improving the analysis capabilities for C and C++.', { x: 142, y: 705, size: 10.9, font });
    page.drawText('• Played a key role in the automatic analysis feature for the cloud service.', { x: 131, y: 693, size: 10, font });
    // Earlier roles, each dated over two lines of the margin.
    for (const [k, [from, to, role]] of [['March 2018 –', 'October 2022', 'Programmer Analyst, Department of Astronomy, University of Geneva'], ['June 2015 –', 'February 2018', 'Project Lead, Research Computing Centre, Geneva'], ['October 2012 –', 'May 2015', 'Senior Software Engineer, Research Computing Centre, Geneva'], ['December 2010 –', 'September 2012', 'Software Engineer, Research Computing Centre, Geneva']].entries()) {
      const y = 660 - k * 50;
      margin(from, y);
      page.drawText(role, { x: 131, y, size: 10.9, font });
      margin(to, y - 13);
      page.drawText('Development and maintenance of the data processing software of the centre.', { x: 131, y: y - 13, size: 10.9, font });
      page.drawText('Reviews of the code of other teams and of the deployment procedures.', { x: 131, y: y - 26, size: 10.9, font });
    }
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('November 2022 – Present\tStaff Engineer, Sonar Systems, Vernier, Switzerland');
    expect(texts).toContain('• Contributed to the development of the analyzer for compiled languages, focusing on improving the analysis capabilities for C and C++.');
    expect(extractCv(doc).experience.map((job) => [job.startDate, job.current]).slice(0, 2)).toEqual([
      ['2022-11', true],
      ['2018-03', false],
    ]);
  });

  it('reads a heading left alone at the foot of a page as the heading of what opens the next page, not as a footer', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const first = pdf.addPage([595, 842]);
    first.drawText('Marta Ruiz Gil', { x: 40, y: 790, size: 18, font: bold });
    first.drawText('EXPERIENCIA PROFESIONAL', { x: 40, y: 750, size: 11, font: bold });
    first.drawText('Desarrolladora Backend · Lean Sistemas\tfeb. 2020 – actualidad', { x: 40, y: 730, size: 9, font: bold });
    for (let i = 0; i < 40; i++) first.drawText(`Mantenimiento y evolución de servicios para clientes del sector energético, tarea ${i + 1}.`, { x: 40, y: 712 - i * 14, size: 9, font });
    first.drawText('EDUCACIÓN', { x: 40, y: 30, size: 11, font: bold });
    const second = pdf.addPage([595, 842]);
    second.drawText('Técnico Superior en Desarrollo de Aplicaciones Web', { x: 40, y: 800, size: 9, font: bold });
    second.drawText('2012 – 2016', { x: 480, y: 800, size: 9, font });
    second.drawText('CIFP César Manrique', { x: 40, y: 786, size: 9, font });
    second.drawText('PROYECTOS', { x: 40, y: 750, size: 11, font: bold });
    second.drawText('PairBoard, producto para organizar equipos.', { x: 40, y: 730, size: 9, font });
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.lines.find((line) => line.text === 'EDUCACIÓN')?.region).toBe('body');
    expect(extractCv(doc).education.map((entry) => entry.institution)).toEqual(['CIFP César Manrique']);
  });

  it('reads a form whose field names recur (Europass: the same labels over every job) as rows of a label and its value, also on the page where a label first stands', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const pages = [pdf.addPage([595, 842]), pdf.addPage([595, 842])];
    // Labels right-aligned at x = 190 in 8 pt, values at x = 204 in 9 pt, as the Europass editors set them.
    const label = (page: number, text: string, y: number, size = 8, face = font) => pages[page].drawText(text, { x: 190 - face.widthOfTextAtSize(text, size), y, size, font: face });
    const value = (page: number, text: string, y: number) => pages[page].drawText(text, { x: 204, y, size: 9, font });
    value(0, 'Lucía Fernández Prieto', 790);
    label(0, 'Dirección', 770);
    value(0, 'Valencia', 770);
    label(0, 'EXPERIENCIA LABORAL', 730, 9.5, bold);
    const jobs: [string, string, string, string[]][] = [
      ['03/2021 – Actualidad', 'Analista de Datos', 'Nortia Consultores S.L.', ['Informes mensuales de ventas para la dirección comercial.', 'Modelos de previsión de demanda en Python.']],
      ['01/2017 – 02/2021', 'Técnica de Sistemas', 'Ayuntamiento de Valencia', ['Administración de servidores y copias de seguridad.']],
    ];
    let y = 710;
    for (const [index, [dates, role, employer, duties]] of jobs.entries()) {
      const page = index;
      if (page === 1) {
        // The first job's duties go on at the top of the next page, beside no label.
        y = 790;
        for (let i = 0; i < 20; i++) value(1, `• Cuadros de mando y procesos de datos para el área comercial, entrega ${i + 1}.`, (y -= 12));
        y -= 16;
      }
      label(page, 'Fechas', y);
      value(page, dates, y);
      label(page, 'Profesión o cargo desempeñado', (y -= 16));
      value(page, role, y);
      label(page, 'Nombre y dirección de la empresa', (y -= 16));
      value(page, employer, y);
      label(page, 'o empleador', y - 10);
      label(page, 'Funciones y responsabilidades', (y -= 24));
      label(page, 'principales', y - 10);
      for (const duty of duties) {
        value(page, duty, y);
        y -= 12;
      }
      y -= 12;
    }
    // The last page's sections hold a line or two each, in the label column alone.
    label(1, 'CENTROS DE INTERÉS', (y -= 30), 9.5, bold);
    label(1, 'Montañismo', (y -= 16));
    label(1, 'Fotografía', (y -= 14));
    label(1, 'IDIOMAS', (y -= 30), 9.5, bold);
    label(1, 'Inglés', (y -= 16));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Fechas\t03/2021 – Actualidad');
    expect(texts).toContain('Profesión o cargo desempeñado\tAnalista de Datos');
    expect(texts).toContain('Nombre y dirección de la empresa o empleador\tNortia Consultores S.L.');
    expect(texts).toContain('EXPERIENCIA LABORAL');
    expect(extractCv(doc).experience.map((job) => [job.title, job.company, job.startDate, job.endDate])).toEqual([
      ['Analista de Datos', 'Nortia Consultores S.L.', '2021-03', null],
      ['Técnica de Sistemas', 'Ayuntamiento de Valencia', '2017-01', '2021-02'],
    ]);
  });

  it("keeps a value's short line apart from the line under it in a form's row, and a wrapped line joined to its next", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const label = (text: string, y: number) => page.drawText(text, { x: 190 - font.widthOfTextAtSize(text, 8), y, size: 8, font });
    const value = (text: string, y: number) => page.drawText(text, { x: 204, y, size: 9, font });
    value('Gabriele Olla', 790);
    let y = 740;
    for (const [dates, role, employer] of [['09/2021 – 12/2023', 'Cloud Engineer', 'DXC Technology, Milano'], ['03/2020 – 08/2021', 'AWS Cloud Engineer', 'Storm Reply, Torino']]) {
      label('Dates', y);
      value(dates, y);
      label('Occupation or position held', (y -= 16));
      value(role, y);
      value(employer, (y -= 12));
      label('Main activities', (y -= 16));
      value('Building infrastructures on public clouds with Terraform, Ansible and pipelines that the teams', y);
      value('reuse for every new project.', (y -= 12));
      y -= 24;
    }
    const texts = (await read(Buffer.from(await pdf.save()))).lines.map((line) => line.text);
    expect(texts).toContain('Occupation or position held\tCloud Engineer | DXC Technology, Milano');
    expect(texts).toContain('Main activities\tBuilding infrastructures on public clouds with Terraform, Ansible and pipelines that the teams reuse for every new project.');
  });

  it("finds the gutter a column's left edge follows, not a wider gap inside a sidebar, and puts a row's wrapped label back in its cell", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    // A sidebar of skills with their years right-aligned at x = 190, a gap of 22 pt, then the main column at x = 212.
    const skills: [string, string][] = [['Softwareentwicklung', '6+ Jahre'], ['IT-Security', '4+ Jahre'], ['Distributed Ledger', '2+ Jahre'], ['Webentwicklung', '2+ Jahre'], ['Internet of Things', '1+ Jahre'], ['Cloud Computing', '1+ Jahre']];
    page.drawText('Fähigkeiten', { x: 40, y: 760, size: 13, font });
    let y = 740;
    for (const [skill, years] of skills) {
      page.drawText(skill, { x: 40, y, size: 9, font });
      page.drawText(years, { x: 190 - font.widthOfTextAtSize(years, 9), y, size: 9, font });
      if (skill === 'Distributed Ledger') page.drawText('Technologie', { x: 40, y: (y -= 11), size: 9, font });
      if (skill === 'Internet of Things') page.drawText('(IoT)', { x: 40, y: (y -= 11), size: 9, font });
      y -= 22;
    }
    page.drawText('Berufserfahrung', { x: 212, y: 760, size: 13, font });
    for (let i = 0; i < 24; i++) page.drawText(fill(font, 9, 340, `${LONG_PARAGRAPH} Line ${i}.`), { x: 212, y: 740 - i * 12, size: 9, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    // "Technologie" did not fit beside "Distributed Ledger" before the years: the cell's last word, wrapped under it.
    expect(texts).toContain('Distributed Ledger Technologie\t2+ Jahre');
    expect(texts).not.toContain('Technologie');
    expect(texts).toContain('Internet of Things (IoT)\t1+ Jahre');
    // No year of the sidebar lands in the main column's text.
    expect(doc.blocks.filter((block) => block.text.includes('Jahre')).every((block) => block.region === 'sidebar')).toBe(true);
  });

  it('reads a justified line of a narrow column, its word gaps widened to the edge, as a line of its paragraph, not as a row of cells', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const size = 10;
    const right = 190;
    // Sets `words` from x = 40 to the column's right edge, the gaps between them widened alike.
    const justify = (words: string[], y: number) => {
      const widths = words.map((word) => font.widthOfTextAtSize(word, size));
      const gap = (right - 40 - widths.reduce((a, b) => a + b, 0)) / (words.length - 1);
      let x = 40;
      words.forEach((word, k) => {
        page.drawText(word, { x, y, size, font });
        x += widths[k] + gap;
      });
    };
    page.drawText('Certifications', { x: 40, y: 760, size: 13, font });
    page.drawText('Jump Start Program', { x: 40, y: 740, size, font });
    const lines: (string | string[])[] = [
      'Two months of full-time training',
      'in object oriented programming',
      'in Java, software testing and',
      ['modern', 'web-frameworks.'],
      'Other topics were object',
      ['oriented', 'design', 'patterns,'],
      'webservers and databases.',
    ];
    lines.forEach((line, k) => (typeof line === 'string' ? page.drawText(line, { x: 40, y: 726 - k * 12, size, font }) : justify(line, 726 - k * 12)));
    // A row of two single words after a heading: a table's row, not a paragraph's line.
    page.drawText('Languages', { x: 40, y: 620, size: 13, font });
    page.drawText('Deutsch', { x: 40, y: 600, size, font });
    page.drawText('L1', { x: right - font.widthOfTextAtSize('L1', size), y: 600, size, font });
    page.drawText('Experience', { x: 212, y: 760, size: 13, font });
    for (let i = 0; i < 24; i++) page.drawText(fill(font, 9, 340, `${LONG_PARAGRAPH} Line ${i}.`), { x: 212, y: 740 - i * 12, size: 9, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain('Two months of full-time training in object oriented programming in Java, software testing and modern web-frameworks.');
    expect(texts).toContain('Other topics were object oriented design patterns, webservers and databases.');
    expect(texts.some((text) => /web-frameworks|patterns/.test(text) && text.includes('\t'))).toBe(false);
    expect(texts).toContain('Deutsch\tL1');
  });

  it('reads a bullet a designer drew (a small dot before the line) as a bullet, but not a timeline’s larger dot or a row of rating dots', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 60, y: 750, size: 14, font });
    // A timeline's dot (6 pt) before the employer; drawn 3 pt dots before each duty, the text 8 pt right of them.
    page.drawCircle({ x: 63, y: 733.5, size: 3 });
    page.drawText('Acme Ltd', { x: 80, y: 730, size: 10, font });
    const duties = ['Built the payment platform used by three banks', 'Led a team of five engineers'];
    duties.forEach((duty, i) => {
      page.drawCircle({ x: 81.5, y: 717.5 - i * 14, size: 1.5 });
      page.drawText(duty, { x: 91, y: 714 - i * 14, size: 10, font });
    });
    // Skill ratings: a row of dots after the skill's name.
    page.drawText('Python', { x: 80, y: 670, size: 10, font });
    for (let d = 0; d < 5; d++) page.drawCircle({ x: 160 + d * 8, y: 673.5, size: 1.5 });
    const doc = await read(Buffer.from(await pdf.save()));
    for (const duty of duties) expect(doc.blocks.find((block) => block.text.endsWith(duty))?.kind).toBe('bullet');
    expect(doc.blocks.find((block) => block.text.endsWith('Acme Ltd'))?.kind).not.toBe('bullet');
    expect(doc.blocks.find((block) => block.text.includes('Python'))?.kind).not.toBe('bullet');
  });

  it('reads a glyph a symbol font maps to a control character, set apart at a line’s start, as a bullet', () => {
    const items = [
      { text: '\u0004', x: 190, y: 100, width: 5, fontSize: 9, font: 'symbols' },
      { text: 'letteratura latina', x: 201, y: 100, width: 57, fontSize: 9, font: 'text' },
    ];
    const [line] = layoutPage(items, 1, 595, 842);
    expect(BULLET_GLYPH.test(line.text)).toBe(true);
    expect(line.text).toContain('letteratura latina');
  });

  it('reads a heading set up or down the margin as a line of its own before the block it stands beside', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('I build payment systems for banks.', { x: 60, y: 740, size: 10, font });
    // Six lines of jobs at 14 pt spacing, well below the profile; "EXPERIENCE" down the right margin beside the middle of them.
    const jobs = ['Lead Engineer (Acme Ltd)   2019 - now', 'Built the platform', 'Engineer (Beta GmbH)   2015 - 2019', 'Ran the migration', 'Intern (Gamma Inc)   2014 - 2015', 'Wrote the tests'];
    jobs.forEach((job, i) => page.drawText(job, { x: 60, y: 680 - i * 14, size: 10, font }));
    page.drawText('EXPERIENCE', { x: 520, y: 655, size: 16, font, rotate: degrees(-90) });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts.indexOf('EXPERIENCE')).toBe(texts.indexOf('Lead Engineer (Acme Ltd) 2019 - now') - 1);
    expect(texts.some((text) => text.includes('EXPERIENCE') && text !== 'EXPERIENCE')).toBe(false);
  });
});

describe('prose set in a box narrower than its column', () => {
  it("joins each paragraph's lines where they wrap at the box's edge, and keeps items that each open with a capital apart", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    let y = 780;
    const draw = (text: string) => {
      page.drawText(text, { x: 56, y, size: 10, font });
      y -= 13.5;
    };
    // A generator's fixed text width (300 pt) in a page whose column runs to its right margin.
    const paragraphs = [
      'Built the weekly reporting pack for the sales directors of three regions and cut the time it takes to prepare it from two days to four hours.',
      'Led the migration of the customer database to a new cloud warehouse, working with engineering and finance on the data model.',
      'Automated the monthly churn analysis in Python and presented the results to the board of directors every quarter with the finance team.',
    ];
    draw('Jane Doe');
    draw('Senior Data Analyst, Northwind Traders, London, across the whole page width of the column here');
    for (const paragraph of paragraphs) {
      let rest = paragraph;
      while (rest) {
        const line = fill(font, 10, 300, rest);
        draw(line);
        rest = rest.slice(line.length).trim();
      }
    }
    // Full lines of items, each opening with a capital and ending without a stop, stay items.
    draw('Integrated the payment engine and the ledger into one service for all');
    draw('Formed a scrum team of five and ran its ceremonies for two full years');
    const doc = await read(Buffer.from(await pdf.save()));
    for (const paragraph of paragraphs) expect(doc.blocks.map((block) => block.text)).toContain(paragraph);
    expect(doc.blocks.map((block) => block.text)).toContain('Formed a scrum team of five and ran its ceremonies for two full years');
  });
});

describe('a label or date column set close to its content', () => {
  it('parts each label from its value where the value opens at the content column’s edge, however narrow the gap', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    // Europass: labels right-aligned in a column ending at x = 160, values from x = 168 (a gap of under one em).
    const rows: [string, string][] = [
      ['PERSONAL INFORMATION', 'Katharina Vogel'],
      ['', 'Hamburg, Germany'],
      ['', 'k.vogel@example.com'],
      ['WORK EXPERIENCE', ''],
      ['Feb 2020–Present', 'Head of Accounting'],
      ['', 'Hanseatic Logistik GmbH, Hamburg'],
      ['Aug 2015–Jan 2020', 'Accountant'],
      ['', 'Nordlicht Versicherung AG, Kiel'],
      ['PERSONAL SKILLS', ''],
      ['Mother tongue(s)', 'German'],
      ['Other language(s)', 'English, Danish'],
      ['Certifications', 'Certified Accountant (IHK)'],
    ];
    rows.forEach(([label, value], i) => {
      const y = 780 - i * 16;
      if (label) page.drawText(label, { x: 160 - font.widthOfTextAtSize(label, 9), y, size: 9, font });
      if (value) page.drawText(value, { x: 168, y, size: 10, font });
    });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Mother tongue(s)\tGerman');
    expect(texts).toContain('Feb 2020–Present\tHead of Accounting');
    const cv = extractCv(doc);
    expect(cv.languages).toEqual(expect.arrayContaining(['German', 'English', 'Danish']));
    expect(cv.certifications).toEqual(['Certified Accountant (IHK)']);
    expect(cv.skills.some((skill) => /Certif|tongue/i.test(skill))).toBe(false);
  });

  it('keeps a bullet’s glyph and its words, and words a justified line spaces wide, on one line', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 6; i++) {
      const y = 780 - i * 14;
      page.drawText('•', { x: 60, y, size: 10, font });
      page.drawText(`Delivered project number ${i + 1} on time`, { x: 70, y, size: 10, font });
    }
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.lines.some((line) => line.text.includes('\t'))).toBe(false);
  });
});

describe('an address wrapped in a narrow column', () => {
  it('is put back whole: its own hyphen kept, a piece broken off anywhere joined without a space', () => {
    expect(joinWrappedLines(['linkedin.com/in/katharina-', 'vogel-hh'])).toBe('linkedin.com/in/katharina-vogel-hh');
    expect(joinWrappedLines(['jean-', 'pierre.roux@mail.fr'])).toBe('jean-pierre.roux@mail.fr');
    expect(joinWrappedLines(['E-mail: anne-', 'sophie@example.org · Lyon'])).toBe('E-mail: anne-sophie@example.org · Lyon');
    expect(joinWrappedLines(['Valencia, España linkedin.com/in/luciaromerosan', 'chez'])).toBe('Valencia, España linkedin.com/in/luciaromerosanchez');
    expect(joinWrappedLines(['camille.laurent@courriel.exampl', 'e'])).toBe('camille.laurent@courriel.example');
    // Words of a sentence after an address stay words.
    expect(joinWrappedLines(['Write to jane@example.com', 'or call me'])).toBe('Write to jane@example.com or call me');
  });
});

describe('a tabular CV: dates and labels in the left cells', () => {
  it('reads each date with the entry beside it, though the left column also holds labels and languages', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    let y = 790;
    const row = (left: string, right: string[]) => {
      if (left) page.drawText(left, { x: 60, y, size: 10, font });
      right.forEach((text, i) => page.drawText(text, { x: 200, y: y - i * 13, size: 10, font }));
      y -= Math.max(1, right.length) * 13 + 2;
    };
    row('Name', ['Olivia Grant']);
    row('Phone', ['+44 7700 900412']);
    row('Email', ['olivia.grant@example.com']);
    page.drawText('Work Experience', { x: 60, y, size: 12, font });
    y -= 20;
    row('since 04/2021', ['Senior Product Manager', 'Skyline Media Group, London', '• Led the checkout redesign across web and mobile', '• Ran customer interviews for three squads']);
    row('09/2017 – 03/2021', ['Product Manager', 'Brightwave Software Ltd, Manchester', '• Owned the reporting module', '• Wrote the backlog with two teams']);
    row('07/2014 – 08/2017', ['Business Analyst', 'Harper & Cole Consulting, Leeds', '• Mapped order-to-cash processes']);
    page.drawText('Languages', { x: 60, y, size: 12, font });
    y -= 20;
    row('English', ['Native']);
    row('French', ['C1']);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('since 04/2021\tSenior Product Manager');
    expect(texts).toContain('09/2017 – 03/2021\tProduct Manager');
    expect(extractCv(doc).experience.map((job) => [job.title, job.company, job.startDate, job.current])).toEqual([
      ['Senior Product Manager', 'Skyline Media Group', '2021-04', true],
      ['Product Manager', 'Brightwave Software Ltd', '2017-09', false],
      ['Business Analyst', 'Harper & Cole Consulting', '2014-07', false],
    ]);
  });
});

describe('an e-mail over a web address', () => {
  it('stays two addresses', () => {
    expect(joinWrappedLines(['hello@reallygreatsite.com', 'reallygreatsite.com'])).toBe('hello@reallygreatsite.com reallygreatsite.com');
  });
});

describe('a line cut on a determiner', () => {
  it('stopped in the middle of its sentence, whatever case the next line opens in', async () => {
    const { endsOnJoiningWord } = await import('./blocks');
    for (const text of ['documented requirements for their', 'Verantwortung für seine', 'migration de leurs', 'gestión de sus', 'gestione dei suoi', 'apoio aos seus', 'ondersteuning van hun']) expect(endsOnJoiningWord(text)).toBe(true);
    for (const text of ['requirements were theirs', 'Managed the team']) expect(endsOnJoiningWord(text)).toBe(false);
  });

  it('reads a row of dots under a heading as a rule of its own, never as the heading\'s second line', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 50, y: 780, size: 20, font });
    let y = 740;
    for (const [heading, item] of [['WORK EXPERIENCE', '\u2022 2 years as Front-End Captain at Synthesio from 2014 to 2016'], ['EDUCATION', '\u2022 BSc Mathematics, University of Leeds, 2010 - 2013']]) {
      page.drawText(heading, { x: 50, y, size: 11, font });
      page.drawText('\u2026'.repeat(60) + '.', { x: 50, y: y - 13, size: 11, font });
      page.drawText(item, { x: 50, y: y - 28, size: 10, font });
      y -= 70;
    }
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.blocks.map((block) => block.kind === 'rule' ? 'rule' : block.text)).toEqual([
      'Jane Doe', 'WORK EXPERIENCE', 'rule', '\u2022 2 years as Front-End Captain at Synthesio from 2014 to 2016', 'EDUCATION', 'rule', '\u2022 BSc Mathematics, University of Leeds, 2010 - 2013',
    ]);
    const { extractCv } = await import('../extraction/extract-cv');
    expect(extractCv(doc).experience.map((entry) => [entry.title, entry.company, entry.startDate, entry.endDate])).toEqual([['Front-End Captain', 'Synthesio', '2014', '2016']]);
  });
});


describe('text set in a box narrower than the page', () => {
  it("keeps a bullet's wrapped lines at its hanging indent, and a sentence cut on a joining word, as one block", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jane Doe', { x: 60, y: 780, size: 20, font });
    page.drawText('Experience', { x: 60, y: 740, size: 14, font });
    page.drawText('Developer, Tiime', { x: 60, y: 720, size: 11, font });
    // A card of about 330 points on a page of 595: the lines stop well short of the page's margin.
    page.drawText("Tiime est un ensemble d'outils de dernière génération allant de", { x: 60, y: 704, size: 11, font });
    page.drawText('la pré-compta jusqu’à la liasse pour des experts-comptables.', { x: 60, y: 690, size: 11, font });
    const bullets: [string, string?][] = [
      ["Renfort de l'équipe technique sur le logiciel"],
      ['Développements de fonctionnalités avec des forts', 'volumes de données'],
      ['Technologies utilisées : PHP7, Symfony4, MySQL,', 'Azure'],
    ];
    let y = 664;
    for (const [first, wrapped] of bullets) {
      page.drawText('•', { x: 78, y, size: 11, font });
      page.drawText(first, { x: 102, y, size: 11, font });
      if (wrapped) page.drawText(wrapped, { x: 102, y: (y -= 14), size: 11, font });
      y -= 22;
    }
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain("Tiime est un ensemble d'outils de dernière génération allant de la pré-compta jusqu’à la liasse pour des experts-comptables.");
    expect(texts.filter((text) => text.startsWith('•')).map((text) => text.replace(/^•\s+/, ''))).toEqual([
      "Renfort de l'équipe technique sur le logiciel",
      'Développements de fonctionnalités avec des forts volumes de données',
      'Technologies utilisées : PHP7, Symfony4, MySQL, Azure',
    ]);
  });
});

describe('a sidebar set flush right against the main column', () => {
  it('keeps its lines apart from the main column though the gap between them is narrower than a gutter', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    // The sidebar's lines end at x 162; the main column's start at x 173, 11 points on.
    const flushRight = (text: string, y: number, face = font, size = 10) => page.drawText(text, { x: 162 - face.widthOfTextAtSize(text, size), y, size, font: face });
    page.drawText('Jan Kowalski', { x: 173, y: 780, size: 24, font: bold });
    const side: [string, boolean][] = [['Contact', true], ['Marszalkowska 1', false], ['00-001 Warszawa', false], ['jan@example.org', false], ['Languages', true], ['Polish native', false], ['English fluent', false], ['Programming', true], ['C/C++', false], ['Python, Bash', false]];
    side.forEach(([text, isHeading], i) => flushRight(text, 714 - i * 15, isHeading ? bold : font, isHeading ? 13 : 10));
    const main: [string, boolean][] = [['Experience', true], ['02/2014 – 2024   WB Electronics S.A.   Senior Software Engineer', false], ['Inertial navigation module', false], ['08/2013 – 01/2014   Samsung Electronics Sp. z o.o.   Contractor', false], ['Middleware development', false], ['05/2013 – 07/2013   Cyfrowy Polsat S.A.   Software Engineer', false], ['Low-level software', false], ['Education', true], ['2005 – 2010   MSc Mechatronics   Military University of Technology', false]];
    main.forEach(([text, isHeading], i) => page.drawText(text, { x: 173, y: 720 - i * 18, size: isHeading ? 13 : 10, font: isHeading ? bold : font }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Contact');
    expect(texts).toContain('Experience');
    // Each column read whole, one after the other: the sidebar's lines in a run, the main column's in another.
    const run = (column: string[]) => column.map((text) => texts.findIndex((line) => line.startsWith(text)));
    const sideAt = run(side.map(([text]) => text));
    const mainAt = run(main.map(([text]) => text.split('   ')[0]));
    expect(sideAt).toEqual(side.map((_, i) => sideAt[0] + i));
    expect(mainAt).toEqual(main.map((_, i) => mainAt[0] + i));
    expect(extractCv(doc).email).toBe('jan@example.org');
  });
});

describe('a name set in two weights with no space between them', () => {
  it('reads the words apart where the face changes before a capital ("Paweł" light, "Kaźmierzewski" bold)', async () => {
    const pdf = await PDFDocument.create();
    const light = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Anna', { x: 120, y: 780, size: 36, font: light });
    page.drawText('Nowak', { x: 120 + light.widthOfTextAtSize('Anna', 36), y: 780, size: 36, font: bold });
    // A word whose letters change face inside it ("iPhone" set with a bold "Phone") stays one only where no capital opens the change.
    page.drawText('Software engineer', { x: 120, y: 740, size: 12, font: light });
    page.drawText('anna.nowak@example.org', { x: 120, y: 720, size: 10, font: light });
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.lines[0].text).toBe('Anna Nowak');
    expect(extractCv(doc).name).toBe('Anna Nowak');
  });
});

describe('a theme that sets its section headings and its dates in the margin', () => {
  it('reads the margin as labels: each heading and each date before the lines level with it, a wrapped item under its glyph whole', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Bruno Sosin', { x: 270, y: 790, size: 17, font });
    const margin = (text: string, y: number, size: number) => page.drawText(text, { x: 62, y, size, font: size > 10 ? font : bold });
    const main = (text: string, y: number, face = font, x = 217) => page.drawText(text, { x, y, size: 9, font: face });
    margin('CONTACT', 760, 12.7);
    main('Email', 760);
    main('bruno.sosin@example.org', 760, font, 300);
    main('Phone', 746);
    main('+594 694 09 04 22', 746, font, 300);
    margin('LOCATION', 725, 12.7);
    main('City', 725);
    main('97300 Cayenne', 725, font, 300);
    margin('SUMMARY', 700, 12.7);
    main('Consultant who automates the reporting of small firms, from data flows to dashboards.', 700);
    main('Trained two junior developers and ran the support of forty users.', 687);
    margin('WORK EXPERIENCE', 640, 12.7);
    main('Consultant en système d\'information at Matériel et Services Guyane', 640, bold);
    margin('2021-10 TO PRESENT', 622, 7.6);
    main('Etudes et évolution des process et systèmes d\'informations existants', 622);
    main('• Création d\'un tableau de bord e-commerce pour les ventes du réseau', 605, font, 228);
    // The item's words fill the line; its last two go on under the glyph, the first of them a capital.
    const filled = fill(font, 9, 315, '• Accompagnement et formation d\'un développeur junior sur la suite Power Platform');
    main(filled, 588, font, 228);
    main('• Accompagnement et formation d\'un développeur junior sur la suite Power Platform'.slice(filled.length + 1), 575, font, 228);
    margin('2021-04 TO 2021-10', 550, 7.6);
    main('Webmaster at Matériel et Services Guyane', 550, bold);
    main('Intégration et enrichissement des données produits', 535);
    margin('EDUCATION', 500, 12.7);
    main('Master Informatique at Université de Guyane', 500, bold);
    margin('2014 TO 2016', 485, 7.6);
    main('Systèmes d\'information', 485);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts.indexOf('WORK EXPERIENCE')).toBe(texts.findIndex((text) => text.startsWith('Consultant en système')) - 1);
    expect(texts).toContain("• Accompagnement et formation d'un développeur junior sur la suite Power Platform");
    const cv = extractCv(doc);
    expect(cv.experience.map((job) => [job.title, job.company, job.startDate, job.endDate])).toEqual([
      ["Consultant en système d'information", 'Matériel et Services Guyane', '2021-10', null],
      ['Webmaster', 'Matériel et Services Guyane', '2021-04', '2021-10'],
    ]);
  });
});

describe('a heading at the top of a later page', () => {
  it('is the page\'s first line of text, not a running header: an employer set large over the role it held', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const first = pdf.addPage([595, 842]);
    first.drawText('Lena Vogt', { x: 196, y: 780, size: 24, font: bold });
    first.drawText('lena.vogt@example.org', { x: 196, y: 760, size: 10.5, font });
    first.drawText('Work', { x: 196, y: 720, size: 16.4, font: bold });
    first.drawText('Salesforce', { x: 196, y: 690, size: 16.4, font: bold });
    first.drawText('Software Engineering PMTS', { x: 196, y: 666, size: 13.1, font });
    first.drawText('Nov 2021 – Present', { x: 196, y: 650, size: 10.5, font });
    for (let i = 0; i < 30; i++) first.drawText('Security lead for the automation teams of the platform, with training for all of them.', { x: 196, y: 630 - i * 16, size: 10.5, font });
    const second = pdf.addPage([595, 842]);
    second.drawText('Servicetrace GmbH', { x: 196, y: 797, size: 16.4, font: bold });
    second.drawText('Competence Lead Software Security', { x: 196, y: 770, size: 13.1, font });
    second.drawText('Jan 2020 – Oct 2021', { x: 196, y: 754, size: 10.5, font });
    for (let i = 0; i < 20; i++) second.drawText('Guidelines for secure programming written and taught to every development team.', { x: 196, y: 730 - i * 16, size: 10.5, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const servicetrace = doc.lines.find((line) => line.text === 'Servicetrace GmbH');
    expect(servicetrace?.region).toBe('body');
    expect(extractCv(doc).experience.map((job) => [job.title, job.company])).toEqual([
      ['Software Engineering PMTS', 'Salesforce'],
      ['Competence Lead Software Security', 'Servicetrace GmbH'],
    ]);
  });
});

describe('PDF list items as generators set them', () => {
  it('reads a list item whose glyph pushed its first line right of the hang (ReportLab) as one item, and marks it as an item for the entry readers', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const dingbats = await pdf.embedFont(StandardFonts.ZapfDingbats);
    const page = pdf.addPage([595, 842]);
    page.drawText('Helge Beispiel', { x: 50, y: 790, size: 20, font: bold });
    page.drawText('BERUFSERFAHRUNG', { x: 50, y: 750, size: 10, font: bold });
    page.drawText('seit 11/2013', { x: 148, y: 730, size: 9, font });
    page.drawText('Wissenschaftlicher Mitarbeiter', { x: 205, y: 730, size: 9, font: bold });
    page.drawText('Technische Universität Darmstadt', { x: 205, y: 717, size: 9, font });
    let y = 704;
    const item = (lines: string[]) => {
      // The glyph a size larger than the text, at the hang's left; the first line's words right of it, the later ones
      // left of them (the hang ReportLab set, narrower than the glyph).
      page.drawText('■', { x: 206, y: y - 1, size: 9.6, font: dingbats });
      page.drawText(lines[0], { x: 219.9, y, size: 8.2, font });
      for (const line of lines.slice(1)) page.drawText(line, { x: 214.3, y: (y -= 10.9), size: 8.2, font });
      y -= 10.9;
    };
    item(['Industriekooperation mit der Airbus Group (2015–2016): Evaluation von', 'LOTAR-konformen Produktdatenarchivsystemen und Erstellung einer', 'Vergleichsstudie.']);
    item(['Organisatorische und didaktische Unterstützung der Vorlesung Virtuelle', 'Produktentwicklung C.']);
    page.drawText('05/2013 – 10/2013', { x: 125, y: (y -= 6), size: 9, font });
    page.drawText('Masterarbeit in der Missionsanalyse', { x: 205, y, size: 9, font: bold });
    page.drawText('European Space Operations Centre', { x: 205, y: (y -= 13), size: 9, font });
    const doc = await read(Buffer.from(await pdf.save()));
    const first = doc.blocks.find((block) => block.text.includes('Industriekooperation'));
    expect(first?.kind).toBe('bullet');
    expect(first?.text).toContain('Evaluation von LOTAR-konformen Produktdatenarchivsystemen und Erstellung einer Vergleichsstudie.');
    expect(doc.blocks.find((block) => block.text.includes('Organisatorische'))?.text).toContain('Virtuelle Produktentwicklung C.');
    // The date in the item's sentence opens no entry: two jobs, the items the first one's.
    const { experience } = extractCv(doc, { now: new Date(Date.UTC(2026, 10, 15)) });
    expect(experience.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([
      ['Wissenschaftlicher Mitarbeiter', 'Technische Universität Darmstadt', '2013-11'],
      ['Masterarbeit in der Missionsanalyse', 'European Space Operations Centre', '2013-05'],
    ]);
    expect(experience[0].highlights).toHaveLength(2);
  });

  it("reads Word's second-level list mark, an \"o\" in Courier before words in another font, as a list item of its own", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.TimesRoman);
    const courier = await pdf.embedFont(StandardFonts.Courier);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jana Beispiel', { x: 60, y: 790, size: 20, font });
    page.drawText('Leitung der Entwicklung einer Plattform, von der Konzeption bis zum Go-Live', { x: 72, y: 740, size: 11, font });
    const items = ['Erstellung einer skalierbaren Microservice-Architektur', 'Enge Zusammenarbeit mit dem Produktmanagement', 'Coaching von Entwicklern'];
    items.forEach((text, i) => {
      page.drawText('o', { x: 80.8, y: 726 - i * 14, size: 10, font: courier });
      page.drawText(text, { x: 92.8, y: 726 - i * 14, size: 11, font });
    });
    const doc = await read(Buffer.from(await pdf.save()));
    for (const text of items) {
      const block = doc.blocks.find((candidate) => candidate.text.includes(text));
      expect(block?.kind).toBe('bullet');
      expect(block?.text).toBe(`◦ ${text}`);
    }
    // A word "o" in the text's own font ("o Brasil" wrapped in a Portuguese sentence) is no mark.
    expect(BULLET_GLYPH.test('o Brasil')).toBe(false);
  });

  it('reads a row of a label and a value opening in lower case as a row of its own, not the wrapped end of the row above', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText('Jonas Beispiel', { x: 50, y: 790, size: 20, font });
    page.drawText('SKILLS', { x: 50, y: 750, size: 12, font });
    const rows = [
      ['Werkzeuge', 'Azure DevOps, Visual Studio, SSMS, MS Project'],
      ['Technologien', '.NET, Docker, Svelte, tailwindcss'],
      ['Sprachen', 'deutsch (Muttersprache), englisch (verhandlungssicher)'],
    ];
    rows.forEach(([label, value], i) => {
      page.drawText(label, { x: 50, y: 730 - i * 14, size: 10, font });
      page.drawText(value, { x: 190, y: 730 - i * 14, size: 10, font });
    });
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    for (const [label, value] of rows) expect(texts).toContain(`${label}\t${value}`);
  });

  it('reads a date under a heading in a margin of labels, headings and dates as a line of its own ("Experiencia" over "desde 09/2011")', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const page = pdf.addPage([595, 842]);
    page.drawText('Fernando Ejemplo', { x: 60, y: 790, size: 20, font: bold });
    // A form of labels and values first, as the CV's personal details are set: the left column is a column of labels.
    page.drawText('Datos personales', { x: 60, y: 750, size: 12, font: bold });
    [['Nombre', 'Fernando Ejemplo'], ['Dirección', 'Calle Las Pozas 118'], ['Móvil', '+34 646636486'], ['Correo', 'fernando@example.com'], ['Fecha de nacimiento', '29-11-1985']].forEach(([label, value], i) => {
      page.drawText(label, { x: 60, y: 728 - i * 20, size: 10, font });
      page.drawText(value, { x: 180, y: 728 - i * 20, size: 10, font });
    });
    const section = (y: number, heading: string, entries: [string, string, string][]) => {
      page.drawText(heading, { x: 60, y, size: 12, font: bold });
      let at = y - 22;
      for (const [dates, title, employer] of entries) {
        page.drawText(dates, { x: 60, y: at, size: 10, font });
        page.drawText(title, { x: 180, y: at, size: 10, font: bold });
        page.drawText(employer, { x: 180, y: at - 14, size: 10, font });
        for (let k = 0; k < 4; k++) page.drawText('Diseño e implementación de un simulador de barcos autónomos y de una plataforma.', { x: 180, y: at - 28 - k * 14, size: 10, font });
        at -= 100;
      }
      return at;
    };
    const after = section(600, 'Experiencia', [['desde 09/2011', 'Ingeniero de Proyecto', 'GMV Aerospace & Defense S.A.'], ['12/2010 – 9/2011', 'Ingeniero Investigador', 'UCM / Ministerio de Defensa']]);
    section(after - 10, 'Formación', [['9/2010 – 7/2011', 'Máster en Investigación en Informática', 'Universidad Complutense de Madrid']]);
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toContain('Experiencia');
    expect(texts).toContain('desde 09/2011');
    const { experience } = extractCv(doc, { now: new Date(Date.UTC(2026, 10, 15)) });
    expect(experience.map((entry) => [entry.title, entry.startDate])).toEqual([
      ['Ingeniero de Proyecto', '2011-09'],
      ['Ingeniero Investigador', '2010-12'],
    ]);
  });
});

describe('a page set in two columns of one width', () => {
  it('reads the right column on from the section the left one ended in, neither column a sidebar', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const width = 240;
    // Justified text fills each column to its edge: both columns' widest lines are as wide.
    const full = (text: string) => fill(regular, 10, width, text);
    const rest = (text: string) => text.slice(full(text).length).trim();
    const column = (x: number, rows: (string | [string, 'bold'] | null)[]) =>
      rows.forEach((row, i) => {
        if (row === null) return;
        const [text, font] = typeof row === 'string' ? [row, regular] : [row[0], bold];
        page.drawText(text, { x, y: 800 - i * 14, size: font === bold ? 12 : 10, font });
      });
    column(40, [
      ['Camille Martin', 'bold'], 'camille.martin@example.fr', null,
      ['Formation', 'bold'], ['Master Informatique', 'bold'], 'Université de Lyon', '2016 – 2018', full(LONG_PARAGRAPH), full(rest(LONG_PARAGRAPH)), null,
      ['Expériences', 'bold'], ['Ingénieur logiciel', 'bold'], 'Valeo', '2019 – 2021',
    ]);
    column(315, [
      '• Développement des outils de calcul', full(LONG_PARAGRAPH), full(rest(LONG_PARAGRAPH)), null,
      ['Développeuse web', 'bold'], 'Mairie de Lyon', '2018 – 2019', '• Refonte du site de la ville', full(LONG_PARAGRAPH), full(rest(LONG_PARAGRAPH)),
    ]);
    const doc = await read(Buffer.from(await pdf.save()));
    expect(doc.lines.some((line) => line.region === 'sidebar')).toBe(false);
    const cv = extractCv(doc);
    expect(cv.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Ingénieur logiciel', 'Valeo'],
      ['Développeuse web', 'Mairie de Lyon'],
    ]);
    expect(cv.education.map((entry) => entry.institution)).toEqual(['Université de Lyon']);
  });
});

describe("a line ending on a title before a person's name", () => {
  it('goes on with the name on the next line: the stop is the title’s, no sentence’s end', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([595, 842]);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    // A line of prose justified to the margin, as the typesetter set it, ending on the title.
    const full = 'Research: development of a method for explaining the predictions of models, supervised by Prof. Dr.';
    const size = (10 * 495) / regular.widthOfTextAtSize(full, 10);
    ['Research Associate', full, 'Alexander Binder.', 'Student Assistant'].forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * size * 1.3, size, font: regular }));
    const doc = await read(Buffer.from(await pdf.save()));
    const texts = doc.blocks.map((block) => block.text);
    expect(texts).toContain(`${full} Alexander Binder.`);
    expect(texts).not.toContain('Alexander Binder.');
  });
});
