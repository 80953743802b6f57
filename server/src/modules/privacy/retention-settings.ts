import { eq } from 'drizzle-orm';
import { effectiveRetentionDays, instanceRetentionSchema, type RetentionSettingResponse } from '@common/contracts/privacy';
import type { AppContext } from '../../context';
import { appSettings, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';

export const RETENTION_SETTINGS_KEY = 'retention';

/** The instance-wide maximum an administrator set (null: none). */
export async function readInstanceMaxDays(ctx: Pick<AppContext, 'database'>): Promise<number | null> {
  const [row] = await ctx.database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, RETENTION_SETTINGS_KEY));
  const parsed = instanceRetentionSchema.safeParse(row?.value ?? { maxDays: null });
  return parsed.success ? parsed.data.maxDays : null;
}

/** PUT /api/admin/retention: sets the instance-wide maximum. */
export async function setInstanceMaxDays(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; maxDays: number | null }): Promise<{ maxDays: number | null }> {
  const value = { maxDays: input.maxDays };
  const updatedBy = input.actor.id;
  await ctx.database.db
    .insert(appSettings)
    .values({ key: RETENTION_SETTINGS_KEY, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
  return value;
}

/** GET /api/settings/retention: the account's choice, the instance maximum, and what applies. */
export async function getRetentionSetting(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> }): Promise<RetentionSettingResponse> {
  const [user] = await ctx.database.db.select({ retentionDays: users.retentionDays }).from(users).where(eq(users.id, input.actor.id));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  const instanceMaxDays = await readInstanceMaxDays(ctx);
  return { retentionDays: user.retentionDays, instanceMaxDays, effectiveDays: effectiveRetentionDays(user.retentionDays, instanceMaxDays) };
}

/** PUT /api/settings/retention: "Delete CVs and their outputs after N days" (or off). */
export async function updateRetentionSetting(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; retentionDays: number | null }): Promise<RetentionSettingResponse> {
  await ctx.database.db.update(users).set({ retentionDays: input.retentionDays, updatedAt: new Date() }).where(eq(users.id, input.actor.id));
  return getRetentionSetting(ctx, input);
}
