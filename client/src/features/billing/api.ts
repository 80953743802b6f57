import type {
  ApiKey,
  BillingPortalResponse,
  CreatedApiKey,
  CustomPrompts,
  PlansResponse,
  RevokeApiKeyResponse,
  SubscriptionResponse,
  UpgradeResponse,
} from '@common/contracts/billing';
import type { PlanId } from '@common/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USER_QUERY_KEY } from '@/lib/session';
import { apiJson } from '@/lib/api-client';

export const SUBSCRIPTION_KEY = ['/api/subscription'] as const;
export const PLANS_KEY = ['/api/subscription/plans'] as const;
export const API_KEYS_KEY = ['/api/api-keys'] as const;
export const CUSTOM_PROMPTS_KEY = ['/api/settings/custom-prompts'] as const;
/** docs/PRODUCT.md §4: the dashboard stats are refreshed after subscription changes. */
import { DASHBOARD_STATS_KEY } from '@/lib/query-keys';

/** GET /api/subscription; `refetchMs` polls it (back from Stripe Checkout, until the webhook has moved the plan). */
export function useSubscription(refetchMs: number | false = false) {
  return useQuery<SubscriptionResponse>({ queryKey: SUBSCRIPTION_KEY, refetchInterval: refetchMs });
}

export function usePlans() {
  return useQuery<PlansResponse>({ queryKey: PLANS_KEY });
}

/**
 * POST /api/subscription/upgrade: a Stripe address to go to (checkout), a request an administrator
 * decides (requested) or a change at the period end (scheduled); the header's credits refresh afterwards.
 */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => apiJson<UpgradeResponse>('POST', '/api/subscription/upgrade', { plan }),
    onSuccess: (result) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, result.subscription);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

/** Reloads the signed-in user (the header's credits), e.g. once Stripe has moved the plan. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }), [queryClient]);
}

/** POST /api/subscription/portal: the address of Stripe's customer portal ('Manage billing'). */
export function useBillingPortal() {
  return useMutation({ mutationFn: () => apiJson<BillingPortalResponse>('POST', '/api/subscription/portal') });
}

export function useApiKeys(isEnabled: boolean) {
  return useQuery<ApiKey[]>({ queryKey: API_KEYS_KEY, enabled: isEnabled });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiJson<CreatedApiKey>('POST', '/api/api-keys', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<RevokeApiKeyResponse>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useCustomPrompts(isEnabled: boolean) {
  return useQuery<CustomPrompts>({ queryKey: CUSTOM_PROMPTS_KEY, enabled: isEnabled });
}

export function useSaveCustomPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prompts: CustomPrompts) => apiJson<CustomPrompts>('PUT', '/api/settings/custom-prompts', prompts),
    onSuccess: (saved) => queryClient.setQueryData(CUSTOM_PROMPTS_KEY, saved),
  });
}
