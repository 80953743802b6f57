import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { appSettings } from '../../db/schema';
import { applyRetention } from '../../modules/privacy/apply-retention';
import { applyRetentionJob, RETENTION_CRON } from './apply-retention';

const LAST_RUN_KEY = 'retention_last_run';
const DAY_MS = 86_400_000;

interface LastRun {
  startedAt?: string;
  completedAt?: string;
}

async function readLastRun(ctx: AppContext): Promise<LastRun | null> {
  const [row] = await ctx.database.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LAST_RUN_KEY));
  return (row?.value as LastRun | undefined) ?? null;
}

async function writeLastRun(ctx: AppContext, value: Record<string, unknown>): Promise<void> {
  await ctx.database.db
    .insert(appSettings)
    .values({ key: LAST_RUN_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

/** Runs the retention; logs how many CVs and outbox messages went, never which. */
export function applyRetentionHandler(ctx: AppContext) {
  return async (): Promise<void> => {
    const previous = await readLastRun(ctx);
    const startedAt = new Date().toISOString();
    // Marked started first: a run cut off (kill -9) is recognised at the next start and resumed.
    await writeLastRun(ctx, { ...previous, startedAt });
    const outcome = await applyRetention(ctx);
    ctx.logger.info(outcome, 'retention run finished');
    await writeLastRun(ctx, { startedAt, completedAt: new Date().toISOString(), ...outcome });
  };
}

/** Whether a worker starting now should run the retention at once rather than wait for 03:00. */
export function isRetentionRunDue(lastRun: LastRun | null, now = Date.now()): boolean {
  // A new instance waits for its first 03:00 (nothing of it can have expired yet).
  if (!lastRun?.startedAt) return false;
  const started = Date.parse(lastRun.startedAt);
  const completed = Date.parse(lastRun.completedAt ?? '');
  // Cut off mid-run: resume.
  if (!Number.isFinite(completed) || completed < started) return true;
  // A daily run missed while the server was down.
  return now - completed > DAY_MS + 60 * 60 * 1000;
}

/** Puts the daily schedule in place and, when a run was cut off or missed, sends one now. */
export async function scheduleRetention(ctx: AppContext): Promise<void> {
  await ctx.queue.schedule(applyRetentionJob, RETENTION_CRON, {});
  if (isRetentionRunDue(await readLastRun(ctx))) await ctx.queue.send(applyRetentionJob, {});
}
