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
  /** What happened, in our own words: never the remote server's text (see describeTestFailure). */
  response: string;
  message: string;
}

/**
 * A failed test in our own words. The remote side's text is never echoed: the host and port are the
 * admin's to choose, so echoing whatever answered there turned the test into a banner grabber and
 * port scanner (issue #14). The SMTP reply code alone says enough to act on.
 */
export function describeTestFailure(error: EmailError): string {
  const code = error.code;
  const reply = error.responseCode;
  // Our own configuration problems (unreadable stored password, CA file) carry no SMTP code and no remote text.
  if (!code && !reply) return error.message;
  if (code === 'EAUTH' || reply === 535 || reply === 534 || reply === 530) return 'The SMTP server refused the user name or password.';
  if (code === 'ETLS' || /TLS|certificate|self[- ]signed/i.test(error.message)) {
    return 'No secure (TLS) connection could be made: the server does not offer STARTTLS or its certificate is not trusted. Check the port and the TLS settings.';
  }
  if (code === 'ETIMEDOUT') return 'The SMTP server did not answer in time.';
  if (code === 'EDNS') return 'The SMTP server name could not be resolved.';
  if (reply && reply >= 400 && reply < 500) return `The SMTP server is refusing mail for now (reply code ${reply}); try again later.`;
  if (reply) return `The SMTP server refused the message (reply code ${reply}).`;
  if (code === 'EPROTOCOL') return 'The server did not answer like an SMTP server.';
  return 'The connection to the SMTP server failed: it refused or closed the connection, or is not an SMTP server.';
}

/**
 * Sends one test message with the configuration in force, without retries, and reports the outcome:
 * a failure is a result to show the admin, not an exception.
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
    if (sent.transport === 'smtp') {
      return { success: true, transport: 'smtp', to: input.to, response: 'Accepted by the SMTP server', message: `Test email sent to ${input.to}. The SMTP server accepted it.` };
    }
    return {
      success: true,
      transport: 'outbox',
      to: input.to,
      response: sent.response,
      message: `No SMTP server is configured: the test email was kept in the outbox (${sent.outboxFile}).`,
    };
  } catch (error) {
    if (!(error instanceof EmailError)) throw error;
    // The full answer goes to the server log for the operator, not to the browser.
    ctx.logger.warn({ err: error, response: error.response }, 'SMTP test email failed');
    const reason = describeTestFailure(error);
    return { success: false, transport, to: input.to, response: reason, message: `The test email was not sent: ${reason}` };
  }
}
