import { eq } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@common/contracts/profile';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './present-user';

/** Saves the user's display name (first and last name); an empty name is stored as null, as at registration. */
export async function updateProfile(db: Db, user: Pick<UserRow, 'id'>, profile: UpdateProfileRequest): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ firstName: profile.firstName || null, lastName: profile.lastName || null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}
