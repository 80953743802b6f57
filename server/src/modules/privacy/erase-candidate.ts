import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { processCvJob } from '../../jobs/definitions/process-cv';
import { AppError } from '../../errors';
import { deleteRecordedFiles } from './file-deletions';
import { eraseCvRows } from './erase-cv-rows';
import type { UserRow } from '../accounts/present-user';

/**
 * Erases one candidate (POST /api/uploaded-cvs/{id}/erase): the uploaded CV, every processed file made
 * from it, its email copies in the outbox, its extracted data and its analytics contribution. The rows
 * go in one transaction (all or nothing); the files after it commits, and a file that cannot be
 * deleted now is retried by the sweeper. A job of this CV that is waiting or running stops uncharged.
 * Someone else's CV is "not found".
 */
export async function eraseCandidate(ctx: AppContext, input: { actor: Pick<UserRow, 'id'>; cvId: string }): Promise<void> {
  const erased = await withTransaction(ctx.database, (tx) => eraseCvRows(tx, { userId: input.actor.id, cvIds: [input.cvId] }));
  if (erased.cvCount === 0) throw new AppError('NOT_FOUND', 'CV not found');
  await afterErasure(ctx, erased);
}

/** After the commit: waiting queue entries are cancelled and the files deleted (failures stay recorded for the sweeper). */
export async function afterErasure(ctx: AppContext, erased: { activeQueueJobIds: string[]; fileDeletionIds: string[] }): Promise<void> {
  for (const id of erased.activeQueueJobIds) await ctx.queue.cancel(processCvJob, id).catch(() => undefined);
  await deleteRecordedFiles(ctx, { ids: erased.fileDeletionIds }).catch((error: unknown) => ctx.logger.error({ err: error }, 'deleting erased files failed; the sweeper will retry'));
}
