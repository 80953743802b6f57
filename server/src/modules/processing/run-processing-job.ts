import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { emptyCvData, type CvData } from '@common/cv-data';
import { OPERATIONS, type Operation } from '@common/contracts/processing';
import type { EnhanceChanges } from '@common/enhance-changes';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { jobParts, processedFiles, processingJobs, processingLogs, templates, uploadedCvs, users } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import { pdfCopy } from '../../rendering/pdf-batcher';
import { loadStandardTemplate } from '../../rendering/standard-template';
import { refineExtraction } from '../../ai';
import { keepCorrections } from '../cvs/corrections';
import { cvDataOf } from '../cvs/cv-data-of';
import { extractUploadedCv } from '../cvs/extract-uploaded-cv';
import { removeErasedJobLeftovers } from '../privacy/erased-job-leftovers';
import { chargedCreditState } from './credits';
import { PermanentJobError, isPermanentError, jobErrorMessage } from './job-errors';
import { RunSupersededError, completedPart, ownsJob, runPartOnce } from './job-parts';
import { MAX_JOB_RUNS, PARKED_JOB_MESSAGE, claimJob, endJobWithRefund, jobStatus, releaseJob, renewLease } from './job-lease';
import { candidateLabel } from './output-names';
import { prepareBlindCv } from '../blind-cvs/blind-cv-output';
import type { StepPermits } from './step-permits';
import type { ProducedFile, StepInput, StepRegistry } from './steps/step';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * Runs one processing job: claims it, runs its operations in order (progress after each, a processing
 * log row each), stores outputs idempotently, and settles its credit. Safe to run twice for one job.
 */
