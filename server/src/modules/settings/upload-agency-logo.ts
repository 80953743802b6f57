import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/client';
import { users, type AgencyLogoRecord } from '../../db/schema';
import { AppError } from '../../errors';
import { LogoImageError, readLogoImage } from '../../rendering/logo-image';
import type { UserRow } from '../accounts/present-user';
import { deleteRecordedFiles, recordFileDeletions } from '../privacy/file-deletions';
import { AGENCY_LOGO_MESSAGES } from './agency-logo-messages';

type Deps = Pick<AppContext, 'database' | 'storage' | 'config' | 'logger'>;

/**
 * Sets the user's agency logo from an uploaded file: checked by its bytes (a whole PNG or JPEG, at
 * most 2000 pixels a side), stored under a new key, and the previous logo's file deleted once the
 * row points at the new one (a failed delete is retried by the file sweeper).
 */
export async function uploadAgencyLogo(ctx: Deps, input: { actor: Pick<UserRow, 'id'>; file: { filename: string; path: string } }): Promise<AgencyLogoRecord> {
  const { actor: user, file } = input;
  const bytes = await fs.promises.readFile(file.path);
  let image;
  try {
    image = readLogoImage(bytes);
  } catch (error) {
    if (!(error instanceof LogoImageError)) throw error;
    if (error.problem === 'type') throw new AppError('UNSUPPORTED_MEDIA_TYPE', AGENCY_LOGO_MESSAGES.wrongType(file.filename));
    if (error.problem === 'dimensions') throw new AppError('BAD_REQUEST', AGENCY_LOGO_MESSAGES.tooManyPixels(file.filename, error.message));
    throw new AppError('BAD_REQUEST', AGENCY_LOGO_MESSAGES.corrupt(file.filename, error.message));
  }
  const record: AgencyLogoRecord = {
    storageKey: `agency-logos/${user.id}/${randomUUID()}.${image.type === 'png' ? 'png' : 'jpg'}`,
    type: image.type,
    width: image.width,
    height: image.height,
    size: image.data.length,
    uploadedAt: new Date().toISOString(),
  };
  // Only the image's own bytes are kept: nothing a file carried after its end marker.
  await ctx.storage.putBuffer(record.storageKey, image.data, image.type === 'png' ? 'image/png' : 'image/jpeg');
  let deletions: string[];
  try {
    deletions = await withTransaction(ctx.database, async (tx) => {
      const [current] = await tx.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, user.id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', 'Account not found');
      await tx.update(users).set({ agencyLogo: record, updatedAt: new Date() }).where(eq(users.id, user.id));
      return current.agencyLogo ? recordFileDeletions(tx, [{ location: 'storage', key: current.agencyLogo.storageKey }]) : [];
    });
  } catch (error) {
    // Nothing points at the new file: it goes with the refusal.
    await ctx.storage.delete(record.storageKey).catch(() => undefined);
    throw error;
  }
  if (deletions.length) await deleteRecordedFiles(ctx, { ids: deletions });
  return record;
}
