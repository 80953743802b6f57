import { z } from 'zod';
import { AI_PROVIDER_IDS } from './ai-providers';
import { MAX_RETENTION_DAYS, RETENTION_CHOICES } from './privacy-rules';

export {
  DEFAULT_RETENTION_DAYS,
  MAX_RETENTION_DAYS,
  OUTBOX_RETENTION_DAYS,
  RETENTION_CHOICES,
  aiProviderPrivacySentence,
  effectiveRetentionDays,
  retentionLabel,
} from './privacy-rules';

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
