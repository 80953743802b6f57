import { ZipArchive } from './zip-archive';
import type { FileType } from './types';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
const DOCX_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * The real type of a file from its content, whatever its name says. Returns null for anything we
 * refuse: executables, images, macro-enabled Word files, spreadsheets, binary junk.
 */
export function detectFileType(buffer: Buffer): FileType | null {
  if (buffer.length === 0) return null;
  // Some producers put junk before the header; readers accept it within the first KB.
  const pdfAt = buffer.subarray(0, 1024).indexOf(PDF_MAGIC);
  if (pdfAt >= 0) return 'pdf';
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) return isPlainDocx(buffer) ? 'docx' : null;
  if (buffer.subarray(0, 8).equals(CFB_MAGIC)) return buffer.includes(WORD_STREAM_NAME) ? 'doc' : null;
  return looksLikeText(buffer) ? 'txt' : null;
}

/** A Word document without macros: the main part has the .docx content type and there is no VBA project. */
export function isPlainDocx(buffer: Buffer): boolean {
  try {
    const zip = new ZipArchive(buffer);
    if (!zip.has('[Content_Types].xml') || !hasWordMainPart(zip)) return false;
    if ([...zip.entries.keys()].some((name) => /vbaProject\.bin$/i.test(name))) return false;
    const types = zip.readText('[Content_Types].xml') ?? '';
    if (/macroEnabled/i.test(types)) return false;
    return types.includes(DOCX_MAIN_TYPE);
  } catch {
    return false;
  }
}

function hasWordMainPart(zip: ZipArchive): boolean {
  return [...zip.entries.keys()].some((name) => /^word\/[^/]+\.xml$/.test(name) && !name.endsWith('.rels'));
}

/**
 * Text if it has a UTF-16 BOM, or no NUL bytes and few control characters in the first 64 KB. A text copied
 * out of a PDF keeps a control character for each icon a symbol font drew (one before every contact line,
 * every bullet): a short CV can have a few in a hundred characters. Binary files have NUL bytes.
 */
export function looksLikeText(buffer: Buffer): boolean {
  if (hasUtf16Bom(buffer)) return true;
  const sample = buffer.subarray(0, 65536);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control <= sample.length * 0.05;
}

export function hasUtf16Bom(buffer: Buffer): boolean {
  return buffer.length >= 2 && ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff));
}