export async function runProcessingJob(
  ctx: AppContext,
  input: { jobId: string; steps: StepRegistry; attempt: JobContext; permits?: StepPermits },
): Promise<void> {
  const { jobId, steps, attempt, permits } = input;
  const { db } = ctx.database;
  const leaseMs = ctx.config.JOB_LEASE_SECONDS * 1000;
  // Claimed (and its lease renewed) before waiting for a step permit: a job this worker holds is
  // 'processing' with a lease from the start, so if the worker dies it is taken over like any other.
  const job = await claimJob(db, jobId, leaseMs);
  if (!job) return;
  if (job.attempts > MAX_JOB_RUNS) {
    // Every run so far ended without finishing (a crash or restart each time, or repeated failures):
    // parked with a reason rather than taken over again forever (docs/decisions/050-untrusted-text-and-job-parking.md).
    ctx.logger.error({ jobId, attempts: job.attempts }, 'processing job parked after repeated unfinished runs');
    await failJob(ctx, { jobId, message: PARKED_JOB_MESSAGE });
    return;
  }
  // This run's number: another run that claims the job (a take-over, an admin's Retry) makes it stale.
  const run = job.attempts;
  const renewal = setInterval(() => void renewLease(db, jobId, leaseMs, run).catch(() => undefined), Math.max(1000, leaseMs / 4));
  // The steps run under one of MAX_CONCURRENT_JOBS permits, given back while the job only waits for
  // its PDF copies and its email.
  let releasePermit: () => void = () => undefined;
  try {
    if (permits) releasePermit = await permits.acquire();
    const input = await loadStepInput(ctx, job, run);
    const operations = OPERATIONS.filter((op) => job.options[op]);
    // PDF copies are made while the next steps run, in LibreOffice batches shared with other jobs
    // (one LibreOffice start-up per file was most of a job's time), and stored before the email step.
    const pendingPdfs: Array<Promise<ProducedFile>> = [];
    const storePdfCopies = async () => {
      const pdfs = await Promise.all(pendingPdfs.splice(0));
      for (const pdf of pdfs) {
        await runPartOnce(ctx.database, { jobId, part: `${pdf.mode}.pdf`, run }, async () => ({ files: [await storeOutput(ctx, job, pdf)] }));
      }
      input.produced.push(...pdfs);
    };
    for (const [index, operation] of operations.entries()) {
      if (await shouldStop(ctx, job, run)) return;
      if (operation === 'email') {
        releasePermit();
        await storePdfCopies();
      }
      const files = await runStep(ctx, steps, operation, input, run);
      for (const file of files) {
        // A copy stored by an earlier run is reused, not converted and stored again.
        const stored = await completedPart<StepRecord>(db, jobId, `${file.mode}.pdf`);
        if (stored) {
          pendingPdfs.push(restoreFiles(ctx, stored.files).then(([pdf]) => pdf));
          continue;
        }
        const copy = pdfCopy(file.data, ctx.config.PDF_OUTPUT);
        if (!copy) continue;
        const pdf = copy.then((data): ProducedFile => ({ ...file, format: 'pdf', fileName: file.fileName.replace(/\.docx$/, '.pdf'), data }));
        // Handled here so a failure while later steps run is not an unhandled rejection; storePdfCopies rethrows it.
        pdf.catch(() => undefined);
        pendingPdfs.push(pdf);
      }
      const progress = Math.min(99, Math.round(((index + 1) / operations.length) * 100));
      await db.update(processingJobs).set({ progress }).where(eq(processingJobs.id, jobId));
    }
    releasePermit();
    await storePdfCopies();
    if (await shouldStop(ctx, job, run)) return;
    // Completed and charged in one statement: a worker killed between two statements would leave a
    // completed job with its credit still 'reserved' (seen in the worker-kill test).
    const [done] = await db
      .update(processingJobs)
      .set({ status: 'completed', progress: 100, completedAt: new Date(), leaseUntil: null, errorMessage: null, creditState: chargedCreditState })
      .where(sql`${processingJobs.id} = ${jobId} AND ${processingJobs.status} = 'processing' AND ${processingJobs.attempts} = ${run}`)
      .returning({ id: processingJobs.id });
    if (done) {
      // Which process ran which job: operators (and the scale-out test) read it from the logs.
      ctx.logger.info({ jobId, workerPid: process.pid, attempts: job.attempts }, 'processing job completed');
    }
  } catch (error) {
    // The CV was erased while a step ran (its rows are gone, so the step's writes failed): not a failure
    // to retry or report; what the step wrote after the erasure is removed.
    if ((await jobStatus(db, jobId).catch(() => 'unknown')) === null) {
      await removeErasedJobLeftovers(ctx, job);
      return;
    }
    // Taken over by another run (an admin's Retry): that run finishes the job; this one leaves it alone.
    if (error instanceof RunSupersededError || !(await ownsJob(db, jobId, run).catch(() => true))) {
      ctx.logger.info({ jobId, run }, 'processing run stopped: another run took the job over');
      return;
    }
    if (!isPermanentError(error) && !attempt.isLastAttempt) {
      ctx.logger.warn({ err: error, jobId, attempt: attempt.attempt }, 'processing job failed; it will be retried');
      await releaseJob(db, jobId);
      throw error;
    }
    await failJob(ctx, { jobId, message: jobErrorMessage(error) });
  } finally {
    releasePermit();
    clearInterval(renewal);
  }
}

/** Fails a job for good with a message, refunding its credit once (endJobWithRefund). */
export async function failJob(ctx: Pick<AppContext, 'database'>, input: { jobId: string; message: string }): Promise<void> {
  await endJobWithRefund(ctx.database, input.jobId, { status: 'failed', errorMessage: input.message });
}

/** True when this run must stop: the job was cancelled or erased (what it wrote is removed), or another run took it over. */
async function shouldStop(ctx: AppContext, job: JobRow, run: number): Promise<boolean> {
  const status = await jobStatus(ctx.database.db, job.id);
  if (status === 'processing') return !(await ownsJob(ctx.database.db, job.id, run));
  if (status === 'queued') return true;
  // Cancelled while running: what this run wrote is removed. Erased (the row is gone): its emails too.
  if (status === null) await removeErasedJobLeftovers(ctx, job);
  else await removeJobOutputs(ctx, { jobId: job.id });
  return true;
}

/** Removes what a job wrote (its files and their parts), so a later run makes them again. */
export async function removeJobOutputs(ctx: Pick<AppContext, 'database' | 'storage'>, input: { jobId: string }): Promise<void> {
  const { jobId } = input;
  const { db } = ctx.database;
  const files = await db.select().from(processedFiles).where(eq(processedFiles.jobId, jobId));
  for (const file of files) await ctx.storage.delete(file.storageKey);
  await db.delete(processedFiles).where(eq(processedFiles.jobId, jobId));
  // Their parts are no longer done: a later run makes them again (the email and the AI refinement stay done).
  await db.delete(jobParts).where(and(eq(jobParts.jobId, jobId), notInArray(jobParts.part, ['email', 'refine'])));
}

