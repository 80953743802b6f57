import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailVerifications, users } from '../../db/schema';
import { hashVerificationToken } from './email-verification-link';

export type EmailVerificationOutcome = 'verified' | 'already-verified' | 'expired' | 'invalid';

/**
 * Follows a verification link: the token is used once (one UPDATE claims it, so two clicks cannot
 * both count), must not be expired, and proves only the address it was sent to.
 */
export async function verifyEmail(ctx: Pick<AppContext, 'database'>, input: { token: string }): Promise<EmailVerificationOutcome> {
  const { db } = ctx.database;
  const { token } = input;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
  const tokenHash = hashVerificationToken(token);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning();
    if (claimed) {
      const [verified] = await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
        .returning({ id: users.id });
      // The account's address changed since the link was sent: the link proves nothing about the new one.
      return verified ? 'verified' : 'invalid';
    }
    const [row] = await tx.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, tokenHash));
    if (!row) return 'invalid';
    if (row.usedAt) {
      // A second click (or a mail scanner's visit before the person's): say so kindly when it did verify.
      const [user] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt, email: users.email }).from(users).where(eq(users.id, row.userId));
      return user?.emailVerifiedAt && user.email === row.email ? 'already-verified' : 'invalid';
    }
    return 'expired';
  });
}
