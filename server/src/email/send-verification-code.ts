import type { AppContext } from '../context';
import { sendAndRecord } from './deliveries';
import { createMailer, type MailerOptions, type SentEmail } from './mailer';
import { verificationCodeMessage } from './messages';

export interface VerificationCodeInput {
  user: { id: string; email: string };
  /** The 6-digit code, in clear (only its hash is stored by the caller). */
  code: string;
  expiresInMinutes?: number;
}

/** Sends the admin password change code to the user's email, through the same mailer (SMTP or the outbox). */
export async function sendVerificationCode(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets' | 'logger'>,
  input: VerificationCodeInput,
  options?: MailerOptions,
): Promise<SentEmail> {
  if (!/^\d{6}$/.test(input.code)) throw new Error('A verification code is 6 digits');
  const mailer = await createMailer(ctx, options);
  const content = verificationCodeMessage(input.code, input.expiresInMinutes ?? 10);
  return sendAndRecord(ctx, mailer, { to: input.user.email, ...content }, { kind: 'verification_code', userId: input.user.id });
}
