import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { AGENCY_LOGO_MESSAGES } from './agency-logo-messages';

/** The user's own agency logo, for the Settings page: its bytes and content type. */
export async function readAgencyLogo(ctx: Pick<AppContext, 'database' | 'storage'>, input: { actor: Pick<UserRow, 'id'> }): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await ctx.database.db.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, input.actor.id));
  if (!row?.agencyLogo) throw new AppError('NOT_FOUND', AGENCY_LOGO_MESSAGES.notFound);
  const data = await ctx.storage.getBuffer(row.agencyLogo.storageKey);
  return { data, contentType: row.agencyLogo.type === 'png' ? 'image/png' : 'image/jpeg' };
}
