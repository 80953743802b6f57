import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { UserRow } from '../accounts/present-user';
import { uploadedCvs } from '../../db/schema';
import { assertOwner } from '../security/authorize';
import type { UploadedCvRow } from './present-cv';

/** The user's own CV with this id; someone else's (or a deleted one) answers 404 like a missing one. */
export async function findOwnCv(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; cvId: string }): Promise<UploadedCvRow> {
  const [row] = await ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, input.cvId)).limit(1);
  return assertOwner(row, input.actor, 'CV');
}
