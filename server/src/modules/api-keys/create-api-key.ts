import type { AppContext } from '../../context';
import { apiKeys } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertEnterpriseFeature } from '../billing/enterprise-features';
import { generateApiKey } from './api-key-token';
import type { ApiKeyRow } from './present-api-key';

/** Creates an API key (Enterprise only). The key itself is returned this once; only its hash is kept. */
export async function createApiKey(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow; name: string }): Promise<{ row: ApiKeyRow; key: string }> {
  const { db } = ctx.database;
  const user = input.actor;
  assertEnterpriseFeature(user, 'apiKeys');
  const { key, hash, prefix } = generateApiKey();
  const [row] = await db.insert(apiKeys).values({ userId: user.id, name: input.name, keyHash: hash, prefix }).returning();
  return { row, key };
}
