import { desc, eq } from 'drizzle-orm';
import type { Template } from '@common/contracts/templates';
import type { Db } from '../../db/client';
import { templates } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { presentStandardTemplate, presentTemplate } from './present-template';

/** The user's templates, newest first, after the built-in Standard Template. */
export async function listTemplates(db: Db, user: Pick<UserRow, 'id' | 'createdAt'>): Promise<Template[]> {
  const rows = await db.select().from(templates).where(eq(templates.userId, user.id)).orderBy(desc(templates.createdAt));
  return [presentStandardTemplate(user.createdAt), ...rows.map(presentTemplate)];
}
