import { describe, expect, it } from 'vitest';
import { readDocx } from './docx-reader';
import { cell, docx, list, lvl, NUMBERING, p, style, table, textBox } from './test-support/word-xml';
import type { DocumentBlock, DocumentText } from './types';
import { extractCv } from '../extraction/extract-cv';

const block = (doc: DocumentText, start: string): DocumentBlock => {
  const found = doc.blocks.find((candidate) => candidate.text.startsWith(start));
  if (!found) throw new Error(`no block starts with "${start}": ${doc.blocks.map((b) => b.text).join(' | ')}`);
  return found;
};
const summary = (doc: DocumentText) => doc.blocks.map((b) => `${b.kind}${b.level !== undefined ? b.level : ''}: ${b.text}`);

describe('readDocx blocks', () => {
  it('makes each list paragraph one bullet block with its level, from its own numbering or its style', async () => {
    const styles = `<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:pPr>${list(1)}</w:pPr></w:style>
      <w:style w:type="paragraph" w:styleId="JobBullet"><w:name w:val="Job bullet"/><w:basedOn w:val="ListBullet"/></w:style>`;
    const doc = await readDocx(
      docx(
        [
          p('Led the platform team of twelve engineers', list(1)),
          p('Kubernetes and Terraform', list(1, 1)),
          p('Built the billing system', style('ListBullet')),
          p('Cut release time from days to hours', style('JobBullet')),
          p('Not in a list any more', style('ListBullet') + list(0)),
          p('Indented by a list whose level shows nothing', list(2)),
        ].join(''),
        { styles, numbering: NUMBERING },
      ),
    );
    expect(summary(doc)).toEqual([
      'bullet0: • Led the platform team of twelve engineers',
      'bullet1: • Kubernetes and Terraform',
      'bullet0: • Built the billing system',
      'bullet0: • Cut release time from days to hours',
      'paragraph: Not in a list any more',
      'paragraph: Indented by a list whose level shows nothing',
    ]);
    expect(block(doc, '• Built').style).toBe('List Bullet');
  });

  it('finds headings by style: built-in names, styles based on them (followed through basedOn), localised ids', async () => {
    const styles = `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
      <w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/><w:color w:val="1F4E79"/></w:rPr></w:style>
      <w:style w:type="paragraph" w:styleId="Section"><w:name w:val="Section"/><w:basedOn w:val="berschrift1"/></w:style>
      <w:style w:type="paragraph" w:styleId="Role"><w:name w:val="Role"/><w:basedOn w:val="Section"/><w:rPr><w:color w:val="auto"/></w:rPr></w:style>
      <w:style w:type="paragraph" w:styleId="Plain"><w:name w:val="Plain"/><w:basedOn w:val="Normal"/></w:style>`;
    const doc = await readDocx(
      docx(
        [p('Berufserfahrung', style('berschrift1')), p('Education', style('Section')), p('Data Engineer', style('Role')), p('Titre du CV', style('Titre1')), p('Plain words', style('Plain')), p('Body text of the document, in the size most of its characters are set in')].join(''),
        { styles },
      ),
    );
    expect(summary(doc)).toEqual(['heading: Berufserfahrung', 'heading: Education', 'heading: Data Engineer', 'heading: Titre du CV', 'paragraph: Plain words', 'paragraph: Body text of the document, in the size most of its characters are set in']);
    expect(block(doc, 'Berufserfahrung')).toMatchObject({ style: 'Heading 1', typography: { bold: true, colour: '1f4e79', sizeRatio: 1.6 } });
    // The colour is inherited through two basedOn links, and "auto" takes it away again.
    expect(block(doc, 'Education').typography.colour).toBe('1f4e79');
    expect(block(doc, 'Data Engineer').typography.colour).toBeUndefined();
    expect(block(doc, 'Body text').style).toBeUndefined();
  });

  it('takes the style named Normal for the default when no style is marked default (LibreOffice output)', async () => {
    const styles = `<w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="21"/></w:rPr></w:style>`;
    const doc = await readDocx(docx(p('Plain paragraph', style('Normal')) + p('No style named'), { styles }));
    expect(doc.blocks.map((b) => b.style)).toEqual([undefined, undefined]);
    expect(doc.lines.map((line) => line.fontSize)).toEqual([10.5, 10.5]);
  });

  it('reads the look of runs: their own, their character style, the paragraph style, the document defaults', async () => {
    const styles = `<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults>
      <w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style>
      <w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:rPr><w:i/></w:rPr></w:style>`;
    const doc = await readDocx(
      docx(
        [
          p('Body text in the default size'),
          `<w:p><w:r><w:rPr><w:rStyle w:val="Strong"/></w:rPr><w:t>Bold by character style</w:t></w:r></w:p>`,
          p('Italic by paragraph style', style('Quote')),
          p('Black is no colour', '', '<w:color w:val="000000"/><w:sz w:val="28"/>'),
          p('Set in red', '', '<w:color w:val="C00000"/>'),
          p('Not bold after all', '', '<w:b w:val="0"/>'),
        ].join(''),
        { styles },
      ),
    );
    expect(doc.lines.find((line) => line.text.startsWith('Body'))?.fontSize).toBe(11);
    expect(block(doc, 'Bold by').typography.bold).toBe(true);
    expect(block(doc, 'Italic by').typography.italic).toBe(true);
    expect(block(doc, 'Black is').typography.sizeRatio).toBe(1.27);
    expect(block(doc, 'Black is').typography.colour).toBeUndefined();
    expect(block(doc, 'Set in red').typography.colour).toBe('c00000');
    expect(block(doc, 'Not bold').typography.bold).toBe(false);
  });

  it('keeps lines split by a soft break apart, unless the line after goes on with the sentence', async () => {
    const br = '</w:t></w:r><w:r><w:br/><w:t xml:space="preserve">';
    const doc = await readDocx(
      docx(
        [
          p(`Senior Software Engineer${br}Tech Solutions Inc. | 2020 - Present${br}• Led development of cloud applications${br}• Managed a team of five`),
          p(`Operated woodworking tools to cut, shape,${br}and sand wood`, list(1)),
          p(`Reduced hosting costs by moving the batch jobs${br}onto spot instances`),
          p(`+1 650 999 7777${br}http://janef.me/blog${br}jane@example.com`),
        ].join(''),
        { numbering: NUMBERING },
      ),
    );
    expect(summary(doc)).toEqual([
      'paragraph: Senior Software Engineer',
      'paragraph: Tech Solutions Inc. | 2020 - Present',
      'bullet: • Led development of cloud applications',
      'bullet: • Managed a team of five',
      'bullet0: • Operated woodworking tools to cut, shape, and sand wood',
      'paragraph: Reduced hosting costs by moving the batch jobs onto spot instances',
      'paragraph: +1 650 999 7777',
      'paragraph: http://janef.me/blog',
      'paragraph: jane@example.com',
    ]);
    // The lines stay as they were (one per line of the paragraph): only the blocks join them.
    expect(doc.lines.map((line) => line.text)).toContain('and sand wood');
  });

  it('takes a paragraph opened by a typed or symbol-font bullet for a bullet, and a rating of dots for none', async () => {
    const doc = await readDocx(
      docx(
        [
          p('• Typed bullet'),
          p('- Dash bullet'),
          `<w:p><w:r><w:sym w:font="Symbol" w:char="F0B7"/><w:tab/><w:t>Symbol bullet</w:t></w:r></w:p>`,
          p('●●●●○'),
          p('-- not a bullet'),
          p('2019 - 2021'),
        ].join(''),
      ),
    );
    expect(summary(doc)).toEqual(['bullet: • Typed bullet', 'bullet: - Dash bullet', 'bullet: • Symbol bullet', 'paragraph: ●●●●○', 'paragraph: -- not a bullet', 'paragraph: 2019 - 2021']);
  });

  it('marks joined table cells as a row, and keeps the blocks of a layout table cell by cell', async () => {
    const data = table([
      [p('2019 – Present'), p('Engineer, Acme Ltd')],
      [p('2015 – 2018'), p('Developer, Beta plc')],
    ]);
    const layout = `<w:tbl><w:tr>${cell(p('Skills', style('Heading1')) + p('TypeScript') + p('Kubernetes'), 3000)}${cell(p('Experience', style('Heading1')) + p('Led the platform team', list(1)) + p('Built the billing system', list(1)), 7000)}</w:tr></w:tbl>`;
    const doc = await readDocx(docx(data + layout, { numbering: NUMBERING }));
    expect(summary(doc)).toEqual([
      'row: 2019 – Present\tEngineer, Acme Ltd',
      'row: 2015 – 2018\tDeveloper, Beta plc',
      'heading: Skills',
      'paragraph: TypeScript',
      'paragraph: Kubernetes',
      'heading: Experience',
      'bullet0: • Led the platform team',
      'bullet0: • Built the billing system',
    ]);
    expect(block(doc, 'TypeScript').region).toBe('sidebar');
  });

  it("reads a narrow cell holding only an entry's dates as the row's date margin, not as a sidebar", async () => {
    const row = (dates: string, title: string, company: string) =>
      `<w:tr>${cell(p(dates), 2000)}${cell(p(title) + p(company) + p('Built the billing system', list(1)) + p('Stack: TypeScript'), 7000)}</w:tr>`;
    const sidebar = `<w:tr>${cell(p('Skills', style('Heading1')) + p('TypeScript') + p('2019 certified'), 2000)}${cell(p('Led the platform team') + p('Built things') + p('Ran things'), 7000)}</w:tr>`;
    const doc = await readDocx(docx(`<w:tbl>${row('Jan 2020 - present', 'Senior Web Developer', 'Company 2')}${row('Jan 2010 – Jan 2020', 'Junior Web Developer', 'Company 1')}${sidebar}</w:tbl>`, { numbering: NUMBERING }));
    const texts = doc.lines.map((line) => line.text);
    expect(texts.slice(0, 3)).toEqual(['Jan 2020 - present\tSenior Web Developer', 'Company 2', '• Built the billing system']);
    expect(texts).toContain('Jan 2010 – Jan 2020\tJunior Web Developer');
    // A narrow cell of words stays a sidebar.
    expect(block(doc, 'TypeScript').region).toBe('sidebar');
  });

  it('reads a narrow cell of one short label as the heading of the cell beside it, not as a sidebar read after the page', async () => {
    const labelled = (label: string, values: string[]) => `<w:tr>${cell(p(label), 2500)}${cell(values.map((value) => p(value)).join(''), 6500)}</w:tr>`;
    const doc = await readDocx(
      docx(p('Kenntnisse und Hobbys', style('Heading1')) + `<w:tbl>${labelled('Sprachkenntnisse', ['Deutsch (Muttersprache)', 'Englisch (Verhandlungssicher)', 'Russisch (Grundkenntnisse)'])}${labelled('Hobbys', ['Musikproduktion', 'Open Source', 'Bouldern'])}</w:tbl>`),
    );
    expect(doc.lines.map((line) => line.text)).toEqual(['Kenntnisse und Hobbys', 'Sprachkenntnisse', 'Deutsch (Muttersprache)', 'Englisch (Verhandlungssicher)', 'Russisch (Grundkenntnisse)', 'Hobbys', 'Musikproduktion', 'Open Source', 'Bouldern']);
    expect(doc.lines.every((line) => line.region === 'body')).toBe(true);
    expect(extractCv(doc).languages).toEqual(['Deutsch', 'Englisch', 'Russisch']);
  });

  it('reads headers and text boxes as blocks of their own region, never joined with the body', async () => {
    const doc = await readDocx(
      docx(textBox(p('Contact', style('Heading1')) + p('jane@example.com')) + p('Jane Doe', style('Title')), {
        header: p('Curriculum vitae'),
      }),
    );
    expect(doc.blocks.map((b) => [b.region, b.kind, b.text])).toEqual([
      ['header', 'paragraph', 'Curriculum vitae'],
      ['sidebar', 'heading', 'Contact'],
      ['sidebar', 'paragraph', 'jane@example.com'],
      ['body', 'heading', 'Jane Doe'],
    ]);
  });
});

