import { PASSWORD_TOO_SHORT, type RegisterRequest } from '@common/contracts/auth';
import { FREE_SIGNUP_CREDITS, MIN_PASSWORD_LENGTH } from '@common/limits';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashPassword } from './passwords';
import type { UserRow } from './present-user';

const ALREADY_REGISTERED = 'An account with this email already exists';

/** Creates a free account with the signup credits; its username is its email (docs/PRODUCT.md §10 Accounts and roles). */
export async function registerUser(ctx: Pick<AppContext, 'database'>, input: RegisterRequest): Promise<UserRow> {
  const { db } = ctx.database;
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new AppError('BAD_REQUEST', PASSWORD_TOO_SHORT);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(users)
    .values({
      email,
      username: email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      credits: FREE_SIGNUP_CREDITS,
    })
    .onConflictDoNothing()
    .returning();
  if (rows.length === 0) throw new AppError('CONFLICT', ALREADY_REGISTERED);
  return rows[0];
}
