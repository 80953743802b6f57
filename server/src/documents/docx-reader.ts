import { buildDocumentText, withLinks } from './build-document-text';
import { DocumentError } from './document-error';
import { MAX_CHUNK_LINES, decodeCharset, htmlToLines, mhtToHtml, plainTextToLines } from './docx-alt-chunk';
import { withCanonicalPrefixes } from './docx-namespaces';
import { walkWordXml, wordContext } from './docx-xml-walk';
import type { WordContext } from './docx-xml-walk';
import { assertNoDtd, decodeXmlEntities } from './xml-guard';
import { ZipArchive } from './zip-archive';
import { MAX_LINKS, type DocumentLine, type DocumentText, type LineRegion } from './types';

const MAIN_PART_TYPE = /<Override[^>]*PartName="\/([^"]+)"[^>]*ContentType="application\/vnd\.(?:openxmlformats-officedocument\.wordprocessingml\.document|ms-word\.document\.macroEnabled)\.main\+xml"/;

/** Reads a .docx: headers first, then the body (tables, text boxes, alternative-format chunks), then footers. */
export async function readDocx(buffer: Buffer, options: { allowMacros?: boolean; isChunk?: boolean } = {}): Promise<DocumentText> {
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
  // A Word document inside a chunk is read for its own paragraphs; its chunks are not followed.
  if (!options.isChunk) context.altChunk = await chunkReader(zip, mainPart, context);
  const lines: DocumentLine[] = [
    ...readParts(zip, /^word\/header\d*\.xml$/, 'header', context),
    ...readPart(body, 'body', context),
    ...readParts(zip, /^word\/footer\d*\.xml$/, 'footer', context),
  ];
  const doc = withLinks(buildDocumentText('docx', lines, 1), hyperlinkTargets(zip));
  return context.hidden.count ? { ...doc, hidden: context.hidden } : doc;
}

/**
 * The main part's styles or numbering part: where its relationships point (word/_rels/document.xml.rels;
 * a document saved by some tools keeps them in styles2.xml, beside a glossary's own styles.xml), else
 * its usual name; null when there is none.
 */
function readSupportPart(zip: ZipArchive, mainPart: string, kind: 'styles' | 'numbering'): string | null {
  const folder = partFolder(mainPart);
  const target = relationshipsOf(zip, mainPart).find((relationship) => relationship.type.endsWith(`/${kind}`))?.target;
  const name = target ? partPath(folder, target) : `${folder || 'word/'}${kind}.xml`;
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

const AF_CHUNK = /\/aFChunk$/i;
const HYPERLINK = /\/hyperlink$/i;

interface Relationship {
  id: string | undefined;
  type: string;
  target: string | undefined;
  isExternal: boolean;
}

/** The relationships a `.rels` file lists (`<Relationship Id Type Target TargetMode>`, any prefix), in its order. */
function parseRelationships(rels: string | null): Relationship[] {
  return (rels?.match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []).map((element) => ({
    id: /Id="([^"]+)"/.exec(element)?.[1],
    type: /Type="([^"]+)"/.exec(element)?.[1] ?? '',
    target: /Target="([^"]+)"/.exec(element)?.[1],
    isExternal: /TargetMode="External"/i.test(element),
  }));
}

/** The folder a part stands in ("word/" for "word/document.xml"). */
function partFolder(part: string): string {
  return part.includes('/') ? part.slice(0, part.lastIndexOf('/') + 1) : '';
}

/** Where a relationship's target stands in the package: from its root when it opens on "/", else beside its part. */
function partPath(folder: string, target: string): string {
  return target.startsWith('/') ? target.slice(1) : folder + target;
}

/** A part's own relationships (word/_rels/document.xml.rels for word/document.xml). */
function relationshipsOf(zip: ZipArchive, part: string): Relationship[] {
  const folder = partFolder(part);
  return parseRelationships(zip.readText(`${folder}_rels/${part.slice(folder.length)}.rels`));
}

