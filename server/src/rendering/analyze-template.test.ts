import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { templateStructureSchema } from '@common/contracts/template-structure';
import { analyzeTemplate } from './analyze-template';
import { TemplateError } from './template-error';
import { buildDocx, cell, p, table } from './test-support/docx-builder';
import { writeRawZip } from './test-support/raw-zip';

function agencyTemplate(): Buffer {
  return buildDocx({
    font: 'Garamond',
    headerLogo: true,
    header: [p([{ text: '{{Agency', font: 'Arial' }, 'Name}}'])],
    footer: [p('Presented by {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}')],
    columns: 2,
    body: [
      p(['{{Full', 'Na', 'me}}'], { style: 'Title' }),
      p(['{{Email}} | {{Phone}} | {{Address}} [format the ', 'phone internationally]']),
      p('Profile', { style: 'Heading1' }),
      p('[Three sentences, third person]'),
      p('{{Summary}}'),
      p('{{#Experience}}'),
      p([{ text: '{{Title}}', bold: true }, ' at {{Company}}, {{Location}} ({{StartDate}} – {{EndDate}})']),
      p('{{#Highlights}}'),
      p('{{.}}', { bullet: true }),
      p('{{/Highlights}}'),
      p('{{/Experience}}'),
      table([[cell('{{#Education}}{{Degree}} in {{Field}}, {{Institution}} {{Dates}}{{/Education}}'), cell('{{Skills}}')]]),
      p('{{#Certifications}}'),
      p('Certifications', { style: 'Heading1' }),
      p('{{Certifications}}'),
      p('{{/Certifications}}'),
      p('{{Languages}} {{Salary}}'),
    ],
  });
}

