import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { deleteRecordedFiles, recordFileDeletions } from '../privacy/file-deletions';
import { AGENCY_LOGO_MESSAGES } from './agency-logo-messages';

/** Removes the user's own agency logo: reports show the agency name alone from the next job. */
export async function removeAgencyLogo(ctx: Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>, input: { actor: Pick<UserRow, 'id'> }): Promise<void> {
  const user = input.actor;
  const deletions = await withTransaction(ctx.database, async (tx) => {
    const [current] = await tx.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, user.id)).for('update');
    if (!current?.agencyLogo) throw new AppError('NOT_FOUND', AGENCY_LOGO_MESSAGES.none);
    await tx.update(users).set({ agencyLogo: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    return recordFileDeletions(tx, [{ location: 'storage', key: current.agencyLogo.storageKey }]);
  });
  await deleteRecordedFiles(ctx, { ids: deletions });
}
