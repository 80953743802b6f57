import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import { BUILT_IN_ADMIN_ID, type Role } from '@common/roles';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

/**
 * PUT /api/admin/users/{id}/role (admins only). Nobody changes their own role (an admin can't lock
 * themselves out) and the built-in administrator is never demoted (there must always be one admin).
 */
export async function changeUserRole(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: Pick<UserRow, 'id'>; targetId: string; role: Role },
): Promise<{ user: UserRow; previousRole: Role }> {
  const { db } = ctx.database;
  const { actor, targetId, role } = input;
  if (targetId === actor.id) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotChangeOwnRole);
  if (targetId === BUILT_IN_ADMIN_ID && role !== 'admin') throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.cannotDemoteBuiltInAdmin);
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, targetId));
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  const [updated] = await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, targetId)).returning();
  if (!updated) throw new AppError('NOT_FOUND', 'User not found');
  return { user: updated, previousRole: target.role };
}