/** The addresses the document's hyperlinks point outside it to, from the relationships of its parts (body, headers, footers). */
function hyperlinkTargets(zip: ZipArchive): string[] {
  const links: string[] = [];
  for (const name of [...zip.entries.keys()].filter((entry) => /^word\/_rels\/[^/]+\.xml\.rels$/i.test(entry))) {
    for (const { type, target, isExternal } of parseRelationships(zip.readText(name))) {
      if (!target || target.length > 2000 || !HYPERLINK.test(type) || !isExternal) continue;
      links.push(decodeXmlEntities(target));
      if (links.length >= MAX_LINKS) return links;
    }
  }
  return links;
}

/**
 * What reads the main part's alternative-format chunks (w:altChunk) by relationship id: HTML, a web archive
 * (MHT), plain text, or a Word document of its own, read once each. Unknown formats (RTF) and ids that point
 * nowhere give nothing. The lines of all chunks together stop at MAX_CHUNK_LINES.
 */
async function chunkReader(zip: ZipArchive, mainPart: string, context: WordContext): Promise<(id: string, region: LineRegion) => DocumentLine[]> {
  const folder = partFolder(mainPart);
  const targets = new Map<string, string>();
  for (const { id, type, target, isExternal } of relationshipsOf(zip, mainPart)) {
    if (!id || !target || !AF_CHUNK.test(type) || isExternal) continue;
    targets.set(id, partPath(folder, target));
  }
  // Word documents in chunks are read now (reading is asynchronous); the walk then takes their lines.
  const words = new Map<string, DocumentLine[]>();
  for (const name of new Set(targets.values())) {
    const bytes = /\.docx$/i.test(name) ? zip.read(name) : undefined;
    if (!bytes) continue;
    try {
      words.set(name, (await readDocx(Buffer.from(bytes), { isChunk: true })).lines);
    } catch {
      words.set(name, []);
    }
  }
  const read = new Set<string>();
  let lineCount = 0;
  const nextBlock = () => context.nextBlock++;
  return (id, region) => {
    const name = targets.get(id);
    if (!name || read.has(name) || lineCount >= MAX_CHUNK_LINES) return [];
    read.add(name);
    const room = MAX_CHUNK_LINES - lineCount;
    let lines: DocumentLine[] = [];
    const word = words.get(name);
    if (word) {
      // Its blocks numbered on from the document's: the lines of one paragraph stay one block.
      const blocks = new Map<number, number>();
      const renumber = (block: number) => blocks.get(block) ?? blocks.set(block, nextBlock()).get(block)!;
      lines = word.slice(0, room).map((line) => ({ ...line, region: line.region === 'body' ? region : line.region, ...(line.block === undefined ? {} : { block: renumber(line.block) }) }));
    }
    else {
      const text = zip.readText(name);
      if (text === null) return [];
      if (/\.mht(?:ml)?$/i.test(name) || /^MIME-Version:/im.test(text.slice(0, 2000))) lines = htmlToLines(mhtToHtml(text) ?? '', region, nextBlock, room);
      else if (/\.x?html?$/i.test(name) || /^\s*(?:<!doctype html|<html)/i.test(text)) lines = htmlToLines(htmlText(zip, name, text), region, nextBlock, room);
      else if (/\.txt$/i.test(name)) lines = plainTextToLines(text, region, nextBlock, room);
    }
    lineCount += lines.length;
    return lines;
  };
}

/** An HTML chunk in the charset its meta tag names (Word writes them in windows-1252 as often as in UTF-8). */
function htmlText(zip: ZipArchive, name: string, asUtf8: string): string {
  const charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(asUtf8.slice(0, 4000))?.[1];
  const bytes = charset && !/utf-?8/i.test(charset) ? zip.read(name) : undefined;
  return bytes ? decodeCharset(bytes, charset!) : asUtf8;
}
