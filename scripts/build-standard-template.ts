/**
 * Builds the built-in Standard Template (server/src/rendering/standard-template.docx) from raw
 * WordprocessingML. Run with `npm run templates:standard` after changing it, and commit the result.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzeTemplate } from '../server/src/rendering/analyze-template';
import { validateDocx } from '../server/src/rendering/validate-docx';
import { writeDocx } from '../server/src/rendering/wordml/docx-writer';
import { bulletNumberingXml, standardStylesXml } from '../server/src/rendering/wordml/standard-styles';
import { escapeXmlText } from '../server/src/rendering/xml-tree';

const OUTPUT = fileURLToPath(new URL('../server/src/rendering/standard-template.docx', import.meta.url));

/** A paragraph of one run per piece; each piece is literal template text (placeholders included). */
function para(style: string | null, ...pieces: string[]): string {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const runs = pieces.map((text) => `<w:r><w:t xml:space="preserve">${escapeXmlText(text)}</w:t></w:r>`).join('');
  return `<w:p>${pPr}${runs}</w:p>`;
}

/** A section that disappears with its heading when the CV has nothing for it. */
function section(name: string, heading: string, ...content: string[]): string[] {
  return [para(null, `{{#${name}}}`), para('Heading1', heading), ...content, para(null, `{{/${name}}}`)];
}

// Separators appear only between parts that exist: 'a@b.com  |  London' when the phone is missing.
const SEP = '   |   ';
const contactLine = [
  '{{Email}}',
  `{{#Email}}{{#Phone}}${SEP}{{/Phone}}{{/Email}}{{Phone}}`,
  `{{#Address}}{{#Email}}${SEP}{{/Email}}{{^Email}}{{#Phone}}${SEP}{{/Phone}}{{/Email}}{{/Address}}{{Address}}`,
];

const body = [
  para('Title', '{{FullName}}'),
  para('Contact', ...contactLine),
  ...section('Summary', 'Profile', para(null, '[Write three or four sentences in the third person about the candidate\'s experience and strengths.]'), para(null, '{{Summary}}')),
  ...section(
    'Experience',
    'Experience',
    para(null, '{{#Experience}}'),
    para('Heading2', '{{Title}}', '{{#Title}}{{#Company}} — {{/Company}}{{/Title}}{{Company}}', '{{#Location}}, {{Location}}{{/Location}}'),
    para('EntryMeta', '{{Dates}}'),
    para(null, '{{#Highlights}}'),
    para('ListBullet', '{{.}}'),
    para(null, '{{/Highlights}}'),
    para(null, '{{/Experience}}'),
  ),
  ...section(
    'Education',
    'Education',
    para(null, '{{#Education}}'),
    // {{Degree}} alone: without {{Field}} in the template it is the degree joined to its subject in the
    // CV's own words ('Licenciatura en Matemáticas', 'MSc in Physics'), or the subject alone.
    para('Heading2', '{{Degree}}', '{{#Institution}}{{#Degree}} — {{/Degree}}{{/Institution}}{{Institution}}'),
    para('EntryMeta', '{{Dates}}'),
    para(null, '{{/Education}}'),
  ),
  ...section('Skills', 'Skills', para(null, '{{Skills}}')),
  ...section('Certifications', 'Certifications', para('ListBullet', '{{Certifications}}')),
  ...section('Languages', 'Languages', para('ListBullet', '{{Languages}}')),
];

const docx = writeDocx({
  title: 'CVForge Standard Template',
  body: body.join(''),
  styles: standardStylesXml({ font: 'Calibri', accent: '1F3864', size: 10.5 }),
  numbering: bulletNumberingXml(),
  header: { body: '<w:p><w:pPr><w:pStyle w:val="Header"/><w:jc w:val="right"/></w:pPr><w:r><w:t>{{AgencyName}}</w:t></w:r></w:p>' },
  footer: {
    body: para(
      'Footer',
      '{{#ConsultantName}}Presented by {{ConsultantName}}{{#ConsultantEmail}} · {{ConsultantEmail}}{{/ConsultantEmail}}{{#ConsultantPhone}} · {{ConsultantPhone}}{{/ConsultantPhone}}{{/ConsultantName}}',
    ),
  },
  section: { margins: { top: 1134, right: 1134, bottom: 1134, left: 1134, header: 567, footer: 454 } },
});

// Refuse to write a template the engine would not accept.
const validation = validateDocx(docx);
if (!validation.isValid) throw new Error(`Standard template is invalid: ${validation.problems.join('; ')}`);
const structure = analyzeTemplate(docx);
if (structure.warnings.length > 0) throw new Error(`Standard template has warnings: ${structure.warnings.join('; ')}`);

writeFileSync(OUTPUT, docx);
console.log(`Wrote ${OUTPUT} (${docx.length} bytes, ${structure.placeholders.length} placeholders, fonts ${structure.fonts.join(', ')})`);
