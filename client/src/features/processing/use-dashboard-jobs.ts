import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { USER_QUERY_KEY } from '@/lib/session';
import { UPLOADED_CVS_KEY, useProcessedFiles, useProcessingJobs } from './api';
import { filterJobs, type JobStatusFilter } from './search';
import { filesByJob, isJobActive, latestJobByCv } from './status';
import type { ProcessingJob } from './types';

/**
 * The dashboard's jobs and processed files (polled every 3 s), the logs tab's search and status filter,
 * and the refreshes a job's end calls for (credits back, CVs now free to process again).
 */
export function useDashboardJobs() {
  const jobsQuery = useProcessingJobs();
  const filesQuery = useProcessedFiles();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<JobStatusFilter>('all');

  const jobs = jobsQuery.data;
  const latestJobs = useMemo(() => latestJobByCv(jobs ?? []), [jobs]);
  const filteredJobs = useMemo(() => filterJobs(jobs ?? [], search, status), [jobs, search, status]);
  const files = useMemo(() => filesByJob(filesQuery.data ?? []), [filesQuery.data]);

  useRefundWatcher(jobs);
  usePaidCvsWatcher(jobs);

  return {
    jobsQuery,
    filesQuery,
    jobs,
    latestJobs,
    filteredJobs,
    filesByJob: files,
    activeCount: (jobs ?? []).filter(isJobActive).length,
    search,
    setSearch,
    status,
    setStatus,
  };
}

/**
 * A job that fails (or is cancelled elsewhere) gets its credit back on the server; refresh the
 * header's figure when the number of failed jobs changes, not on every 3-second poll.
 */
function useRefundWatcher(jobs: ProcessingJob[] | undefined) {
  useRefreshOnCountChange(jobs?.filter((job) => job.status === 'failed' || job.status === 'cancelled').length, USER_QUERY_KEY);
}

/**
 * A completed job charges its CV, which makes processing that CV again free for 30 days: refresh the
 * CV list (its freeReprocessUntil feeds the credit line) when the number of completed jobs changes.
 */
function usePaidCvsWatcher(jobs: ProcessingJob[] | undefined) {
  useRefreshOnCountChange(jobs?.filter((job) => job.status === 'completed').length, UPLOADED_CVS_KEY);
}

/** Invalidates `queryKey` when `count` changes after its first known value (undefined: not loaded yet). */
function useRefreshOnCountChange(count: number | undefined, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && previous.current !== count) {
      void queryClient.invalidateQueries({ queryKey });
    }
    previous.current = count;
  }, [count, queryClient, queryKey]);
}
