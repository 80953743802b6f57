import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { withTransaction, type Database, type Db } from '../../db/client';
import type pg from 'pg';
import { processCvJob } from '../../jobs/definitions/process-cv';
import type { JobQueue } from '../../jobs/queue';
import { processingJobs } from '../../db/schema';
import { storableText } from '../../db/storable';
import { refundJobCredit } from './credits';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * Runs of one job (first run, retries, take-overs after a crash) before it is parked: pg-boss's own
 * retries are 4 runs, so a fifth and sixth allow for a crash or two on top of them.
 */
export const MAX_JOB_RUNS = 6;
export const PARKED_JOB_MESSAGE = `Processing was stopped after ${MAX_JOB_RUNS} attempts that each ended without finishing (the same failure every time). The credit was refunded; please check the CV and the template, then try again.`;

/**
 * Takes a job for this worker: a queued job, or a processing one whose lease ran out (its worker died).
 * Returns null when the job is finished, cancelled, or held by a live worker — the caller then does nothing,
 * which is what makes a job run to completion once even when the queue delivers it twice.
 */
export async function claimJob(db: Db, jobId: string, leaseMs: number): Promise<JobRow | null> {
  const [row] = await db
    .update(processingJobs)
    .set({
      status: 'processing',
      leaseUntil: new Date(Date.now() + leaseMs),
      attempts: sql`${processingJobs.attempts} + 1`,
      startedAt: sql`coalesce(${processingJobs.startedAt}, now())`,
    })
    .where(
      and(
        eq(processingJobs.id, jobId),
        or(eq(processingJobs.status, 'queued'), and(eq(processingJobs.status, 'processing'), lt(processingJobs.leaseUntil, new Date()))),
      ),
    )
    .returning();
  return row ?? null;
}

/** Extends the lease of the run that holds the job (`run`: its attempts count when it claimed the job). */
export async function renewLease(db: Db, jobId: string, leaseMs: number, run: number): Promise<void> {
  await db
    .update(processingJobs)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.status, 'processing'), eq(processingJobs.attempts, run)));
}

/** Puts a job whose attempt failed transiently back in the queue for the next attempt to claim. */
export async function releaseJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(processingJobs)
    .set({ status: 'queued', leaseUntil: null })
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.status, 'processing')));
}

/**
 * Ends a queued or processing job as failed or cancelled, with its message, and refunds its credit, in
 * one transaction: whoever sees the job ended also sees the credit back. Returns the ended row, or
 * null when the job had already ended (nothing changes then).
 */
export async function endJobWithRefund(
  database: Database,
  jobId: string,
  end: { status: 'failed' | 'cancelled'; errorMessage: string },
): Promise<JobRow | null> {
  return withTransaction(database, async (tx) => {
    const [row] = await tx
      .update(processingJobs)
      .set({ status: end.status, errorMessage: storableText(end.errorMessage), completedAt: new Date(), leaseUntil: null })
      .where(and(eq(processingJobs.id, jobId), isActiveFilter))
      .returning();
    if (row) await refundJobCredit(tx, jobId);
    return row ?? null;
  });
}

/** Queue states in which no worker will run the job again. */
const ENDED_QUEUE_STATES = new Set(['completed', 'cancelled', 'failed']);

/**
 * Finds the jobs no worker will finish unless they are sent to the queue again, sets them back to
 * 'queued' and returns their ids, locked for the caller's transaction (which sends them):
 * - 'processing' with an expired lease: its worker crashed or was killed mid-job;
 * - 'queued' while its queue job is gone or finished, or was fetched more than a lease ago by a worker
 *   that never claimed it (killed between the fetch and the claim): pg-boss would hold that one
 *   'active' until it expires, 15 minutes later.
 * With the embedded database this process is the only one, so at start all of these are stranded.
 * A job sent twice still runs once: claimJob lets one delivery through.
 */
export async function reclaimStrandedJobs(
  queue: JobQueue,
  tx: Db,
  client: pg.PoolClient,
  options: { isSoleProcess: boolean; leaseSeconds: number },
): Promise<string[]> {
  const sole = options.isSoleProcess;
  const now = new Date();
  const queued = await tx
    .select({ id: processingJobs.id, queueJobId: processingJobs.queueJobId })
    .from(processingJobs)
    .where(eq(processingJobs.status, 'queued'));
  const states = await queue.jobStates(processCvJob, queued.flatMap((row) => (row.queueJobId ? [row.queueJobId] : [])), client);
  const fetchedBefore = now.getTime() - options.leaseSeconds * 1000;
  const queuedStranded = queued.filter((row) => {
    const entry = row.queueJobId ? states.get(row.queueJobId) : undefined;
    if (!entry || ENDED_QUEUE_STATES.has(entry.state)) return true;
    return entry.state === 'active' && (sole || (entry.startedOn !== null && entry.startedOn.getTime() < fetchedBefore));
  });
  // Re-checked under the lock: a row a worker claimed (or that changed queue entry) since the read is left alone.
  const result = await tx.execute<{ id: string }>(sql`
    WITH stranded AS (
      SELECT pj.id FROM processing_jobs pj
      WHERE (pj.status = 'processing' AND (${sole} OR pj.lease_until < ${now.toISOString()}::timestamptz))
         OR (pj.status = 'queued' AND pj.id IN (${sql.join(
           queuedStranded.map((row) => sql`${row.id}`),
           sql`, `,
         )}${queuedStranded.length ? sql`` : sql`NULL`}))
      FOR UPDATE OF pj SKIP LOCKED
    )
    UPDATE processing_jobs SET status = 'queued', lease_until = NULL
    FROM stranded WHERE processing_jobs.id = stranded.id
    RETURNING processing_jobs.id`);
  return result.rows.map((r) => r.id);
}

/**
 * Puts a job's entry in the queue inside the caller's transaction and records its id on the job, so
 * the job row and its queue entry commit together. Call ctx.queue.wakeWorkers() after the commit.
 */
export async function enqueueJob(queue: JobQueue, tx: Db, client: pg.PoolClient, jobId: string): Promise<string | null> {
  const queueJobId = await queue.send(processCvJob, { processingJobId: jobId }, { transaction: client });
  await tx.update(processingJobs).set({ queueJobId }).where(eq(processingJobs.id, jobId));
  return queueJobId;
}

export async function jobStatus(db: Db, jobId: string): Promise<JobRow['status'] | null> {
  const [row] = await db.select({ status: processingJobs.status }).from(processingJobs).where(eq(processingJobs.id, jobId));
  return row?.status ?? null;
}

export const ACTIVE_STATUSES = ['queued', 'processing'] as const;
export const isActiveFilter = inArray(processingJobs.status, [...ACTIVE_STATUSES]);
