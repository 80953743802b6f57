import { buildDocx, cell, p, table } from '../../server/src/rendering/test-support/docx-builder';

/** A typical agency template: header logo and agency name, consultant footer, split runs, loops, a skills table, bracketed instructions and boilerplate. */
export function typicalTemplate(): Buffer {
  const filler = Array.from({ length: 40 }, (_, i) => p(`Agency boilerplate paragraph ${i + 1}: terms, confidentiality and how we present candidates.`));
  return buildDocx({
    headerLogo: true,
    header: [p(['{{Agency', 'Name}}'])],
    footer: [p('Presented by {{ConsultantName}} · {{ConsultantEmail}} · {{ConsultantPhone}}')],
    body: [
      p(['{{Full', 'Name}}'], { style: 'Title' }),
      p('{{Email}} | {{Phone}} | {{Address}} [international phone format]'),
      p('Profile', { style: 'Heading1' }),
      p('{{Summary}}'),
      p('Experience', { style: 'Heading1' }),
      p('{{#Experience}}'),
      p([{ text: '{{Title}}', bold: true }, ' — {{Company}}, {{Location}}']),
      p('{{Dates}}', { style: 'EntryMeta' }),
      p('{{#Highlights}}'),
      p('{{.}}', { bullet: true }),
      p('{{/Highlights}}'),
      p('{{/Experience}}'),
      p('Education', { style: 'Heading1' }),
      p('{{Education}}'),
      table([
        ['Skills', 'Languages', 'Certifications'],
        [cell('{{Skills}}'), cell('{{Languages}}'), cell('{{Certifications}}')],
      ]),
      ...filler,
    ],
  });
}
