import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pendingFileDeletions } from '../../db/schema';
import { deleteOutboxMessage, outboxDir } from '../../email/outbox';

export interface FileToDelete {
  location: 'storage' | 'outbox';
  key: string;
}

/**
 * Records files to delete, inside the transaction that deletes their rows: once it commits, the files
 * are owed a deletion that survives any crash (docs/decisions/085-retention-and-erasure.md).
 * Returns the ids of the records, for deleteRecordedFiles after the commit.
 */
export async function recordFileDeletions(tx: Db, files: FileToDelete[]): Promise<string[]> {
  const ids: string[] = [];
  // In slices: one statement's parameters stay well under PostgreSQL's limit for a large account.
  for (let i = 0; i < files.length; i += 500) {
    const rows = await tx.insert(pendingFileDeletions).values(files.slice(i, i + 500)).returning({ id: pendingFileDeletions.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/**
 * Deletes recorded files (these ids, or the oldest pending ones) and their records. A delete that fails
 * stays recorded with its error and is tried again by the sweeper. Returns how many were deleted.
 */
export async function deleteRecordedFiles(
  ctx: Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>,
  input: { ids?: string[] } = {},
): Promise<{ deleted: number; failed: number }> {
  const { ids } = input;
  const { db } = ctx.database;
  let deleted = 0;
  let failed = 0;
  const batches = ids ? chunk(ids, 200) : [null];
  for (const batch of batches) {
    const rows = batch
      ? await db.select().from(pendingFileDeletions).where(inArray(pendingFileDeletions.id, batch))
      : await db.select().from(pendingFileDeletions).orderBy(asc(pendingFileDeletions.createdAt)).limit(500);
    for (const row of rows) {
      try {
        if (row.location === 'outbox') await deleteOutboxMessage(outboxDir(ctx.config.dataDir), row.key);
        else await ctx.storage.delete(row.key);
        await db.delete(pendingFileDeletions).where(eq(pendingFileDeletions.id, row.id));
        deleted++;
      } catch (error) {
        failed++;
        await db
          .update(pendingFileDeletions)
          .set({ attempts: sql`${pendingFileDeletions.attempts} + 1`, lastError: (error as Error).message.slice(0, 500) })
          .where(eq(pendingFileDeletions.id, row.id))
          .catch(() => undefined);
        // The key is ours (a generated path), not personal data.
        ctx.logger.warn({ err: error, location: row.location, key: row.key }, 'could not delete a file; the sweeper will try again');
      }
    }
  }
  return { deleted, failed };
}

/** The sweeper's pass: every pending deletion, oldest first, until none is left or all that remain fail. */
export async function sweepPendingFileDeletions(ctx: Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>): Promise<number> {
  let total = 0;
  for (;;) {
    const { deleted, failed } = await deleteRecordedFiles(ctx);
    total += deleted;
    if (deleted === 0 || failed > 0) return total;
  }
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
