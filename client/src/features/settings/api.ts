import type { User } from '@common/contracts/auth';
import type { UpdateProfileRequest } from '@common/contracts/profile';
import type { AgencyProfile } from '@common/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/session';
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

/** Settings 'Save Changes': PATCH /api/user with the display name; the header and menus read the saved user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateProfileRequest) => apiJson<User>('PATCH', '/api/user', profile),
    onSuccess: (saved) => queryClient.setQueryData(USER_QUERY_KEY, saved),
  });
}