describe('analyzeTemplate', () => {
  it('finds placeholders split across runs, with the CV field and where they sit', () => {
    const structure = analyzeTemplate(agencyTemplate());
    expect(templateStructureSchema.parse(structure)).toEqual(structure);
    expect(structure.fieldMappings.FullName).toEqual({ cvField: 'name', location: 'body', locations: ['body'] });
    expect(structure.fieldMappings.AgencyName).toMatchObject({ cvField: 'extras.agencyName', location: 'header' });
    expect(structure.fieldMappings.ConsultantPhone).toMatchObject({ location: 'footer' });
    expect(structure.fieldMappings.Skills).toMatchObject({ cvField: 'skills', location: 'table' });
    expect(structure.fieldMappings['Experience.Title']).toMatchObject({ cvField: 'experience[].title' });
    expect(structure.fieldMappings['Education.Institution']).toMatchObject({ cvField: 'education[].institution', location: 'table' });
    const standard = ['FullName', 'Email', 'Phone', 'Address', 'Summary', 'Experience', 'Education', 'Skills', 'Certifications', 'Languages'];
    expect(structure.placeholders.map((ph) => ph.path)).toEqual(expect.arrayContaining(standard));
  });

  it('describes loops with their fields, and tells conditions from loops', () => {
    const { loops } = analyzeTemplate(agencyTemplate());
    expect(loops.map((l) => [l.path, l.kind])).toEqual([
      ['Experience', 'loop'],
      ['Experience.Highlights', 'loop'],
      ['Education', 'loop'],
      ['Certifications', 'condition'],
    ]);
    expect(loops[0].fields).toEqual(['Title', 'Company', 'Location', 'StartDate', 'EndDate', 'Highlights']);
    expect(loops[1].fields).toEqual(['.']);
    expect(loops[0]).toMatchObject({ part: 'word/document.xml', paragraph: 6, location: 'body' });
  });

  it('reports fonts from styles, theme-free runs and headers, default font first', () => {
    expect(analyzeTemplate(agencyTemplate()).fonts).toEqual(['Garamond', 'Arial']);
  });

  it('reports the header logo and that header and footer exist', () => {
    expect(analyzeTemplate(agencyTemplate()).headerData).toEqual({
      hasHeader: true,
      hasFooter: true,
      images: [{ part: 'word/header1.xml', name: 'word/media/logo.png', contentType: 'image/png' }],
    });
    expect(analyzeTemplate(buildDocx({ body: [p('{{FullName}}')] })).headerData).toEqual({ hasHeader: false, hasFooter: false, images: [] });
  });

  it('ties bracketed instructions to the placeholder on their line, else the one directly above or below', () => {
    const { instructions } = analyzeTemplate(agencyTemplate());
    expect(instructions).toEqual([
      { text: 'format the phone internationally', placeholder: 'Address', part: 'word/document.xml', location: 'body', paragraph: 2 },
      { text: 'Three sentences, third person', placeholder: 'Summary', part: 'word/document.xml', location: 'body', paragraph: 4 },
    ]);
  });

  it('an instruction under {{Summary}} is about the Summary, never the next section\'s placeholder', () => {
    const structure = analyzeTemplate(
      buildDocx({
        body: [
          p('{{Summary}}'),
          p('[Three sentences at most]'),
          p('Experience', { style: 'Heading1' }),
          p('[Most recent first]'),
          p('{{#Experience}}'),
          p('{{Title}}'),
          p('{{/Experience}}'),
          p(''),
          p('[Keep to one page]'),
          p('Skills', { style: 'Heading1' }),
          p('{{Skills}} [ten at most]'),
        ],
      }),
    );
    expect(structure.instructions.map((i) => [i.text, i.placeholder])).toEqual([
      ['Three sentences at most', 'Summary'],
      ['Most recent first', 'Experience'],
      ['Keep to one page', 'Experience'],
      ['ten at most', 'Skills'],
    ]);
  });

  it('reports an instruction that stands next to no placeholder', () => {
    const structure = analyzeTemplate(buildDocx({ body: [p('{{FullName}}'), p('About us', { style: 'Heading1' }), p('[Mention our ISO certification]'), p('We place engineers.')] }));
    expect(structure.instructions).toEqual([expect.objectContaining({ text: 'Mention our ISO certification', placeholder: null })]);
    expect(structure.warnings).toContain('The instruction "[Mention our ISO certification]" is not next to any placeholder, so nothing follows it: put it on the placeholder\'s line or the line just above or below.');
  });

  it('warns about unknown placeholders, naming them and where they are', () => {
    const { warnings, placeholders } = analyzeTemplate(agencyTemplate());
    expect(warnings).toEqual([expect.stringContaining("Unknown placeholder '{{Salary}}' in word/document.xml, paragraph")]);
    expect(placeholders.find((ph) => ph.name === 'Salary')).toMatchObject({ isKnown: false, cvField: null });
  });

  it('accepts loosely written names: {{full name}} is FullName', () => {
    const structure = analyzeTemplate(buildDocx({ body: [p('{{full name}} {{E-MAIL}}')] }));
    expect(Object.keys(structure.fieldMappings)).toEqual(['FullName', 'Email']);
    expect(structure.warnings).toEqual([]);
  });

  it('counts columns and tables', () => {
    expect(analyzeTemplate(agencyTemplate()).stats).toMatchObject({ columns: 2, tables: 1 });
  });

  it('allows a template without placeholders, with a warning', () => {
    const structure = analyzeTemplate(buildDocx({ body: [p('Just a letterhead')] }));
    expect(structure.placeholders).toEqual([]);
    expect(structure.warnings[0]).toMatch(/has no \{\{placeholders\}\}/);
  });

  // How quick is for bench:render to print; the test's own timeout bounds ten analyses.
  it('analyses a typical template again and again with the same result', () => {
    const template = agencyTemplate();
    const { stats: { analysisMs: _ms, ...stats }, ...first } = analyzeTemplate(template);
    for (let i = 0; i < 10; i++) {
      const { stats: { analysisMs, ...again }, ...rest } = analyzeTemplate(template);
      expect({ ...rest, stats: again }).toEqual({ ...first, stats });
      expect(analysisMs).toBeGreaterThanOrEqual(0);
    }
  }, 20_000);
});

