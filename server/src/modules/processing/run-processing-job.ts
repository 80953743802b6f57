import { eq, sql } from 'drizzle-orm';
import { emptyCvData, type CvData } from '@common/cv-data';
import { OPERATIONS, type Operation } from '@common/contracts/processing';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { processedFiles, processingJobs, processingLogs, templates, uploadedCvs, users } from '../../db/schema';
import type { JobContext } from '../../jobs/queue';
import { pdfCopy } from '../../rendering/pdf-batcher';
import { loadStandardTemplate } from '../../rendering/standard-template';
import { refineExtraction } from '../../ai';
import { extractUploadedCv } from '../cvs/extract-uploaded-cv';
import { chargedCreditState } from './credits';
import { PermanentJobError, isPermanentError, jobErrorMessage } from './job-errors';
import { claimJob, endJobWithRefund, jobStatus, releaseJob, renewLease } from './job-lease';
import { candidateLabel } from './output-names';
import { prepareOutputPrivacy } from './output-privacy';
import type { StepPermits } from './step-permits';
import type { ProducedFile, StepInput, StepRegistry } from './steps/step';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * Runs one processing job: claims it, runs its operations in order (progress after each, a processing
 * log row each), stores outputs idempotently, and settles its credit. Safe to run twice for one job.
 */
