import type { UploadedCvDetail } from '@common/contracts/cv-review';
import type { Template } from '@common/contracts/templates';
import type { CvData } from '@common/cv-data';
import { JOBS_POLL_MS } from '@common/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson, apiRequest } from '@/lib/api-client';

/** The dashboard's list (the review screen refreshes it after a save, so the candidate line follows). */
import { TEMPLATES_KEY, UPLOADED_CVS_KEY } from '@/lib/query-keys';

export function cvKey(id: string) {
  return [`/api/uploaded-cvs/${encodeURIComponent(id)}`] as const;
}

/** One CV for review; polled while it is still being read. A 404 (deleted, or not the user's) is not retried. */
export function useCvDetail(id: string) {
  return useQuery<UploadedCvDetail>({
    queryKey: cvKey(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data?.extractionStatus === 'pending' ? JOBS_POLL_MS : false),
    // The form holds the recruiter's edits: a background refetch must not replace them.
    refetchOnWindowFocus: false,
  });
}

export type CvDocument = { kind: 'pdf'; data: ArrayBuffer } | { kind: 'text'; text: string };

/** The original document: a PDF (Word files converted on the server where LibreOffice is installed) or its text. */
export function useCvDocument(id: string, isEnabled: boolean) {
  return useQuery<CvDocument>({
    queryKey: ['cv-document', id],
    enabled: isEnabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const res = await apiRequest('GET', `/api/uploaded-cvs/${encodeURIComponent(id)}/document`);
      if (res.headers.get('content-type')?.startsWith('application/pdf')) return { kind: 'pdf', data: await res.arrayBuffer() };
      return { kind: 'text', text: await res.text() };
    },
  });
}

export function useSaveCvData(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CvData) => apiJson<UploadedCvDetail>('PUT', `/api/uploaded-cvs/${encodeURIComponent(id)}/data`, data),
    onSuccess: async (saved) => {
      queryClient.setQueryData(cvKey(id), saved);
      await queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY });
    },
  });
}

export function useRestoreCvData(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<UploadedCvDetail>('DELETE', `/api/uploaded-cvs/${encodeURIComponent(id)}/data`),
    onSuccess: async (restored) => {
      queryClient.setQueryData(cvKey(id), restored);
      await queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY });
    },
  });
}

/** The data on screen rendered into a template: the Templates page's script-free HTML preview. */
export function usePreviewInTemplate(id: string) {
  return useMutation({
    mutationFn: async (input: { templateId: string; data: CvData }) => {
      const res = await apiRequest('POST', `/api/uploaded-cvs/${encodeURIComponent(id)}/preview`, input);
      return res.text();
    },
  });
}

/** A template as GET /api/templates lists it; the review screen's picker needs only id and name. */
export type TemplateChoice = Pick<Template, 'id' | 'name'>;

export function useTemplateChoices() {
  return useQuery<TemplateChoice[]>({ queryKey: TEMPLATES_KEY });
}
