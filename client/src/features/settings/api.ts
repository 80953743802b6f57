import type { AgencyProfile } from '@common/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const AGENCY_PROFILE_KEY = ['/api/settings/agency-profile'] as const;

/** The details templates show through ConsultantName, ConsultantEmail, ConsultantPhone and AgencyName. */
export function useAgencyProfile() {
  return useQuery<AgencyProfile>({ queryKey: AGENCY_PROFILE_KEY });
}

export function useSaveAgencyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: AgencyProfile) => apiJson<AgencyProfile>('PUT', '/api/settings/agency-profile', profile),
    onSuccess: (saved) => queryClient.setQueryData(AGENCY_PROFILE_KEY, saved),
  });
}
