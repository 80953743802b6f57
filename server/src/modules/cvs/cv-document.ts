import { convertWithLibreOffice, isLibreOfficeAvailable } from '../../rendering/libreoffice';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../../db/client';
import { findOwnCv } from './find-own-cv';

export type CvDocument = { kind: 'pdf'; body: Buffer } | { kind: 'text'; body: string };

/**
 * The original document as the review screen shows it: a PDF as stored; a Word file as a PDF made by
 * LibreOffice where it is installed (else the text that was read from it); a text file as its text.
 */
export async function cvDocument(deps: { db: Db; storage: FileStorage }, input: { userId: string; cvId: string }): Promise<CvDocument> {
  const cv = await findOwnCv(deps.db, input);
  if (cv.format === 'pdf') return { kind: 'pdf', body: await deps.storage.getBuffer(cv.storageKey) };
  // The reader already decoded the file (UTF-16, Windows-1252…); the stored bytes are the fallback.
  if (cv.format === 'txt') return { kind: 'text', body: cv.textContent ?? (await deps.storage.getBuffer(cv.storageKey)).toString('utf8') };
  if (isLibreOfficeAvailable()) {
    const converted = await convertWithLibreOffice(await deps.storage.getBuffer(cv.storageKey), cv.format, 'pdf').catch(() => null);
    if (converted) return { kind: 'pdf', body: converted };
  }
  return { kind: 'text', body: cv.textContent ?? '' };
}
