import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../documents/docx-reader';
import { readDocument } from '../documents/read-document';
import { docx, p, style } from '../documents/test-support/word-xml';
import { extractCv } from './extract-cv';
import { textDocument } from './test-support';
import { isSignOff } from './sections';
import { buildBlocks } from '../documents/blocks';
import type { DocumentLine } from '../documents/types';

/**
 * An application bundle: a CV, signed, then the papers sent with it (a reference letter, a degree certificate), each
 * under a title set above the CV's section headings. What those papers say is none of the CV's sections.
 */
const STYLES = `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="22"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style>`;

const REFERENCE_LETTER = [
  'Frau Anna-Lena Vogt, geboren am 14.07.1988, war vom 01.08.2015 bis zum 31.03.2019 in unserem Unternehmen als Ingenieurin beschäftigt.',
  'Die Kabelbau Nord AG ist ein mittelständisches Unternehmen mit 400 Mitarbeitern.',
  'Hamburg, 31.03.2019',
  'Kabelbau Nord AG',
  'Dr. Peter Hansen, Geschäftsführer',
];

describe('an application bundle', () => {
  it('Word: a "Heading 1" title after the CV\'s "Heading 2" sections opens a part of its own; the signed place and day end the list above', async () => {
    const body = [
      p('Lebenslauf', style('Heading1')),
      p('Anna-Lena Vogt'),
      p('Berufserfahrung', style('Heading2')),
      p('Projektleiterin Netzausbau, Stadtwerke Bonn GmbH, 04/2019 – heute'),
      p('Ausbildung', style('Heading2')),
      p('10/2008 – 09/2014\tDiplom Elektrotechnik'),
      p('RWTH Aachen'),
      p('Kenntnisse', style('Heading2')),
      p('MS Project, AutoCAD, SAP'),
      p('Köln, 12.03.2024'),
      p('Arbeitszeugnis', style('Heading1')),
      ...REFERENCE_LETTER.map((text) => p(text)),
      p('Zeugnis', style('Heading1')),
      p('Rheinisch-Westfälische Technische Hochschule Aachen'),
    ].join('');
    const cv = extractCv(await readDocx(docx(body, { styles: STYLES })));
    expect(cv.skills).toEqual(['MS Project', 'AutoCAD', 'SAP']);
    expect(cv.experience.map((role) => role.company)).toEqual(['Stadtwerke Bonn GmbH']);
    // A school named by its acronym and town under its degree.
    expect(cv.education[0]).toMatchObject({ degree: 'Diplom Elektrotechnik', institution: 'RWTH Aachen' });
  });

  it('PDF: a title set above the section headings at the top of a later page opens a part of its own', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const cvPage = pdf.addPage([595, 842]);
    const lines: [string, number, boolean][] = [
      ['Anna-Lena Vogt', 20, true], ['anna.vogt@example.de', 11, false],
      ['Berufserfahrung', 13, true], ['Projektleiterin Netzausbau', 11, true], ['Stadtwerke Bonn GmbH, Bonn, 04/2019 – heute', 11, false],
      ['Ingenieurin Energietechnik', 11, true], ['Kabelbau Nord AG, Hamburg, 08/2015 – 03/2019', 11, false],
      ['Kenntnisse', 13, true], ['MS Project, AutoCAD, SAP', 11, false],
    ];
    lines.forEach(([text, size, isBold], i) => cvPage.drawText(text, { x: 50, y: 780 - i * 24, size, font: isBold ? bold : font }));
    const letter = pdf.addPage([595, 842]);
    letter.drawText('Arbeitszeugnis', { x: 50, y: 780, size: 20, font: bold });
    REFERENCE_LETTER.forEach((text, i) => letter.drawText(text.slice(0, 90), { x: 50, y: 740 - i * 16, size: 10, font }));
    const cv = extractCv(await readDocument(Buffer.from(await pdf.save()), 'bundle.pdf'));
    expect(cv.skills).toEqual(['MS Project', 'AutoCAD', 'SAP']);
    expect(cv.experience.map((role) => role.company)).toEqual(['Stadtwerke Bonn GmbH', 'Kabelbau Nord AG']);
  });

  it('knows a place and a day as a signature line in the seven languages, and a credential or a role with its date as none', () => {
    for (const line of ['Köln, 12.03.2024', 'München, den 3. Mai 2024', 'Paris, le 12 mars 2024', 'Madrid, 12 de marzo de 2024', 'Milano, 12/03/2024', 'Lisboa, 12 de março de 2024', 'Amsterdam, 12 maart 2024', 'London, 12 March 2024']) {
      expect(isSignOff(line), line).toBe(true);
    }
    for (const line of ['AWS Certified Developer, 12 March 2024', 'Berlin, 03/2019 – 06/2020', 'Siemens AG, 2019', 'Hamburg, 01/2019', 'Sales Manager, March 2020', `${'Köln'.repeat(30)}, 12.03.2024`]) {
      expect(isSignOff(line), line).toBe(false);
    }
  });
});

