import { desc, eq } from 'drizzle-orm';
import type { Template } from '@common/contracts/templates';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { presentStandardTemplate, presentTemplate } from './present-template';

/** The user's templates, newest first, after the built-in Standard Template. */
export async function listTemplates(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id' | 'createdAt'> }): Promise<Template[]> {
  const { actor } = input;
  const rows = await ctx.database.db.select().from(templates).where(eq(templates.userId, actor.id)).orderBy(desc(templates.createdAt));
  return [presentStandardTemplate(actor.createdAt), ...rows.map(presentTemplate)];
}