describe('analyzeTemplate refuses bad files with a message naming the problem', () => {
  const refuse = (buffer: Buffer) => {
    try {
      analyzeTemplate(buffer);
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateError);
      return (error as Error).message;
    }
    throw new Error('expected a TemplateError');
  };

  it('a file that is not a Word document', () => {
    expect(refuse(Buffer.from('hello, I am text'))).toBe('The file is not a Word document (.docx): it is not a zip-based Office file.');
    expect(refuse(Buffer.from('%PDF-1.7\n...'))).toMatch(/is a PDF, not a Word document/);
    expect(refuse(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(/legacy Word \.doc or a password-protected/);
    expect(refuse(Buffer.alloc(0))).toBe('The file is empty.');
  });

  it('a zip that is not a Word document', () => {
    expect(refuse(writeRawZip([{ name: 'readme.txt', data: Buffer.from('hi') }]))).toMatch(/zip archive but not a Word document: \[Content_Types\]\.xml is missing/);
    const zip = new PizZip(buildDocx({ body: [p('x')] }));
    zip.remove('word/document.xml');
    expect(refuse(zip.generate({ type: 'nodebuffer' }))).toMatch(/main part word\/document\.xml is missing/);
  });

  it('a macro-enabled .docm renamed .docx (vbaProject.bin)', () => {
    const docm = buildDocx({ body: [p('{{FullName}}')], extraFiles: { 'word/vbaProject.bin': Buffer.from('macro') } });
    expect(refuse(docm)).toMatch(/contains macros \(word\/vbaProject\.bin\): it is a macro-enabled Word file \(\.docm\) renamed \.docx/);
  });

  it('a macro-enabled content type', () => {
    const zip = new PizZip(buildDocx({ body: [p('{{FullName}}')] }));
    const types = zip.file('[Content_Types].xml')!.asText().replace('wordprocessingml.document.main+xml', 'wordprocessingml.document.main+xml"/><Override PartName="/word/x.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml');
    zip.file('[Content_Types].xml', types);
    expect(refuse(zip.generate({ type: 'nodebuffer' }))).toMatch(/contains macros \(application\/vnd\.ms-word\.document\.macroEnabled\.main\+xml\)/);
  });

  it('a corrupt or truncated archive', () => {
    const docx = buildDocx({ body: [p('{{FullName}}')] });
    expect(refuse(docx.subarray(0, docx.length - 30))).toMatch(/damaged archive \(no zip directory/);
    const flipped = Buffer.from(docx);
    const at = flipped.indexOf('word/document.xml') + 'word/document.xml'.length + 5;
    flipped[at] ^= 0xff;
    expect(refuse(flipped)).toMatch(/damaged archive|not well-formed/);
  });

  it('a zip bomb, before inflating it', () => {
    const bomb = writeRawZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refuse(bomb)).toMatch(/looks like a zip bomb: word\/document\.xml would expand from \d+ KB to 20\.0 MB/);
  });

  it('a zip whose headers lie about the size', () => {
    const liar = writeRawZip([{ name: 'word/document.xml', data: Buffer.alloc(600_000, 0x20), declaredSize: 1000 }]);
    expect(refuse(liar)).toMatch(/zip bomb: word\/document\.xml expands past the size its header declares/);
  });

  it('XML entities (DOCTYPE / ENTITY)', () => {
    const zip = new PizZip(buildDocx({ body: [p('{{FullName}}')] }));
    const xml = zip.file('word/document.xml')!.asText();
    zip.file('word/document.xml', xml.replace('?>', '?><!DOCTYPE d [<!ENTITY lol "lol">]>'));
    expect(refuse(zip.generate({ type: 'nodebuffer' }))).toMatch(/word\/document\.xml declares a DOCTYPE or XML entities/);
  });

  it('a loop without its end, naming the tag, part and paragraph', () => {
    const template = buildDocx({ body: [p('{{FullName}}'), p(['{{#Exper', 'ience}}']), p('{{Title}}')] });
    expect(refuse(template)).toBe(
      `The template's placeholders are unbalanced: '{{#Experience}}' in word/document.xml, paragraph 2 ("{{#Experience}}") has no matching '{{/Experience}}'.`,
    );
  });

  it('a closing tag that does not match, and an unclosed delimiter', () => {
    expect(refuse(buildDocx({ body: [p('{{#Skills}}{{.}}{{/Languages}}')] }))).toMatch(/'\{\{#Skills\}\}' .* is closed by '\{\{\/Languages\}\}'/);
    expect(refuse(buildDocx({ header: [p('{{AgencyName')], body: [p('x')] }))).toMatch(/'\{\{' that is never closed near "\{\{AgencyName" in word\/header1\.xml, paragraph 1/);
  });

  it('malformed XML in a part', () => {
    const zip = new PizZip(buildDocx({ body: [p('{{FullName}}')] }));
    zip.file('word/document.xml', zip.file('word/document.xml')!.asText().replace('</w:body>', ''));
    expect(refuse(zip.generate({ type: 'nodebuffer' }))).toMatch(/word\/document\.xml is not well-formed XML/);
  });
});
