import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { apiKeys } from '../../db/schema';
import type { UserRow } from '../accounts/present-user';
import { assertOwner } from '../security/authorize';
import type { ApiKeyRow } from './present-api-key';

/**
 * Revokes one of the user's keys: it stops working at once and stays listed as revoked. Revoking is
 * allowed on any plan, so a user who left Enterprise can still switch old keys off. Revoking twice is
 * harmless (the first revocation time is kept).
 */
export async function revokeApiKey(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'>; keyId: string }): Promise<ApiKeyRow> {
  const { db } = ctx.database;
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, input.keyId));
  const key = assertOwner(row, input.actor, 'API key');
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt)))
    .returning();
  return revoked ?? key;
}
