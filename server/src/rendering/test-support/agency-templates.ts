import { buildDocx, cell, p, table } from './docx-builder';

/**
 * Agency template shapes the renderer must handle without the author writing conditionals: headings
 * as styled paragraphs, bold or capital lines, table cells and sidebars; mixed-case placeholders;
 * separators and labels around values a CV may not have. Used by the tests and `npm run bench:render`.
 */

const bold = (text: string) => ({ text, bold: true });

/** A VML text box (Word's classic floating sidebar) holding the given paragraphs. */
export function textBox(paragraphs: string[], style = 'position:absolute;margin-left:330pt;margin-top:60pt;width:130pt;height:300pt;z-index:1'): string {
  return `<w:p><w:r><w:pict><v:shape id="Sidebar" type="#_x0000_t202" style="${style}" stroked="f"><v:textbox><w:txbxContent>${paragraphs.join('')}</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>`;
}

/** Text flow with Heading 1 sections, placeholders in every case and spacing, and AI instructions. */
export function textFlowTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{ FULLNAME }}', { style: 'Title' }),
      p('{{currentTitle}} · {{Industry}}'),
      p('Email: {{email}} | Phone: {{Phone}} | Location: {{address}}'),
      p('Profile', { style: 'Heading1' }),
      p('{{summary}}'),
      p('[Three sentences at most]'),
      p('Experience', { style: 'Heading1' }),
      p('{{ EXPERIENCE }}'),
      p('Education', { style: 'Heading1' }),
      p('{{education}}'),
      p('Skills', { style: 'Heading1' }),
      p('{{SKILLS}}'),
      p('Languages', { style: 'Heading1' }),
      p('{{languages}}'),
      p('Certifications', { style: 'Heading1' }),
      p('{{Certifications}}'),
    ],
  });
}

/** Loops written by hand, with separators and brackets between values. */
export function loopSeparatorsTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{FullName}}', { style: 'Title' }),
      p('{{Phone}} | {{Email}} | {{LinkedIn}}'),
      p('Years of experience: {{TotalYearsExperience}}'),
      p('WORK HISTORY', { style: 'Heading1' }),
      p('{{#experience}}'),
      p([bold('{{title}}'), ' · {{Company}}']),
      p('{{Company}} | {{Location}} | {{Dates}}'),
      p('{{#Highlights}}'),
      p('{{.}}', { bullet: true }),
      p('{{/highlights}}'),
      p('{{/EXPERIENCE}}'),
      p('EDUCATION', { style: 'Heading1' }),
      p('{{#Education}}'),
      p('{{Institution}} – {{Degree}} ({{EndDate}})'),
      p('{{/Education}}'),
      p('KEY SKILLS', { style: 'Heading1' }),
      p('{{#skills}}{{.}}, {{/skills}}'),
    ],
  });
}

/** Everything in tables: label cells beside values, heading rows, a row loop. */
export function tableTemplate(): Buffer {
  return buildDocx({
    body: [
      p('{{FullName}}', { style: 'Title' }),
      table([
        [cell(p(bold('PERSONAL DETAILS'))), cell('')],
        [cell('Location:'), cell('{{Address}}')],
        [cell('Email:'), cell('{{Email}}')],
        [cell('Phone:'), cell('{{Phone}}')],
      ]),
      p(''),
      table([
        [cell(p(bold('QUALIFICATIONS'))), cell('')],
        [cell('{{#Education}}{{Degree}}'), cell('{{Institution}}, {{Dates}}{{/Education}}')],
      ]),
      p(''),
      table([
        [cell(p(bold('LANGUAGES'))), cell(p(bold('CERTIFICATIONS')))],
        [cell('{{Languages}}'), cell('{{Certifications}}')],
      ]),
      p('Career history', { style: 'Heading1' }),
      p('{{Experience}}'),
    ],
  });
}

/** Two columns as most CV templates build them: a borderless two-cell layout table, sidebar and main. */
export function twoColumnTemplate(): Buffer {
  return buildDocx({
    body: [
      table([
        [
          cell(
            p(bold('CONTACT')),
            p('{{Email}}'),
            p('{{Phone}}'),
            p(bold('BASED IN')),
            p('{{Address}}'),
            p(bold('LANGUAGES')),
            p('{{#Languages}}'),
            p('{{.}}'),
            p('{{/Languages}}'),
          ),
          cell(p('{{FullName}}', { style: 'Title' }), p(bold('SUMMARY')), p('{{Summary}}'), p(bold('EXPERIENCE')), p('{{Experience}}')),
        ],
      ]),
      p('Education', { style: 'Heading1' }),
      p('{{Education}}'),
      p('Certifications', { style: 'Heading1' }),
      p('{{Certifications}}'),
    ],
  });
}

/** A two-column section (newspaper columns) with bold-line headings instead of heading styles. */
export function columnsSectionTemplate(): Buffer {
  return buildDocx({
    columns: 2,
    body: [
      p('{{FullName}}', { style: 'Title' }),
      p(bold('Contact')),
      p('{{Email}} · {{Phone}}'),
      p(bold('Based in')),
      p('{{Address}}'),
      p(bold('Profile')),
      p('{{Summary}}'),
      p(bold('Experience')),
      p('{{Experience}}'),
      p(bold('Education')),
      p('{{#Education}}'),
      p('{{Degree}}, {{Institution}}, {{Dates}}'),
      p('{{/Education}}'),
      p(bold('Certifications')),
      p('{{#Certifications}}'),
      p('{{.}}', { bullet: true }),
      p('{{/Certifications}}'),
      p(bold('Languages')),
      p('{{Languages}}'),
    ],
  });
}

/** A floating text-box sidebar beside the main flow. */
export function textBoxTemplate(): Buffer {
  return buildDocx({
    body: [
      textBox([
        p(bold('BASED IN')),
        p('{{Address}}'),
        p(bold('LANGUAGES')),
        p('{{Languages}}'),
        p(bold('SKILLS')),
        p('{{Skills}}'),
      ]),
      p('{{FullName}}', { style: 'Title' }),
      p('{{CurrentTitle}}'),
      p('Key achievements', { style: 'Heading1' }),
      p('{{#Experience}}'),
      p('{{#Highlights}}'),
      p('{{.}}', { bullet: true }),
      p('{{/Highlights}}'),
      p('{{/Experience}}'),
      p('Experience', { style: 'Heading1' }),
      p('{{#Experience}}'),
      p('{{Title}}, {{Company}}'),
      p('{{Highlights}}'),
      p('{{/Experience}}'),
      p('Education', { style: 'Heading1' }),
      p('{{#Education}}'),
      p('{{Degree}} – {{Institution}}'),
      p('{{/Education}}'),
    ],
  });
}

export const AGENCY_TEMPLATES: Record<string, () => Buffer> = {
  'text flow': textFlowTemplate,
  'loops and separators': loopSeparatorsTemplate,
  tables: tableTemplate,
  'two columns': twoColumnTemplate,
  'column section': columnsSectionTemplate,
  'text-box sidebar': textBoxTemplate,
};
