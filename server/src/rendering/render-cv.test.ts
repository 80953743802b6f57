import { describe, expect, it } from 'vitest';
import { renderCv, renderCvDetailed } from './render-cv';
import { TemplateError } from './template-error';
import { blankCv, graduateCv, seniorEngineerCv } from './test-support/cv-fixtures';
import { buildDocx, cell, p, table } from './test-support/docx-builder';
import { fileNames, partText, partXml } from './test-support/read-docx';
import { validateDocx } from './validate-docx';

function expectValid(docx: Buffer): Buffer {
  expect(validateDocx(docx)).toEqual({ isValid: true, problems: [] });
  return docx;
}

/** An agency template using loops for full control of each entry. */
function loopTemplate(): Buffer {
  return buildDocx({
    headerLogo: true,
    header: [p(['{{Agen', 'cyName}} — CV of {{FullName}}'])],
    footer: [p('Consultant: {{ConsultantName}}, {{ConsultantEmail}}')],
    columns: 2,
    body: [
      p(['{{Full', 'Name}}'], { style: 'Title' }),
      p(['{{Email}} [use the ', 'work address] · {{Phone}}']),
      p('{{Summary}}'),
      p('Experience', { style: 'Heading1' }),
      p('[Most recent first]'),
      p('{{#Experience}}'),
      p([{ text: '{{Title}}', bold: true }, ' at {{Company}}']),
      p('{{Dates}}', { style: 'EntryMeta' }),
      p('{{#Highlights}}'),
      p('{{.}}', { bullet: true }),
      p('{{/Highlights}}'),
      p('{{/Experience}}'),
      p('{{#Certifications}}'),
      p('Certifications', { style: 'Heading1' }),
      p('{{#Certifications}}{{.}}; {{/Certifications}}'),
      p('{{/Certifications}}'),
      table([
        ['Skills', 'Languages'],
        [cell('{{Skills}}'), cell('{{Languages}}')],
      ]),
    ],
  });
}

/** A template using the section tags as simple tags: the engine formats each block. */
function blockTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{FullName}}', { style: 'Title' }),
      p('Experience', { style: 'Heading1' }),
      p([{ text: '{{Exper', font: 'Verdana', size: 9 }, { text: 'ience}}', font: 'Verdana', size: 9 }]),
      p('Education', { style: 'Heading1' }),
      p('{{Education}}'),
      p('{{#Skills}}'),
      p('Skills', { style: 'Heading1' }),
      p('{{Skills}}'),
      p('{{/Skills}}'),
      p('{{#Languages}}'),
      p('Languages', { style: 'Heading1' }),
      p('{{Languages}}', { bullet: true }),
      p('{{/Languages}}'),
      p('{{#Certifications}}'),
      p('Certifications', { style: 'Heading1' }),
      p('{{Certifications}} [only current ones]'),
      p('{{/Certifications}}'),
    ],
  });
}

describe('renderCv with loops', () => {
  it('fills placeholders split across runs, header and footer included', () => {
    const docx = expectValid(renderCv({ template: loopTemplate(), data: seniorEngineerCv(), extras: { agencyName: 'Northwind Talent', consultantName: 'Sam Reed', consultantEmail: 'sam@northwind.example' } }));
    const body = partText(docx);
    expect(body).toContain('Amélie <Durand> & Sons');
    expect(body).toContain('amelie.durand@example.com · +44 20 7946 0958');
    expect(partText(docx, 'word/header1.xml')).toContain('Northwind Talent — CV of Amélie <Durand> & Sons');
    expect(partText(docx, 'word/footer1.xml')).toBe('Consultant: Sam Reed, sam@northwind.example');
  });

  it('repeats each entry with its dates and bullet highlights', () => {
    const body = partText(renderCv({ template: loopTemplate(), data: seniorEngineerCv() }));
    expect(body).toContain('Lead Engineer at Finly Ltd\nJan 2019 – Present\nCut settlement time by 40%\nMentored {{four}} engineers\nSoftware Engineer at PayCo\nMar 2015 – Dec 2018');
    expect(body).toContain('Backend engineer with 9 years in payments.\nLeads small teams.');
  });

  it('never prints bracketed instructions, even split across runs, and hands them over', () => {
    const notes: unknown[] = [];
    const { docx, bracketNotes } = renderCvDetailed({ template: loopTemplate(), data: seniorEngineerCv(), bracketNotes: (n) => notes.push(...n) });
    expect(partText(docx)).not.toMatch(/[[\]]|work address|Most recent/);
    expect(bracketNotes).toEqual([
      { text: 'use the work address', placeholder: 'Email', part: 'word/document.xml', paragraph: 2 },
      { text: 'Most recent first', placeholder: 'Experience', part: 'word/document.xml', paragraph: 5 },
    ]);
    expect(notes).toEqual(bracketNotes);
  });

  it('keeps logo, header, footer, styles, columns and tables of the template', () => {
    const template = loopTemplate();
    const docx = expectValid(renderCv({ template, data: seniorEngineerCv() }));
    expect(fileNames(docx)).toEqual(expect.arrayContaining(['word/media/logo.png', 'word/header1.xml', 'word/footer1.xml', 'word/styles.xml', 'word/numbering.xml']));
    expect(partXml(docx, 'word/styles.xml')).toBe(partXml(template, 'word/styles.xml'));
    const xml = partXml(docx);
    expect(xml).toContain('<w:cols w:num="2" w:space="567"/>');
    expect(xml).toContain('<w:headerReference w:type="default" r:id="rIdHeader1"/>');
    expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
    expect(partXml(docx, 'word/header1.xml')).toContain('r:embed="rIdLogo"');
  });

  it('drops a section wrapped in its condition, heading included, when it is empty', () => {
    const withCerts = partText(renderCv({ template: loopTemplate(), data: seniorEngineerCv() }));
    expect(withCerts).toContain('Certifications\nAWS Solutions Architect\n');
    const without = partText(expectValid(renderCv({ template: loopTemplate(), data: graduateCv() })));
    expect(without).not.toContain('Certifications');
    expect(without).toContain('Intern at Shop & Co\n2023\nBuilt a stock report');
  });

  it('renders an empty CV to a valid document with nothing left of the placeholders', () => {
    const docx = expectValid(renderCv({ template: loopTemplate(), data: blankCv() }));
    expect(partText(docx)).not.toMatch(/\{\{|\}\}|undefined|null/);
    // 'Consultant: , ' is a label with nothing after it: the whole line goes.
    expect(partText(docx, 'word/footer1.xml')).toBe('');
  });
});

