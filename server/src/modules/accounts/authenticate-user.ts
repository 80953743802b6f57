import { eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, type LoginThrottleSettings } from '../security/login-throttle';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { UserRow } from './present-user';

export const INVALID_CREDENTIALS = 'Invalid email or password';

async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.username, key)))
    .limit(1);
  return user;
}

/** The same answer and cost whether or not the account exists. */
async function checkPassword(user: UserRow | undefined, password: string): Promise<UserRow> {
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return user;
}

/**
 * A sign-in with progressive delays: refused with 429 while the account (from this address or at
 * all) or the address must still wait; a failure lengthens the waits, a success clears the account's.
 */
export async function signInWithPassword(
  ctx: Pick<AppContext, 'database'>,
  input: { login: string; password: string; address: string; throttle: LoginThrottleSettings },
): Promise<UserRow> {
  const { db } = ctx.database;
  const found = await findByLogin(db, input.login);
  // One key per account whether it is named by email or username; unknown names are counted as typed.
  const account = found ? `user:${found.id}` : `name:${input.login.trim().toLowerCase()}`;
  const attempt = { settings: input.throttle, account, address: input.address };
  await assertLoginAllowed(ctx, attempt);
  let user: UserRow;
  try {
    user = await checkPassword(found, input.password);
  } catch (error) {
    await recordLoginFailure(ctx, attempt);
    throw error;
  }
  await clearLoginFailures(ctx, attempt);
  return user;
}
