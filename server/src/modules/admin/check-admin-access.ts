import type { AdminAccess } from '@common/contracts/admin';
import type { UserRow } from '../accounts/present-user';
import { canManageUsers, hasAdminAccess } from '../security/authorize';

/** GET /api/admin/check-access: managers and admins reach the dashboard; only admins manage users (docs/PRODUCT.md §10 Accounts and roles). */
export function checkAdminAccess(user: Pick<UserRow, 'role'>): AdminAccess {
  return { hasAccess: hasAdminAccess(user), role: user.role, permissions: { canManageUsers: canManageUsers(user) } };
}