describe('a title above the headings before any entry', () => {
  it("is the CV's own (the name in Word's Title style after a sidebar's sections), not a part after the CV", async () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/corpus/generated/heldout/heldout-001-fr-sidebar-left-one-line.docx');
    const truth = JSON.parse(readFileSync(`${file}.json`, 'utf8')).truth as { name: string };
    expect(extractCv(await readDocument(readFileSync(file), 'cv.docx')).name).toBe(truth.name);
  });
});

describe('a place and a day that is no signature', () => {
  it('stays with the courses of a list whose items each carry one, and is no credential itself', () => {
    const cv = extractCv(
      textDocument(
        ['Anna Vogt', 'Berufserfahrung', 'Ingenieurin, Kabelbau Nord AG, 2015 – 2019', 'Weiterbildung', 'Scrum-Master-Schulung', 'Berlin, 12.03.2019', 'Zeitmanagement-Seminar', 'Hamburg, 05.06.2018', 'Kenntnisse', 'Python, SQL', 'Köln, 12.03.2024', 'Anna Vogt'].join('\n'),
      ),
    );
    expect(cv.certifications).toEqual(['Scrum-Master-Schulung', 'Zeitmanagement-Seminar']);
    expect(cv.skills).toEqual(['Python', 'SQL']);
  });
});


describe('a covering letter signed with "Meilleures salutations"', () => {
  it('ends on its page: the CV on the next page opens with its own name and contact lines', () => {
    const lines: DocumentLine[] = [
      { text: 'Lettre de motivation', page: 1, region: 'body', fontSize: 14 },
      { text: 'Madame, Monsieur,', page: 1, region: 'body', fontSize: 11 },
      { text: 'Je suis à la recherche d’un travail dans lequel investir mon temps et mes compétences.', page: 1, region: 'body', fontSize: 11 },
      { text: 'Meilleures salutations,', page: 1, region: 'body', fontSize: 11 },
      { text: 'Claire Gayral', page: 1, region: 'body', fontSize: 11 },
      { text: 'Claire GAYRAL', page: 2, region: 'body', fontSize: 26 },
      { text: 'PhD Student', page: 2, region: 'body', fontSize: 13 },
      { text: 'claire.gayral@example.com  +33 6 44 16 74 45', page: 2, region: 'body', fontSize: 9 },
      { text: 'FORMATION', page: 2, region: 'body', fontSize: 14 },
      { text: 'Master 2 : Mathématiques appliquées', page: 2, region: 'body', fontSize: 11 },
      { text: 'Université Lyon 1', page: 2, region: 'body', fontSize: 10 },
    ];
    const data = extractCv({ format: 'pdf', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 2, ocr: false });
    expect(data.name?.toLowerCase()).toBe('claire gayral');
    expect(data.email).toBe('claire.gayral@example.com');
  });
});