async function loadStepInput(ctx: AppContext, job: JobRow, run: number): Promise<StepInput> {
  const { db } = ctx.database;
  const [user] = await db.select().from(users).where(eq(users.id, job.userId));
  if (!user) throw new PermanentJobError('The account of this job no longer exists.');
  if (!job.uploadedCvId) throw new PermanentJobError('The CV was deleted before it could be processed.');
  let [cv] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, job.uploadedCvId));
  if (cv?.extractionStatus === 'pending') {
    // Extraction runs right after upload; a job that gets here first reads the CV itself (same result).
    await extractUploadedCv(ctx, { cvId: cv.id });
    [cv] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, job.uploadedCvId));
  }
  if (!cv) throw new PermanentJobError('The CV was deleted before it could be processed.');
  if (cv.extractionStatus === 'failed') throw new PermanentJobError(`This CV could not be read: ${cv.extractionReason ?? 'unknown reason'}`);
  const cvData = await jobCvData(ctx, job, cv, run);

  let template: StepInput['template'];
  if (job.templateId === DEFAULT_TEMPLATE_ID) {
    template = { buffer: loadStandardTemplate(), name: job.templateName, row: null };
  } else {
    const [row] = await db.select().from(templates).where(eq(templates.id, job.templateId));
    if (!row) throw new PermanentJobError(`The template "${job.templateName}" was deleted before this job ran.`);
    template = { buffer: await ctx.storage.getBuffer(row.storageKey), name: row.name, row };
  }
  const needsPlaceholders = job.options.reformat || job.options.enhance;
  const placeholders = (template.row?.structure as { placeholders?: unknown[] } | undefined)?.placeholders;
  if (needsPlaceholders && template.row && Array.isArray(placeholders) && placeholders.length === 0) {
    throw new PermanentJobError('The template has no placeholders');
  }

  // Blind CVs and hidden employers: the steps only ever see the prepared data (docs/decisions/014-blind-cvs.md).
  const prepared = prepareBlindCv({ job, template: template.row, cv, cvData, agencyProfile: user.agencyProfile });
  return {
    ctx,
    job: prepared.job,
    user,
    cv,
    cvData: prepared.cvData,
    original: await ctx.storage.getBuffer(cv.storageKey),
    template,
    candidate: prepared.candidate ?? candidateLabel(cvData.name, cv.originalFileName),
    blindCv: prepared.blindCv,
    produced: [],
  };
}

/**
 * The CV data a job runs on, fixed the first time it runs (processing_jobs.cv_data): a correction saved
 * while the job runs, or before a retry or a takeover, goes to the next job and never half into this one.
 * Corrections win: the recruiter's data is the base, and AI refinement fills only what was not corrected.
 */
async function jobCvData(ctx: AppContext, job: JobRow, cv: typeof uploadedCvs.$inferSelect, run: number): Promise<CvData> {
  if (job.cvData) return job.cvData;
  const { db } = ctx.database;
  const local: CvData = cvDataOf(cv) ?? emptyCvData();
  // An AI provider may refine the local extraction; what it adds is checked against the CV's own text,
  // and on any AI failure the local extraction stands. Refined once per job: a later run (a retry, a
  // take-over) reuses the answer instead of paying for another call.
  const text = cv.textContent;
  const refined = text ? (await runPartOnce(ctx.database, { jobId: job.id, part: 'refine', run }, () => refineExtraction(ctx, { text, local, userId: job.userId, jobId: job.id }))).result : local;
  const cvData = cv.correctedData ? keepCorrections(refined, cv.correctedData, cv.correctedFields ?? []) : refined;
  const [fixed] = await db
    .update(processingJobs)
    .set({ cvData })
    .where(and(eq(processingJobs.id, job.id), isNull(processingJobs.cvData)))
    .returning({ id: processingJobs.id });
  if (fixed) return cvData;
  // Another run of this job fixed it first (a takeover): that run's data wins.
  const [row] = await db.select({ cvData: processingJobs.cvData }).from(processingJobs).where(eq(processingJobs.id, job.id));
  return row?.cvData ?? cvData;
}

