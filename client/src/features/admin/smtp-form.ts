import type { SmtpSettingsResponse } from '@common/contracts/smtp';
import { MASKED_PASSWORD } from '@common/contracts/smtp-constants';
import { DEFAULT_SMTP_PORT } from '@common/limits';

/** The admin dashboard's SMTP form (docs/PRODUCT.md §3 SMTP settings, §5). */
export interface SmtpForm {
  host: string;
  port: string;
  user: string;
  password: string;
  secure: boolean;
  /** STARTTLS before the password (the server ignores it for a loopback host). */
  requireTls: boolean;
}

export const EMPTY_SMTP_FORM: SmtpForm = { host: '', port: String(DEFAULT_SMTP_PORT), user: '', password: '', secure: false, requireTls: true };

/** The form as the server last saved it; the port defaults to 587 and a stored password reads '***'. */
export function smtpFormFromSettings(settings: SmtpSettingsResponse | undefined): SmtpForm {
  if (!settings) return EMPTY_SMTP_FORM;
  return {
    host: settings.smtp_host,
    port: settings.smtp_port || String(DEFAULT_SMTP_PORT),
    user: settings.smtp_user,
    password: settings.smtp_password,
    secure: settings.smtp_secure === 'true',
    requireTls: settings.smtp_require_tls !== 'false',
  };
}

/**
 * Whether the stored password may not simply be kept: the server sends it only to the host, port and
 * user it was typed for, and never in clear where it went encrypted before (issue #14).
 */
export function needsPasswordAgain(form: Pick<SmtpForm, 'host' | 'port' | 'user' | 'secure' | 'requireTls'>, saved: SmtpSettingsResponse | undefined): boolean {
  if (!saved || !hasStoredPassword(saved) || !form.user.trim()) return false;
  return (
    form.host.trim().toLowerCase() !== saved.smtp_host.toLowerCase() ||
    Number(form.port.trim()) !== Number(saved.smtp_port) ||
    form.user.trim() !== saved.smtp_user ||
    (saved.smtp_require_tls !== 'false' && !form.requireTls) ||
    (saved.smtp_secure === 'true' && !form.secure)
  );
}

export const PASSWORD_AGAIN = 'Please enter the SMTP password again: the host, port, user or TLS setting changed';

/** docs/PRODUCT.md §5: a stored password (shown as ***) need not be typed again. */
export function hasStoredPassword(settings: SmtpSettingsResponse | undefined): boolean {
  return settings?.smtp_password === MASKED_PASSWORD;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first thing wrong with the form, or null. Host, port, user (an email address) and password
 * are required, except the password when one is already stored.
 */
export function validateSmtpForm(form: SmtpForm, isPasswordStored: boolean, saved?: SmtpSettingsResponse): string | null {
  if (!form.host.trim()) return 'Please enter the SMTP host';
  const port = form.port.trim();
  if (!port) return 'Please enter the SMTP port';
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) return 'The port must be a whole number between 1 and 65535';
  if (!form.user.trim()) return 'Please enter the SMTP user';
  if (!EMAIL.test(form.user.trim())) return 'The SMTP user must be an email address';
  if (!form.password && !isPasswordStored) return 'Please enter the SMTP password';
  if ((!form.password || form.password === MASKED_PASSWORD) && needsPasswordAgain(form, saved)) return PASSWORD_AGAIN;
  return null;
}

/** POST /api/admin/smtp-settings body (docs/PRODUCT.md §3 field names; '***' or '' keeps the stored password). */
export function smtpSettingsRequest(form: SmtpForm) {
  return {
    smtp_host: form.host.trim(),
    smtp_port: form.port.trim(),
    smtp_secure: form.secure ? 'true' : 'false',
    smtp_user: form.user.trim(),
    smtp_password: form.password,
    smtp_require_tls: form.requireTls ? 'true' : 'false',
  } as const;
}
