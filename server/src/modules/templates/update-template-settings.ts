import { eq } from 'drizzle-orm';
import { STANDARD_TEMPLATE_SETTINGS_FIXED, type TemplateSettings } from '@common/contracts/templates';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { findOwnTemplate } from './find-template';
import type { TemplateRow } from './present-template';

/** Sets one of the user's templates' processing defaults (always anonymise, hide employer names, its agency details). */
export async function updateTemplateSettings(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: Pick<UserRow, 'id'>; templateId: string; settings: TemplateSettings },
): Promise<TemplateRow> {
  const { db } = ctx.database;
  const { templateId, settings } = input;
  // The built-in template is shared by every account: a default set on it would be everyone's.
  if (templateId === DEFAULT_TEMPLATE_ID) throw new AppError('BAD_REQUEST', STANDARD_TEMPLATE_SETTINGS_FIXED);
  const row = await findOwnTemplate(ctx, { actor: input.actor, templateId });
  // Other keys a later feature keeps in settings are left as they are.
  const next = { ...(row.settings ?? {}), alwaysAnonymise: settings.alwaysAnonymise, hideEmployers: settings.hideEmployers };
  // Agency details are changed only when sent: toggling a checkbox keeps the template's brand.
  if (settings.agency) Object.assign(next, { agency: settings.agency });
  const [updated] = await db.update(templates).set({ settings: next }).where(eq(templates.id, row.id)).returning();
  return updated;
}
