import { buildDocumentText } from './build-document-text';
import { hasUtf16Bom } from './detect-file-type';
import type { DocumentLine, DocumentText } from './types';
import { looksLikeMarkdown, markdownToText } from './markdown';
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
  const text = looksLikeMarkdown(decoded) ? markdownToText(decoded) : decoded;
  // Form feeds are page breaks in text exports.
  const pages = text.split('\f');
  const lines: DocumentLine[] = [];
  pages.forEach((pageText, index) => {
    for (const line of pageText.split(/\r\n|\r|\n/)) {
      for (const part of unflatten(line)) lines.push({ text: part, page: index + 1, region: 'body' });
    }
  });
  return buildDocumentText('txt', lines, pages.length);
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
