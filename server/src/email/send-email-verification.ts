import type { AppContext } from '../context';
import { sendAndRecord } from './deliveries';
import { createMailer, type MailerOptions, type SentEmail } from './mailer';
import { emailVerificationMessage } from './messages';

/** Sends the link that proves the user's address, through the same mailer (SMTP or the outbox). */
export async function sendEmailVerification(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets' | 'logger'>,
  input: { user: { id: string; email: string }; link: string; expiresInHours: number },
  options?: MailerOptions,
): Promise<SentEmail> {
  const mailer = await createMailer(ctx, options);
  const content = emailVerificationMessage(input.link, input.expiresInHours);
  return sendAndRecord(ctx, mailer, { to: input.user.email, ...content }, { kind: 'email_verification', userId: input.user.id });
}
