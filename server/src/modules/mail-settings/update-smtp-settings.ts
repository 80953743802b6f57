import { MASKED_PASSWORD } from '@common/contracts/smtp';
import type { AppContext } from '../../context';
import { resolveSmtpSettings, writeStoredSmtpSettings, type SmtpSettingsView } from '../../email/smtp-settings';
import { AppError } from '../../errors';

export interface SmtpSettingsChange {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  /** undefined, '' or '***': keep the password in force. */
  password?: string;
  /** undefined: keep the sender in force. */
  fromEmail?: string;
  fromName?: string;
}

/**
 * Saves the one mail configuration that both admin forms edit; the password is sealed with
 * ctx.secrets before it reaches the database. A form that sends no new password keeps the one in
 * force (stored, or the environment's). `passwordRequiredAs` names the field for the dashboard form,
 * where a password is required unless one is already set (spec §5).
 */
export async function updateSmtpSettings(
  ctx: Pick<AppContext, 'config' | 'database' | 'secrets'>,
  actor: { id: string },
  change: SmtpSettingsChange,
  options: { passwordRequiredAs?: string } = {},
): Promise<SmtpSettingsView> {
  const current = await resolveSmtpSettings(ctx);
  const isNewPassword = change.password !== undefined && change.password !== '' && change.password !== MASKED_PASSWORD;

  let sealedPassword: string | null;
  if (isNewPassword) sealedPassword = ctx.secrets.encrypt(change.password!);
  else if (current.stored?.sealedPassword) sealedPassword = current.stored.sealedPassword;
  else if (current.view.source === 'environment' && current.environment?.password) sealedPassword = ctx.secrets.encrypt(current.environment.password);
  else sealedPassword = null;

  if (options.passwordRequiredAs && change.host && !sealedPassword) {
    throw new AppError('BAD_REQUEST', `${options.passwordRequiredAs} is required`);
  }

  await writeStoredSmtpSettings(
    ctx.database.db,
    {
      host: change.host,
      port: change.port,
      secure: change.secure,
      username: change.username,
      sealedPassword,
      fromEmail: change.fromEmail ?? current.stored?.fromEmail ?? '',
      fromName: change.fromName ?? current.stored?.fromName ?? '',
    },
    actor.id,
  );
  return (await resolveSmtpSettings(ctx)).view;
}
