import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailVerifications } from '../../db/schema';
import { sendEmailVerification } from '../../email';
import { AppError } from '../../errors';
import type { UserRow } from './present-user';

export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const EMAIL_VERIFICATION_PATH = '/api/verify-email';

/** Only this hash is stored: a copy of the database does not let anyone verify an address. */
export function hashVerificationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Where links point: PUBLIC_URL when set, else the address the request came to. */
export function verificationLink(baseUrl: string, token: string): string {
  const url = new URL(EMAIL_VERIFICATION_PATH, baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Sends a new verification link to the user's address (SMTP or the outbox). Earlier unused links
 * stop working, so only the latest email counts.
 */
export async function sendEmailVerificationLink(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets' | 'logger'>,
  input: { actor: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>; baseUrl: string },
): Promise<{ isAlreadyVerified: boolean }> {
  const { actor: user, baseUrl } = input;
  if (user.emailVerifiedAt) return { isAlreadyVerified: true };
  const token = crypto.randomBytes(32).toString('base64url');
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await tx.delete(emailVerifications).where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      tokenHash: hashVerificationToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
    });
  });
  try {
    await sendEmailVerification(ctx, { user, link: verificationLink(baseUrl, token), expiresInHours: EMAIL_VERIFICATION_TTL_HOURS });
  } catch (error) {
    ctx.logger.warn({ err: error, userId: user.id }, 'the email verification link could not be sent');
    throw new AppError('UNAVAILABLE', 'The verification email could not be sent just now. Please try again in a few minutes.');
  }
  return { isAlreadyVerified: false };
}
