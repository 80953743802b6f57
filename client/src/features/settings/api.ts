import type { User } from '@common/contracts/auth';
import type { UpdateProfileRequest } from '@common/contracts/profile';
import type { AgencyProfile, AgencyProfileView } from '@common/contracts/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/session';
import { apiJson } from '@/lib/api-client';

export const AGENCY_PROFILE_KEY = ['/api/settings/agency-profile'] as const;

export const AGENCY_LOGO_URL = '/api/settings/agency-logo';

/** The details templates show through ConsultantName, ConsultantEmail, ConsultantPhone and AgencyName, and the logo. */
export function useAgencyProfile() {
  return useQuery<AgencyProfileView>({ queryKey: AGENCY_PROFILE_KEY });
}

export function useSaveAgencyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: AgencyProfile) => apiJson<AgencyProfileView>('PUT', '/api/settings/agency-profile', profile),
    onSuccess: (saved) => queryClient.setQueryData(AGENCY_PROFILE_KEY, saved),
  });
}

/** PUT /api/settings/agency-logo: a PNG or JPEG for candidate reports (the server checks its bytes). */
export function useUploadAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<AgencyProfileView>('PUT', AGENCY_LOGO_URL, form);
    },
    onSuccess: (saved) => queryClient.setQueryData(AGENCY_PROFILE_KEY, saved),
  });
}

/** DELETE /api/settings/agency-logo. */
export function useRemoveAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<AgencyProfileView>('DELETE', AGENCY_LOGO_URL),
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
