import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { apiKeys, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { assertEnterpriseFeature } from '../billing/enterprise-features';
import { hashApiKey, isWellFormedApiKey } from './api-key-token';

export const INVALID_API_KEY = 'Invalid API key';
/** last_used_at is written at most this often per key, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The owner of a Bearer API key. A malformed, unknown or revoked key is 401 'Invalid API key'; a key
 * whose owner is no longer on Enterprise is 403 naming the plan (the feature is Enterprise-only).
 */
export async function authenticateApiKey(
  ctx: Pick<AppContext, 'database'>,
  input: { key: string; now?: Date },
): Promise<{ user: UserRow; keyId: string }> {
  const { db } = ctx.database;
  const { key, now = new Date() } = input;
  if (!isWellFormedApiKey(key)) throw new AppError('UNAUTHORIZED', INVALID_API_KEY);
  const [row] = await db
    .select({ keyId: apiKeys.id, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(apiKeys.userId, users.id))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', INVALID_API_KEY);
  assertEnterpriseFeature(row.user, 'apiKeys');
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))),
      ),
    );
  return row;
}
