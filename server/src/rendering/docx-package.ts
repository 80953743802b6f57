import path from 'node:path/posix';
import { safeUnzip, isZip } from './safe-unzip';
import { TemplateError } from './template-error';
import { childElements, hasDoctype, parseXml, XmlParseError, type XmlDocument } from './xml-tree';

export interface Relationship {
  id: string;
  type: string;
  /** Resolved part name inside the package (no leading slash), or the raw target for external links. */
  target: string;
  isExternal: boolean;
}

/** An opened, checked DOCX: every file in memory, content types and the parts the engine works on. */
export interface DocxPackage {
  files: Map<string, Buffer>;
  mainDocument: string;
  headerParts: string[];
  footerParts: string[];
  /** Main document, headers, footers, footnotes, endnotes: every part where placeholders may sit. */
  contentParts: string[];
  contentTypeOf(part: string): string | null;
  relationshipsOf(part: string): Relationship[];
  readText(part: string): string | null;
}

const OFFICE_DOCUMENT_REL = /\/officeDocument$/;
const WORD_MAIN_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
];

/** 'word/media/a.PNG' → 'png'; '_rels/.rels' → 'rels' (path.extname treats '.rels' as a name). */
export function extensionOf(part: string): string {
  const base = part.slice(part.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function relsPathFor(part: string): string {
  const dir = path.dirname(part);
  return `${dir === '.' ? '' : `${dir}/`}_rels/${path.basename(part)}.rels`;
}

function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const dir = path.dirname(sourcePart);
  return path.normalize(path.join(dir === '.' ? '' : dir, target)).replace(/^\.\//, '');
}

function parsePart(part: string, xml: string): XmlDocument {
  try {
    return parseXml(xml);
  } catch (error) {
    throw new TemplateError(`The template is damaged: ${part} is not well-formed XML (${(error as XmlParseError).message}).`, { cause: error });
  }
}

function describeNonWordFile(buf: Buffer): string {
  if (buf.length === 0) return 'The file is empty.';
  const head = buf.subarray(0, 8);
  if (head.readUInt32BE(0) === 0xd0cf11e0) {
    return 'The file is a legacy Word .doc or a password-protected document, not a .docx: save it as a Word Document (.docx) without a password and upload it again.';
  }
  if (head.toString('latin1', 0, 5) === '%PDF-') return 'The file is a PDF, not a Word document (.docx): templates must be Word files.';
  return 'The file is not a Word document (.docx): it is not a zip-based Office file.';
}

/** Opens a DOCX for analysis or rendering, refusing anything that is not a safe, plain Word document. */
export function openDocxPackage(buf: Buffer): DocxPackage {
  if (!isZip(buf)) throw new TemplateError(describeNonWordFile(buf));
  const files = safeUnzip(buf);
  const lookup = new Map<string, string>();
  for (const name of files.keys()) lookup.set(name.toLowerCase(), name);
  // Part names are case-insensitive in OPC; Word itself writes consistent casing, other tools do not.
  const actualName = (part: string) => lookup.get(part.toLowerCase()) ?? part;

  for (const [name, bytes] of files) {
    if (!/\.(xml|rels)$/i.test(name)) continue;
    if (hasDoctype(decodeXml(bytes))) {
      throw new TemplateError(`The template was refused: ${name} declares a DOCTYPE or XML entities, which Word never writes and which can be used to attack the server.`);
    }
  }

  const contentTypesXml = files.get(actualName('[Content_Types].xml'));
  if (!contentTypesXml) {
    const hint = [...files.keys()].some((n) => n.startsWith('META-INF/')) ? ' (it looks like an OpenDocument or Java archive)' : '';
    throw new TemplateError(`The file is a zip archive but not a Word document${hint}: [Content_Types].xml is missing.`);
  }
  const types = parsePart('[Content_Types].xml', decodeXml(contentTypesXml));
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const el of childElements(types.root)) {
    if (el.name === 'Default') defaults.set((el.attrs.Extension ?? '').toLowerCase(), el.attrs.ContentType ?? '');
    if (el.name === 'Override') overrides.set((el.attrs.PartName ?? '').replace(/^\//, '').toLowerCase(), el.attrs.ContentType ?? '');
  }
  const contentTypeOf = (part: string): string | null =>
    overrides.get(part.toLowerCase()) ?? defaults.get(extensionOf(part)) ?? null;

  const macroPart = [...files.keys()].find((n) => /vbaProject\.bin$/i.test(n));
  const macroType = [...overrides.values(), ...defaults.values()].find((t) => /macroEnabled|vbaProject/i.test(t));
  if (macroPart || macroType) {
    throw new TemplateError(
      `The template contains macros (${macroPart ?? macroType}): it is a macro-enabled Word file (.docm) renamed .docx. Save it in Word as "Word Document (.docx)" and upload it again.`,
    );
  }

  const relsCache = new Map<string, Relationship[]>();
  const relationshipsOf = (part: string): Relationship[] => {
    const cached = relsCache.get(part);
    if (cached) return cached;
    const relsName = actualName(part === '' ? '_rels/.rels' : relsPathFor(part));
    const bytes = files.get(relsName);
    const rels: Relationship[] = [];
    if (bytes) {
      for (const el of childElements(parsePart(relsName, decodeXml(bytes)).root, 'Relationship')) {
        const isExternal = el.attrs.TargetMode === 'External';
        const target = el.attrs.Target ?? '';
        rels.push({ id: el.attrs.Id ?? '', type: el.attrs.Type ?? '', isExternal, target: isExternal ? target : actualName(resolveTarget(part, target)) });
      }
    }
    relsCache.set(part, rels);
    return rels;
  };

  const mainRel = relationshipsOf('').find((r) => OFFICE_DOCUMENT_REL.test(r.type));
  const mainDocument = mainRel?.target ?? actualName('word/document.xml');
  const mainType = contentTypeOf(mainDocument) ?? '';
  if (!files.has(mainDocument)) {
    if (/spreadsheetml/.test(mainType) || files.has(actualName('xl/workbook.xml'))) throw new TemplateError('The file is an Excel workbook, not a Word document (.docx).');
    if (/presentationml/.test(mainType) || files.has(actualName('ppt/presentation.xml'))) throw new TemplateError('The file is a PowerPoint presentation, not a Word document (.docx).');
    throw new TemplateError(`The file is not a Word document: its main part ${mainDocument} is missing.`);
  }
  if (!WORD_MAIN_TYPES.includes(mainType)) {
    throw new TemplateError(`The file is not a Word document: its main part ${mainDocument} has content type "${mainType || 'none'}".`);
  }

  const mainRels = relationshipsOf(mainDocument).filter((r) => !r.isExternal && files.has(r.target));
  const ofType = (suffix: string) => mainRels.filter((r) => r.type.endsWith(`/${suffix}`)).map((r) => r.target);
  const headerParts = ofType('header');
  const footerParts = ofType('footer');
  const contentParts = [mainDocument, ...headerParts, ...footerParts, ...ofType('footnotes'), ...ofType('endnotes')];

  return {
    files,
    mainDocument,
    headerParts,
    footerParts,
    contentParts: [...new Set(contentParts)],
    contentTypeOf,
    relationshipsOf,
    readText: (part) => {
      const bytes = files.get(actualName(part));
      return bytes ? decodeXml(bytes) : null;
    },
  };
}

export function parsePackagePart(pkg: DocxPackage, part: string): XmlDocument | null {
  const xml = pkg.readText(part);
  return xml === null ? null : parsePart(part, xml);
}
