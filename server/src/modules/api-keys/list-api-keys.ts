import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertEnterpriseFeature } from '../billing/enterprise-features';
import type { ApiKeyRow } from './present-api-key';

/** The user's API keys, newest first, revoked ones included (Enterprise only). */
export async function listApiKeys(db: Db, user: UserRow): Promise<ApiKeyRow[]> {
  assertEnterpriseFeature(user, 'apiKeys');
  return db.select().from(apiKeys).where(eq(apiKeys.userId, user.id)).orderBy(desc(apiKeys.createdAt));
}
