import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import yazl from 'yazl';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { processedFiles, processingJobs, templates, uploadedCvs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { presentUser } from '../accounts/present-user';
import { cleanFileName } from '../cvs/file-names';
import { readInstanceMaxDays } from './retention-settings';
import { effectiveRetentionDays } from '@common/contracts/privacy';
import type { UserRow } from '../accounts/present-user';

/** An export that has not finished after this long was cut off (a crash): another may start. */
const STALE_EXPORT_MS = 60 * 60 * 1000;
const PAGE = 100;

export const EXPORT_RUNNING = 'An export of this account is already being prepared. Wait for it to finish, then try again.';

/**
 * GET /api/account/export: the account's data as a zip, streamed. account.json, cvs.json (each CV's
 * extracted data), jobs.json (with their processed files), templates.json, and the files themselves
 * under cvs/, outputs/ and templates/. Each JSON is written page by page and each file is opened only
 * when the zip reaches it, so memory stays bounded whatever the account's size. One export per
 * account at a time (409 otherwise); `release` must be called when the response ends.
 */
export async function exportAccount(ctx: AppContext, input: { actor: Pick<UserRow, 'id'> }): Promise<{ stream: Readable; fileName: string; release: () => Promise<void> }> {
  const { db } = ctx.database;
  const [claimed] = await db
    .update(users)
    .set({ exportStartedAt: new Date() })
    .where(and(eq(users.id, input.actor.id), or(isNull(users.exportStartedAt), lt(users.exportStartedAt, new Date(Date.now() - STALE_EXPORT_MS)))))
    .returning();
  if (!claimed) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.actor.id));
    throw exists ? new AppError('CONFLICT', EXPORT_RUNNING) : new AppError('NOT_FOUND', 'Account not found');
  }
  let isReleased = false;
  const release = async () => {
    if (isReleased) return;
    isReleased = true;
    await db.update(users).set({ exportStartedAt: null }).where(eq(users.id, input.actor.id));
  };
  try {
    const zip = new yazl.ZipFile();
    // yazl reports a failed entry on the ZipFile, not on its output: end the response with it.
    zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
    const user = claimed;
    const instanceMaxDays = await readInstanceMaxDays(ctx);
    const account = {
      exportedAt: new Date().toISOString(),
      account: presentUser(user),
      agencyProfile: user.agencyProfile,
      customPrompts: user.customPrompts,
      retention: { retentionDays: user.retentionDays, instanceMaxDays, effectiveDays: effectiveRetentionDays(user.retentionDays, instanceMaxDays) },
    };
    zip.addBuffer(Buffer.from(JSON.stringify(account, null, 2)), 'account.json');
    zip.addReadStreamLazy('cvs.json', (cb) => cb(null, jsonArray(db, (after) => cvPage(db, user.id, after))));
    zip.addReadStreamLazy('jobs.json', (cb) => cb(null, jsonArray(db, (after) => jobPage(db, user.id, after))));
    zip.addReadStreamLazy('templates.json', (cb) => cb(null, jsonArray(db, (after) => templatePage(db, user.id, after))));

    // Only ids, names and keys are held here; the bytes are read one file at a time as the zip is written.
    // A file that cannot be read (gone from storage, storage down) does not break the whole export:
    // its entry says so instead, and the rest of the zip is still delivered.
    const addFile = (zipPath: string, key: string) =>
      zip.addReadStreamLazy(zipPath, (cb) => {
        ctx.storage.getStream(key).then(
          (stream) => cb(null, stream),
          (error: unknown) => {
            ctx.logger.warn({ err: error, key }, 'a file could not be read for an account export');
            cb(null, Readable.from([`CVForge could not read this file from storage when the export was made: ${(error as Error).message}\n`]));
          },
        );
      });
    const taken = new Set<string>();
    for await (const cv of keysetPages(db, (after) =>
      db
        .select({ id: uploadedCvs.id, name: uploadedCvs.originalFileName, key: uploadedCvs.storageKey })
        .from(uploadedCvs)
        .where(and(eq(uploadedCvs.userId, user.id), after ? gt(uploadedCvs.id, after) : undefined))
        .orderBy(asc(uploadedCvs.id))
        .limit(PAGE),
    )) {
      addFile(uniquePath(taken, `cvs/${cv.id}/${safeZipName(cv.name)}`), cv.key);
    }
    for await (const file of keysetPages(db, (after) =>
      db
        .select({ id: processedFiles.id, jobId: processedFiles.jobId, name: processedFiles.fileName, key: processedFiles.storageKey })
        .from(processedFiles)
        .where(and(eq(processedFiles.userId, user.id), after ? gt(processedFiles.id, after) : undefined))
        .orderBy(asc(processedFiles.id))
        .limit(PAGE),
    )) {
      addFile(uniquePath(taken, `outputs/${file.jobId}/${safeZipName(file.name)}`), file.key);
    }
    for await (const template of keysetPages(db, (after) =>
      db
        .select({ id: templates.id, name: templates.filename, key: templates.storageKey })
        .from(templates)
        .where(and(eq(templates.userId, user.id), after ? gt(templates.id, after) : undefined))
        .orderBy(asc(templates.id))
        .limit(PAGE),
    )) {
      addFile(uniquePath(taken, `templates/${template.id}/${safeZipName(template.name)}`), template.key);
    }
    zip.end();
    const stamp = new Date().toISOString().slice(0, 10);
    return { stream: zip.outputStream as Readable, fileName: `cvforge-export-${stamp}.zip`, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** A user's file name as a zip entry name: the upload's own cleaning (no folders, no control characters, never empty). */
export function safeZipName(name: string): string {
  return cleanFileName(name);
}

function uniquePath(taken: Set<string>, zipPath: string): string {
  let candidate = zipPath;
  for (let n = 2; taken.has(candidate); n++) candidate = zipPath.replace(/(\.[^./]*)?$/, (ext) => ` (${n})${ext}`);
  taken.add(candidate);
  return candidate;
}

async function* keysetPages<T extends { id: string }>(_db: Db, page: (after: string | null) => Promise<T[]>): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

/** A JSON array written a page at a time, pulled by the zip as it compresses. */
function jsonArray<T extends { id: string }>(db: Db, page: (after: string | null) => Promise<T[]>): Readable {
  async function* chunks() {
    yield '[';
    let isFirst = true;
    for await (const row of keysetPages(db, page)) {
      yield `${isFirst ? '\n' : ',\n'}${JSON.stringify(row)}`;
      isFirst = false;
    }
    yield '\n]\n';
  }
  return Readable.from(chunks());
}

function cvPage(db: Db, userId: string, after: string | null) {
  return db
    .select({
      id: uploadedCvs.id,
      originalFileName: uploadedCvs.originalFileName,
      format: uploadedCvs.format,
      fileSize: uploadedCvs.fileSize,
      uploadedAt: uploadedCvs.createdAt,
      extractionStatus: uploadedCvs.extractionStatus,
      extractionReason: uploadedCvs.extractionReason,
      extractedAt: uploadedCvs.extractedAt,
      extractedData: uploadedCvs.extractedData,
      extractionConfidence: uploadedCvs.extractionConfidence,
      textContent: uploadedCvs.textContent,
    })
    .from(uploadedCvs)
    .where(and(eq(uploadedCvs.userId, userId), after ? gt(uploadedCvs.id, after) : undefined))
    .orderBy(asc(uploadedCvs.id))
    .limit(PAGE);
}

async function jobPage(db: Db, userId: string, after: string | null) {
  const jobs = await db
    .select({
      id: processingJobs.id,
      uploadedCvId: processingJobs.uploadedCvId,
      originalFileName: processingJobs.originalFileName,
      templateId: processingJobs.templateId,
      templateName: processingJobs.templateName,
      status: processingJobs.status,
      mode: processingJobs.mode,
      options: processingJobs.options,
      errorMessage: processingJobs.errorMessage,
      createdAt: processingJobs.createdAt,
      completedAt: processingJobs.completedAt,
    })
    .from(processingJobs)
    .where(and(eq(processingJobs.userId, userId), after ? gt(processingJobs.id, after) : undefined))
    .orderBy(asc(processingJobs.id))
    .limit(PAGE);
  if (jobs.length === 0) return jobs;
  const files = await db
    .select({ jobId: processedFiles.jobId, fileName: processedFiles.fileName, mode: processedFiles.mode, format: processedFiles.format, fileSize: processedFiles.fileSize })
    .from(processedFiles)
    .where(inArray(processedFiles.jobId, jobs.map((j) => j.id)));
  return jobs.map((job) => ({ ...job, processedFiles: files.filter((f) => f.jobId === job.id).map(({ jobId: _jobId, ...f }) => f) }));
}

function templatePage(db: Db, userId: string, after: string | null) {
  return db
    .select({ id: templates.id, name: templates.name, filename: templates.filename, fileSize: templates.fileSize, settings: templates.settings, createdAt: templates.createdAt })
    .from(templates)
    .where(and(eq(templates.userId, userId), after ? gt(templates.id, after) : undefined))
    .orderBy(asc(templates.id))
    .limit(PAGE);
}
