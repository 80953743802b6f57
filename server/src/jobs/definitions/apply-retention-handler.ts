import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appSettings } from '../../db/schema';
import { applyRetention } from '../../modules/privacy/apply-retention';
import { applyRetentionJob, RETENTION_CRON } from './apply-retention';

const LAST_RUN_KEY = 'retention_last_run';
const DAY_MS = 86_400_000;

/** Runs the retention; logs how many CVs and outbox messages went, never which. */
export function applyRetentionHandler(ctx: AppContext) {
  return async (): Promise<void> => {
    const outcome = await applyRetention(ctx);
    ctx.logger.info(outcome, 'retention run finished');
    const value = { completedAt: new Date().toISOString(), ...outcome };
    await ctx.database.db
      .insert(appSettings)
      .values({ key: LAST_RUN_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  };
}

/**
 * Puts the daily schedule in place and, when no run finished in the last day (a new instance, a run cut
 * off by a crash, a server that was down at 03:00), sends one now.
 */
export async function scheduleRetention(ctx: AppContext): Promise<void> {
  await ctx.queue.schedule(applyRetentionJob, RETENTION_CRON, {});
  const [row] = await ctx.database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LAST_RUN_KEY));
  const completedAt = Date.parse(String(row?.value.completedAt ?? ''));
  if (!Number.isFinite(completedAt) || Date.now() - completedAt > DAY_MS) await ctx.queue.send(applyRetentionJob, {});
}
