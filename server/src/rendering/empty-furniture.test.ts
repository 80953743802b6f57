import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { cleanSeparators, isHeadingParagraph } from './empty-furniture';
import { findOutputDefects } from './output-defects';
import { paragraphText } from './paragraph-text';
import { renderCv } from './render-cv';
import { graduateCv, seniorEngineerCv } from './test-support/cv-fixtures';
import { buildDocx, cell, p, table } from './test-support/docx-builder';
import { AGENCY_TEMPLATES, columnsSectionTemplate, loopSeparatorsTemplate, tableTemplate, textBoxTemplate, textFlowTemplate, twoColumnTemplate } from './test-support/agency-templates';
import { partText, partXml } from './test-support/read-docx';
import { convertDocToDocx, convertWithLibreOffice, isLibreOfficeAvailable } from './libreoffice';
import { validateDocx } from './validate-docx';
import { parseXml } from './xml-tree';

function paragraph(xml: string) {
  return parseXml(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${xml}</w:body></w:document>`).root.children[0] as never as { children: unknown[] } & Parameters<typeof paragraphText>[0];
}

function firstParagraph(xml: string) {
  const body = paragraph(xml);
  return (body.children as Array<Parameters<typeof paragraphText>[0]>).find((c) => c.kind === 'element')!;
}

function cleaned(text: string | string[]): string {
  const p1 = firstParagraph(p(text));
  cleanSeparators(p1);
  return paragraphText(p1).text;
}

/** A candidate whose CV leaves most optional fields out, as real CVs do. */
function sparseCv(): CvData {
  return {
    ...emptyCvData(),
    name: 'Priya Shah',
    email: 'priya@example.org',
    experience: [
      { title: 'Analyst', company: 'Northwind Bank', location: null, startDate: '2021-01', endDate: null, current: true, highlights: ['Built the risk dashboard'] },
      { title: 'Intern', company: null, location: 'Leeds', startDate: null, endDate: null, current: false, highlights: [] },
    ],
    education: [{ institution: 'High School', degree: null, field: null, startDate: null, endDate: null }],
  };
}

describe('separators and labels around a missing value', () => {
  it.each([
    ['Northwind Bank |  | Jan 2021', 'Northwind Bank | Jan 2021'],
    ['Contoso Ltd.,', 'Contoso Ltd.'],
    ['High School –  ()', 'High School'],
    ['Title ·', 'Title'],
    ['Open University –  (2024)', 'Open University (2024)'],
    [' · Contoso', 'Contoso'],
    ['Email: a@b.c | Phone:  | Location: ', 'Email: a@b.c'],
    ['Location:', ''],
    ['London, , UK', 'London, UK'],
    ['MBA,  — Universität Wien', 'MBA — Universität Wien'],
  ])('%j becomes %j', (before, after) => {
    expect(cleaned(before)).toBe(after);
  });

  it('leaves complete values, URLs, hyphenated words and list markers alone', () => {
    for (const text of ['Jan 2019 – Present', 'https://example.com/a/b', 'Full-stack engineer', '• Led the team', '- Led the team', 'Ratio: 3:1']) {
      expect(cleaned(text)).toBe(text);
    }
  });

  it('keeps each run\'s formatting while cleaning across runs', () => {
    const p1 = firstParagraph(p([{ text: 'Analyst', bold: true }, ' · ', '']));
    cleanSeparators(p1);
    expect(paragraphText(p1).text).toBe('Analyst');
  });
});

describe('what counts as a heading', () => {
  it.each([
    [p('Education', { style: 'Heading1' }), true],
    [p({ text: 'Key achievements', bold: true }), true],
    [p('BASED IN'), true],
    [p('Location:'), true],
    [p('Curriculum Vitae', { style: 'Title' }), false],
    [p('Led a team of five engineers across two sites.'), false],
    [p({ text: '{{Summary}}', bold: true }), false],
  ])('%s → %s', (xml, expected) => {
    expect(isHeadingParagraph(firstParagraph(xml))).toBe(expected);
  });
});

describe('placeholders ignore case and spaces (blocks, loops, conditions)', () => {
  it('{{experience}}, {{ EXPERIENCE }} and {{Experience}} give the same full block', () => {
    const outputs = ['{{experience}}', '{{ EXPERIENCE }}', '{{Experience}}'].map((tag) => partText(renderCv({ template: buildDocx({ body: [p(tag)] }), data: seniorEngineerCv() })));
    expect(outputs[0]).toContain('Lead Engineer — Finly Ltd, London\nJan 2019 – Present\n•\tCut settlement time by 40%');
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
  });

  it('loops and conditions close in any case', () => {
    const template = buildDocx({
      body: [p('{{#EXPERIENCE}}'), p('{{ title }} at {{COMPANY}}'), p('{{/experience}}'), p('{{#certifications}}Certified{{/Certifications}}'), p('{{^Languages}}No languages{{/LANGUAGES}}')],
    });
    const text = partText(renderCv({ template, data: seniorEngineerCv() }));
    expect(text).toBe('Lead Engineer at Finly Ltd\nSoftware Engineer at PayCo\nCertified');
  });

  it('{{education}} keeps the subject and {{SKILLS}} keeps the block layout', () => {
    const text = partText(renderCv({ template: textFlowTemplate(), data: seniorEngineerCv() }));
    expect(text).toContain('Education\nBSc in Computer Science — University of Leeds\n2011 – 2014');
    expect(text).toContain('Skills\nTypeScript  ·  PostgreSQL  ·  Kafka');
  });
});

describe('a degree with its subject', () => {
  it('{{Degree}} prints "BSc Honours in Computer Science"; {{DegreeOnly}} and {{Field}} stay available', () => {
    const data = { ...seniorEngineerCv(), education: [{ institution: 'Leeds', degree: 'BSc Honours', field: 'Computer Science', startDate: null, endDate: '2014' }] };
    const degreeOnly = buildDocx({ body: [p('{{#Education}}{{Degree}}{{/Education}}')] });
    expect(partText(renderCv({ template: degreeOnly, data }))).toBe('BSc Honours in Computer Science');
    const separate = buildDocx({ body: [p('{{#Education}}{{Degree}} | {{Field}} | {{DegreeOnly}}{{/Education}}')] });
    expect(partText(renderCv({ template: separate, data }))).toBe('BSc Honours | Computer Science | BSc Honours');
    const inline = buildDocx({ body: [p('Studies: {{Education}}')] });
    expect(partText(renderCv({ template: inline, data }))).toBe('Studies: BSc Honours in Computer Science, Leeds (2014)');
  });

  it('does not repeat a subject the degree already names', () => {
    const data = { ...seniorEngineerCv(), education: [{ institution: 'Leeds', degree: 'MSc Data Science', field: 'Data Science', startDate: null, endDate: null }] };
    expect(partText(renderCv({ template: buildDocx({ body: [p('{{#Education}}{{Degree}}{{/Education}}')] }), data }))).toBe('MSc Data Science');
  });
});

describe('small ones', () => {
  it('prints whole years of experience and highlights as a list', () => {
    const template = buildDocx({ body: [p('{{TotalYearsExperience}} years'), p('{{#Experience}}{{Highlights}}{{/Experience}}')] });
    const text = partText(renderCv({ template, data: { ...seniorEngineerCv(), totalYearsExperience: 24.6 } }));
    expect(text).toBe('24 years\n•\tCut settlement time by 40%\n•\tMentored {{four}} engineers');
  });

  it('drops icon-font glyphs (private-use characters) from CV text', () => {
    const data = { ...seniorEngineerCv(), phone: '\uF0C8 +44 20 7946 0958' };
    expect(partText(renderCv({ template: buildDocx({ body: [p('{{Phone}}')] }), data }))).toBe('+44 20 7946 0958');
  });
});

describe('empty sections disappear with their furniture on real template shapes', () => {
  it('styled headings: an empty section takes its heading; a full one keeps it', () => {
    const text = partText(renderCv({ template: textFlowTemplate(), data: graduateCv() }));
    expect(text).not.toMatch(/Languages|Certifications/);
    expect(text).toContain('Email: tom@example.org\nProfile');
    expect(text).toContain('Skills\nExcel');
  });

  it('loops: no dangling separators, no empty brackets', () => {
    const text = partText(renderCv({ template: loopSeparatorsTemplate(), data: sparseCv() }));
    expect(text).toContain('Analyst · Northwind Bank\nNorthwind Bank | Jan 2021 – Present\nBuilt the risk dashboard\nIntern\nLeeds\n');
    expect(text.endsWith('EDUCATION\nHigh School')).toBe(true);
    expect(text).not.toMatch(/Years of experience|KEY SKILLS/);
  });

  it('tables: label rows, heading rows and whole tables go when their values are missing', () => {
    const docx = renderCv({ template: tableTemplate(), data: sparseCv() });
    const text = partText(docx);
    expect(text).toContain('PERSONAL DETAILS\n\nEmail:\npriya@example.org\n\nQUALIFICATIONS\n\n\nHigh School\n\nCareer history');
    expect(text).not.toMatch(/Location:|Phone:|LANGUAGES|CERTIFICATIONS/);
    const withLanguages = partText(renderCv({ template: tableTemplate(), data: { ...sparseCv(), languages: ['German'] } }));
    // The column caption over the empty Certifications cell is cleared; the Languages column stays.
    expect(withLanguages).toContain('LANGUAGES\n\n•\tGerman');
    expect(withLanguages).not.toContain('CERTIFICATIONS');
    expect(partXml(docx).match(/<w:tbl>/g)).toHaveLength(2);
    expect(validateDocx(docx).isValid).toBe(true);
  });

  it('two-column layout table: sidebar headings go with their values, the cell stays valid', () => {
    const docx = renderCv({ template: twoColumnTemplate(), data: graduateCv() });
    const text = partText(docx);
    expect(text).toContain('CONTACT\ntom@example.org\nTom Baker');
    expect(text).not.toMatch(/BASED IN|LANGUAGES|Certifications/);
    expect(validateDocx(docx).isValid).toBe(true);
  });

  it('bold-line headings in a two-column section', () => {
    const text = partText(renderCv({ template: columnsSectionTemplate(), data: graduateCv() }));
    expect(text).toContain('Contact\ntom@example.org\nProfile');
    expect(text).not.toMatch(/Based in|Certifications|Languages/);
  });

  it('text-box sidebar: "BASED IN" and "LANGUAGES" go when the CV has neither', () => {
    const docx = renderCv({ template: textBoxTemplate(), data: graduateCv() });
    const xml = partXml(docx);
    const box = xml.slice(xml.indexOf('<w:txbxContent>'), xml.indexOf('</w:txbxContent>'));
    expect(box).not.toMatch(/BASED IN|LANGUAGES/);
    expect(box).toMatch(/SKILLS[\s\S]*Excel/);
    expect(validateDocx(docx).isValid).toBe(true);
  });

  it('a heading whose section has only the agency\'s own text is never removed', () => {
    const template = buildDocx({ body: [p('About us', { style: 'Heading1' }), p('We place engineers.'), p('Languages', { style: 'Heading1' }), p('{{Languages}}')] });
    expect(partText(renderCv({ template, data: graduateCv() }))).toBe('About us\nWe place engineers.');
  });

  it('a table the author filled by hand stays', () => {
    const template = buildDocx({ body: [table([['Terms', 'Net 30'], [cell('{{Phone}}'), cell('')]])] });
    expect(partText(renderCv({ template, data: graduateCv() }))).toBe('Terms\nNet 30');
  });

  it('every test template × every fixture CV: no empty heading, dangling separator or icon glyph', () => {
    for (const make of Object.values(AGENCY_TEMPLATES)) {
      for (const data of [seniorEngineerCv(), graduateCv(), sparseCv(), emptyCvData()]) {
        const docx = renderCv({ template: make(), data });
        const defects = findOutputDefects(docx);
        expect(defects.emptyHeadings).toEqual([]);
        expect(defects.danglingSeparators).toEqual([]);
        expect(defects.privateUseGlyphs).toEqual([]);
        expect(validateDocx(docx).isValid).toBe(true);
      }
    }
  });
});

// A legacy .doc goes through LibreOffice first (as an upload does); its furniture must behave the same.
describe.skipIf(!isLibreOfficeAvailable())('a legacy .doc template (skipped without LibreOffice)', () => {
  it('loses empty sections, labels and separators like its .docx original', async () => {
    const doc = await convertWithLibreOffice(loopSeparatorsTemplate(), 'docx', 'doc');
    expect(doc.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const docx = renderCv({ template: await convertDocToDocx(doc), data: sparseCv() });
    const text = partText(docx);
    expect(text).toContain('Northwind Bank | Jan 2021 – Present');
    expect(text).toContain('EDUCATION\nHigh School');
    expect(text).not.toMatch(/KEY SKILLS|Years of experience|\(\)/);
    const defects = findOutputDefects(docx);
    expect([defects.emptyHeadings, defects.danglingSeparators, defects.leftoverTags]).toEqual([[], [], []]);
  }, 120_000);
});
