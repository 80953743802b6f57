import type { AppContext } from '../context';
import { emailDeliveries } from '../db/schema';
import { EmailError } from './errors';
import type { Mailer, OutgoingEmail, SentEmail } from './mailer';
import { storableText } from '../db/storable';

export type DeliveryKind = 'processed_cv' | 'verification_code' | 'smtp_test' | 'email_verification';

/**
 * Sends one message and records the outcome in emailDeliveries (message id, recipient, time,
 * transport, status, the server's answer), failures included.
 */
export async function sendAndRecord(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  mailer: Mailer,
  email: OutgoingEmail,
  meta: { kind: DeliveryKind; userId?: string | null; jobId?: string | null; retry?: boolean },
): Promise<SentEmail> {
  const base = { userId: meta.userId ?? null, jobId: meta.jobId ?? null, kind: meta.kind, recipient: email.to, transport: mailer.transport };
  let sent: SentEmail;
  try {
    sent = await mailer.send(email, { retry: meta.retry ?? true });
  } catch (error) {
    const text = error instanceof EmailError ? error.message : (error as Error).message;
    await record(ctx, { ...base, subject: email.subject, messageId: null, status: 'failed', response: text });
    throw error;
  }
  await record(ctx, { ...base, subject: sent.subject, messageId: sent.messageId, status: 'sent', response: sent.response });
  return sent;
}

async function record(ctx: Pick<AppContext, 'database' | 'logger'>, row: typeof emailDeliveries.$inferInsert): Promise<void> {
  try {
    // The remote server's answer and the subject (a candidate's name) are outside text: cleaned.
    await ctx.database.db.insert(emailDeliveries).values({ ...row, subject: storableText(row.subject), response: storableText(row.response) });
  } catch (error) {
    // The message itself went out (or failed) either way; a missing record must not change that outcome.
    ctx.logger.error({ err: error, recipient: row.recipient, kind: row.kind }, 'could not record an email delivery');
  }
}
