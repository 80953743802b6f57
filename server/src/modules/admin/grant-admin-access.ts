import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

/**
 * POST /api/admin/grant-access (docs/PRODUCT.md §10 Accounts and roles): the admin role, self-service, only for an account whose
 * email is listed in ADMIN_EMAILS and proven by the verification link. Anyone else is refused, whatever their role.
 */
export async function grantAdminAccess(ctx: Pick<AppContext, 'database' | 'config'>, input: { actor: UserRow }): Promise<{ user: UserRow; wasAdmin: boolean }> {
  const { db } = ctx.database;
  const user = input.actor;
  const adminEmails = ctx.config.ADMIN_EMAILS;
  if (!adminEmails.includes(user.email.trim().toLowerCase())) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.grantForbidden);
  if (user.role === 'admin') return { user, wasAdmin: true };
  // Whoever registered a listed address first would otherwise become admin: the address must be proven (issue #14).
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.grantNeedsVerifiedEmail);
  const [updated] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
  return { user: updated ?? user, wasAdmin: false };
}
