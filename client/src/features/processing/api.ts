import { JOBS_POLL_MS } from '@common/limits';
import type { ProcessRequest } from '@common/contracts/processing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import type { DashboardStats, ProcessResponse, ProcessedFile, ProcessingJob, TemplateSummary, UploadedCv } from './types';

/** Query keys: the first element is the URL the default loader GETs (docs/PRODUCT.md §7). */
import { DASHBOARD_STATS_KEY, JOBS_KEY, PROCESSED_FILES_KEY, TEMPLATES_KEY, UPLOADED_CVS_KEY } from '@/lib/query-keys';

export { DASHBOARD_STATS_KEY, JOBS_KEY, PROCESSED_FILES_KEY, TEMPLATES_KEY, UPLOADED_CVS_KEY };

/**
 * The user's CVs, newest first. Not polled by the spec; while a CV is still being read the list is
 * refreshed every 3 s so 'Reading…' turns into the candidate's name without a reload.
 */
export function useUploadedCvs() {
  return useQuery<UploadedCv[]>({
    queryKey: UPLOADED_CVS_KEY,
    refetchInterval: (query) => (query.state.data?.some((cv) => cv.extractionStatus === 'pending') ? JOBS_POLL_MS : false),
  });
}

export function useTemplates() {
  return useQuery<TemplateSummary[]>({ queryKey: TEMPLATES_KEY });
}

/** docs/PRODUCT.md §4: the job and processed-file lists refresh every 3 seconds. */
export function useProcessingJobs() {
  return useQuery<ProcessingJob[]>({ queryKey: JOBS_KEY, refetchInterval: JOBS_POLL_MS });
}

export function useProcessedFiles() {
  return useQuery<ProcessedFile[]>({ queryKey: PROCESSED_FILES_KEY, refetchInterval: JOBS_POLL_MS });
}

/** docs/PRODUCT.md §7: fetched; the screens described do not show it. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY });
}

export function useProcessCvs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProcessRequest) => apiJson<ProcessResponse>('POST', '/api/process-selected-cvs', request),
    onSuccess: async () => {
      // Credits are reserved as jobs are accepted: the header's figure must follow (docs/PRODUCT.md §8 note).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cvId: string) => {
      await apiRequest('DELETE', `/api/uploaded-cvs/${encodeURIComponent(cvId)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY }),
  });
}

export interface BulkDeleteResult {
  deleted: string[];
  errors: unknown[];
}

/** docs/PRODUCT.md §7: bulk delete is one DELETE per id, in parallel. Every call is awaited, even after a failure. */
export function useDeleteCvs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cvIds: string[]): Promise<BulkDeleteResult> => {
      const results = await Promise.allSettled(
        cvIds.map((id) => apiRequest('DELETE', `/api/uploaded-cvs/${encodeURIComponent(id)}`)),
      );
      const deleted: string[] = [];
      const errors: unknown[] = [];
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') deleted.push(cvIds[index]);
        else errors.push(result.reason);
      });
      return { deleted, errors };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY }),
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      await apiRequest('DELETE', `/api/processing-jobs/${encodeURIComponent(jobId)}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
        // A cancelled job's credit is refunded.
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
      ]),
  });
}

export function useDeleteProcessedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) => {
      await apiRequest('DELETE', `/api/processed-files/${encodeURIComponent(fileId)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROCESSED_FILES_KEY }),
  });
}

/**
 * docs/PRODUCT.md §7: the download is a blob saved under the file's fileName — fetched with the session
 * cookie, then handed to the browser through a temporary object URL.
 */
export async function downloadProcessedFile(file: Pick<ProcessedFile, 'id' | 'fileName'>): Promise<void> {
  const res = await fetch(`/api/processed-files/${encodeURIComponent(file.id)}/download`, { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
