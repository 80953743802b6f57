import { MASKED_PASSWORD } from '@common/contracts/smtp';
import type { AppContext } from '../../context';
import { resolveSmtpSettings, writeStoredSmtpSettings, type SmtpSettingsView } from '../../email/smtp-settings';
import { AppError } from '../../errors';

export interface SmtpSettingsChange {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  /** undefined, '' or '***': keep the password in force (only allowed for the same host, port and user). */
  password?: string;
  /** undefined: keep the setting in force. false: send in clear to a non-loopback server (administrators only). */
  requireTls?: boolean;
  /** undefined: keep the sender in force. */
  fromEmail?: string;
  fromName?: string;
}

/** The message when a kept password would go somewhere new (issue #14: a changed host captured it). */
export function passwordAgainMessage(field: string): string {
  return `${field} is required again: the saved SMTP password is only sent to the server, port and user it was entered for.`;
}

/**
 * Saves the one mail configuration that both admin forms edit; the password is sealed with
 * ctx.secrets before it reaches the database. A form that sends no new password keeps the one in
 * force (stored, or the environment's) only while host, port and user stay the same and TLS is not
 * turned off: anything that would send the saved password somewhere else, or in clear, needs it typed
 * again (400). `passwordField` names the field in the messages (dashboard form: a password is required
 * unless one is already set, docs/PRODUCT.md §5).
 */
export async function updateSmtpSettings(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets'>,
  input: { actor: { id: string }; change: SmtpSettingsChange; passwordField: string; isPasswordRequired?: boolean },
): Promise<SmtpSettingsView> {
  const { actor, change } = input;
  const current = await resolveSmtpSettings(ctx);
  const isNewPassword = change.password !== undefined && change.password !== '' && change.password !== MASKED_PASSWORD;
  const requireTls = change.requireTls ?? current.view.requireTls;

  let sealedPassword: string | null = null;
  if (isNewPassword) {
    sealedPassword = ctx.secrets.encrypt(change.password!);
  } else if (change.username !== '' && current.view.hasPassword) {
    const isSameDestination =
      current.view.isConfigured &&
      change.host.toLowerCase() === current.view.host.toLowerCase() &&
      change.port === current.view.port &&
      change.username === current.view.username &&
      !(current.view.requireTls && !requireTls) &&
      !(current.view.secure && !change.secure);
    if (change.host && !isSameDestination) throw new AppError('BAD_REQUEST', passwordAgainMessage(input.passwordField));
    if (current.stored?.sealedPassword && current.view.source === 'settings') sealedPassword = current.stored.sealedPassword;
    else if (current.view.source === 'environment' && current.environment?.password) sealedPassword = ctx.secrets.encrypt(current.environment.password);
  }

  if (input.isPasswordRequired && change.host && !sealedPassword) {
    throw new AppError('BAD_REQUEST', `${input.passwordField} is required`);
  }

  await writeStoredSmtpSettings(
    ctx.database.db,
    {
      host: change.host,
      port: change.port,
      secure: change.secure,
      username: change.username,
      sealedPassword,
      requireTls,
      fromEmail: change.fromEmail ?? current.stored?.fromEmail ?? '',
      fromName: change.fromName ?? current.stored?.fromName ?? '',
    },
    actor.id,
  );
  return (await resolveSmtpSettings(ctx)).view;
}
