import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';
import type { TemplateRow } from './present-template';

/** The user's own template with this id; someone else's answers 404 like a missing one. */
export async function findOwnTemplate(db: Db, user: Pick<UserRow, 'id'>, templateId: string): Promise<TemplateRow> {
  const [row] = await db.select().from(templates).where(eq(templates.id, templateId)).limit(1);
  return assertOwner(row, user, 'Template');
}
