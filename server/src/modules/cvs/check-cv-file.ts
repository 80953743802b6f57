import { open, readFile } from 'node:fs/promises';
import { CV_EXTENSIONS, MAX_FILE_BYTES } from '@common/limits';
import { CV_TYPE_REFUSAL, cvTooLargeRefusal } from '@common/upload-messages';
import { DocumentError, detectFileType, type FileType } from '../../documents/read-document';
import { decodeText } from '../../documents/txt-reader';
import { isWord2003Xml } from '../../documents/word-2003-xml';
import { ZipArchive } from '../../documents/zip-archive';
import { fileExtension, isCvExtension } from './file-names';

export type CvFileCheck = { format: FileType } | { reason: string };

const HEAD_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const FORMAT_NAMES: Record<FileType, string> = { pdf: 'a PDF', docx: 'a Word document', doc: 'a Word document', txt: 'plain text' };
/** Which kinds of content each allowed name may carry: .doc and .docx are often swapped by mistake, and both read fine. */
const ACCEPTED_CONTENT: Record<(typeof CV_EXTENSIONS)[number], FileType[]> = {
  '.pdf': ['pdf'],
  '.doc': ['doc', 'docx'],
  '.docx': ['docx', 'doc'],
  '.txt': ['txt'],
};

export const TYPE_REFUSAL = CV_TYPE_REFUSAL;
export const tooLargeReason = () => cvTooLargeRefusal(MAX_FILE_BYTES);

/**
 * Checks a staged upload by its name AND its content (magic bytes and structure): returns the real
 * format, or the reason it is refused. Reads the first 64 KB only, except for Word files, whose
 * structure sits at the end (a CV is at most 10 MB, read once, one file at a time).
 */
export async function checkCvFile(filePath: string, fileName: string, size: number): Promise<CvFileCheck> {
  if (size === 0) return { reason: 'The file is empty' };
  if (size > MAX_FILE_BYTES) return { reason: tooLargeReason() };
  const extension = fileExtension(fileName);
  if (!isCvExtension(extension)) return { reason: TYPE_REFUSAL };

  let content = await readHead(filePath);
  const isOfficeContainer = content.subarray(0, 4).equals(ZIP_MAGIC) || content.subarray(0, 8).equals(CFB_MAGIC);
  if (isOfficeContainer && size > content.length) content = await readFile(filePath);

  if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
    // Declared sizes are checked before anything is inflated: a zip bomb is refused here, not in the worker.
    try {
      new ZipArchive(content).checkSizes();
    } catch (error) {
      if (error instanceof DocumentError) return { reason: error.reason };
      throw error;
    }
  }

  let format = detectFileType(content);
  if (!format) return { reason: refusal(content, extension) };
  // Word 2003 XML saved under a Word name is text to the sniffer but a Word document to its author;
  // the text reader reads it as Word (documents/word-2003-xml.ts). Its head names it within 2,000 characters.
  if (format === 'txt' && extension !== '.txt' && isWord2003Xml(decodeText(content.subarray(0, 8192)))) format = 'doc';
  if (!ACCEPTED_CONTENT[extension].includes(format)) {
    return { reason: `This file is named ${extension} but its content is ${FORMAT_NAMES[format]}` };
  }
  return { format };
}

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function refusal(content: Buffer, extension: string): string {
  const head = content.subarray(0, 4).toString('latin1');
  if (head.startsWith('MZ') || head.slice(1) === 'ELF') {
    return `This file is a program, not a CV document, even though it is named ${extension}`;
  }
  if (content.subarray(0, 8).equals(CFB_MAGIC) && content.includes(ENCRYPTED_PACKAGE)) return 'This Word document is password-protected';
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
    return /vbaProject\.bin|macroEnabled/i.test(content.toString('latin1'))
      ? 'This Word document contains macros; please save it as a regular .docx'
      : 'This file is not a valid Word document';
  }
  if (extension === '.pdf') return 'This file is not a valid PDF';
  if (extension === '.doc' || extension === '.docx') return 'This file is not a valid Word document';
  return 'This file is not plain text: please upload a PDF, DOC, DOCX or TXT file';
}
