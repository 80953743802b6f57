import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { emailDeliveries } from '../../db/schema';
import { outboxFileOf } from '../../email/outbox';
import { deleteRecordedFiles, recordFileDeletions, type FileToDelete } from './file-deletions';
import { possibleOutputKeys } from './erase-cv-rows';

/**
 * A worker whose job was erased while a step ran may have written after the erasure committed: an
 * output file (stored before its row, which then could not be inserted) or an email. The worker calls
 * this when it finds its job gone, so nothing of the erased CV is left behind.
 */
export async function removeErasedJobLeftovers(ctx: AppContext, job: { id: string; userId: string }): Promise<void> {
  const ids = await withTransaction(ctx.database, async (tx) => {
    const files: FileToDelete[] = possibleOutputKeys(job.userId, job.id).map((key) => ({ location: 'storage', key }));
    const emails = await tx.delete(emailDeliveries).where(eq(emailDeliveries.jobId, job.id)).returning({ response: emailDeliveries.response });
    for (const email of emails) {
      const file = outboxFileOf(email.response);
      if (file) files.push({ location: 'outbox', key: file });
    }
    return recordFileDeletions(tx, files);
  });
  await deleteRecordedFiles(ctx, { ids });
}
