import type { AppContext } from '../context';
import { sendAndRecord } from './deliveries';
import { EmailError } from './errors';
import { createMailer, type EmailAttachment, type MailerOptions, type SentEmail } from './mailer';
import { MAX_ATTACHMENT_BYTES_PER_MESSAGE, processedCvMessage, splitAttachments } from './messages';

export interface ProcessedCvAttachment extends EmailAttachment {
  /** Shown beside the file name in the email, e.g. 'original CV', 'reformatted CV', 'candidate report'. */
  label?: string;
}

export interface ProcessedCvEmailInput {
  /** The account that asked for the processing: the email goes to its own address (docs/PRODUCT.md §10 Processing). */
  user: { id: string; email: string; firstName?: string | null };
  /** The candidate the CV belongs to, named in the subject and the body. */
  candidateName: string;
  jobId: string;
  /** The original CV and every produced file, in the order they should appear. */
  attachments: ProcessedCvAttachment[];
}

export interface ProcessedCvEmailResult {
  /** One per message: more than one when the attachments exceed 20 MB in total. */
  deliveries: SentEmail[];
}

/**
 * Emails a processed CV to the user's account address with the original and every produced file
 * attached, split across several messages above 20 MB. Temporary SMTP failures are retried with
 * backoff; a permanent one (or retries running out) throws EmailError whose message is the server's reply.
 */
export async function sendProcessedCvEmail(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets' | 'logger'>,
  input: ProcessedCvEmailInput,
  options: MailerOptions & { maxAttachmentBytesPerMessage?: number } = {},
): Promise<ProcessedCvEmailResult> {
  if (!input.user.email) throw new EmailError('The account has no email address to send the processed CV to.', true);
  const mailer = await createMailer(ctx, options);
  const candidateName = input.candidateName.replace(/\s+/g, ' ').trim().slice(0, 200) || 'Unnamed candidate';
  const groups = splitAttachments(input.attachments, options.maxAttachmentBytesPerMessage ?? MAX_ATTACHMENT_BYTES_PER_MESSAGE);
  const deliveries: SentEmail[] = [];
  for (const [index, attachments] of groups.entries()) {
    const content = processedCvMessage({
      candidateName,
      recipientFirstName: input.user.firstName,
      attachments,
      part: index + 1,
      parts: groups.length,
      publicUrl: ctx.config.PUBLIC_URL,
    });
    deliveries.push(
      await sendAndRecord(
        ctx,
        mailer,
        { to: input.user.email, ...content, attachments: attachments.map(({ fileName, content, contentType }) => ({ fileName, content, contentType })) },
        { kind: 'processed_cv', userId: input.user.id, jobId: input.jobId },
      ),
    );
  }
  return { deliveries };
}
