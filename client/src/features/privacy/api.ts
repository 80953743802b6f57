import type { InstanceRetention, PrivacyNotice, RetentionSettingResponse } from '@common/contracts/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { CV_ANALYTICS_KEY, DASHBOARD_STATS_KEY, JOBS_KEY, PROCESSED_FILES_KEY, UPLOADED_CVS_KEY, USER_QUERY_KEY } from '@/lib/query-keys';
import { clearSessionCache } from '@/lib/session';

export const RETENTION_KEY = ['/api/settings/retention'] as const;
export const INSTANCE_RETENTION_KEY = ['/api/admin/retention'] as const;
export const PRIVACY_NOTICE_KEY = ['/api/privacy'] as const;
export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** Lists an erasure changes (query keys are the URLs the default loader reads, docs/PRODUCT.md §7). */
const AFTER_ERASURE = [UPLOADED_CVS_KEY, JOBS_KEY, PROCESSED_FILES_KEY, DASHBOARD_STATS_KEY, CV_ANALYTICS_KEY, USER_QUERY_KEY];

export function useRetentionSetting() {
  return useQuery<RetentionSettingResponse>({ queryKey: RETENTION_KEY });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retentionDays: number | null) => apiJson<RetentionSettingResponse>('PUT', '/api/settings/retention', { retentionDays }),
    onSuccess: (saved) => queryClient.setQueryData(RETENTION_KEY, saved),
  });
}

export function useInstanceRetention() {
  return useQuery<InstanceRetention>({ queryKey: INSTANCE_RETENTION_KEY });
}

export function useSaveInstanceRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (maxDays: number | null) => apiJson<InstanceRetention>('PUT', '/api/admin/retention', { maxDays }),
    onSuccess: (saved) => {
      queryClient.setQueryData(INSTANCE_RETENTION_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PRIVACY_NOTICE_KEY });
    },
  });
}

/** What this instance stores, where, for how long, and which AI provider sees what (public). */
export function usePrivacyNotice() {
  return useQuery<PrivacyNotice>({ queryKey: PRIVACY_NOTICE_KEY });
}

/** POST /api/uploaded-cvs/{id}/erase: the candidate and everything made from their CV. */
export function useEraseCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cvId: string) => {
      await apiRequest('POST', `/api/uploaded-cvs/${encodeURIComponent(cvId)}/erase`);
    },
    onSettled: () => Promise.all(AFTER_ERASURE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** DELETE /api/account with the current password; on success every cached answer of this account is dropped. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await apiRequest('DELETE', '/api/account', { password });
    },
    onSuccess: () => clearSessionCache(queryClient),
  });
}
