import { and, eq, isNull, sql } from 'drizzle-orm';
import { PLANS, renewsCredits, type PlanId } from '@common/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';

/** `date` plus whole calendar months (UTC), the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The monthly period that contains `now`, stepping forward from a period that ended at `periodEnd`
 * (docs/PRODUCT.md §10 Credits and plans: a period is one month from the subscription's start). Null while the period runs.
 */
export function currentPeriod(periodEnd: Date, now: Date): { start: Date; end: Date } | null {
  if (now.getTime() < periodEnd.getTime()) return null;
  // Months since the period ended, then step one at a time over the last few for the clamped days.
  const monthsBehind = (now.getUTCFullYear() - periodEnd.getUTCFullYear()) * 12 + now.getUTCMonth() - periodEnd.getUTCMonth();
  let k = Math.max(0, monthsBehind - 1);
  let start = addMonths(periodEnd, k);
  let end = addMonths(periodEnd, k + 1);
  while (end.getTime() <= now.getTime()) {
    k += 1;
    start = end;
    end = addMonths(periodEnd, k + 1);
  }
  return { start, end };
}

/** The credits a user starts a period with on `plan`: the limit, 0 for unlimited plans (not counted) and for the free plan after a paid one (the trial is once per account). */
export function creditsForNewPeriod(plan: PlanId): number {
  return plan === 'free' ? 0 : Math.max(0, PLANS[plan].creditsLimit);
}

/** Whether Stripe drives this user's periods (an active or unpaid subscription): its events move them, not the clock. */
export function isStripeManaged(user: Pick<UserRow, 'stripeSubscriptionId'>): boolean {
  return user.stripeSubscriptionId !== null;
}

/**
 * Rolls a user's period forward when it has ended: the new period runs whole months on from the old
 * one, a plan change scheduled for the period end (a downgrade or a cancellation) takes effect, and a
 * plan whose credits renew (pro) gets its limit back (not added: unused credits lapse). Users with a
 * Stripe subscription are left alone: their periods come from Stripe's events (decision 080).
 * One guarded UPDATE (`period_end <= now()` and the plan as read), so when several processes load the
 * same user at once exactly one rolls it over; the others read the row it wrote.
 */
export async function rollOverPeriodIfDue(db: Db, user: UserRow, now = new Date()): Promise<UserRow> {
  if (isStripeManaged(user)) return user;
  const period = currentPeriod(user.periodEnd, now);
  if (!period) return user;
  const nextPlan = user.scheduledPlan ?? user.plan;
  const credits = user.scheduledPlan ? { credits: creditsForNewPeriod(nextPlan) } : renewsCredits(user.plan) ? { credits: PLANS[user.plan].creditsLimit } : {};
  const [updated] = await db
    .update(users)
    .set({ plan: nextPlan, scheduledPlan: null, periodStart: period.start, periodEnd: period.end, ...credits, updatedAt: now })
    .where(and(eq(users.id, user.id), eq(users.plan, user.plan), isNull(users.stripeSubscriptionId), sql`${users.periodEnd} <= now()`))
    .returning();
  if (updated) return updated;
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  return fresh ?? user;
}
