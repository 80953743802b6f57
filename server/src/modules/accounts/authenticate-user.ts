import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { dummyPasswordHash, verifyPassword } from './passwords';
import type { UserRow } from './present-user';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Checks an email-or-username and password; the same answer and cost whether or not the account exists. */
export async function authenticateUser(db: Db, login: string, password: string): Promise<UserRow> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.username, key)))
    .limit(1);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  return user;
}
