import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../accounts/present-user';
import { AGENCY_LOGO_MESSAGES } from './agency-logo-messages';

/** The user's own agency logo, for the Settings page: its bytes and content type. */
export async function readAgencyLogo(deps: { db: Db; storage: FileStorage }, user: Pick<UserRow, 'id'>): Promise<{ data: Buffer; contentType: string }> {
  const [row] = await deps.db.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, user.id));
  if (!row?.agencyLogo) throw new AppError('NOT_FOUND', AGENCY_LOGO_MESSAGES.notFound);
  const data = await deps.storage.getBuffer(row.agencyLogo.storageKey);
  return { data, contentType: row.agencyLogo.type === 'png' ? 'image/png' : 'image/jpeg' };
}
