import { eq } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@common/contracts/profile';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from './present-user';

/** Saves the user's display name (first and last name); an empty name is stored as null, as at registration. */
export async function updateProfile(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> } & UpdateProfileRequest): Promise<UserRow> {
  const { actor: user, ...profile } = input;
  const [row] = await ctx.database.db
    .update(users)
    .set({ firstName: profile.firstName || null, lastName: profile.lastName || null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return row;
}
