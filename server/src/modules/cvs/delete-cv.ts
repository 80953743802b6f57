import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { uploadedCvs } from '../../db/schema';
import { assertOwner } from '../security/authorize';
import type { UploadedCvRow } from './present-cv';

/** Deletes one of the user's own CVs and its stored file; someone else's CV is "not found". */
export async function deleteCv(ctx: Pick<AppContext, 'database' | 'storage' | 'logger'>, input: { actor: Pick<UserRow, 'id'>; cvId: string }): Promise<UploadedCvRow> {
  const { db } = ctx.database;
  const [found] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, input.cvId));
  const cv = assertOwner(found, input.actor, 'CV');
  await db.delete(uploadedCvs).where(eq(uploadedCvs.id, cv.id));
  // The row goes first: a file left behind by a failed delete is harmless, a row without its file is not.
  await ctx.storage.delete(cv.storageKey).catch((error: unknown) => ctx.logger.error({ err: error, key: cv.storageKey }, 'could not delete a stored CV'));
  return cv;
}
