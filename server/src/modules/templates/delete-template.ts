import { STANDARD_TEMPLATE_UNDELETABLE } from '@common/contracts/templates';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import type { UserRow } from '../accounts/present-user';
import { findOwnTemplate } from './find-template';
import type { TemplateRow } from './present-template';

/** Deletes one of the user's templates and its file; the Standard Template cannot be deleted. */
export async function deleteTemplate(
  deps: { db: Db; storage: FileStorage; onFileError?: (error: unknown) => void },
  user: Pick<UserRow, 'id'>,
  templateId: string,
): Promise<TemplateRow> {
  if (templateId === DEFAULT_TEMPLATE_ID) throw new AppError('BAD_REQUEST', STANDARD_TEMPLATE_UNDELETABLE);
  const row = await findOwnTemplate(deps.db, user, templateId);
  await deps.db.delete(templates).where(eq(templates.id, row.id));
  // The row is gone, so the template is deleted for the user; a file left behind is only reported.
  await deps.storage.delete(row.storageKey).catch((error: unknown) => deps.onFileError?.(error));
  return row;
}
