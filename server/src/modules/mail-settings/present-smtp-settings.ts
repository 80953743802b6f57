import { MASKED_PASSWORD, SMTP_NOT_CONFIGURED_STATUS, type SmtpConfigResponse, type SmtpSettingsResponse } from '@common/contracts/smtp';
import type { SmtpSettingsView } from '../../email/smtp-settings';

function state(view: SmtpSettingsView) {
  return {
    configured: view.isConfigured,
    transport: view.isConfigured ? ('smtp' as const) : ('outbox' as const),
    status: view.isConfigured ? `SMTP: ${view.host}:${view.port}` : SMTP_NOT_CONFIGURED_STATUS,
    source: view.source,
  };
}

/** The admin dashboard's form (docs/PRODUCT.md §3): strings, the password only as '***'. */
export function presentSmtpSettings(view: SmtpSettingsView): SmtpSettingsResponse {
  return {
    smtp_host: view.host,
    smtp_port: String(view.port),
    smtp_secure: view.secure ? 'true' : 'false',
    smtp_user: view.username,
    smtp_password: view.hasPassword ? MASKED_PASSWORD : '',
    smtp_require_tls: view.requireTls ? 'true' : 'false',
    ...state(view),
  };
}

/** The admin panel's form (docs/PRODUCT.md §3): the same configuration, the password only as '***'. */
export function presentSmtpConfig(view: SmtpSettingsView): SmtpConfigResponse {
  return {
    host: view.host,
    port: view.port,
    username: view.username,
    password: view.hasPassword ? MASKED_PASSWORD : '',
    fromEmail: view.fromEmail,
    fromName: view.fromName,
    secure: view.secure,
    requireTls: view.requireTls,
    ...state(view),
  };
}
