import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MINUTES } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../errors';

export const PASSWORD_CHANGE_PURPOSE = 'admin_password_change';

/**
 * Codes are kept as an HMAC keyed with the server's secret: a copy of the database alone does not
 * reveal them (six digits would fall to a plain hash at once).
 */
function hashCode(secret: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(code).digest('hex');
}

/** Issues a new 6-digit code for a user and purpose; any earlier code of the same purpose stops working. */
export async function issueVerificationCode(ctx: Pick<AppContext, 'database' | 'config'>, input: { userId: string; purpose: string }): Promise<{ id: string; code: string }> {
  const { db } = ctx.database;
  const secret = ctx.config.sessionSecret;
  const { userId, purpose } = input;
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.delete(verificationCodes).where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
  const [row] = await db
    .insert(verificationCodes)
    .values({ userId, purpose, codeHash: hashCode(secret, code), expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000) })
    .returning({ id: verificationCodes.id });
  return { id: row.id, code };
}

/** Withdraws a code (one that could not be sent). */
export async function discardVerificationCode(ctx: Pick<AppContext, 'database'>, input: { id: string }): Promise<void> {
  await ctx.database.db.delete(verificationCodes).where(eq(verificationCodes.id, input.id));
}

/**
 * Uses up the user's latest code: valid 10 minutes, 5 tries, once. Each try is taken in one guarded
 * statement (check and increment together) before the code is compared, so requests sent at once
 * can never get more than 5 guesses between them; a right one marks the code used, once.
 */
export async function consumeVerificationCode(ctx: Pick<AppContext, 'database' | 'config'>, input: { userId: string; purpose: string; code: string }): Promise<void> {
  const { db } = ctx.database;
  const secret = ctx.config.sessionSecret;
  const { userId, purpose, code } = input;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.noCode);
  if (row.usedAt) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.usedCode);
  if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.tooManyAttempts);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.expiredCode);

  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt), sql`${verificationCodes.attempts} < ${VERIFICATION_CODE_MAX_ATTEMPTS}`))
    .returning({ attempts: verificationCodes.attempts });
  // Another request took the last try (or used the code) after our read.
  if (!attempt) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.tooManyAttempts);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(secret, code.trim()), 'hex');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.invalidCode);
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.usedCode);
}
