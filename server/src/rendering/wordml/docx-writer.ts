import PizZip from 'pizzip';
import { escapeXmlAttr, escapeXmlText } from '../xml-tree';

/** Namespaces declared on every generated part, so snippets may use any of these prefixes. */
export const WORDML_NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
].join(' ');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export interface MediaFile {
  /** File name under word/media/, e.g. 'logo.png'. */
  name: string;
  data: Buffer;
  /** Relationship id the part's XML uses in r:embed. */
  relId: string;
}

export interface HeaderFooterPart {
  /** Inner XML of w:hdr / w:ftr: paragraphs and tables. */
  body: string;
  media?: MediaFile[];
}

export interface DocxParts {
  /** Inner XML of w:body, without the final w:sectPr (the writer adds it). */
  body: string;
  bodyMedia?: MediaFile[];
  styles: string;
  numbering?: string;
  header?: HeaderFooterPart;
  footer?: HeaderFooterPart;
  /** Page setup: A4 with 2 cm margins unless told otherwise. */
  section?: { columns?: number; columnSpace?: number; margins?: { top: number; right: number; bottom: number; left: number; header?: number; footer?: number } };
  title?: string;
  /** Extra raw files for tests that need unusual packages. */
  extraFiles?: Record<string, Buffer | string>;
  extraContentTypes?: string;
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg', gif: 'image/gif' };

function relsXml(rels: { id: string; type: string; target: string }[]): string {
  const items = rels.map((r) => `<Relationship Id="${r.id}" Type="${REL}/${r.type}" Target="${escapeXmlAttr(r.target)}"/>`).join('');
  return `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
}

function mediaRels(media: MediaFile[] = []) {
  return media.map((m) => ({ id: m.relId, type: 'image', target: `media/${m.name}` }));
}

function sectionXml(parts: DocxParts): string {
  const m = parts.section?.margins ?? { top: 1134, right: 1134, bottom: 1134, left: 1134 };
  const refs = `${parts.header ? '<w:headerReference w:type="default" r:id="rIdHeader1"/>' : ''}${parts.footer ? '<w:footerReference w:type="default" r:id="rIdFooter1"/>' : ''}`;
  const columns = parts.section?.columns ?? 1;
  const cols = columns > 1 ? `<w:cols w:num="${columns}" w:space="${parts.section?.columnSpace ?? 567}"/>` : '<w:cols w:space="708"/>';
  return `<w:sectPr>${refs}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="${m.top}" w:right="${m.right}" w:bottom="${m.bottom}" w:left="${m.left}" w:header="${m.header ?? 567}" w:footer="${m.footer ?? 567}" w:gutter="0"/>${cols}</w:sectPr>`;
}

// A fixed timestamp makes the same input produce the same bytes (the committed standard template stays stable).
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));

/** Assembles a complete, valid DOCX package from WordprocessingML snippets. */
export function writeDocx(parts: DocxParts): Buffer {
  const zip = new PizZip();
  const add = (name: string, data: string | Buffer, options: PizZip.FileOptions = {}) => zip.file(name, data, { date: FIXED_DATE, ...options });
  const overrides: string[] = [
    `<Override PartName="/word/document.xml" ContentType="${CT}.document.main+xml"/>`,
    `<Override PartName="/word/styles.xml" ContentType="${CT}.styles+xml"/>`,
    `<Override PartName="/word/settings.xml" ContentType="${CT}.settings+xml"/>`,
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>',
  ];
  const documentRels = [
    { id: 'rIdStyles', type: 'styles', target: 'styles.xml' },
    { id: 'rIdSettings', type: 'settings', target: 'settings.xml' },
    ...mediaRels(parts.bodyMedia),
  ];
  const media = [...(parts.bodyMedia ?? [])];

  if (parts.numbering) {
    add('word/numbering.xml', parts.numbering);
    overrides.push(`<Override PartName="/word/numbering.xml" ContentType="${CT}.numbering+xml"/>`);
    documentRels.push({ id: 'rIdNumbering', type: 'numbering', target: 'numbering.xml' });
  }
  for (const [kind, part] of [['header', parts.header], ['footer', parts.footer]] as const) {
    if (!part) continue;
    const root = kind === 'header' ? 'w:hdr' : 'w:ftr';
    add(`word/${kind}1.xml`, `${XML_DECLARATION}<${root} ${WORDML_NAMESPACES}>${part.body}</${root}>`);
    add(`word/_rels/${kind}1.xml.rels`, relsXml(mediaRels(part.media)));
    overrides.push(`<Override PartName="/word/${kind}1.xml" ContentType="${CT}.${kind}+xml"/>`);
    documentRels.push({ id: kind === 'header' ? 'rIdHeader1' : 'rIdFooter1', type: kind, target: `${kind}1.xml` });
    media.push(...(part.media ?? []));
  }
  for (const file of media) add(`word/media/${file.name}`, file.data, { compression: 'STORE' });

  const imageDefaults = Object.entries(IMAGE_TYPES)
    .map(([ext, type]) => `<Default Extension="${ext}" ContentType="${type}"/>`)
    .join('');
  add(
    '[Content_Types].xml',
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${imageDefaults}${overrides.join('')}${parts.extraContentTypes ?? ''}</Types>`,
  );
  add(
    '_rels/.rels',
    `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
  );
  add(
    'docProps/core.xml',
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeXmlText(parts.title ?? '')}</dc:title><dc:creator>CVForge</dc:creator></cp:coreProperties>`,
  );
  add('word/_rels/document.xml.rels', relsXml(documentRels));
  add('word/styles.xml', parts.styles);
  add('word/settings.xml', `${XML_DECLARATION}<w:settings ${WORDML_NAMESPACES}><w:defaultTabStop w:val="708"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>`);
  add('word/document.xml', `${XML_DECLARATION}<w:document ${WORDML_NAMESPACES}><w:body>${parts.body}${sectionXml(parts)}</w:body></w:document>`);
  for (const [name, data] of Object.entries(parts.extraFiles ?? {})) add(name, data);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export { XML_DECLARATION };
