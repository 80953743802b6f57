import type { AppContext } from '../context';
import { sendAndRecord } from './deliveries';
import { EmailError } from './errors';
import { createMailer, type MailerOptions } from './mailer';
import { testMessage } from './messages';
import { resolveSmtpSettings } from './smtp-settings';

export interface TestEmailResult {
  success: boolean;
  transport: 'smtp' | 'outbox';
  to: string;
  /** The SMTP server's own answer (its reply line, or the error it gave), or the outbox file. */
  response: string;
  message: string;
}

/**
 * Sends one test message with the configuration in force, without retries, and reports what the
 * server answered: a failure is a result to show the admin, not an exception.
 */
export async function sendTestEmail(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets' | 'logger'>,
  input: { to: string; userId: string },
  options?: MailerOptions,
): Promise<TestEmailResult> {
  const { view } = await resolveSmtpSettings(ctx);
  const transport = view.isConfigured ? 'smtp' : 'outbox';
  try {
    const mailer = await createMailer(ctx, options);
    const content = testMessage(view.isConfigured ? { host: view.host, port: view.port } : null);
    const sent = await sendAndRecord(ctx, mailer, { to: input.to, ...content }, { kind: 'smtp_test', userId: input.userId, retry: false });
    const message =
      sent.transport === 'smtp'
        ? `Test email sent to ${input.to}. The SMTP server answered: ${sent.response}`
        : `No SMTP server is configured: the test email was kept in the outbox (${sent.outboxFile}).`;
    return { success: true, transport: sent.transport, to: input.to, response: sent.response, message };
  } catch (error) {
    if (!(error instanceof EmailError)) throw error;
    return { success: false, transport, to: input.to, response: error.message, message: `The test email was not sent: ${error.message}` };
  }
}
