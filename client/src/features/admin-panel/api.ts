import type {
  ActivityStats,
  AdminMessageResponse,
  AdminUser,
  ChangePasswordRequest,
  GrantAccessResponse,
  SystemStats,
  UserActivitiesResponse,
} from '@common/contracts/admin';
import type { AiConfigResponse, AiConfigUpdate } from '@common/contracts/ai';
import type { SmtpConfigResponse } from '@common/contracts/smtp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/lib/session';
import { apiJson } from '@/lib/api-client';
import { reportError } from '@/lib/notify';
import { smtpConfigRequest, type SmtpConfigForm } from './config-forms';

export const SYSTEM_STATS_KEY = ['/api/admin/stats'] as const;
import { ADMIN_ACCESS_KEY as ACCESS_KEY, ADMIN_USERS_KEY as USERS_KEY } from '@/lib/query-keys';

export { USERS_KEY };
export const ACTIVITY_STATS_KEY = ['/api/admin/activity-stats'] as const;
export const AI_CONFIG_KEY = ['/api/admin/ai-config'] as const;
export const SMTP_CONFIG_KEY = ['/api/admin/smtp-config'] as const;
const ACTIVITIES_PATH = '/api/admin/user-activities';

/** GET /api/admin/user-activities: everyone's, or one user's with ?user=ID; paginated. */
export function activitiesKey(userId: string | null, page: number) {
  const params = new URLSearchParams();
  if (userId) params.set('user', userId);
  params.set('page', String(page));
  return [`${ACTIVITIES_PATH}?${params.toString()}`] as const;
}

export function useSystemStats() {
  return useQuery<SystemStats>({ queryKey: SYSTEM_STATS_KEY });
}

export function useAllUsers() {
  return useQuery<AdminUser[]>({ queryKey: USERS_KEY });
}

export function useActivityStats() {
  return useQuery<ActivityStats>({ queryKey: ACTIVITY_STATS_KEY });
}

function activitiesUser(key: unknown): string | null {
  return new URLSearchParams(String(key).split('?')[1] ?? '').get('user');
}

/**
 * Another page of the same list keeps the current rows on screen while it loads; switching between
 * everyone and one user never does, so a user's view never shows someone else's rows.
 */
export function useActivities(userId: string | null, page: number) {
  return useQuery<UserActivitiesResponse>({
    queryKey: activitiesKey(userId, page),
    placeholderData: (previous, previousQuery) =>
      previousQuery && activitiesUser(previousQuery.queryKey[0]) === userId ? keepPreviousData(previous) : undefined,
  });
}

export function useAiConfig() {
  return useQuery<AiConfigResponse>({ queryKey: AI_CONFIG_KEY });
}

export function useSmtpConfig() {
  return useQuery<SmtpConfigResponse>({ queryKey: SMTP_CONFIG_KEY });
}

/** Every activity list and the counters: an admin action in this tab is itself logged. */
function useInvalidateActivity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ACTIVITIES_PATH) }),
      queryClient.invalidateQueries({ queryKey: ACTIVITY_STATS_KEY }),
    ]);
}

export function useSaveAiConfig() {
  const queryClient = useQueryClient();
  const invalidateActivity = useInvalidateActivity();
  return useMutation({
    mutationFn: (body: AiConfigUpdate) => apiJson<AiConfigResponse>('POST', '/api/admin/ai-config', body),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(AI_CONFIG_KEY, saved);
      else void queryClient.invalidateQueries({ queryKey: AI_CONFIG_KEY });
      toast({
        title: 'AI Configuration Updated',
        description: saved ? `New jobs use ${saved.provider} (${saved.model}).` : 'The AI provider was saved.',
      });
      void invalidateActivity();
    },
    onError: (error) => reportError(error, 'Update Failed', 'Failed to update the AI configuration.'),
  });
}

export function useSaveSmtpConfig() {
  const queryClient = useQueryClient();
  const invalidateActivity = useInvalidateActivity();
  return useMutation({
    mutationFn: (form: SmtpConfigForm) => apiJson<SmtpConfigResponse>('POST', '/api/admin/smtp-config', smtpConfigRequest(form)),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(SMTP_CONFIG_KEY, saved);
      else void queryClient.invalidateQueries({ queryKey: SMTP_CONFIG_KEY });
      toast({ title: 'SMTP Settings Updated', description: saved?.status ?? 'The mail settings were saved.' });
      void invalidateActivity();
    },
    onError: (error) => reportError(error, 'SMTP Update Failed', 'Failed to save the mail settings.'),
  });
}

/** Step 1: POST /api/admin/send-password-verification {currentPassword}. */
export function useSendPasswordVerification() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiJson<AdminMessageResponse>('POST', '/api/admin/send-password-verification', { currentPassword }),
    onSuccess: (result) =>
      toast({ title: 'Verification Code Sent', description: result?.message || 'Check your email for the 6-digit code.' }),
    onError: (error) => reportError(error, 'Failed to Send Code', 'The verification code could not be sent.'),
  });
}

/** Step 2: POST /api/admin/change-password {newPassword, verificationCode}. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiJson<AdminMessageResponse>('POST', '/api/admin/change-password', body),
    onSuccess: () =>
      toast({ title: 'Password Changed Successfully', description: 'Your other sessions have been signed out.' }),
    onError: (error) => reportError(error, 'Password Change Failed', 'The password could not be changed.'),
  });
}

export const GRANT_FAILED_FALLBACK = 'Admin access could not be granted.';

/**
 * POST /api/admin/grant-access. Success refreshes the session's role and the access check, so the
 * admin routes and the 'Admin' nav entry appear without a reload. Failures are shown by the page.
 */
export function useGrantAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<GrantAccessResponse>('POST', '/api/admin/grant-access'),
    onSuccess: (result) => {
      toast({ title: 'Admin Access Granted', description: result?.message || 'You now have admin access.' });
      void queryClient.invalidateQueries({ queryKey: ACCESS_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) => reportError(error, 'Failed to Grant Access', GRANT_FAILED_FALLBACK),
  });
}
