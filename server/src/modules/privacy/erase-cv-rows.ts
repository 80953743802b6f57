import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogs, analyticsSnapshots, emailDeliveries, processedFiles, processingJobs, processingLogs, uploadedCvs } from '../../db/schema';
import { outboxFileOf } from '../../email/outbox';
import { refundJobCredit } from '../processing/credits';
import { ACTIVE_STATUSES } from '../processing/job-lease';
import { recordFileDeletions, type FileToDelete } from './file-deletions';

/** What the processing log keeps of an erased CV's runs: the cost stays, the candidate's file name goes. */
export const ERASED_FILE_NAME = '(erased)';

export interface ErasedRows {
  cvCount: number;
  /** Queue entries of jobs that were waiting or running: cancelled after the commit. */
  activeQueueJobIds: string[];
  /** Pending file deletions recorded for after the commit. */
  fileDeletionIds: string[];
}

/** Every key a job may write its outputs under (run-processing-job's storeOutput): a running job's files may not have rows yet. */
export function possibleOutputKeys(userId: string, jobId: string): string[] {
  return ['reformat', 'enhance', 'report'].flatMap((mode) => ['docx', 'pdf'].map((format) => `outputs/${userId}/${jobId}/${mode}.${format}`));
}

/**
 * Inside the caller's transaction, erases these CVs of one user and everything made from them: the
 * jobs (a waiting or running one has its reserved credit refunded first, so nothing is charged), their
 * processed files, their email records and outbox copies, the CV rows with their extracted data, and
 * the user's analytics snapshot (recomputed without them on the next request). The processing log
 * keeps its costs without the file name; the activity log forgets which CV its entries named. The
 * files are recorded for deletion after the commit. CVs that are not this user's are left alone.
 */
export async function eraseCvRows(tx: Db, input: { userId: string; cvIds: string[] }): Promise<ErasedRows> {
  if (input.cvIds.length === 0) return { cvCount: 0, activeQueueJobIds: [], fileDeletionIds: [] };
  const cvs = await tx
    .select({ id: uploadedCvs.id, storageKey: uploadedCvs.storageKey })
    .from(uploadedCvs)
    .where(and(eq(uploadedCvs.userId, input.userId), inArray(uploadedCvs.id, input.cvIds)))
    .for('update');
  if (cvs.length === 0) return { cvCount: 0, activeQueueJobIds: [], fileDeletionIds: [] };
  const cvIds = cvs.map((c) => c.id);
  // Locked: a worker finishing one of these jobs waits for this transaction, then finds the row gone.
  const jobs = await tx
    .select({ id: processingJobs.id, status: processingJobs.status, queueJobId: processingJobs.queueJobId })
    .from(processingJobs)
    .where(inArray(processingJobs.uploadedCvId, cvIds))
    .for('update');
  const jobIds = jobs.map((j) => j.id);
  const active = jobs.filter((j) => (ACTIVE_STATUSES as readonly string[]).includes(j.status));
  for (const job of active) await refundJobCredit(tx, job.id);

  const files: FileToDelete[] = cvs.map((cv) => ({ location: 'storage', key: cv.storageKey }));
  let fileIds: string[] = [];
  if (jobIds.length) {
    const produced = await tx.select({ id: processedFiles.id, storageKey: processedFiles.storageKey }).from(processedFiles).where(inArray(processedFiles.jobId, jobIds));
    fileIds = produced.map((f) => f.id);
    files.push(...produced.map((f): FileToDelete => ({ location: 'storage', key: f.storageKey })));
    const known = new Set(produced.map((f) => f.storageKey));
    for (const job of active) {
      for (const key of possibleOutputKeys(input.userId, job.id)) if (!known.has(key)) files.push({ location: 'storage', key });
    }
    const emails = await tx.delete(emailDeliveries).where(inArray(emailDeliveries.jobId, jobIds)).returning({ response: emailDeliveries.response });
    for (const email of emails) {
      const file = outboxFileOf(email.response);
      if (file) files.push({ location: 'outbox', key: file });
    }
    await tx.update(processingLogs).set({ filename: ERASED_FILE_NAME }).where(inArray(processingLogs.jobId, jobIds));
  }

  const named = [and(eq(activityLogs.resourceType, 'cv'), inArray(activityLogs.resourceId, cvIds))];
  if (jobIds.length) named.push(and(eq(activityLogs.resourceType, 'job'), inArray(activityLogs.resourceId, jobIds)));
  if (fileIds.length) named.push(and(eq(activityLogs.resourceType, 'processed_file'), inArray(activityLogs.resourceId, fileIds)));
  await tx.update(activityLogs).set({ resource: null, details: null }).where(or(...named));

  if (jobIds.length) await tx.delete(processingJobs).where(inArray(processingJobs.id, jobIds));
  await tx.delete(uploadedCvs).where(inArray(uploadedCvs.id, cvIds));
  await tx.delete(analyticsSnapshots).where(eq(analyticsSnapshots.userId, input.userId));
  const fileDeletionIds = await recordFileDeletions(tx, files);
  return {
    cvCount: cvs.length,
    activeQueueJobIds: active.map((j) => j.queueJobId).filter((id): id is string => Boolean(id)),
    fileDeletionIds,
  };
}

/** Rows matching a list of CV ids may be many: callers pass slices of this size. */
export const ERASE_BATCH_SIZE = 100;

