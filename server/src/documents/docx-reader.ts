import { buildDocumentText } from './build-document-text';
import { DocumentError } from './document-error';
import { withCanonicalPrefixes } from './docx-namespaces';
import { walkWordXml, wordContext } from './docx-xml-walk';
import type { WordContext } from './docx-xml-walk';
import { assertNoDtd } from './xml-guard';
import { ZipArchive } from './zip-archive';
import type { DocumentLine, DocumentText, LineRegion } from './types';

const MAIN_PART_TYPE = /<Override[^>]*PartName="\/([^"]+)"[^>]*ContentType="application\/vnd\.(?:openxmlformats-officedocument\.wordprocessingml\.document|ms-word\.document\.macroEnabled)\.main\+xml"/;

/** Reads a .docx: headers first, then the body (tables, text boxes), then footers. */
export async function readDocx(buffer: Buffer, options: { allowMacros?: boolean } = {}): Promise<DocumentText> {
  const zip = new ZipArchive(buffer);
  zip.checkSizes();
  const types = zip.readText('[Content_Types].xml');
  if (types === null) throw new DocumentError('This file is not a valid Word document');
  assertNoDtd(types);
  // A .doc with macros is read as it always was (its macros never run here); converted, it keeps them.
  if (!options.allowMacros && (/macroEnabled/i.test(types) || [...zip.entries.keys()].some((name) => /vbaProject\.bin$/i.test(name)))) {
    throw new DocumentError('This Word document contains macros; please save it as a regular .docx');
  }
  const mainPart = MAIN_PART_TYPE.exec(types)?.[1] ?? 'word/document.xml';
  const body = zip.readText(mainPart);
  if (body === null) throw new DocumentError('This file is not a valid Word document');

  const context = wordContext(readSupportPart(zip, mainPart, 'styles'), readSupportPart(zip, mainPart, 'numbering'));
  const lines: DocumentLine[] = [
    ...readParts(zip, /^word\/header\d*\.xml$/, 'header', context),
    ...readPart(body, 'body', context),
    ...readParts(zip, /^word\/footer\d*\.xml$/, 'footer', context),
  ];
  const doc = buildDocumentText('docx', lines, 1);
  return context.hidden.count ? { ...doc, hidden: context.hidden } : doc;
}

/**
 * The main part's styles or numbering part: where its relationships point (word/_rels/document.xml.rels;
 * a document saved by some tools keeps them in styles2.xml, beside a glossary's own styles.xml), else
 * its usual name; null when there is none.
 */
function readSupportPart(zip: ZipArchive, mainPart: string, kind: 'styles' | 'numbering'): string | null {
  const folder = mainPart.includes('/') ? mainPart.slice(0, mainPart.lastIndexOf('/') + 1) : '';
  const rels = zip.readText(`${folder}_rels/${mainPart.slice(folder.length)}.rels`) ?? '';
  let target: string | undefined;
  for (const relationship of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
    if (!new RegExp(`Type="[^"]*/${kind}"`).test(relationship)) continue;
    target = /Target="([^"]+)"/.exec(relationship)?.[1];
    break;
  }
  const name = target ? (target.startsWith('/') ? target.slice(1) : folder + target) : `${folder || 'word/'}${kind}.xml`;
  const xml = zip.readText(name) ?? zip.readText(`word/${kind}.xml`);
  if (xml === null) return null;
  assertNoDtd(xml);
  return withCanonicalPrefixes(xml);
}

function readPart(xml: string, region: LineRegion, context: WordContext): DocumentLine[] {
  assertNoDtd(xml);
  return walkWordXml(withCanonicalPrefixes(xml), region, context);
}

function readParts(zip: ZipArchive, pattern: RegExp, region: LineRegion, context: WordContext): DocumentLine[] {
  const names = [...zip.entries.keys()].filter((name) => pattern.test(name));
  names.sort((a, b) => partNumber(a) - partNumber(b));
  const seen = new Set<string>();
  const lines: DocumentLine[] = [];
  for (const name of names) {
    const partLines = readPart(zip.readText(name) ?? '', region, context);
    // First-page, even and default headers often repeat the same text: keep it once.
    const key = partLines.map((line) => line.text.trim()).join('\n');
    if (!key.trim() || seen.has(key)) continue;
    seen.add(key);
    lines.push(...partLines);
  }
  return lines;
}

function partNumber(name: string): number {
  return Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
}
