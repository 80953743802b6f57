import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BUILT_IN_ADMIN_ID } from '@common/roles';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

/**
 * Creates the built-in administrator (id and username 'admin') on first start. Without ADMIN_PASSWORD a
 * password is generated and returned once so the caller can print it; it is never stored in clear.
 */
export async function ensureBuiltInAdmin(
  ctx: Pick<AppContext, 'database'>,
  options: { email: string; password?: string },
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const { db } = ctx.database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, BUILT_IN_ADMIN_ID));
  if (existing) return { created: false, generatedPassword: null };
  const generatedPassword = options.password ? null : crypto.randomBytes(12).toString('base64url');
  const rows = await db
    .insert(users)
    .values({
      id: BUILT_IN_ADMIN_ID,
      username: BUILT_IN_ADMIN_ID,
      email: options.email.toLowerCase(),
      passwordHash: await hashPassword(options.password ?? generatedPassword!),
      firstName: 'Admin',
      role: 'admin',
      credits: -1,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process may have created it a moment earlier: then nothing was generated here.
  return rows.length ? { created: true, generatedPassword } : { created: false, generatedPassword: null };
}
