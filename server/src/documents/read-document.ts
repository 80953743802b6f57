import { readFile, stat } from 'node:fs/promises';
import { MAX_FILE_BYTES } from '@common/limits';
import { buildBlocks } from './blocks';
import { cleanText } from './clean-text';
import { repairLostLigatures } from './ligatures';
import { detectFileType } from './detect-file-type';
import { DocumentError } from './document-error';
import { readDoc } from './doc-reader';
import { readDocx } from './docx-reader';
import { readPdf } from './pdf-reader';
import { readTxt } from './txt-reader';
import type { DocumentReader, DocumentText, FileType, ReadOptions } from './types';

export { detectFileType } from './detect-file-type';
export { DocumentError } from './document-error';
export type { BlockKind, DocumentBlock, DocumentLine, DocumentText, FileType, LineRegion, ReadOptions } from './types';

/**
 * The most text one CV is read for: about 60 dense pages, far beyond any real CV (the longest of the
 * 100 eval documents has about 21,000 characters). What follows is left out and the recruiter told, so a file
 * padded to 10 MB of text costs the extractor no more than this.
 */
export const MAX_CV_TEXT_CHARS = 200_000;

// readDocx's own options (macros) are not for an uploaded file to set.
const READERS: Record<FileType, DocumentReader> = { pdf: readPdf, docx: (buffer) => readDocx(buffer), doc: readDoc, txt: readTxt };

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Reads a CV from bytes or a path. The type comes from the content, never from the name: the name
 * only improves the message when the two disagree. `options.scope` says whose CV it is (types.ts).
 */
export async function readDocument(input: Buffer | string, fileName: string, options: ReadOptions = {}): Promise<DocumentText> {
  const buffer = typeof input === 'string' ? await readBounded(input) : input;
  if (buffer.length === 0) throw new DocumentError('The file is empty');
  if (buffer.length > MAX_FILE_BYTES) throw new DocumentError(`The file is larger than ${MAX_FILE_BYTES} bytes`);
  const type = detectFileType(buffer);
  if (!type) throw new DocumentError(refusal(buffer, fileName));
  const text = cleanDocumentText(await READERS[type](buffer, options), type === 'pdf');
  if (type === 'txt' && !text.text.trim()) throw new DocumentError('The file is empty');
  return text;
}

/**
 * Every reader's text leaves through here, cleaned of the characters no database can store and no CV
 * means (U+0000 from a PDF's ligature mapping, other controls, lone surrogates): documents/clean-text.ts.
 * A PDF's words that lost their ligature glyphs get them back (documents/ligatures.ts).
 */
function cleanDocumentText(doc: DocumentText, isPdf: boolean): DocumentText {
  let lines = doc.lines.map((line) => ({ ...line, text: cleanText(line.text).trim() })).filter((line) => line.text);
  const totalChars = lines.reduce((sum, line) => sum + line.text.length + 1, 0);
  if (totalChars > MAX_CV_TEXT_CHARS) lines = keepStart(lines, MAX_CV_TEXT_CHARS);
  if (isPdf) {
    const repaired = repairLostLigatures(
      lines.map((line) => line.text),
      doc.lines.some((line) => line.text.includes('\u0000')),
    );
    lines = lines.map((line, i) => ({ ...line, text: repaired[i] }));
  }
  const text = lines.map((line) => line.text).join('\n');
  // The reader built its blocks from the same lines when cleaning changed none of them (the usual case).
  const isUnchanged = lines.length === doc.lines.length && lines.every((line, i) => line.text === doc.lines[i].text);
  return { ...doc, lines, blocks: isUnchanged ? doc.blocks : buildBlocks(lines), text, ...(totalChars > MAX_CV_TEXT_CHARS ? { cut: { keptChars: text.length, totalChars } } : {}) };
}

/** The first lines up to `max` characters (newlines counted); a line across the limit is cut there. */
function keepStart<T extends { text: string }>(lines: T[], max: number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const line of lines) {
    if (used >= max) break;
    kept.push(line.text.length + 1 > max - used ? { ...line, text: line.text.slice(0, max - used) } : line);
    used += line.text.length + 1;
  }
  return kept;
}

async function readBounded(filePath: string): Promise<Buffer> {
  const info = await stat(filePath);
  if (info.size > MAX_FILE_BYTES) throw new DocumentError(`The file is larger than ${MAX_FILE_BYTES} bytes`);
  return readFile(filePath);
}

function refusal(buffer: Buffer, fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (buffer.subarray(0, 2).toString('latin1') === 'MZ' || buffer.subarray(1, 4).toString('latin1') === 'ELF') {
    return `This file is a program, not a CV document, even though it is named .${extension}`;
  }
  if (buffer.subarray(0, 8).equals(CFB_MAGIC) && buffer.includes(Buffer.from('EncryptedPackage', 'utf16le'))) {
    return 'This Word document is password-protected';
  }
  if (buffer.subarray(0, 2).toString('latin1') === 'PK') {
    return /vbaProject\.bin|macroEnabled/i.test(buffer.toString('latin1'))
      ? 'This Word document contains macros; please save it as a regular .docx'
      : 'This file is not a valid Word document';
  }
  if (extension === 'pdf') return 'This file is not a valid PDF';
  if (extension === 'doc' || extension === 'docx') return 'This file is not a valid Word document';
  return 'This file type is not supported: please upload a PDF, DOC, DOCX or TXT file';
}
