import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { candidateIdentity, isSameCandidate, type CandidateIdentity } from '@common/candidate-identity';
import type { CvData } from '@common/cv-data';
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

/** A charged run of a CV in the last FREE_REPROCESS_DAYS days: the candidate it processed, and when its free period ends. */
export interface PaidRun {
  candidate: CandidateIdentity;
  freeUntil: Date;
}

/**
 * The charged runs of the user's CVs (or of these CVs) in the last FREE_REPROCESS_DAYS days, by CV.
 * Processing a CV again is free while its data is still one of these candidates
 * (docs/decisions/066-credit-once-per-cv.md, 092-free-reprocessing-is-for-the-same-candidate.md).
 * Counted from completed, charged jobs, so a CV whose only job failed or was cancelled is charged again.
 */
export async function paidRuns(db: Db, input: { userId: string; now?: Date; cvIds?: readonly string[] }): Promise<Map<string, PaidRun[]>> {
  const { userId, now = new Date(), cvIds } = input;
  const runs = new Map<string, PaidRun[]>();
  if (cvIds && cvIds.length === 0) return runs;
  const windowMs = FREE_REPROCESS_DAYS * 24 * 60 * 60 * 1000;
  const rows = await db
    .select({ cvId: processingJobs.uploadedCvId, completedAt: processingJobs.completedAt, cvData: processingJobs.cvData })
    .from(processingJobs)
    .where(
      and(
        eq(processingJobs.userId, userId),
        cvIds ? inArray(processingJobs.uploadedCvId, [...cvIds]) : undefined,
        eq(processingJobs.creditState, 'charged'),
        gte(processingJobs.completedAt, new Date(now.getTime() - windowMs)),
      ),
    );
  for (const row of rows) {
    // A charged run always fixed its data when it started; one without (erased) vouches for nobody.
    if (!row.cvId || !row.completedAt || !row.cvData) continue;
    const list = runs.get(row.cvId) ?? [];
    list.push({ candidate: candidateIdentity(row.cvData), freeUntil: new Date(row.completedAt.getTime() + windowMs) });
    runs.set(row.cvId, list);
  }
  return runs;
}

/** Until when processing a CV with this data is free: the latest charged run of the same candidate, or null (it costs a credit). */
export function freeUntil(runs: readonly PaidRun[] | undefined, data: CvData | null): Date | null {
  if (!runs?.length || !data) return null;
  const next = candidateIdentity(data);
  let until: Date | null = null;
  for (const run of runs) if (isSameCandidate(run.candidate, next) && (!until || run.freeUntil > until)) until = run.freeUntil;
  return until;
}

/** The candidates a CV's charged runs in the window were for (the review screen warns before a correction leaves them). */
export function paidCandidates(runs: readonly PaidRun[] | undefined): CandidateIdentity[] {
  const seen = new Set<string>();
  return (runs ?? []).map((run) => run.candidate).filter((candidate) => !seen.has(JSON.stringify(candidate)) && seen.add(JSON.stringify(candidate)));
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
