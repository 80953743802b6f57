import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import { MIN_PASSWORD_LENGTH } from '@common/limits';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from '../accounts/passwords';
import type { UserRow } from '../accounts/present-user';
import { destroyOtherSessions } from '../accounts/sessions';
import { consumeVerificationCode, PASSWORD_CHANGE_PURPOSE } from './verification-codes';

/**
 * Step 2 of the admin password change: a password of at least 8 characters, the emailed code, then
 * the new argon2 hash — and every other session of the administrator ends (the one asking stays).
 */
export async function changeAdminPassword(
  ctx: Pick<AppContext, 'database' | 'config'>,
  input: { actor: Pick<UserRow, 'id'>; newPassword: string; verificationCode: string; keepSessionToken: string | null },
): Promise<void> {
  const admin = input.actor;
  const { db } = ctx.database;
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.passwordTooShort);
  await consumeVerificationCode(ctx, { userId: admin.id, purpose: PASSWORD_CHANGE_PURPOSE, code: input.verificationCode });
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, admin.id));
  await destroyOtherSessions(ctx, { userId: admin.id, keepToken: input.keepSessionToken });
}
