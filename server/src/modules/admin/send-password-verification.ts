import { VERIFICATION_CODE_TTL_MINUTES } from '@common/contracts/admin';
import { ADMIN_MESSAGES } from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { sendVerificationCode } from '../../email';
import { AppError } from '../../errors';
import { verifyPassword } from '../accounts/passwords';
import type { UserRow } from '../accounts/present-user';
import { discardVerificationCode, issueVerificationCode, PASSWORD_CHANGE_PURPOSE } from './verification-codes';

/**
 * Step 1 of the admin password change: checks the current password, then emails a new 6-digit code
 * to the administrator's address (SMTP or the outbox). Answers the masked address it went to.
 */
export async function sendPasswordVerification(ctx: AppContext, input: { actor: UserRow; currentPassword: string }): Promise<{ sentTo: string }> {
  const { actor: admin, currentPassword } = input;
  if (!(await verifyPassword(admin.passwordHash, currentPassword))) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.currentPasswordIncorrect);
  const issued = await issueVerificationCode(ctx, { userId: admin.id, purpose: PASSWORD_CHANGE_PURPOSE });
  try {
    await sendVerificationCode(ctx, { user: { id: admin.id, email: admin.email }, code: issued.code, expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES });
  } catch (error) {
    // A code nobody received must not stay valid.
    await discardVerificationCode(ctx, { id: issued.id });
    ctx.logger.error({ err: error }, 'could not send the admin verification code');
    throw new AppError('UNAVAILABLE', `The verification code could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { sentTo: maskEmail(admin.email) };
}

/** 'admin@example.com' → 'a***@example.com': enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
