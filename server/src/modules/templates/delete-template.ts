import { STANDARD_TEMPLATE_UNDELETABLE } from '@common/contracts/templates';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { findOwnTemplate } from './find-template';
import type { TemplateRow } from './present-template';

/** Deletes one of the user's templates and its file; the Standard Template cannot be deleted. */
export async function deleteTemplate(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id'>; templateId: string; onFileError?: (error: unknown) => void },
): Promise<TemplateRow> {
  if (input.templateId === DEFAULT_TEMPLATE_ID) throw new AppError('BAD_REQUEST', STANDARD_TEMPLATE_UNDELETABLE);
  const row = await findOwnTemplate(ctx, input);
  await ctx.database.db.delete(templates).where(eq(templates.id, row.id));
  // The row is gone, so the template is deleted for the user; a file left behind is only reported.
  await ctx.storage.delete(row.storageKey).catch((error: unknown) => input.onFileError?.(error));
  return row;
}
