import { eq, sql } from 'drizzle-orm';
import { emptyCvData, type CvData, type ExtractionConfidence } from '@common/cv-data';
import type { ExtractionStatus } from '@common/contracts/cvs';
import type { AppContext } from '../../context';
import { uploadedCvs } from '../../db/schema';
import { DocumentError } from '../../documents/read-document';
import { storableJson, storableText } from '../../db/storable';
import { isUnreadableText } from '../../extraction/text-quality';

/** Above the readers' own bounds (PDF text and OCR): the last guard against a file that never finishes. */
export const EXTRACTION_TIMEOUT_MS = 150_000;
export const NO_TEXT_REASON = 'No text could be read from this file (it may be a scanned image); please check it or upload a text-based version';
export const NOTHING_FOUND_REASON = 'No name, email or work experience could be found in this CV; please check the file';
/** Reads of one CV that may start without one finishing before it is parked (a crash or a hang each time). */
export const MAX_EXTRACTION_ATTEMPTS = 5;
export const PARKED_REASON = `This CV could not be read: ${MAX_EXTRACTION_ATTEMPTS} attempts to read it did not finish, so it was set aside. Please check the file (or save it again as a new PDF or Word document) and upload it again`;
export const UNREADABLE_TEXT_REASON = 'The text in this file could not be read as words (its fonts may hide the real letters); nothing was filled in: please check the file or upload another version';
export const OCR_REASON = 'This PDF is a scanned image; its text was read by OCR: please check every field';
/** A text longer than any real CV: only its start was read (documents/read-document.ts MAX_CV_TEXT_CHARS). */
export function cutReason(cut: { keptChars: number; totalChars: number }): string {
  const chars = (n: number) => n.toLocaleString('en-GB');
  return `This CV is much longer than any real CV (${chars(cut.totalChars)} characters of text): only the first ${chars(cut.keptChars)} were read. Please check every field, or upload the CV on its own`;
}
/** Text a reader of the page cannot see (documents/pdf-reader.ts): left unread, and the recruiter told. */
export function hiddenTextReason(hidden: { count: number; chars: number; sample: string }): string {
  const sample = hidden.sample.length > 60 ? `${hidden.sample.slice(0, 60)}…` : hidden.sample;
  return `This file holds text nobody can see on the page (${hidden.chars.toLocaleString('en-GB')} characters, e.g. "${sample}"): white, invisible or tiny text, or text off the page or clipped away, as some CVs use to game screening software. It was not read`;
}
/** The scope a CV's file is read in (documents/types.ts ReadOptions): a CV is its uploader's account's, and no other account sees it. */
export function accountScope(userId: string): string {
  return `account:${userId}`;
}
export const UNEXPECTED_REASON = 'This CV could not be read because of an error on our side; please delete it and upload it again';

export interface ExtractionOutcome {
  status: ExtractionStatus;
  reason: string | null;
}

/**
 * Reads an uploaded CV from storage and extracts its data: done, needs_review (no text, or neither a
 * name, an email nor any experience found) or failed (a file we cannot read, with the reader's reason).
 * Storage and database errors are thrown, for the job to retry. A CV deleted meanwhile is skipped.
 */
export async function extractUploadedCv(ctx: AppContext, input: { cvId: string }): Promise<ExtractionOutcome | null> {
  const { db } = ctx.database;
  // Counted before reading: a read that ends the process (or never returns) still counts, so a CV
  // that fails the same way every time is parked instead of looping across restarts.
  const [cv] = await db
    .update(uploadedCvs)
    .set({ extractionAttempts: sql`${uploadedCvs.extractionAttempts} + 1` })
    .where(eq(uploadedCvs.id, input.cvId))
    .returning();
  if (!cv) return null;
  if (cv.extractionAttempts > MAX_EXTRACTION_ATTEMPTS) {
    await markExtractionFailed(ctx, { cvId: cv.id, reason: PARKED_REASON });
    return { status: 'failed', reason: PARKED_REASON };
  }
  const buffer = await ctx.storage.getBuffer(cv.storageKey);

  const started = performance.now();
  let outcome: ExtractionOutcome;
  let values: { extractedData?: CvData; extractionConfidence?: ExtractionConfidence; textContent?: string; isOcr?: boolean } = {};
  try {
    // On a worker thread: reading is CPU work, and a stuck reader is terminated after EXTRACTION_TIMEOUT_MS.
    // Scoped to the owning account: a .doc is converted by a LibreOffice no other account's CV goes to.
    const doc = await ctx.cvReader.read(buffer, cv.originalFileName, { scope: accountScope(cv.userId) });
    const data = doc.data;
    values = { extractedData: data, extractionConfidence: doc.confidence, textContent: doc.text, isOcr: doc.ocr };
    if (!doc.text.trim()) outcome = { status: 'needs_review', reason: NO_TEXT_REASON };
    else if (isUnreadableText(doc.text)) {
      // Whatever the extractor found in glyph soup is made up: keep none of it.
      values = { extractedData: emptyCvData(), extractionConfidence: {}, textContent: doc.text, isOcr: doc.ocr };
      outcome = { status: 'needs_review', reason: UNREADABLE_TEXT_REASON };
    } else if (!data.name && !data.email && data.experience.length === 0) outcome = { status: 'needs_review', reason: NOTHING_FOUND_REASON };
    else if (doc.cut) outcome = { status: 'needs_review', reason: cutReason(doc.cut) };
    else {
      const reasons = [doc.ocr ? OCR_REASON : null, doc.hidden ? hiddenTextReason(doc.hidden) : null].filter((reason) => reason !== null);
      outcome = { status: 'done', reason: reasons.length ? reasons.join('. ') : null };
    }
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    outcome = { status: 'failed', reason: error.reason };
  }
  const extractionMs = Math.round(performance.now() - started);

  await db
    .update(uploadedCvs)
    .set({
      // The reader cleans its text; the guard stays so no document content reaches the database unchecked.
      extractedData: values.extractedData ? storableJson(values.extractedData) : undefined,
      extractionConfidence: values.extractionConfidence ? storableJson(values.extractionConfidence) : undefined,
      textContent: storableText(values.textContent),
      isOcr: values.isOcr,
      extractionStatus: outcome.status,
      extractionReason: storableText(outcome.reason),
      extractionMs,
      extractionAttempts: 0,
      extractedAt: new Date(),
    })
    .where(eq(uploadedCvs.id, cv.id));
  return outcome;
}

/** The last attempt of a job that kept failing for an unexpected reason: say so on the CV instead of leaving it pending. */
export async function markExtractionFailed(ctx: AppContext, input: { cvId: string; reason?: string }): Promise<void> {
  await ctx.database.db
    .update(uploadedCvs)
    .set({ extractionStatus: 'failed', extractionReason: storableText(input.reason ?? UNEXPECTED_REASON), extractedAt: new Date() })
    .where(eq(uploadedCvs.id, input.cvId));
}
