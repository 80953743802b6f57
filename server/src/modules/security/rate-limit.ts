import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../errors';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
  message: string;
}

export const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
export const ONE_HOUR_MS = 60 * 60 * 1000;

/** The fixed window `now` falls in (windows are aligned to the clock) and the milliseconds left in it. */
export function rateWindow(now: number, windowMs: number): { start: Date; msLeft: number } {
  const start = now - (now % windowMs);
  return { start: new Date(start), msLeft: start + windowMs - now };
}

function tooMany(rule: RateRule, msLeft: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  return new AppError('TOO_MANY_REQUESTS', `${rule.message} Please try again in ${formatWait(retryAfter)}.`, undefined, retryAfter);
}

/**
 * Counts one attempt against a key in a fixed window kept in the database (shared by every process)
 * and refuses with 429 and Retry-After past the limit.
 */
export async function consumeRateLimit(ctx: Pick<AppContext, 'database'>, input: { key: string; rule: RateRule }): Promise<void> {
  const { key, rule } = input;
  const window = rateWindow(Date.now(), rule.windowMs);
  const [row] = await ctx.database.db
    .insert(rateLimits)
    .values({ key, windowStart: window.start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  if (row.count > rule.limit) throw tooMany(rule, window.msLeft);
}

/** Refuses with 429 when a key is already past its limit, without counting an attempt. */
export async function assertUnderRateLimit(ctx: Pick<AppContext, 'database'>, input: { key: string; rule: RateRule }): Promise<void> {
  const { key, rule } = input;
  const window = rateWindow(Date.now(), rule.windowMs);
  const [row] = await ctx.database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStart} = ${window.start}`);
  if (row && row.count >= rule.limit) throw tooMany(rule, window.msLeft);
}

/** Forgets the attempts of a key (a successful sign-in clears its account's failures). */
export async function resetRateLimit(ctx: Pick<AppContext, 'database'>, input: { key: string }): Promise<void> {
  await ctx.database.db.delete(rateLimits).where(sql`${rateLimits.key} = ${input.key}`);
}

/** Forgets windows older than a day (at start). */
export async function purgeOldRateLimits(ctx: Pick<AppContext, 'database'>, input: { olderThanMs?: number } = {}): Promise<void> {
  const { olderThanMs = 24 * 60 * 60 * 1000 } = input;
  await ctx.database.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
