import { sql } from 'drizzle-orm';
import { OUTBOX_RETENTION_DAYS } from '@common/contracts/privacy';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { listOutboxOlderThan, outboxDir } from '../../email/outbox';
import { afterErasure } from './erase-candidate';
import { ERASE_BATCH_SIZE, eraseCvRows } from './erase-cv-rows';
import { deleteRecordedFiles, recordFileDeletions } from './file-deletions';
import { readInstanceMaxDays } from './retention-settings';

export interface RetentionOutcome {
  cvsDeleted: number;
  outboxMessagesDeleted: number;
}

/**
 * The daily retention run: every uploaded CV older than its account's retention (capped by the
 * instance maximum) is erased like 'Erase candidate' does, with its processed files, stored copies,
 * emails and analytics contribution; outbox .eml files older than 30 days go too. Work is done in
 * batches, each one transaction followed by its file deletions, so a run cut off (kill -9) leaves every
 * CV either whole or gone with its files owed to the sweeper, and the next run carries on.
 * Returns counts only: the log never names a candidate.
 */
export async function applyRetention(ctx: AppContext, input: { now?: Date } = {}): Promise<RetentionOutcome> {
  const { now = new Date() } = input;
  const { db } = ctx.database;
  const instanceMaxDays = await readInstanceMaxDays(ctx);
  let cvsDeleted = 0;
  for (;;) {
    // Expired CVs, a batch at a time, grouped by owner for eraseCvRows; SKIP LOCKED lets two workers share a run.
    const batch = await withTransaction(ctx.database, async (tx) => {
      const expired = await tx.execute<{ id: string; user_id: string }>(sql`
        SELECT c.id, c.user_id
        FROM uploaded_cvs c JOIN users u ON u.id = c.user_id
        WHERE c.created_at < ${now.toISOString()}::timestamptz - make_interval(days => LEAST(
                coalesce(u.retention_days, ${instanceMaxDays}::int), coalesce(${instanceMaxDays}::int, u.retention_days)))
          AND coalesce(u.retention_days, ${instanceMaxDays}::int) IS NOT NULL
        ORDER BY c.created_at
        LIMIT ${ERASE_BATCH_SIZE}
        FOR UPDATE OF c SKIP LOCKED`);
      const byUser = new Map<string, string[]>();
      for (const row of expired.rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
      const outcome = { cvCount: 0, activeQueueJobIds: [] as string[], fileDeletionIds: [] as string[] };
      for (const [userId, cvIds] of byUser) {
        const erased = await eraseCvRows(tx, { userId, cvIds });
        outcome.cvCount += erased.cvCount;
        outcome.activeQueueJobIds.push(...erased.activeQueueJobIds);
        outcome.fileDeletionIds.push(...erased.fileDeletionIds);
      }
      return outcome;
    });
    if (batch.cvCount === 0) break;
    cvsDeleted += batch.cvCount;
    await afterErasure(ctx, batch);
  }

  const dir = outboxDir(ctx.config.dataDir);
  const old = await listOutboxOlderThan(dir, new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000));
  let outboxMessagesDeleted = 0;
  for (let i = 0; i < old.length; i += 500) {
    const slice = old.slice(i, i + 500);
    const ids = await recordFileDeletions(db, slice.map((key) => ({ location: 'outbox' as const, key })));
    outboxMessagesDeleted += (await deleteRecordedFiles(ctx, { ids })).deleted;
  }
  return { cvsDeleted, outboxMessagesDeleted };
}
