import WordExtractor from 'word-extractor';
import { isLibreOfficeAvailable } from '../rendering/libreoffice';
import { buildDocumentText } from './build-document-text';
import { assertSaneCompoundFile } from './cfb-guard';
import { manualBulletMarker } from './bullet-marker';
import { convertDocForReading } from './doc-conversion';
import { DocumentError } from './document-error';
import { readDocx } from './docx-reader';
import type { DocumentLine, DocumentText, LineRegion, ReadOptions } from './types';

const extractor = new WordExtractor();

/**
 * How long a .doc may take to become a .docx before the text reader takes over. The running LibreOffice
 * takes 30–250 ms (plus 0.5–2 s to start, once); a CV read has EXTRACTION_TIMEOUT_MS (150 s) on its
 * worker thread, so a slow conversion still leaves the text reader all the time it needs.
 */
export const DOC_CONVERSION_TIMEOUT_MS = 30_000;

/**
 * Reads a legacy binary .doc (Word 97–2003). Where LibreOffice is installed it is converted to .docx
 * and read by the Word reader, so its paragraphs, lists, headings, tables and text boxes keep their
 * structure; the conversion is handed to the process's running LibreOffice for `scope` (the tenant
 * whose CV it is: another tenant's documents never go to the same one), confined like every
 * LibreOffice run (documents/doc-conversion.ts, rendering/libreoffice-instance.ts).
 * Without LibreOffice, or when the conversion fails, reads nothing or loses words the text reader
 * (word-extractor) finds, that reader's plain lines are the reading, as before: its headers, body,
 * text boxes and footers, one line per paragraph, with no structure beyond typed bullets.
 */
export async function readDoc(buffer: Buffer, options: ReadOptions & { convert?: boolean } = {}): Promise<DocumentText> {
  if (buffer.includes(Buffer.from('EncryptedPackage', 'utf16le'))) {
    throw new DocumentError('This Word document is password-protected');
  }
  assertSaneCompoundFile(buffer);
  if (!(options.convert ?? isLibreOfficeAvailable())) return readDocText(buffer);
  const [converted, plain] = await Promise.all([readConverted(buffer, options.scope), readDocText(buffer).catch((error: unknown) => error)]);
  if (!(plain instanceof Error)) return converted && keepsTheWords(converted, plain as DocumentText) ? converted : (plain as DocumentText);
  if (converted) return converted;
  throw plain;
}

/** The share of the text reader's words a conversion must keep (a lost page header is a lost phone number). */
const KEPT_WORDS = 0.97;

/**
 * Whether the conversion kept (nearly) every word the text reader found: LibreOffice reads real Word
 * files whole, but a file written by another tool can lose a header or a text box on the way, and
 * then the plain reading, which has all the words, is the better one.
 */
export function keepsTheWords(converted: DocumentText, plain: DocumentText): boolean {
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const expected = words(plain.text);
  if (expected.size === 0) return true;
  const found = words(converted.text);
  let kept = 0;
  for (const word of expected) if (found.has(word)) kept++;
  return kept >= expected.size * KEPT_WORDS;
}

/** The .doc converted to .docx and read with its structure, or null when that did not work. */
async function readConverted(buffer: Buffer, scope: string | undefined): Promise<DocumentText | null> {
  try {
    const docx = await convertDocForReading(buffer, { timeoutMs: DOC_CONVERSION_TIMEOUT_MS, scope });
    const doc = await readDocx(docx, { allowMacros: true });
    return doc.lines.length ? { ...doc, format: 'doc' } : null;
  } catch {
    // Not installed after all, timed out, refused by the sandbox, or a .docx the Word reader refuses:
    // the text reader still reads the words.
    return null;
  }
}

/** The text reader: word-extractor's text of the file, part by part, one line per paragraph. */
export async function readDocText(buffer: Buffer): Promise<DocumentText> {
  let document: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    document = await extractor.extract(buffer);
  } catch (error) {
    throw new DocumentError('This file is not a valid Word document', { cause: error });
  }
  // Its list markers are gone with the numbering; a bullet typed into the text is all that says "list item".
  const part = (text: string, region: LineRegion): DocumentLine[] =>
    text.split(/\r\n|\r|\n/).map((line) => ({ text: line, page: 1, region, ...(manualBulletMarker(line) ? { kind: 'bullet' as const } : {}) }));
  const lines = [
    ...part(document.getHeaders({ includeFooters: false }), 'header'),
    ...part(document.getBody(), 'body'),
    ...part(document.getTextboxes({ includeHeadersAndFooters: false }), 'sidebar'),
    ...part(document.getFooters(), 'footer'),
  ];
  return buildDocumentText('doc', lines, 1);
}
