import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { extractCvJob } from '../../jobs/definitions/extract-cv';

/**
 * Sends again the extraction of every CV still 'pending' whose queue entry is gone or ended: a row an
 * older, non-atomic upload left behind when the process died between the insert and the send, or
 * whose job pg-boss dropped. Locked and sent in one transaction, so two sweepers never send one CV
 * twice; a CV sent twice anyway is read once more and counted by its extraction attempts.
 * Returns how many were sent.
 */
export async function resendStrandedExtractions(ctx: AppContext): Promise<number> {
  const sent = await withTransaction(ctx.database, async (tx, client) => {
    const pending = await tx
      .select({ id: uploadedCvs.id })
      .from(uploadedCvs)
      .where(eq(uploadedCvs.extractionStatus, 'pending'))
      .for('update', { skipLocked: true });
    const stranded = await ctx.queue.withoutLiveJob(extractCvJob, 'cvId', pending.map((cv) => cv.id), client);
    for (const cvId of stranded) await ctx.queue.send(extractCvJob, { cvId }, { transaction: client });
    return stranded.length;
  });
  if (sent) ctx.queue.wakeWorkers();
  return sent;
}
