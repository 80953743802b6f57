import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { apiKeys } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertEnterpriseFeature } from '../billing/enterprise-features';
import type { ApiKeyRow } from './present-api-key';

/** The user's API keys, newest first, revoked ones included (Enterprise only). */
export async function listApiKeys(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow }): Promise<ApiKeyRow[]> {
  assertEnterpriseFeature(input.actor, 'apiKeys');
  return ctx.database.db.select().from(apiKeys).where(eq(apiKeys.userId, input.actor.id)).orderBy(desc(apiKeys.createdAt));
}
