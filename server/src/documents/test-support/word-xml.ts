import { writeDocx } from '../../test-support/documents/docx-writer';

/** Raw WordprocessingML for reader tests: paragraphs, lists, styles, tables and text boxes as Word writes them. */
const EMPTY_MODEL = { header: [], footer: [], main: [], sidebar: [], sidebarSide: null, sidebarAsTextBox: false } as const;
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/**
 * A .docx whose document, styles, numbering and page header are the given WordprocessingML, with the
 * relationships and content types Word writes for them (LibreOffice reads the parts only through those).
 */
export function docx(body: string, parts: { styles?: string; numbering?: string; header?: string; hyperlinks?: Record<string, string> } = {}): Buffer {
  const sectPr = parts.header !== undefined ? '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/></w:sectPr>' : '';
  const extra: Record<string, string> = {
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${W} ${R}><w:body>${body}${sectPr}</w:body></w:document>`,
  };
  const relationships: string[] = [];
  let contentTypes = '';
  const add = (id: string, kind: string, name: string, xml: string) => {
    extra[`word/${name}.xml`] = `<?xml version="1.0" encoding="UTF-8"?>${xml}`;
    relationships.push(`<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${kind}" Target="${name}.xml"/>`);
    contentTypes += `<Override PartName="/word/${name}.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.${kind}+xml"/>`;
  };
  if (parts.styles !== undefined) add('rIdS', 'styles', 'styles', `<w:styles ${W}>${parts.styles}</w:styles>`);
  if (parts.numbering !== undefined) add('rIdN', 'numbering', 'numbering', `<w:numbering ${W}>${parts.numbering}</w:numbering>`);
  if (parts.header !== undefined) add('rIdH', 'header', 'header1', `<w:hdr ${W}>${parts.header}</w:hdr>`);
  for (const [id, url] of Object.entries(parts.hyperlinks ?? {})) {
    relationships.push(`<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${url}" TargetMode="External"/>`);
  }
  extra['word/_rels/document.xml.rels'] = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
  return writeDocx({ ...EMPTY_MODEL, main: [], sidebar: [], header: [], footer: [] }, { parts: extra, contentTypesExtra: contentTypes });
}

/** A paragraph whose text is a hyperlink (relationship `id`), as Word writes one. */
export const linkP = (text: string, id: string) => `<w:p><w:hyperlink r:id="${id}"><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:hyperlink></w:p>`;
export const p = (text: string, pPr = '', rPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
export const list = (numId: number, ilvl = 0) => `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`;
export const style = (id: string) => `<w:pStyle w:val="${id}"/>`;
export const lvl = (ilvl: number, format = 'bullet', text = '•') => `<w:lvl w:ilvl="${ilvl}"><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl>`;
export const NUMBERING = `<w:abstractNum w:abstractNumId="0">${lvl(0)}${lvl(1, 'bullet', 'o')}</w:abstractNum><w:abstractNum w:abstractNumId="1">${lvl(0, 'none', '')}</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>`;
export const cell = (inner: string, width = 2400) => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${inner}</w:tc>`;
export const table = (rows: string[][]) => `<w:tbl>${rows.map((row) => `<w:tr>${row.map((inner) => cell(inner)).join('')}</w:tr>`).join('')}</w:tbl>`;
export const textBox = (inner: string) => `<w:p><w:r><w:drawing><wps:txbx xmlns:wps="x"><w:txbxContent>${inner}</w:txbxContent></wps:txbx></w:drawing></w:r></w:p>`;

