import { buildDocumentText } from './build-document-text';
import { hasUtf16Bom } from './detect-file-type';
import { manualBulletMarker } from './bullet-marker';
import type { BlockKind, DocumentLine, DocumentText } from './types';
import { looksLikeMarkdown, markdownToLines, type TextLine } from './markdown';
import { isWord2003Xml, readWord2003Xml } from './word-2003-xml';

/** Decodes UTF-8 (with or without BOM), UTF-16 LE/BE with BOM, and falls back to Windows-1252. */
export function decodeText(buffer: Buffer): string {
  if (hasUtf16Bom(buffer)) {
    const encoding = buffer[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return new TextDecoder(encoding).decode(buffer.subarray(2));
  }
  const body = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not valid UTF-8: Word's "Plain text" export on Windows writes the ANSI code page, i.e. 1252.
    return decodeWindows1252(body);
  }
}

// 0x80–0x9F in Windows-1252 (curly quotes, dashes, bullet, €). Node builds without full ICU decode
// 'windows-1252' as Latin-1 and turn these into control characters, so map them here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

export async function readTxt(buffer: Buffer): Promise<DocumentText> {
  const decoded = decodeText(buffer);
  if (isWord2003Xml(decoded)) return readWord2003Xml(decoded);
  const source: TextLine[] = looksLikeMarkdown(decoded) ? markdownToLines(decoded) : [{ text: decoded, isHeading: false }];
  const raw: RawLine[] = [];
  let page = 1;
  for (const { text, isHeading, headingLevel } of source) {
    // Form feeds are page breaks in text exports.
    text.split('\f').forEach((pageText, pageIndex) => {
      if (pageIndex > 0) page++;
      for (const line of pageText.split(/\r\n|\r|\n/)) {
        const parts = unflatten(line);
        // A line flattened from a whole CV is many lines: no indent or wrap to read in it.
        const isFlattened = parts.length > 1;
        for (const part of parts) raw.push({ text: part, page, isHeading, headingLevel, indent: isFlattened ? 0 : indentOf(line), isFlattened });
      }
    });
  }
  markRunningLines(raw, page);
  return buildDocumentText('txt', textBlocks(raw), page);
}

/** How many lines at a page's top and at its foot can be the page's running header or footer. */
const RUNNING_BAND = 4;
/** A page number on its own: "3", "Page 2 / 3", "2 of 5", "Seite 2 von 3", "Pagina 1 / 2". */
const PAGE_NUMBER = /^(?:(?:page|seite|pagina|página|pag|p)\.?\s*)?#(?:\s*(?:\/|of|von|di|de|sur)\s*#)?$/;

/** A line's text as it comes back on each page: no case, no marks or icons, page numbers (up to three figures) as '#'. */
function runningKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?<!\d)\d{1,3}(?!\d)/g, '#')
    .replace(/[^\p{L}\p{N}#/]+/gu, ' ')
    .trim();
}

/**
 * A text copied out of a PDF of several pages (form feeds between them) carries the page's running header
 * and footer on every page: the name and contact line again, "Page 2 / 3", a template's credit. A line in the
 * band at a page's top (or foot), whose text comes back in that band on another page or is a page number,
 * is marked header (footer), counting in from the page's edge and stopping at the first line that is
 * neither: marked so, it is kept for contact details but no longer read into the section it interrupts.
 */
function markRunningLines(raw: RawLine[], pages: number): void {
  if (pages < 2) return;
  const byPage = new Map<number, RawLine[]>();
  for (const line of raw) if (line.text.trim()) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line]);
  for (const edge of ['top', 'foot'] as const) {
    // Counted in from the edge; on a short page the two bands share no line.
    const bands = [...byPage.values()].map((lines) => {
      const band = Math.min(RUNNING_BAND, Math.floor(lines.length / 2));
      return edge === 'top' ? lines.slice(0, band) : lines.slice(lines.length - band).reverse();
    });
    const keys = bands.map((band) => band.map((line) => runningKey(line.text)));
    bands.forEach((band, index) => {
      for (const [at, line] of band.entries()) {
        const key = keys[index][at];
        // The same text at (about) the same distance from the edge of another page.
        const isRepeated = /[\p{L}\p{N}]/u.test(key) && keys.some((other, page) => page !== index && [at - 1, at, at + 1].some((near) => other[near] === key));
        if (!isRepeated && !PAGE_NUMBER.test(key)) break;
        line.region = edge === 'top' ? 'header' : 'footer';
      }
    });
  }
}

interface RawLine {
  text: string;
  page: number;
  isHeading: boolean;
  /** A Markdown heading's level ("##" is 2): its style, as a Word heading's is "Heading 2". */
  headingLevel?: number;
  /** Leading white space in columns (a tab counts 4). */
  indent: number;
  isFlattened: boolean;
  /** Set on a page's running header or footer (markRunningLines). */
  region?: 'header' | 'footer';
}

