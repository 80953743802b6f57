import { eq } from 'drizzle-orm';
import type { AgencyProfile } from '@common/contracts/settings';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';

/** Saves the agency details the user's templates show (ConsultantName, ConsultantEmail, ConsultantPhone, AgencyName). */
export async function updateAgencyProfile(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; profile: AgencyProfile }): Promise<Record<string, string>> {
  const { actor: user, profile } = input;
  const [row] = await ctx.database.db
    .update(users)
    .set({ agencyProfile: { ...profile }, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ agencyProfile: users.agencyProfile });
  return row.agencyProfile;
}
