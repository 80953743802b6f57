import { desc } from 'drizzle-orm';
import type { AdminUser } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { presentUser, type UserRow } from '../accounts/present-user';

/** GET /api/admin/users: every account, newest first. */
export async function listAdminUsers(ctx: Pick<AppContext, 'database'>): Promise<AdminUser[]> {
  const { db } = ctx.database;
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), users.id);
  return rows.map(presentAdminUser);
}

/** An account as the admin screens show it; unlimited credits read -1 (docs/PRODUCT.md §9). */
export function presentAdminUser(row: UserRow): AdminUser {
  const shown = presentUser(row);
  return {
    id: shown.id,
    email: shown.email,
    firstName: shown.firstName,
    lastName: shown.lastName,
    role: shown.role,
    credits: shown.credits,
    plan: shown.plan,
    createdAt: shown.createdAt,
  };
}