function indentOf(line: string): number {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.replace(/\t/g, '    ').length;
}

/**
 * The width the text was wrapped at, when it was wrapped by hand: the length that (nearly) no line
 * passes, reached by several lines. A text whose paragraphs are long lines of any length has none.
 */
export function wrapWidth(lengths: number[]): number | undefined {
  const sorted = lengths.filter((length) => length > 0).sort((a, b) => a - b);
  if (sorted.length < 5) return undefined;
  const width = sorted[Math.floor((sorted.length - 1) * 0.98)];
  if (width < 30 || width > 160) return undefined;
  const nearWidth = sorted.filter((length) => length >= width - 10 && length <= width).length;
  return nearWidth >= 3 ? width : undefined;
}

/** A line that announces rather than continues: capitals only, or short and ending in a colon. */
function looksLikeHeading(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  return text.length <= 40 && /:$/.test(text);
}

/**
 * Gives the lines of a text their blocks. A bullet ("•", "-", "*", "–", "o ") opens a bullet block
 * that keeps the lines indented under its text. A line joins the one before only when the text was
 * wrapped by hand there: the line before reaches the wrap width (the next word would not have fitted)
 * and did not end its sentence, and this line goes on with it (it opens in lower case, or the line
 * before ends on a comma or a lower-case word). Blank lines, headings in capitals, a new bullet and
 * short lines (titles, dates, contact lines) always start a block of their own.
 */
export function textBlocks(raw: RawLine[]): DocumentLine[] {
  const width = wrapWidth(raw.filter((line) => !line.isFlattened).map((line) => line.text.trimEnd().length));
  const lines: DocumentLine[] = [];
  let block = 0;
  let kind: BlockKind | undefined;
  let bulletTextIndent = -1;
  let previous: RawLine | undefined;
  for (const line of raw) {
    const text = line.text.trim();
    if (!text) {
      previous = undefined;
      continue;
    }
    const marker = line.isHeading ? null : manualBulletMarker(text);
    if (line.isHeading) {
      block++;
      kind = 'heading';
    } else if (marker) {
      block++;
      kind = 'bullet';
      bulletTextIndent = line.indent + marker.length;
    } else if (!previous || previous.page !== line.page || !continues(previous, line, kind, bulletTextIndent, width)) {
      block++;
      kind = undefined;
    }
    if (line.region) {
      // A running header or footer is a block of its own, never a paragraph's next line.
      lines.push({ text: line.text, page: line.page, region: line.region, block: ++block });
      previous = undefined;
      kind = undefined;
      continue;
    }
    lines.push({ text: line.text, page: line.page, region: 'body', block, ...(kind ? { kind } : {}), ...(line.isHeading && line.headingLevel ? { style: `Heading ${line.headingLevel}` } : {}) });
    previous = line;
  }
  return lines;
}

function continues(previous: RawLine, line: RawLine, kind: BlockKind | undefined, bulletTextIndent: number, width: number | undefined): boolean {
  if (kind === 'heading' || previous.isFlattened || line.isFlattened) return false;
  const before = previous.text.trim();
  const text = line.text.trim();
  if (looksLikeHeading(text)) return false;
  // Under a bullet's text, indented past its marker: the bullet's next line.
  if (kind === 'bullet' && line.indent >= bulletTextIndent - 1 && line.indent > 0) return true;
  // Under a bullet whose sentence is not over, a line going on in lower case: the bullet's text wrapped where the
  // page's type (not the text's characters) ran out of room, as in a text copied out of a PDF.
  if (kind === 'bullet' && /^\p{Ll}/u.test(text) && !/[.!?:]$/.test(before)) return true;
  if (!width || /[.!?:]$/.test(before)) return false;
  const firstWord = /^\S+/.exec(text)![0];
  const reachedWidth = previous.text.trimEnd().length + 1 + firstWord.length > width;
  if (!reachedWidth) return false;
  return /^\p{Ll}/u.test(text) || /[,;&(\-–/]$/.test(before) || (/(?:^|\s)\p{Ll}+$/u.test(before) && /^\p{L}/u.test(text));
}

/**
 * Text flattened from another format (a CSV cell, a scraped page) keeps a whole CV on one line,
 * its former line breaks now runs of spaces: split such lines at those runs. In shorter lines, a
 * wide run of spaces separates columns, as a tab does.
 */
function unflatten(line: string): string[] {
  const parts = line.split(/\s{2,}/);
  if (line.length >= 120 && parts.length >= 4) return parts;
  return [line.replace(/ {3,}/g, '\t')];
}
