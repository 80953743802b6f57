import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { RejectedFile, UploadCvsResponse } from '@common/contracts/cvs';
import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@common/limits';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { AppError } from '../../errors';
import { extractCvJob } from '../../jobs/definitions/extract-cv';
import type { UserRow } from '../accounts/present-user';
import { checkCvFile, tooLargeReason } from './check-cv-file';
import { cleanFileName } from './file-names';
import { presentCv, type UploadedCvRow } from './present-cv';
import { stageUpload, type StagedFile } from './stage-upload';
import { storableText } from '../../db/storable';

/** One file of an upload, as it arrives. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
  /** true when the transport already cut the file at its size limit. */
  isTruncated(): boolean;
}

export const TOO_MANY_FILES = `Too many files: at most ${MAX_FILES_PER_UPLOAD} per upload`;

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
} as const;

/** Where uploads wait between the request and the storage: DATA_DIR/tmp. */
export function uploadTempDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'tmp', 'uploads');
}

/**
 * Stores a user's uploaded CVs and queues their extraction (each row with its queue entry, in one transaction). Each file is streamed to a temporary
 * file with a byte cap, checked by name and content, then stored under a generated key
 * (cvs/<userId>/<uuid>). Valid files are kept even when others are rejected; an upload with more
 * than 50 files, or with nothing valid, is refused as a whole.
 */
export async function uploadCvs(
  ctx: AppContext,
  input: { actor: Pick<UserRow, 'id'>; files: AsyncIterable<IncomingFile> },
): Promise<UploadCvsResponse & { rows: UploadedCvRow[] }> {
  const staged: Array<{ fileName: string; file: StagedFile | null; isTooLarge: boolean }> = [];
  let received = 0;
  try {
    for await (const incoming of input.files) {
      received++;
      if (received > MAX_FILES_PER_UPLOAD) {
        // Read to the end so the request can finish; the whole upload is refused below.
        incoming.stream.resume();
        continue;
      }
      const file = await stageUpload(incoming.stream, uploadTempDir(ctx), MAX_FILE_BYTES);
      staged.push({ fileName: cleanFileName(incoming.fileName), file, isTooLarge: file.isTooLarge || incoming.isTruncated() });
    }
    if (received > MAX_FILES_PER_UPLOAD) throw new AppError('BAD_REQUEST', TOO_MANY_FILES);
    if (received === 0) throw new AppError('BAD_REQUEST', 'No files were sent: add one or more CVs in the "files" field');

    const rows: UploadedCvRow[] = [];
    const rejected: RejectedFile[] = [];
    for (const { fileName, file, isTooLarge } of staged) {
      const check = isTooLarge ? { reason: tooLargeReason() } : await checkCvFile(file!.path, fileName, file!.size);
      if ('reason' in check) {
        rejected.push({ fileName, reason: check.reason });
        continue;
      }
      rows.push(await storeCv(ctx, { userId: input.actor.id, fileName, file: file!, format: check.format }));
    }
    if (rows.length === 0) {
      const list = rejected.map((r) => `${r.fileName}: ${r.reason}`).join('; ');
      throw new AppError('BAD_REQUEST', `No valid CV in this upload. ${list}`, { rejected });
    }
    return { filesCount: rows.length, cvs: rows.map((row) => presentCv(row)), rejected, rows };
  } finally {
    await Promise.all(staged.map(({ file }) => (file ? fs.promises.rm(file.path, { force: true }) : undefined)));
  }
}

async function storeCv(
  ctx: AppContext,
  input: { userId: string; fileName: string; file: StagedFile; format: keyof typeof CONTENT_TYPES },
): Promise<UploadedCvRow> {
  // Never the user's file name on disk or in a bucket: a generated key under the owner's prefix.
  const storageKey = `cvs/${input.userId}/${crypto.randomUUID()}`;
  await ctx.storage.putFile(storageKey, input.file.path, CONTENT_TYPES[input.format]);
  try {
    // The row and its extraction job commit together: a CV is never left 'pending' with nothing to read it.
    const row = await withTransaction(ctx.database, async (tx, client) => {
      const [inserted] = await tx
        .insert(uploadedCvs)
        .values({ userId: input.userId, originalFileName: storableText(input.fileName), storageKey, fileSize: input.file.size, format: input.format })
        .returning();
      await ctx.queue.send(extractCvJob, { cvId: inserted.id }, { transaction: client });
      return inserted;
    });
    ctx.queue.wakeWorkers();
    return row;
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
