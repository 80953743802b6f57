import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { uploadedCvs } from '../../db/schema';
import type { UploadedCvRow } from './present-cv';

/** The user's own uploaded CVs, newest first. */
export async function listCvs(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> }): Promise<UploadedCvRow[]> {
  return ctx.database.db
    .select()
    .from(uploadedCvs)
    .where(eq(uploadedCvs.userId, input.actor.id))
    .orderBy(desc(uploadedCvs.createdAt), desc(uploadedCvs.id));
}
