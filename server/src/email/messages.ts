import { PRODUCT_NAME } from '@common/limits';
import type { EmailAttachment } from './mailer';

/** Attachments above this total are split across several messages (many mail servers refuse bigger ones). */
export const MAX_ATTACHMENT_BYTES_PER_MESSAGE = 20 * 1024 * 1024;

export interface MessageContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Groups attachments, in order, so that each group's total stays within `maxBytes`. A single file
 * bigger than the limit travels alone (a file is never cut).
 */
export function splitAttachments<T extends { content: Buffer }>(attachments: readonly T[], maxBytes = MAX_ATTACHMENT_BYTES_PER_MESSAGE): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const attachment of attachments) {
    const bytes = attachment.content.length;
    if (current.length > 0 && size + bytes > maxBytes) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(attachment);
    size += bytes;
  }
  if (current.length > 0 || groups.length === 0) groups.push(current);
  return groups;
}

function layout(title: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>`,
    bodyHtml,
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(PRODUCT_NAME)} — CV reformatting for recruiters</p>`,
    '</div></body></html>',
  ].join('\n');
}

export interface ProcessedCvMessageInput {
  candidateName: string;
  recipientFirstName?: string | null;
  attachments: readonly (EmailAttachment & { label?: string })[];
  part: number;
  parts: number;
  /** PUBLIC_URL, to point at the dashboard where the files can also be downloaded. */
  publicUrl?: string;
}

/** The processed-CV email: names the candidate and lists every attached file, in HTML and plain text. */
export function processedCvMessage(input: ProcessedCvMessageInput): MessageContent {
  const candidate = input.candidateName;
  const partSuffix = input.parts > 1 ? ` (part ${input.part} of ${input.parts})` : '';
  const subject = `Processed CV: ${candidate}${partSuffix}`;
  const greeting = input.recipientFirstName ? `Hello ${input.recipientFirstName},` : 'Hello,';
  const lines = input.attachments.map((a) => `${a.fileName}${a.label ? ` (${a.label})` : ''}, ${formatBytes(a.content.length)}`);
  const partNote =
    input.parts > 1
      ? `The files are too large for one email, so they come in ${input.parts} emails; this is part ${input.part} of ${input.parts}.`
      : null;
  const dashboard = input.publicUrl ? new URL('/dashboard', input.publicUrl).toString() : null;

  const text = [
    greeting,
    '',
    `The CV of ${candidate} has been processed by ${PRODUCT_NAME}.`,
    '',
    input.attachments.length ? 'Attached to this email:' : 'No files are attached to this email.',
    ...lines.map((line) => `- ${line}`),
    ...(partNote ? ['', partNote] : []),
    ...(dashboard ? ['', `You can also download the files from your dashboard: ${dashboard}`] : []),
    '',
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');

  const html = layout(
    `Processed CV: ${candidate}`,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>The CV of <strong>${escapeHtml(candidate)}</strong> has been processed by ${escapeHtml(PRODUCT_NAME)}.</p>`,
      input.attachments.length
        ? `<p>Attached to this email:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
        : '<p>No files are attached to this email.</p>',
      partNote ? `<p>${escapeHtml(partNote)}</p>` : '',
      dashboard ? `<p>You can also download the files from <a href="${escapeHtml(dashboard)}">your dashboard</a>.</p>` : '',
    ].join('\n'),
  );
  return { subject, text, html };
}

/** The admin password change code (docs/PRODUCT.md §4 Admin password change): the same words in both bodies. */
export function verificationCodeMessage(code: string, expiresInMinutes: number): MessageContent {
  const sentence = `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${expiresInMinutes} minutes.`;
  const ignore = 'If you did not ask to change the administrator password, ignore this email and check who can sign in as the administrator.';
  return {
    subject: `Your ${PRODUCT_NAME} verification code`,
    text: `${sentence}\n\n${ignore}\n\n— ${PRODUCT_NAME}\n`,
    html: layout(
      'Verification code',
      `<p>${escapeHtml(sentence)}</p>\n<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>\n<p>${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** The link that proves an address (issue #14: ADMIN_EMAILS self-service needs it). */
export function emailVerificationMessage(link: string, expiresInHours: number): MessageContent {
  const sentence = `Please confirm that this is your email address for ${PRODUCT_NAME} by opening this link within ${expiresInHours} hours:`;
  const ignore = `If you did not create a ${PRODUCT_NAME} account, ignore this email: nothing happens unless the link is opened.`;
  return {
    subject: `Confirm your email address for ${PRODUCT_NAME}`,
    text: `${sentence}\n\n${link}\n\n${ignore}\n\n— ${PRODUCT_NAME}\n`,
    html: layout(
      'Confirm your email address',
      `<p>${escapeHtml(sentence)}</p>\n<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>\n<p style="font-size:12px;word-break:break-all">${escapeHtml(link)}</p>\n<p>${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** The 'Send test email' message of the admin screens. */
export function testMessage(details: { host: string; port: number } | null): MessageContent {
  const how = details ? `through the SMTP server ${details.host}:${details.port}` : 'into the outbox (no SMTP server is configured)';
  const sentence = `This is a test email from ${PRODUCT_NAME}, sent ${how}. If you can read it, email delivery works.`;
  return {
    subject: `${PRODUCT_NAME} test email`,
    text: `${sentence}\n\n— ${PRODUCT_NAME}\n`,
    html: layout('Test email', `<p>${escapeHtml(sentence)}</p>`),
  };
}
