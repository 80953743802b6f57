/**
 * Email delivery (issue 7): SMTP when configured (stored settings, else SMTP_URL / SMTP_HOST…),
 * otherwise .eml files in DATA_DIR/outbox. Other parts call the functions below; they never build
 * transports themselves.
 */
export { EmailError } from './errors';
export { sendProcessedCvEmail, type ProcessedCvAttachment, type ProcessedCvEmailInput, type ProcessedCvEmailResult } from './send-processed-cv-email';
export { sendVerificationCode, type VerificationCodeInput } from './send-verification-code';
export { sendTestEmail, type TestEmailResult } from './send-test-email';
export { sendEmailVerification } from './send-email-verification';
export { createMailer, Mailer, DEFAULT_RETRY_DELAYS_MS, type EmailAttachment, type MailerOptions, type OutgoingEmail, type SentEmail } from './mailer';
export { MAX_ATTACHMENT_BYTES_PER_MESSAGE } from './messages';
export { outboxDir, listOutbox } from './outbox';
export { resolveSmtpSettings, type SmtpSettingsView } from './smtp-settings';
