import path from 'node:path';
import { TEMPLATE_EXTENSIONS } from '@common/limits';
import { AppError } from '../../errors';
import { LIBREOFFICE_MISSING_FOR_DOC, convertDocToDocx, isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { TemplateError } from '../../rendering/template-error';

const OLE_SIGNATURE = 0xd0cf11e0;

/** Runs a rendering step, turning a TemplateError (a problem with the user's file) into a 400 that says what it is. */
export async function asBadTemplate<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof TemplateError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

/** Refuses file names that are not Word templates (.docx, .doc) before reading them. */
export function assertTemplateFileName(filename: string): void {
  const extension = path.extname(filename).toLowerCase();
  if (!(TEMPLATE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError(
      'BAD_REQUEST',
      `"${filename}" is not a Word template: templates must be .docx or .doc files${extension ? `, not ${extension}` : ''}.`,
    );
  }
}

/**
 * The template as DOCX bytes, judged by content rather than by name: a legacy .doc (an OLE compound
 * file named .doc) is converted with LibreOffice where installed; everything else goes to the DOCX
 * reader, whose errors say what the file really is.
 */
export async function templateAsDocx(bytes: Buffer, filename: string): Promise<{ docx: Buffer; isConverted: boolean }> {
  const isOle = bytes.length >= 8 && bytes.readUInt32BE(0) === OLE_SIGNATURE;
  // An OLE file named .docx is a password-protected document: the DOCX reader explains that.
  if (isOle && path.extname(filename).toLowerCase() === '.doc') {
    if (!isLibreOfficeAvailable()) throw new AppError('BAD_REQUEST', LIBREOFFICE_MISSING_FOR_DOC);
    const docx = await asBadTemplate(() => convertDocToDocx(bytes));
    return { docx, isConverted: true };
  }
  return { docx: bytes, isConverted: false };
}