describe('renderCv with section tags as simple tags', () => {
  it('formats Experience and Education as blocks: bold title, company, dates, bullets', () => {
    const docx = expectValid(renderCv({ template: blockTemplate(), data: seniorEngineerCv() }));
    const body = partText(docx);
    expect(body).toContain(
      'Experience\nLead Engineer — Finly Ltd, London\nJan 2019 – Present\n•\tCut settlement time by 40%\n•\tMentored {{four}} engineers\nSoftware Engineer — PayCo\nMar 2015 – Dec 2018\nEducation\nBSc in Computer Science — University of Leeds\n2011 – 2014',
    );
    const xml = partXml(docx);
    // The title run keeps the template run's font and size, with bold added in schema order.
    expect(xml).toContain('<w:rPr><w:rFonts w:ascii="Verdana" w:hAnsi="Verdana"/><w:b/><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve">Lead Engineer</w:t>');
    expect(xml).toContain('<w:i/><w:sz w:val="18"/></w:rPr><w:t xml:space="preserve">Jan 2019 – Present</w:t>');
  });

  it('lists skills on one line and bullets languages with the paragraph\'s own numbering', () => {
    const docx = renderCv({ template: blockTemplate(), data: seniorEngineerCv() });
    const body = partText(docx);
    expect(body).toContain('Skills\nTypeScript  ·  PostgreSQL  ·  Kafka');
    expect(body).toContain('Languages\nEnglish (native)\nFrench (fluent)');
    expect(partXml(docx).match(/<w:numPr><w:ilvl w:val="0"\/><w:numId w:val="1"\/><\/w:numPr>/g)).toHaveLength(2);
    expect(body).toContain('Certifications\n•\tAWS Solutions Architect');
    expect(body).not.toContain('only current');
  });

  it('lists skills written as sentences one to a line, as bullets, not run together', () => {
    const competences = ['Skilled in reading and interpreting blueprints and schematics', 'Knowledgeable in different types of wood and their characteristics'];
    const body = partText(renderCv({ template: blockTemplate(), data: { ...seniorEngineerCv(), skills: competences } }));
    expect(body).toContain(`Skills\n•\t${competences[0]}\n•\t${competences[1]}`);
  });

  it('removes empty sections with their headings', () => {
    const body = partText(expectValid(renderCv({ template: blockTemplate(), data: graduateCv() })));
    expect(body).not.toMatch(/Languages|Certifications/);
    expect(body).toContain('Education\nOpen University\n2024');
  });

  it('drops the empty row of a table but keeps the author\'s plain caption row', () => {
    const docx = expectValid(renderCv({ template: loopTemplate(), data: blankCv() }));
    expect(partText(docx)).toContain('Skills\nLanguages');
    expect(partXml(docx).match(/<w:tr>/g)).toHaveLength(1);
  });

  it('keeps a section break carried by a block paragraph', () => {
    const template = buildDocx({
      body: [p('{{FullName}}'), '<w:p><w:pPr><w:sectPr><w:cols w:num="2" w:space="400"/></w:sectPr></w:pPr><w:r><w:t>{{Experience}}</w:t></w:r></w:p>', p('After')],
    });
    for (const data of [seniorEngineerCv(), blankCv()]) {
      const xml = partXml(expectValid(renderCv({ template, data })));
      expect(xml.match(/<w:cols w:num="2" w:space="400"\/>/g)).toHaveLength(1);
    }
  });

  it('uses a section inline as one joined line', () => {
    const template = buildDocx({ body: [p('Skills: {{Skills}}. Roles: {{Experience}}')] });
    expect(partText(renderCv({ template, data: seniorEngineerCv() }))).toBe('Skills: TypeScript, PostgreSQL, Kafka. Roles: Lead Engineer at Finly Ltd (Jan 2019 – Present)\nSoftware Engineer at PayCo (Mar 2015 – Dec 2018)');
  });
});

describe('renderCv escaping and errors', () => {
  it('escapes CV text and drops characters XML forbids', () => {
    const xml = partXml(renderCv({ template: blockTemplate(), data: seniorEngineerCv() }));
    expect(xml).toContain('Amélie &lt;Durand&gt; &amp; Sons');
    expect(xml).not.toContain('\u0007');
  });

  it('refuses an unbalanced template with a TemplateError', () => {
    const template = buildDocx({ body: [p('{{#Education}}{{Degree}}')] });
    expect(() => renderCv({ template, data: seniorEngineerCv() })).toThrow(TemplateError);
    expect(() => renderCv({ template, data: seniorEngineerCv() })).toThrow(/'\{\{#Education\}\}' in word\/document\.xml, paragraph 1/);
  });
});
