import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginThrottles } from '../../db/schema';
import { AppError } from '../../errors';
import { formatWait } from './rate-limit';

/**
 * Progressive sign-in delays instead of a hard lock (docs/decisions/057-progressive-sign-in-delays.md).
 * Failures are counted on three keys; past its free failures each key imposes a wait that doubles
 * with every further failure, up to its cap:
 * - the account from one address: where a guesser works, so it climbs to a long wait;
 * - the account from anywhere: short cap, so its owner signing in from another address waits a
 *   few seconds at most, whoever is hammering it;
 * - the address across accounts: many free failures (an office behind one NAT makes typos), then waits.
 * A key forgets its failures after a quiet period; a successful sign-in clears the account's keys.
 */
export interface ThrottleRule {
  /** Failures allowed before any wait. */
  freeFailures: number;
  maxDelayMs: number;
  message: string;
}

export interface LoginThrottleSettings {
  accountFromAddress: ThrottleRule;
  account: ThrottleRule;
  address: ThrottleRule;
}

const BASE_DELAY_MS = 1000;
/** Failures older than this no longer count. */
export const THROTTLE_MEMORY_MS = 60 * 60 * 1000;

export const ACCOUNT_MESSAGE = 'Too many failed sign-in attempts for this account.';
export const ADDRESS_MESSAGE = 'Too many failed sign-in attempts from this address.';

/** The default rules; `freePerAccount` and `freePerAddress` come from AUTH_RATE_LIMIT. */
export function loginThrottleSettings(freePerAccount: number, freePerAddress: number): LoginThrottleSettings {
  return {
    accountFromAddress: { freeFailures: freePerAccount, maxDelayMs: 15 * 60 * 1000, message: ACCOUNT_MESSAGE },
    account: { freeFailures: freePerAccount, maxDelayMs: 30 * 1000, message: ACCOUNT_MESSAGE },
    address: { freeFailures: freePerAddress, maxDelayMs: 15 * 60 * 1000, message: ADDRESS_MESSAGE },
  };
}

/** The wait after `failures` failures: none within the free ones, then 1 s, 2 s, 4 s… up to the cap. */
export function delayAfter(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.maxDelayMs, BASE_DELAY_MS * 2 ** Math.min(over - 1, 30));
}

interface Keyed {
  key: string;
  rule: ThrottleRule;
}

function keysFor(settings: LoginThrottleSettings, account: string, address: string): Keyed[] {
  return [
    { key: `login:account-address:${account}|${address}`, rule: settings.accountFromAddress },
    { key: `login:account:${account}`, rule: settings.account },
    { key: `login:address:${address}`, rule: settings.address },
  ];
}

/** One sign-in attempt as the throttle sees it: the account (or the name typed) and the address it came from. */
export interface LoginAttempt {
  settings: LoginThrottleSettings;
  account: string;
  address: string;
}

/** Refuses with 429 (and Retry-After) while any of the keys is still waiting; the longest wait is the one named. */
export async function assertLoginAllowed(ctx: Pick<AppContext, 'database'>, input: LoginAttempt & { now?: number }): Promise<void> {
  const { settings, account, address, now = Date.now() } = input;
  const keyed = keysFor(settings, account, address);
  const rows = await ctx.database.db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keyed.map((k) => k.key)));
  let worst: { msLeft: number; rule: ThrottleRule } | null = null;
  for (const row of rows) {
    const last = row.lastFailureAt.getTime();
    if (now - last > THROTTLE_MEMORY_MS) continue;
    const { rule } = keyed.find((k) => k.key === row.key)!;
    const msLeft = last + delayAfter(rule, row.failures) - now;
    if (msLeft > 0 && (!worst || msLeft > worst.msLeft)) worst = { msLeft, rule };
  }
  if (worst) {
    const retryAfter = Math.max(1, Math.ceil(worst.msLeft / 1000));
    throw new AppError('TOO_MANY_REQUESTS', `${worst.rule.message} Please try again in ${formatWait(retryAfter)}.`, undefined, retryAfter);
  }
}

/** Counts one failure on every key, in one statement each (concurrent failures all count). */
export async function recordLoginFailure(ctx: Pick<AppContext, 'database'>, input: LoginAttempt & { now?: number }): Promise<void> {
  const { db } = ctx.database;
  const { settings, account, address, now = Date.now() } = input;
  const at = new Date(now);
  const forgetBefore = new Date(now - THROTTLE_MEMORY_MS);
  for (const { key } of keysFor(settings, account, address)) {
    await db
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: at })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottles.lastFailureAt} < ${forgetBefore} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
          lastFailureAt: at,
        },
      });
  }
}

/** A successful sign-in clears the account's failures (everywhere); the address keeps its own count. */
export async function clearLoginFailures(ctx: Pick<AppContext, 'database'>, input: LoginAttempt): Promise<void> {
  const [pair, whole] = keysFor(input.settings, input.account, input.address);
  await ctx.database.db.delete(loginThrottles).where(inArray(loginThrottles.key, [pair.key, whole.key]));
}

/** Forgets failures older than the throttle remembers (at start). */
export async function purgeOldLoginThrottles(ctx: Pick<AppContext, 'database'>, input: { now?: number } = {}): Promise<void> {
  const { now = Date.now() } = input;
  await ctx.database.db.delete(loginThrottles).where(sql`${loginThrottles.lastFailureAt} < ${new Date(now - THROTTLE_MEMORY_MS)}`);
}
