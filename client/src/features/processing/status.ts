import type { CandidateOf, JobStatus, ProcessedFile, ProcessingJob, UploadedCv } from './types';

export type BadgeTone = 'new' | 'queued' | 'processing' | 'processed' | 'failed' | 'cancelled';

export interface CvBadge {
  label: 'New' | 'Queued' | 'Processing' | 'Processed' | 'Failed' | 'Cancelled';
  tone: BadgeTone;
}

/**
 * The latest job of each CV, by creation time (docs/PRODUCT.md §4: the row badge derives from the latest job).
 * Jobs without a CV (its CV was deleted) are skipped.
 */
export function latestJobByCv<T extends Pick<ProcessingJob, 'uploadedCvId' | 'createdAt'>>(jobs: readonly T[]): Map<string, T> {
  const latest = new Map<string, T>();
  for (const job of jobs) {
    if (!job.uploadedCvId) continue;
    const seen = latest.get(job.uploadedCvId);
    if (!seen || Date.parse(job.createdAt) > Date.parse(seen.createdAt)) latest.set(job.uploadedCvId, job);
  }
  return latest;
}

/**
 * docs/PRODUCT.md §4: no job = New; completed = Processed; processing = Processing; failed = Failed; queued = Queued;
 * and a job the user cancelled reads Cancelled, in a neutral tone: it is not a failure (docs/PRODUCT.md §10 Screens).
 */
export function cvBadge(latestJob: Pick<ProcessingJob, 'status'> | undefined): CvBadge {
  switch (latestJob?.status) {
    case undefined:
      return { label: 'New', tone: 'new' };
    case 'queued':
      return { label: 'Queued', tone: 'queued' };
    case 'processing':
      return { label: 'Processing', tone: 'processing' };
    case 'completed':
      return { label: 'Processed', tone: 'processed' };
    case 'failed':
      return { label: 'Failed', tone: 'failed' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'cancelled' };
  }
}

const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function jobStatusLabel(status: JobStatus): string {
  return JOB_STATUS_LABELS[status] ?? status;
}

/** A job still to finish: queued or processing (the logs tab's 'active' count). */
export function isJobActive(job: Pick<ProcessingJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'processing';
}

/** Processed files grouped by their job, each group in the order given. */
export function filesByJob<T extends Pick<ProcessedFile, 'jobId'>>(files: readonly T[]): Map<string, T[]> {
  const byJob = new Map<string, T[]>();
  for (const file of files) {
    const list = byJob.get(file.jobId);
    if (list) list.push(file);
    else byJob.set(file.jobId, [file]);
  }
  return byJob;
}

/** docs/PRODUCT.md §4: queued and processing jobs can be cancelled (§10 Processing: both). */
export function canCancelJob(job: Pick<ProcessingJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'processing';
}

/** docs/PRODUCT.md §2: the progress bar shows while the job is processing and progress is above 0. */
export function showsProgress(job: Pick<ProcessingJob, 'status' | 'progress'>): boolean {
  return job.status === 'processing' && job.progress > 0;
}

const OPERATION_LABELS: Record<string, string> = {
  reformat: 'Reformat',
  enhance: 'Enhance',
  report: 'Report',
  email: 'Email',
  anonymise: 'Blind',
};

/** A job's mode ("reformat,enhance") as readable labels: ['Reformat', 'Enhance']. */
export function modeLabels(mode: string): string[] {
  return mode
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => OPERATION_LABELS[part] ?? part.charAt(0).toUpperCase() + part.slice(1));
}

const FILE_MODE_LABELS: Record<ProcessedFile['mode'], string> = {
  reformat: 'Reformatted CV',
  enhance: 'Enhanced CV',
  report: 'Candidate report',
};

export function fileModeLabel(mode: ProcessedFile['mode']): string {
  return FILE_MODE_LABELS[mode] ?? mode;
}

/** The line under a CV's file name about reading it, or null when there is nothing to say. */
export function extractionNote(cv: Pick<UploadedCv, 'extractionStatus' | 'extractionReason' | 'isOcr'>): string | null {
  switch (cv.extractionStatus) {
    case 'pending':
      return 'Reading…';
    case 'needs_review':
      return cv.extractionReason?.trim() || 'Some details need checking';
    case 'failed':
      return cv.extractionReason?.trim() || 'This file could not be read';
    case 'done':
      return cv.isOcr ? 'Read from a scanned document (OCR)' : null;
    default:
      return null;
  }
}

/** "Ada Lovelace · ada@example.com", or null when nothing was extracted. */
export function candidateLine(cv: CandidateOf): string | null {
  const name = cv.extractedData?.name?.trim();
  const email = cv.extractedData?.email?.trim();
  const parts = [name, email].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : null;
}

/** '512 B', '12.3 KB', '1.4 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** A job's run time: '42 s', '3 min 5 s'; null while it runs or when a time is missing. */
export function jobDuration(job: Pick<ProcessingJob, 'createdAt' | 'completedAt'>): string | null {
  if (!job.completedAt) return null;
  const ms = Date.parse(job.completedAt) - Date.parse(job.createdAt);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}
