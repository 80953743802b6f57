import { convertWithLibreOffice, isLibreOfficeAvailable } from '../../rendering/libreoffice';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { findOwnCv } from './find-own-cv';

export type CvDocument = { kind: 'pdf'; body: Buffer } | { kind: 'text'; body: string };

/**
 * The original document as the review screen shows it: a PDF as stored; a Word file as a PDF made by
 * LibreOffice where it is installed (else the text that was read from it); a text file as its text.
 */
export async function cvDocument(ctx: Pick<AppContext, 'database' | 'storage'>, input: { actor: Pick<UserRow, 'id'>; cvId: string }): Promise<CvDocument> {
  const cv = await findOwnCv(ctx, input);
  if (cv.format === 'pdf') return { kind: 'pdf', body: await ctx.storage.getBuffer(cv.storageKey) };
  // The reader already decoded the file (UTF-16, Windows-1252…); the stored bytes are the fallback.
  if (cv.format === 'txt') return { kind: 'text', body: cv.textContent ?? (await ctx.storage.getBuffer(cv.storageKey)).toString('utf8') };
  if (isLibreOfficeAvailable()) {
    const converted = await convertWithLibreOffice(await ctx.storage.getBuffer(cv.storageKey), cv.format, 'pdf').catch(() => null);
    if (converted) return { kind: 'pdf', body: converted };
  }
  return { kind: 'text', body: cv.textContent ?? '' };
}
