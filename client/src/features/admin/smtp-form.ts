import type { SmtpSettingsResponse } from '@common/contracts/smtp';
import { DEFAULT_SMTP_PORT } from '@common/limits';

/** The admin dashboard's SMTP form (spec §3 SMTP settings, §5). */
export interface SmtpForm {
  host: string;
  port: string;
  user: string;
  password: string;
  secure: boolean;
}

// Mirrors MASKED_PASSWORD in common/contracts/smtp.ts without pulling zod into this chunk.
export const STORED_PASSWORD_MASK = '***';

export const EMPTY_SMTP_FORM: SmtpForm = { host: '', port: String(DEFAULT_SMTP_PORT), user: '', password: '', secure: false };

/** The form as the server last saved it; the port defaults to 587 and a stored password reads '***'. */
export function smtpFormFromSettings(settings: SmtpSettingsResponse | undefined): SmtpForm {
  if (!settings) return EMPTY_SMTP_FORM;
  return {
    host: settings.smtp_host,
    port: settings.smtp_port || String(DEFAULT_SMTP_PORT),
    user: settings.smtp_user,
    password: settings.smtp_password,
    secure: settings.smtp_secure === 'true',
  };
}

/** Spec §5: a stored password (shown as ***) need not be typed again. */
export function hasStoredPassword(settings: SmtpSettingsResponse | undefined): boolean {
  return settings?.smtp_password === STORED_PASSWORD_MASK;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first thing wrong with the form, or null. Host, port, user (an email address) and password
 * are required, except the password when one is already stored.
 */
export function validateSmtpForm(form: SmtpForm, isPasswordStored: boolean): string | null {
  if (!form.host.trim()) return 'Please enter the SMTP host';
  const port = form.port.trim();
  if (!port) return 'Please enter the SMTP port';
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) return 'The port must be a whole number between 1 and 65535';
  if (!form.user.trim()) return 'Please enter the SMTP user';
  if (!EMAIL.test(form.user.trim())) return 'The SMTP user must be an email address';
  if (!form.password && !isPasswordStored) return 'Please enter the SMTP password';
  return null;
}

/** POST /api/admin/smtp-settings body (spec §3 field names; '***' or '' keeps the stored password). */
export function smtpSettingsRequest(form: SmtpForm) {
  return {
    smtp_host: form.host.trim(),
    smtp_port: form.port.trim(),
    smtp_secure: form.secure ? 'true' : 'false',
    smtp_user: form.user.trim(),
    smtp_password: form.password,
  } as const;
}
