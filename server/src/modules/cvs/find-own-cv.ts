import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import { assertOwner } from '../security/authorize';
import type { UploadedCvRow } from './present-cv';

/** The user's own CV with this id; someone else's (or a deleted one) answers 404 like a missing one. */
export async function findOwnCv(db: Db, input: { userId: string; cvId: string }): Promise<UploadedCvRow> {
  const [row] = await db.select().from(uploadedCvs).where(eq(uploadedCvs.id, input.cvId)).limit(1);
  return assertOwner(row, { id: input.userId }, 'CV');
}