/** What a completed step part recorded: its stored files and its figures for the log row. */
interface StepRecord {
  files: StoredFile[];
  apiProvider?: string | null;
  tokensUsed?: number;
  costCents?: number;
  /** What the step reports for the job's details (instructions not applied). */
  notes?: string[];
  /** What the built-in enhancement changed, counted. */
  enhanceChanges?: EnhanceChanges | null;
}

interface StoredFile {
  mode: ProducedFile['mode'];
  format: ProducedFile['format'];
  fileName: string;
  storageKey: string;
}

/**
 * Runs one operation once per job (job-parts.ts): its AI calls, its stored outputs and its processing
 * log row happen in the run that completes it; a later run reads its files back from storage.
 */
async function runStep(ctx: AppContext, steps: StepRegistry, operation: Operation, input: StepInput, run: number): Promise<ProducedFile[]> {
  const step = steps[operation];
  if (!step) throw new PermanentJobError(`The ${operation} operation is not available on this server.`);
  const startedAt = new Date();
  const log = { userId: input.job.userId, jobId: input.job.id, filename: input.cv.originalFileName, fileSize: input.cv.fileSize, operation, startedAt };
  let fresh: ProducedFile[] | null = null;
  try {
    const { result } = await runPartOnce<StepRecord>(
      ctx.database,
      { jobId: input.job.id, part: operation, run },
      async () => {
        const produced = await step(input);
        const files: StoredFile[] = [];
        for (const file of produced.files) files.push(await storeOutput(ctx, input.job, file));
        fresh = produced.files;
        return { files, apiProvider: produced.apiProvider ?? null, tokensUsed: produced.tokensUsed ?? 0, costCents: produced.costCents ?? 0, notes: produced.notes ?? [], enhanceChanges: produced.enhanceChanges ?? null };
      },
      async (tx, record) => {
        if (record.notes?.length) {
          // Per operation, so a step's notes are written once, with its log row.
          await tx.update(processingJobs).set({ stepNotes: sql`${processingJobs.stepNotes} || ${JSON.stringify({ [operation]: record.notes })}::jsonb` }).where(eq(processingJobs.id, input.job.id));
        }
        // Written with the step's log row too; a retried run replaces what an earlier one counted.
        if (record.enhanceChanges) await tx.update(processingJobs).set({ enhanceChanges: record.enhanceChanges }).where(eq(processingJobs.id, input.job.id));
        await tx.insert(processingLogs).values({
          ...log,
          status: 'completed',
          processingTime: Date.now() - startedAt.getTime(),
          apiProvider: record.apiProvider ?? null,
          tokensUsed: record.tokensUsed ?? 0,
          costCents: record.costCents ?? 0,
        });
      },
    );
    const files = fresh ?? (await restoreFiles(ctx, result.files));
    input.produced.push(...files);
    return files;
  } catch (error) {
    if (error instanceof RunSupersededError) throw error;
    await ctx.database.db.insert(processingLogs).values({ ...log, status: 'failed', processingTime: Date.now() - startedAt.getTime(), errorMessage: jobErrorMessage(error) });
    throw error;
  }
}

/** The files an earlier run stored for a completed part, read back for the steps after it (the email attaches them). */
async function restoreFiles(ctx: AppContext, files: StoredFile[]): Promise<ProducedFile[]> {
  return Promise.all(files.map(async (file) => ({ mode: file.mode, format: file.format, fileName: file.fileName, data: await ctx.storage.getBuffer(file.storageKey) })));
}

/** One stored file per job, operation and format: a second run overwrites the first instead of adding a copy. */
async function storeOutput(ctx: AppContext, job: JobRow, file: ProducedFile): Promise<StoredFile> {
  const storageKey = `outputs/${job.userId}/${job.id}/${file.mode}.${file.format}`;
  const contentType = file.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  await ctx.storage.putBuffer(storageKey, file.data, contentType);
  await ctx.database.db
    .insert(processedFiles)
    .values({ jobId: job.id, userId: job.userId, fileName: file.fileName, mode: file.mode, format: file.format, storageKey, fileSize: file.data.length })
    .onConflictDoUpdate({
      target: [processedFiles.jobId, processedFiles.mode, processedFiles.format],
      set: { fileName: file.fileName, storageKey, fileSize: file.data.length, createdAt: new Date() },
    });
  return { mode: file.mode, format: file.format, fileName: file.fileName, storageKey };
}