export async function runProcessingJob(ctx: AppContext, steps: StepRegistry, jobId: string, attempt: JobContext, permits?: StepPermits): Promise<void> {
  const { db } = ctx.database;
  const leaseMs = ctx.config.JOB_LEASE_SECONDS * 1000;
  // Claimed (and its lease renewed) before waiting for a step permit: a job this worker holds is
  // 'processing' with a lease from the start, so if the worker dies it is taken over like any other.
  const job = await claimJob(db, jobId, leaseMs);
  if (!job) return;
  const renewal = setInterval(() => void renewLease(db, jobId, leaseMs).catch(() => undefined), Math.max(1000, leaseMs / 4));
  // The steps run under one of MAX_CONCURRENT_JOBS permits, given back while the job only waits for
  // its PDF copies and its email.
  let releasePermit: () => void = () => undefined;
  try {
    if (permits) releasePermit = await permits.acquire();
    const input = await loadStepInput(ctx, job);
    const operations = OPERATIONS.filter((op) => job.options[op]);
    // PDF copies are made while the next steps run, in LibreOffice batches shared with other jobs
    // (one LibreOffice start-up per file was most of a job's time), and stored before the email step.
    const pendingPdfs: Array<Promise<ProducedFile>> = [];
    const storePdfCopies = async () => {
      const pdfs = await Promise.all(pendingPdfs.splice(0));
      for (const pdf of pdfs) await storeOutput(ctx, job, pdf);
      input.produced.push(...pdfs);
    };
    for (const [index, operation] of operations.entries()) {
      if (await isCancelled(ctx, jobId)) return;
      if (operation === 'email') {
        releasePermit();
        await storePdfCopies();
      }
      const files = await runStep(ctx, steps, operation, input);
      for (const file of files) {
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
    if (await isCancelled(ctx, jobId)) return;
    // Completed and charged in one statement: a worker killed between two statements would leave a
    // completed job with its credit still 'reserved' (seen in the worker-kill test).
    const [done] = await db
      .update(processingJobs)
      .set({ status: 'completed', progress: 100, completedAt: new Date(), leaseUntil: null, errorMessage: null, creditState: chargedCreditState })
      .where(sql`${processingJobs.id} = ${jobId} AND ${processingJobs.status} = 'processing'`)
      .returning({ id: processingJobs.id });
    if (done) {
      // Which process ran which job: operators (and the scale-out test) read it from the logs.
      ctx.logger.info({ jobId, workerPid: process.pid, attempts: job.attempts }, 'processing job completed');
    }
  } catch (error) {
    if (!isPermanentError(error) && !attempt.isLastAttempt) {
      ctx.logger.warn({ err: error, jobId, attempt: attempt.attempt }, 'processing job failed; it will be retried');
      await releaseJob(db, jobId);
      throw error;
    }
    await failJob(ctx, jobId, jobErrorMessage(error));
  } finally {
    releasePermit();
    clearInterval(renewal);
  }
}

/** Fails a job for good with a message, refunding its credit once (endJobWithRefund). */
export async function failJob(ctx: AppContext, jobId: string, message: string): Promise<void> {
  await endJobWithRefund(ctx.database, jobId, { status: 'failed', errorMessage: message });
}

async function isCancelled(ctx: AppContext, jobId: string): Promise<boolean> {
  const status = await jobStatus(ctx.database.db, jobId);
  if (status === 'processing') return false;
  // Cancelled (or deleted) while running: what this run wrote is removed.
  await removeJobOutputs(ctx, jobId);
  return true;
}

export async function removeJobOutputs(ctx: AppContext, jobId: string): Promise<void> {
  const { db } = ctx.database;
  const files = await db.select().from(processedFiles).where(eq(processedFiles.jobId, jobId));
  for (const file of files) await ctx.storage.delete(file.storageKey);
  await db.delete(processedFiles).where(eq(processedFiles.jobId, jobId));
}

async function loadStepInput(ctx: AppContext, job: JobRow): Promise<StepInput> {
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
  const local: CvData = cv.extractedData ?? emptyCvData();
  // An AI provider may refine the local extraction; what it adds is checked against the CV's own text,
  // and on any AI failure the local extraction stands.
  const cvData = cv.textContent ? await refineExtraction(ctx, { text: cv.textContent, local, userId: job.userId, jobId: job.id }) : local;

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
  const prepared = prepareOutputPrivacy({ job, template: template.row, cv, cvData, agencyProfile: user.agencyProfile });
  return {
    ctx,
    job: prepared.job,
    user,
    cv,
    cvData: prepared.cvData,
    original: await ctx.storage.getBuffer(cv.storageKey),
    template,
    candidate: prepared.candidate ?? candidateLabel(cvData.name, cv.originalFileName),
    privacy: prepared.privacy,
    produced: [],
  };
}

async function runStep(ctx: AppContext, steps: StepRegistry, operation: Operation, input: StepInput): Promise<ProducedFile[]> {
  const { db } = ctx.database;
  const step = steps[operation];
  if (!step) throw new PermanentJobError(`The ${operation} operation is not available on this server.`);
  const startedAt = new Date();
  const log = { userId: input.job.userId, jobId: input.job.id, filename: input.cv.originalFileName, fileSize: input.cv.fileSize, operation, startedAt };
  try {
    const result = await step(input);
    for (const file of result.files) await storeOutput(ctx, input.job, file);
    input.produced.push(...result.files);
    if (result.notes?.length) {
      // Per operation, so a retried step replaces its notes instead of repeating them.
      await db.update(processingJobs).set({ stepNotes: sql`${processingJobs.stepNotes} || ${JSON.stringify({ [operation]: result.notes })}::jsonb` }).where(eq(processingJobs.id, input.job.id));
    }
    await db.insert(processingLogs).values({
      ...log,
      status: 'completed',
      processingTime: Date.now() - startedAt.getTime(),
      apiProvider: result.apiProvider ?? null,
      tokensUsed: result.tokensUsed ?? 0,
      costCents: result.costCents ?? 0,
    });
    return result.files;
  } catch (error) {
    await db.insert(processingLogs).values({ ...log, status: 'failed', processingTime: Date.now() - startedAt.getTime(), errorMessage: jobErrorMessage(error) });
    throw error;
  }
}

/** One stored file per job, operation and format: a second run overwrites the first instead of adding a copy. */
async function storeOutput(ctx: AppContext, job: JobRow, file: ProducedFile): Promise<void> {
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
}
