/**
 * A message that could not be delivered. `message` is what a person should read: for an SMTP
 * rejection it is the server's own reply (e.g. "550 5.1.1 Mailbox unavailable"), which the
 * processing job shows as the job's errorMessage.
 */
export class EmailError extends Error {
  constructor(
    message: string,
    /** true for a permanent rejection (5xx) or a configuration problem; false when retries ran out on a temporary failure. */
    public readonly isPermanent: boolean,
    /** The SMTP server's reply, when there was one. */
    public readonly response?: string,
    /** The SMTP reply code, when there was one. */
    public readonly responseCode?: number,
    /** nodemailer's error code (EAUTH, ETLS, ECONNECTION…) when the failure came from the SMTP conversation. */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'EmailError';
  }
}
