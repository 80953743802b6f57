import type { Role } from '@common/roles';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/check-access (docs/PRODUCT.md §3). */
export interface AdminAccess {
  hasAccess: boolean;
  role: Role;
  permissions: { canManageUsers: boolean };
}

import { ADMIN_ACCESS_KEY as ADMIN_ACCESS_QUERY_KEY } from '@/lib/query-keys';

export { ADMIN_ACCESS_QUERY_KEY };

/** Whether the nav shows 'Admin': any error (401, 403, 404, network) counts as no access. */
export function useHasAdminAccess(): boolean {
  const { data, isError } = useQuery<AdminAccess>({ queryKey: ADMIN_ACCESS_QUERY_KEY, retry: false });
  return !isError && data?.hasAccess === true;
}
