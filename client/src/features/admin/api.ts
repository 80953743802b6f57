import type { FieldCorrections } from '@common/contracts/cv-review';
import type {
  AdminAccess,
  AdminAnalytics,
  AdminDashboard,
  AdminHealth,
  AdminQueue,
  AdminUser,
  ForceProcessResponse,
  ProcessingLogsResponse,
  ProcessingStats,
  RoleChangeResponse,
} from '@common/contracts/admin';
import type { UpgradeRequest, UpgradeRequestDecisionResponse } from '@common/contracts/billing';
import type { SmtpSettingsResponse, SmtpTestResponse } from '@common/contracts/smtp';
import type { Role } from '@common/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { reportError } from '@/lib/notify';
import { smtpSettingsRequest, type SmtpForm } from './smtp-form';
import { ADMIN_ACCESS_KEY as ACCESS_KEY, ADMIN_USERS_KEY as USERS_KEY } from '@/lib/query-keys';

/** docs/PRODUCT.md §9 refresh intervals for the admin dashboard. */
export const DASHBOARD_REFRESH_MS = 30_000;
export const QUEUE_REFRESH_MS = 10_000;
export const HEALTH_REFRESH_MS = 60_000;
export const LOGS_REFRESH_MS = 30_000;

// The same key as the app shell's 'Admin' nav entry, so both read one cached answer.
export { ACCESS_KEY, USERS_KEY };
export const DASHBOARD_KEY = ['/api/admin/dashboard'] as const;
export const ANALYTICS_KEY = ['/api/admin/analytics'] as const;
export const QUEUE_KEY = ['/api/admin/queue'] as const;
export const HEALTH_KEY = ['/api/admin/health'] as const;
export const PROCESSING_STATS_KEY = ['/api/admin/processing-stats'] as const;
export const SMTP_SETTINGS_KEY = ['/api/admin/smtp-settings'] as const;

export function processingLogsKey(page: number) {
  return [`/api/admin/processing-logs?page=${page}`] as const;
}

/** GET /api/admin/check-access, never retried (docs/PRODUCT.md §7). */
export function useAdminAccess() {
  return useQuery<AdminAccess>({ queryKey: ACCESS_KEY, retry: false });
}

export function useAdminDashboard(isEnabled: boolean) {
  return useQuery<AdminDashboard>({ queryKey: DASHBOARD_KEY, enabled: isEnabled, refetchInterval: DASHBOARD_REFRESH_MS });
}

export function useAdminAnalytics(isEnabled: boolean) {
  return useQuery<AdminAnalytics>({ queryKey: ANALYTICS_KEY, enabled: isEnabled });
}

export const FIELD_CORRECTIONS_KEY = ['/api/admin/field-corrections'] as const;

export function useFieldCorrections(isEnabled: boolean) {
  return useQuery<FieldCorrections>({ queryKey: FIELD_CORRECTIONS_KEY, enabled: isEnabled });
}

export function useAdminUsers(isEnabled: boolean) {
  return useQuery<AdminUser[]>({ queryKey: USERS_KEY, enabled: isEnabled });
}

export function useAdminQueue(isEnabled: boolean) {
  return useQuery<AdminQueue>({ queryKey: QUEUE_KEY, enabled: isEnabled, refetchInterval: QUEUE_REFRESH_MS });
}

export function useAdminHealth(isEnabled: boolean) {
  return useQuery<AdminHealth>({ queryKey: HEALTH_KEY, enabled: isEnabled, refetchInterval: HEALTH_REFRESH_MS });
}

/** One page of processing logs; the previous page stays on screen while the next loads. */
export function useProcessingLogs(page: number, isEnabled: boolean) {
  return useQuery<ProcessingLogsResponse>({
    queryKey: processingLogsKey(page),
    enabled: isEnabled,
    refetchInterval: LOGS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useProcessingStats(isEnabled: boolean) {
  return useQuery<ProcessingStats>({ queryKey: PROCESSING_STATS_KEY, enabled: isEnabled, refetchInterval: LOGS_REFRESH_MS });
}

export function useSmtpSettings(isEnabled: boolean) {
  return useQuery<SmtpSettingsResponse>({ queryKey: SMTP_SETTINGS_KEY, enabled: isEnabled });
}

/** PUT /api/admin/users/{id}/role; the list reloads afterwards (docs/PRODUCT.md §4). */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiJson<RoleChangeResponse>('PUT', `/api/admin/users/${encodeURIComponent(id)}/role`, { role }),
    onSuccess: (_result, { role }) => {
      toast({ title: 'Role Updated', description: `The user is now ${role === 'admin' ? 'an admin' : `a ${role}`}.` });
    },
    onError: (error) => reportError(error, 'Update Failed', 'Failed to update the role.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** POST /api/admin/jobs/{id}/force-process (no body); the queue reloads afterwards (docs/PRODUCT.md §4). */
export function useForceProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ForceProcessResponse>('POST', `/api/admin/jobs/${encodeURIComponent(id)}/force-process`),
    onSuccess: (result) => toast({ title: 'Job Requeued', description: result?.message || 'The job is back in the queue.' }),
    onError: (error) => reportError(error, 'Failed to Reprocess', 'The job could not be requeued.'),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: QUEUE_KEY }), queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })]),
  });
}

export function useSaveSmtpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SmtpForm) => apiJson<SmtpSettingsResponse>('POST', '/api/admin/smtp-settings', smtpSettingsRequest(form)),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(SMTP_SETTINGS_KEY, saved);
      toast({ title: 'SMTP Settings Updated', description: saved?.status ?? 'The mail settings were saved.' });
    },
    onError: (error) => reportError(error, 'SMTP Update Failed', 'Failed to save the mail settings.'),
  });
}

/** POST /api/admin/smtp-test: to the caller's own address; the outcome (in our words, or the outbox file) is shown on the page. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => apiJson<SmtpTestResponse>('POST', '/api/admin/smtp-test', {}),
    onError: (error) => reportError(error, 'Test Email Failed', 'The test email could not be sent.'),
  });
}

export const UPGRADE_REQUESTS_KEY = ['/api/admin/upgrade-requests'] as const;

/** GET /api/admin/upgrade-requests: upgrades waiting for an administrator (decision 080). */
export function useUpgradeRequests(isEnabled: boolean) {
  return useQuery<UpgradeRequest[]>({ queryKey: UPGRADE_REQUESTS_KEY, enabled: isEnabled, refetchInterval: DASHBOARD_REFRESH_MS });
}

/** POST /api/admin/upgrade-requests/{id}/approve|decline; the requests and the user list reload afterwards. */
export function useDecideUpgradeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'decline' }) =>
      apiJson<UpgradeRequestDecisionResponse>('POST', `/api/admin/upgrade-requests/${encodeURIComponent(id)}/${decision}`),
    onSuccess: (result, { decision }) => toast({ title: decision === 'approve' ? 'Upgrade Approved' : 'Upgrade Declined', description: result.message }),
    onError: (error) => reportError(error, 'Update Failed', 'The upgrade request could not be decided.'),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: USERS_KEY })]),
  });
}
