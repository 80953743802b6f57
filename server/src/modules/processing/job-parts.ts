import { and, eq, sql } from 'drizzle-orm';
import { withTransaction, type Database, type Db } from '../../db/client';
import { jobParts, processingJobs } from '../../db/schema';
import { storableJson } from '../../db/storable';

export interface PartKey {
  jobId: string;
  /** 'refine', 'reformat', 'reformat.pdf', 'email'…: one name per side effect of the job. */
  part: string;
  /** The run doing the work (the job's attempts count when this run claimed it). */
  run: number;
}

/** Thrown when another run has taken the job over (an admin's Retry, a take-over after a lost lease): this run stops. */
export class RunSupersededError extends Error {
  constructor() {
    super('Another run took this job over');
    this.name = 'RunSupersededError';
  }
}

/** What a completed part recorded, or null when the part has not completed. */
export async function completedPart<R>(db: Db, jobId: string, part: string): Promise<R | null> {
  const [row] = await db.select({ result: jobParts.result }).from(jobParts).where(and(eq(jobParts.jobId, jobId), eq(jobParts.part, part)));
  return row ? ((row.result ?? null) as R) : null;
}

/**
 * Runs one side effect of a job once per job and part, whatever happens to the runs around it
 * (docs/decisions/051-job-side-effects-once.md): a part already completed is not run again, its
 * recorded result is returned instead (isReplay). The part is recorded, with `record`'s own writes
 * (its processing log row), in one transaction that also checks this run still owns the job; a run
 * that was taken over meanwhile records nothing and stops with RunSupersededError.
 * The work itself must be safe to repeat only in the window between its side effect and that commit
 * (a crash exactly there).
 */
export async function runPartOnce<R>(
  database: Database,
  key: PartKey,
  work: () => Promise<R>,
  record?: (tx: Db, result: R) => Promise<void>,
): Promise<{ result: R; isReplay: boolean }> {
  const { db } = database;
  const done = await db.select({ result: jobParts.result }).from(jobParts).where(and(eq(jobParts.jobId, key.jobId), eq(jobParts.part, key.part)));
  if (done.length) return { result: done[0].result as R, isReplay: true };
  if (!(await ownsJob(db, key.jobId, key.run))) throw new RunSupersededError();
  const result = await work();
  await withTransaction(database, async (tx) => {
    // Locks the job row: a Retry that would take the job over waits for this commit, and sees the part.
    const [owner] = await tx
      .select({ id: processingJobs.id })
      .from(processingJobs)
      .where(and(eq(processingJobs.id, key.jobId), eq(processingJobs.attempts, key.run), eq(processingJobs.status, 'processing')))
      .for('update');
    if (!owner) throw new RunSupersededError();
    const [inserted] = await tx
      .insert(jobParts)
      .values({ jobId: key.jobId, part: key.part, result: storableJson(result ?? null) })
      .onConflictDoNothing()
      .returning({ part: jobParts.part });
    if (inserted) await record?.(tx, result);
  });
  return { result, isReplay: false };
}

/** True while the job is processing under this run (no other run has claimed it since). */
export async function ownsJob(db: Db, jobId: string, run: number): Promise<boolean> {
  const [row] = await db
    .select({ id: processingJobs.id })
    .from(processingJobs)
    .where(and(eq(processingJobs.id, jobId), eq(processingJobs.attempts, run), eq(processingJobs.status, 'processing')));
  return Boolean(row);
}

/** How many parts of a job have completed (for tests and the admin's view of a retried job). */
export async function countCompletedParts(db: Db, jobId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobParts).where(eq(jobParts.jobId, jobId));
  return row?.n ?? 0;
}
