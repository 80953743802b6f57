import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { FREE_REPROCESS_DAYS } from '@common/limits';
import type { Db } from '../../db/client';
import { processingJobs, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hasUnlimitedCredits, type UserRow } from '../accounts/present-user';
import { rollOverPeriodIfDue } from '../billing/billing-period';

/**
 * Credits (docs/PRODUCT.md §10 Credits and plans): one per CV per request, reserved when the job is accepted, refunded when it
 * fails or is cancelled, kept when it completes. Each transition is a guarded UPDATE on the job's
 * credit_state, so a job that runs twice (a worker died) is never charged or refunded twice.
 */
export async function reserveCredits(tx: Db, user: UserRow, count: number): Promise<number> {
  if (hasUnlimitedCredits(user) || count === 0) return 0;
  // A period that ended since the user was loaded gives its renewed credits before any are taken.
  await rollOverPeriodIfDue(tx, user);
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${count}`, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), gte(users.credits, count)))
    .returning({ credits: users.credits });
  if (!row) {
    const [current] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, user.id));
    throw new AppError('PAYMENT_REQUIRED', `Not enough credits: ${count} needed, ${Math.max(0, current?.credits ?? 0)} remaining.`);
  }
  return count;
}

/**
 * Of these CVs, the ones charged in the last FREE_REPROCESS_DAYS days: processing one of them again
 * (after a correction, or into another template) costs nothing (docs/decisions/066-credit-once-per-cv.md).
 * Counted from completed, charged jobs, so a CV whose only job failed or was cancelled is charged again.
 */
export async function recentlyChargedCvIds(tx: Db, input: { userId: string; cvIds: readonly string[]; now?: Date }): Promise<Set<string>> {
  if (input.cvIds.length === 0) return new Set();
  return new Set((await freeReprocessing(tx, input)).keys());
}

/** The user's CVs charged in the last FREE_REPROCESS_DAYS days, each with the moment its free reprocessing ends. */
export async function freeReprocessing(db: Db, input: { userId: string; now?: Date; cvIds?: readonly string[] }): Promise<Map<string, Date>> {
  const { userId, now = new Date(), cvIds } = input;
  const windowMs = FREE_REPROCESS_DAYS * 24 * 60 * 60 * 1000;
  const lastCharge = sql<Date | string>`max(${processingJobs.completedAt})`;
  const rows = await db
    .select({ cvId: processingJobs.uploadedCvId, lastCharge })
    .from(processingJobs)
    .where(
      and(
        eq(processingJobs.userId, userId),
        cvIds ? inArray(processingJobs.uploadedCvId, [...cvIds]) : undefined,
        eq(processingJobs.creditState, 'charged'),
        gte(processingJobs.completedAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .groupBy(processingJobs.uploadedCvId);
  const free = new Map<string, Date>();
  for (const row of rows) if (row.cvId) free.set(row.cvId, new Date(new Date(row.lastCharge).getTime() + windowMs));
  return free;
}

/**
 * Gives a failed or cancelled job's reserved credit back, once. One statement, so it is atomic on its
 * own and can also run inside the caller's transaction, next to the status change it belongs to.
 */
export async function refundJobCredit(db: Db, jobId: string): Promise<void> {
  await db.execute(sql`
    WITH refunded AS (
      UPDATE ${processingJobs} SET ${sql.identifier(processingJobs.creditState.name)} = 'refunded'
      WHERE ${processingJobs.id} = ${jobId} AND ${processingJobs.creditState} = 'reserved'
      RETURNING ${processingJobs.userId} AS user_id, ${processingJobs.creditsReserved} AS credits
    )
    UPDATE ${users} SET ${sql.identifier(users.credits.name)} = ${users.credits} + refunded.credits, ${sql.identifier(users.updatedAt.name)} = now()
    FROM refunded WHERE ${users.id} = refunded.user_id AND refunded.credits > 0`);
}

/** For the UPDATE that completes a job: its reserved credit becomes spent in the same statement (once). */
export const chargedCreditState = sql<'charged'>`CASE WHEN ${processingJobs.creditState} = 'reserved' THEN 'charged' ELSE ${processingJobs.creditState} END`;

/** Marks a completed job's reserved credit as spent, once. */
export async function chargeJobCredit(db: Db, jobId: string): Promise<void> {
  await db
    .update(processingJobs)
    .set({ creditState: 'charged' })
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.creditState, 'reserved')));
}

/**
 * Settles credits a crash left half-done: a job failed or cancelled whose credit is still reserved is
 * refunded, a completed one is charged (each guarded, so running this twice changes nothing). A process
 * killed between a job's status change and its refund would otherwise keep the user's credit. Run by the
 * workers' sweeper.
 */
export async function settleUnsettledCredits(db: Db): Promise<number> {
  const rows = await db
    .select({ id: processingJobs.id, status: processingJobs.status })
    .from(processingJobs)
    .where(and(eq(processingJobs.creditState, 'reserved'), inArray(processingJobs.status, ['failed', 'cancelled', 'completed'])))
    .limit(500);
  for (const row of rows) {
    if (row.status === 'completed') await chargeJobCredit(db, row.id);
    else await refundJobCredit(db, row.id);
  }
  return rows.length;
}
