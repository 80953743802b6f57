import { writeDocx, type DocxParts, type MediaFile } from '../wordml/docx-writer';
import { bulletNumberingXml, standardStylesXml } from '../wordml/standard-styles';
import { escapeXmlAttr, escapeXmlText } from '../xml-tree';

/**
 * Builds real-looking Word templates inside tests: split runs, tables, header logos, columns.
 * Every helper returns a WordprocessingML snippet; `buildDocx` wraps them into a package.
 */
export type RunSpec = string | { text: string; bold?: boolean; italic?: boolean; font?: string; size?: number; color?: string };

/** A 1×1 transparent PNG, enough for Word to show an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function run(spec: RunSpec): string {
  const r = typeof spec === 'string' ? { text: spec } : spec;
  const props = [
    r.font ? `<w:rFonts w:ascii="${escapeXmlAttr(r.font)}" w:hAnsi="${escapeXmlAttr(r.font)}"/>` : '',
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    r.color ? `<w:color w:val="${r.color}"/>` : '',
    r.size ? `<w:sz w:val="${r.size * 2}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXmlText(r.text)}</w:t></w:r>`;
}

export interface ParagraphOptions {
  style?: string;
  align?: 'left' | 'center' | 'right' | 'both';
  /** Bulleted with the builder's numbering. */
  bullet?: boolean;
}

/** A paragraph; pass several runs to reproduce Word splitting text (`['{{Full', 'Name}}']`). */
export function p(runs: RunSpec | RunSpec[] = [], options: ParagraphOptions = {}): string {
  const list = Array.isArray(runs) ? runs : [runs];
  const pPr = [
    options.style ? `<w:pStyle w:val="${options.style}"/>` : '',
    options.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : '',
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${list.map(run).join('')}</w:p>`;
}

/** A table cell holding block snippets (a plain string becomes one paragraph). */
export function cell(...blocks: string[]): string {
  const content = blocks.length ? blocks.map((b) => (b.startsWith('<w:') ? b : p(b))).join('') : '<w:p/>';
  return `<w:tc><w:tcPr><w:tcW w:w="4819" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
}

export function table(rows: string[][]): string {
  const columns = Math.max(...rows.map((r) => r.length));
  const grid = Array.from({ length: columns }, () => '<w:gridCol w:w="4819"/>').join('');
  const body = rows.map((cells) => `<w:tr>${cells.map((c) => (c.startsWith('<w:tc>') ? c : cell(c))).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders><w:tblLook w:val="04A0"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

export function imageRun(relId: string, name: string, id = 1): string {
  const emu = 914400;
  return `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${emu}" cy="${emu / 2}"/><wp:docPr id="${id}" name="${escapeXmlAttr(name)}"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="${escapeXmlAttr(name)}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu}" cy="${emu / 2}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;
}

export interface BuildOptions {
  body: string[];
  header?: string[];
  /** Puts a PNG logo paragraph at the top of the header. */
  headerLogo?: boolean;
  footer?: string[];
  columns?: number;
  font?: string;
  extraFiles?: DocxParts['extraFiles'];
  extraContentTypes?: string;
}

export function buildDocx(options: BuildOptions): Buffer {
  const headerMedia: MediaFile[] = options.headerLogo ? [{ name: 'logo.png', data: TINY_PNG, relId: 'rIdLogo' }] : [];
  const headerBody = [...(options.headerLogo ? [`<w:p>${imageRun('rIdLogo', 'Agency logo')}</w:p>`] : []), ...(options.header ?? [])];
  return writeDocx({
    body: options.body.join(''),
    styles: standardStylesXml({ font: options.font ?? 'Georgia' }),
    numbering: bulletNumberingXml(),
    header: headerBody.length ? { body: headerBody.join(''), media: headerMedia } : undefined,
    footer: options.footer ? { body: options.footer.join('') } : undefined,
    section: { columns: options.columns },
    extraFiles: options.extraFiles,
    extraContentTypes: options.extraContentTypes,
  });
}
