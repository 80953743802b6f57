import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadedCvs } from '../../db/schema';
import type { UploadedCvRow } from './present-cv';

/** The user's own uploaded CVs, newest first. */
export async function listCvs(db: Db, input: { userId: string }): Promise<UploadedCvRow[]> {
  return db
    .select()
    .from(uploadedCvs)
    .where(eq(uploadedCvs.userId, input.userId))
    .orderBy(desc(uploadedCvs.createdAt), desc(uploadedCvs.id));
}