describe('readDocx on hostile structure', () => {
  it('leaves out text Word does not show (w:vanish, under 2 pt, hidden by style) and counts it', async () => {
    const styles = `<w:style w:type="character" w:styleId="Secret"><w:name w:val="Secret"/><w:rPr><w:vanish/></w:rPr></w:style>`;
    const doc = await readDocx(
      docx(
        [
          `<w:p><w:r><w:t xml:space="preserve">Data Engineer </w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>Kubernetes Terraform Kafka</w:t></w:r></w:p>`,
          p('python java golang rust', '', '<w:sz w:val="2"/>'),
          `<w:p><w:r><w:rPr><w:rStyle w:val="Secret"/></w:rPr><w:t>Harvard Stanford MIT</w:t></w:r></w:p>`,
          p('Visible again', '', '<w:vanish w:val="0"/>'),
        ].join(''),
        { styles },
      ),
    );
    expect(doc.lines.map((line) => line.text)).toEqual(['Data Engineer', 'Visible again']);
    expect(doc.hidden).toEqual({ count: 3, chars: 'KubernetesTerraformKafkapythonjavagolangrustHarvardStanfordMIT'.length, sample: 'Kubernetes Terraform Kafka python java golang rust Harvard Stanford MIT' });
  });


  it('reads numbering 20 levels deep (and a level no list defines) as bullets with their levels', async () => {
    const levels = Array.from({ length: 20 }, (_, i) => lvl(i)).join('');
    const numbering = `<w:abstractNum w:abstractNumId="0">${levels}</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>`;
    const body = Array.from({ length: 20 }, (_, i) => p(`Level ${i}`, list(1, i))).join('') + p('Level far away', list(1, 4000));
    const doc = await readDocx(docx(body, { numbering }));
    expect(doc.blocks).toHaveLength(21);
    expect(doc.blocks.every((b) => b.kind === 'bullet')).toBe(true);
    expect(doc.blocks.slice(0, 20).map((b) => b.level)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(doc.blocks[20].level).toBe(99);
  });

  it('reads 10,000 list items as 10,000 bullet blocks', async () => {
    const body = Array.from({ length: 10_000 }, (_, i) => p(`Achievement number ${i}`, list(1))).join('');
    const doc = await readDocx(docx(body, { numbering: NUMBERING }));
    expect(doc.blocks).toHaveLength(10_000);
    expect(doc.blocks.filter((b) => b.kind === 'bullet')).toHaveLength(10_000);
    expect(doc.blocks[9_999].text).toBe('• Achievement number 9999');
  });

  it('reads a table nested 50 deep once, in order', async () => {
    let inner = p('Deepest cell');
    for (let depth = 0; depth < 50; depth++) inner = table([[p(`Level ${49 - depth}`) + inner]]);
    const doc = await readDocx(docx(inner));
    const texts = doc.lines.map((line) => line.text);
    expect(texts).toHaveLength(51);
    expect(texts[0]).toBe('Level 0');
    expect(texts.at(-1)).toBe('Deepest cell');
  });

  it('reads a text box inside a table inside a text box, each text once', async () => {
    const doc = await readDocx(docx(textBox(p('Outer box') + table([[p('Cell') + textBox(p('Inner box'))]])) + p('Body')));
    const texts = doc.lines.map((line) => line.text);
    expect([...texts].sort()).toEqual(['Body', 'Cell', 'Inner box', 'Outer box']);
    expect(texts.at(-1)).toBe('Body');
    expect(doc.lines.find((line) => line.text === 'Outer box')?.region).toBe('sidebar');
  });

  it('follows a basedOn loop and stray closing tags without hanging or crashing', async () => {
    const styles = `<w:style w:type="paragraph" w:styleId="A"><w:name w:val="A"/><w:basedOn w:val="B"/></w:style><w:style w:type="paragraph" w:styleId="B"><w:name w:val="B"/><w:basedOn w:val="A"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>`;
    const doc = await readDocx(docx(`${p('Looped style', style('A'))}</w:tc></w:tc></w:tbl></w:txbxContent>${p('After the stray tags')}`, { styles }));
    expect(summary(doc)).toEqual(['heading: Looped style', 'paragraph: After the stray tags']);
  });
});

describe('a text box under a heading of the body', () => {
  it("is that heading's content when it opens on no heading of its own; a box with its own heading stays a sidebar", async () => {
    const { extractCv } = await import('../extraction/extract-cv');
    const body =
      p('Jane Doe', style('Title')) +
      p('Werkervaring', style('Heading1')) +
      textBox(p('2023 — 2025 | Gemeente Utrecht') + p('Testcoördinator financiële systemen') + p('Aansturen van key-users tijdens testdagen')) +
      p('Opleiding', style('Heading1')) +
      p('Bachelor of Art & Technology, Saxion Hogescholen, 2005 - 2009') +
      textBox(p('Contact', style('Heading1')) + p('jane@example.com'));
    const data = extractCv(await readDocx(docx(body)));
    expect(data.experience.map((entry) => [entry.title, entry.company, entry.startDate])).toEqual([['Testcoördinator financiële systemen', 'Gemeente Utrecht', '2023']]);
    expect(data.education.map((entry) => entry.institution)).toEqual(['Saxion Hogescholen']);
    expect(data.email).toBe('jane@example.com');
    // Under a heading that already holds its lines, a box is a sidebar of its own: its dates make no job there.
    const beside = extractCv(await readDocx(docx(p('Jane Doe', style('Title')) + p('Experience', style('Heading1')) + p('Analyst, Acme Ltd, 2019 - 2021') + textBox(p('Volunteering 2010 - 2012') + p('Red Cross helper')))));
    expect(beside.experience.map((entry) => entry.company)).toEqual(['Acme Ltd']);
  });
});

describe('a sentence that runs on into the next paragraph', () => {
  it('is one block when the paragraph was ended by hand where the line wrapped; items and contact lines stay apart', async () => {
    const body =
      p('Built the weekly reporting pack for the sales directors of three') +
      p('regions and cut the time it takes to prepare it from two days to four') +
      p('hours.') +
      p('Led the migration of the customer database to a new cloud,') +
      p('Warehouse and finance teams joined.') +
      p('• Trained twelve analysts in SQL and', list(1)) +
      p('teams across two offices.', list(1)) +
      p('Performed mission-critical system backups and', list(1)) +
      p('Etc.', list(1)) +
      p('python', list(1)) +
      p('docker', list(1)) +
      p('Senior data analyst with ten years in retail banking') +
      p('jane.doe@example.com');
    const doc = await readDocx(docx(body, { numbering: NUMBERING }));
    expect(doc.blocks.map((block) => block.text)).toEqual([
      'Built the weekly reporting pack for the sales directors of three regions and cut the time it takes to prepare it from two days to four hours.',
      'Led the migration of the customer database to a new cloud, Warehouse and finance teams joined.',
      '• Trained twelve analysts in SQL and teams across two offices.',
      '• Performed mission-critical system backups and',
      '• Etc.',
      '• python',
      '• docker',
      'Senior data analyst with ten years in retail banking',
      'jane.doe@example.com',
    ]);
  });
});
