import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../errors';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one attempt against a key in a fixed window kept in the database (shared by every process)
 * and refuses with 429 and Retry-After past the limit.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % rule.windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  if (row.count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', `${rule.message} Please try again in ${formatWait(retryAfter)}.`, undefined, retryAfter);
  }
}

/** Refuses with 429 when a key is already past its limit, without counting an attempt. */
export async function assertUnderRateLimit(db: Db, key: string, rule: RateRule): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % rule.windowMs));
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStart} = ${windowStart}`);
  if (row && row.count >= rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', `${rule.message} Please try again in ${formatWait(retryAfter)}.`, undefined, retryAfter);
  }
}

/** Forgets the attempts of a key (a successful sign-in clears its account's failures). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

export async function purgeOldRateLimits(db: Db, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(Date.now() - olderThanMs)}`);
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
