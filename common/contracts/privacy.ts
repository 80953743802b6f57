import { z } from 'zod';
import { AI_PROVIDER_IDS, aiProvider, type AiProviderId } from './ai';

/** The retention periods an account may choose (days); null means "off": kept until deleted. */
export const RETENTION_CHOICES = [30, 90, 180, 365] as const;
export const DEFAULT_RETENTION_DAYS = 180;
/** Outbox copies of emails are kept this long, whatever the accounts' settings. */
export const OUTBOX_RETENTION_DAYS = 30;
/** The largest instance-wide maximum an administrator may set (ten years). */
export const MAX_RETENTION_DAYS = 3650;

const retentionChoice = z
  .union([z.literal(30), z.literal(90), z.literal(180), z.literal(365), z.null()], { error: `retentionDays must be one of ${RETENTION_CHOICES.join(', ')} or null (off)` });

/** GET/PUT /api/settings/retention: the account's own choice, and the instance maximum that caps it. */
export const retentionSettingSchema = z.object({ retentionDays: retentionChoice });
export type RetentionSetting = z.infer<typeof retentionSettingSchema>;
export const retentionSettingResponseSchema = z.object({
  retentionDays: z.number().nullable(),
  /** The administrator's maximum (null: none). */
  instanceMaxDays: z.number().nullable(),
  /** What actually applies: the smaller of the two (null: kept until deleted). */
  effectiveDays: z.number().nullable(),
});
export type RetentionSettingResponse = z.infer<typeof retentionSettingResponseSchema>;

/** GET/PUT /api/admin/retention: the instance-wide maximum. */
export const instanceRetentionSchema = z.object({
  maxDays: z
    .number({ error: 'maxDays must be a whole number of days or null (no maximum)' })
    .int('maxDays must be a whole number of days')
    .min(1, 'maxDays must be at least 1 day')
    .max(MAX_RETENTION_DAYS, `maxDays must be at most ${MAX_RETENTION_DAYS} days`)
    .nullable(),
});
export type InstanceRetention = z.infer<typeof instanceRetentionSchema>;

/** The retention that applies to an account: its own choice capped by the instance maximum. */
export function effectiveRetentionDays(accountDays: number | null, instanceMaxDays: number | null): number | null {
  if (accountDays === null) return instanceMaxDays;
  if (instanceMaxDays === null) return accountDays;
  return Math.min(accountDays, instanceMaxDays);
}

/** DELETE /api/account: the current password confirms it. */
export const deleteAccountSchema = z.object({ password: z.string({ error: 'password is required' }).min(1, 'Enter your current password.') });

/** GET /api/privacy: what the privacy page states about this instance (no secrets, nothing per user). */
export const privacyNoticeSchema = z.object({
  aiProvider: z.object({ id: z.enum(AI_PROVIDER_IDS), name: z.string(), sentence: z.string() }),
  storage: z.enum(['disk', 's3']),
  emailTransport: z.enum(['smtp', 'outbox']),
  instanceMaxDays: z.number().nullable(),
  defaultRetentionDays: z.number(),
  outboxRetentionDays: z.number(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** One sentence on what the chosen AI provider sees: the privacy page and the admin AI Config tab show the same words. */
export function aiProviderPrivacySentence(id: AiProviderId): string {
  if (id === 'local') return 'The built-in local provider runs on this server: no CV text or data leaves the server for AI processing.';
  return `${aiProvider(id).name} is the configured AI provider: the CV's text is sent to ${aiProvider(id).name} to extract, enhance and summarise it; files themselves are not sent.`;
}

export function retentionLabel(days: number | null): string {
  return days === null ? 'Off (kept until deleted)' : `${days} days`;
}
