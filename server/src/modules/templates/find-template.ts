import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';
import type { TemplateRow } from './present-template';

/** The user's own template with this id; someone else's answers 404 like a missing one. */
export async function findOwnTemplate(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; templateId: string }): Promise<TemplateRow> {
  const [row] = await ctx.database.db.select().from(templates).where(eq(templates.id, input.templateId)).limit(1);
  return assertOwner(row, input.actor, 'Template');
}
