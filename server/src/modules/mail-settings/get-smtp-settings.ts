import type { AppContext } from '../../context';
import { resolveSmtpSettings, type SmtpSettingsView } from '../../email/smtp-settings';

/** The mail configuration in force (stored, else the environment, else none), without its password. */
export async function getSmtpSettings(ctx: Pick<AppContext, 'config' | 'database'>): Promise<SmtpSettingsView> {
  return (await resolveSmtpSettings(ctx)).view;
}
