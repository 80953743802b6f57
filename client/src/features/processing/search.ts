import type { CandidateOf, JobStatus, ProcessingJob } from './types';

function normalise(query: string): string {
  return query.trim().toLocaleLowerCase();
}

function contains(value: string | null | undefined, needle: string): boolean {
  return typeof value === 'string' && value.toLocaleLowerCase().includes(needle);
}

/** docs/PRODUCT.md §5: case-insensitive match on filename, extracted name or extracted email. */
export function filterCvs<T extends CandidateOf & { originalFileName: string }>(cvs: readonly T[], query: string): T[] {
  const needle = normalise(query);
  if (!needle) return [...cvs];
  return cvs.filter(
    (cv) =>
      contains(cv.originalFileName, needle) || contains(cv.extractedData?.name, needle) || contains(cv.extractedData?.email, needle),
  );
}

/** The status filter's values: 'all' or one job status. */
export type JobStatusFilter = 'all' | JobStatus;

export const JOB_STATUS_FILTERS: readonly { value: JobStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'queued', label: 'Queued' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** docs/PRODUCT.md §5: jobs match on id or filename (case-insensitive); the status filter matches exactly. */
export function filterJobs<T extends Pick<ProcessingJob, 'id' | 'originalFileName' | 'status'>>(
  jobs: readonly T[],
  query: string,
  status: JobStatusFilter,
): T[] {
  const needle = normalise(query);
  return jobs.filter(
    (job) =>
      (status === 'all' || job.status === status) && (!needle || contains(job.id, needle) || contains(job.originalFileName, needle)),
  );
}
