// Kept apart from the zod schemas (./privacy.ts re-exports them) so the client can use them without loading zod.
import { aiProvider, type AiProviderId } from './ai-providers';

/** The retention periods an account may choose (days); null means "off": kept until deleted. */
export const RETENTION_CHOICES = [30, 90, 180, 365] as const;
export const DEFAULT_RETENTION_DAYS = 180;
/** Outbox copies of emails are kept this long, whatever the accounts' settings. */
export const OUTBOX_RETENTION_DAYS = 30;
/** The largest instance-wide maximum an administrator may set (ten years). */
export const MAX_RETENTION_DAYS = 3650;

/** The retention that applies to an account: its own choice capped by the instance maximum. */
export function effectiveRetentionDays(accountDays: number | null, instanceMaxDays: number | null): number | null {
  if (accountDays === null) return instanceMaxDays;
  if (instanceMaxDays === null) return accountDays;
  return Math.min(accountDays, instanceMaxDays);
}

/** One sentence on what the chosen AI provider sees: the privacy page and the admin AI Config tab show the same words. */
export function aiProviderPrivacySentence(id: AiProviderId): string {
  if (id === 'local') return 'The built-in local provider runs on this server: no CV text or data leaves the server for AI processing.';
  return `${aiProvider(id).name} is the configured AI provider: the CV's text is sent to ${aiProvider(id).name} to extract, enhance and summarise it; files themselves are not sent.`;
}

export function retentionLabel(days: number | null): string {
  return days === null ? 'Off (kept until deleted)' : `${days} days`;
}
