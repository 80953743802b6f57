import { buildDocumentText } from './build-document-text';
import { DocumentError } from './document-error';
import { walkWordXml } from './docx-xml-walk';
import { assertNoDtd } from './xml-guard';
import { ZipArchive } from './zip-archive';
import type { DocumentLine, DocumentText, LineRegion } from './types';

const MAIN_PART_TYPE = /<Override[^>]*PartName="\/([^"]+)"[^>]*ContentType="application\/vnd\.(?:openxmlformats-officedocument\.wordprocessingml\.document|ms-word\.document\.macroEnabled)\.main\+xml"/;

/** Reads a .docx: headers first, then the body (tables, text boxes), then footers. */
export async function readDocx(buffer: Buffer): Promise<DocumentText> {
  const zip = new ZipArchive(buffer);
  zip.checkSizes();
  const types = zip.readText('[Content_Types].xml');
  if (types === null) throw new DocumentError('This file is not a valid Word document');
  assertNoDtd(types);
  if (/macroEnabled/i.test(types) || [...zip.entries.keys()].some((name) => /vbaProject\.bin$/i.test(name))) {
    throw new DocumentError('This Word document contains macros; please save it as a regular .docx');
  }
  const mainPart = MAIN_PART_TYPE.exec(types)?.[1] ?? 'word/document.xml';
  const body = zip.readText(mainPart);
  if (body === null) throw new DocumentError('This file is not a valid Word document');

  const lines: DocumentLine[] = [
    ...readParts(zip, /^word\/header\d*\.xml$/, 'header'),
    ...readPart(body, 'body'),
    ...readParts(zip, /^word\/footer\d*\.xml$/, 'footer'),
  ];
  return buildDocumentText('docx', lines, 1);
}

function readPart(xml: string, region: LineRegion): DocumentLine[] {
  assertNoDtd(xml);
  return walkWordXml(xml, region);
}

function readParts(zip: ZipArchive, pattern: RegExp, region: LineRegion): DocumentLine[] {
  const names = [...zip.entries.keys()].filter((name) => pattern.test(name));
  names.sort((a, b) => partNumber(a) - partNumber(b));
  const seen = new Set<string>();
  const lines: DocumentLine[] = [];
  for (const name of names) {
    const partLines = readPart(zip.readText(name) ?? '', region);
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
