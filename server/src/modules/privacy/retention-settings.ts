import { eq } from 'drizzle-orm';
import { effectiveRetentionDays, instanceRetentionSchema, type RetentionSettingResponse } from '@common/contracts/privacy';
import type { Db } from '../../db/client';
import { appSettings, users } from '../../db/schema';
import { AppError } from '../../errors';

export const RETENTION_SETTINGS_KEY = 'retention';

/** The instance-wide maximum an administrator set (null: none). */
export async function readInstanceMaxDays(db: Db): Promise<number | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, RETENTION_SETTINGS_KEY));
  const parsed = instanceRetentionSchema.safeParse(row?.value ?? { maxDays: null });
  return parsed.success ? parsed.data.maxDays : null;
}

/** PUT /api/admin/retention: sets the instance-wide maximum. */
export async function setInstanceMaxDays(db: Db, input: { maxDays: number | null; updatedBy: string }): Promise<{ maxDays: number | null }> {
  const value = { maxDays: input.maxDays };
  await db
    .insert(appSettings)
    .values({ key: RETENTION_SETTINGS_KEY, value, updatedBy: input.updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: input.updatedBy, updatedAt: new Date() } });
  return value;
}

/** GET /api/settings/retention: the account's choice, the instance maximum, and what applies. */
export async function getRetentionSetting(db: Db, input: { userId: string }): Promise<RetentionSettingResponse> {
  const [user] = await db.select({ retentionDays: users.retentionDays }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  const instanceMaxDays = await readInstanceMaxDays(db);
  return { retentionDays: user.retentionDays, instanceMaxDays, effectiveDays: effectiveRetentionDays(user.retentionDays, instanceMaxDays) };
}

/** PUT /api/settings/retention: "Delete CVs and their outputs after N days" (or off). */
export async function updateRetentionSetting(db: Db, input: { userId: string; retentionDays: number | null }): Promise<RetentionSettingResponse> {
  await db.update(users).set({ retentionDays: input.retentionDays, updatedAt: new Date() }).where(eq(users.id, input.userId));
  return getRetentionSetting(db, { userId: input.userId });
}
