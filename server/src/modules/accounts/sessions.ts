import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { statementName, type Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './present-user';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Opens a new session (a new id at every sign-in) and returns the token for the cookie. */
export async function createSession(
  ctx: Pick<AppContext, 'database'>,
  input: { userId: string; ipAddress?: string | null; userAgent?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await ctx.database.db.insert(sessions).values({
    idHash: hashToken(token),
    userId: input.userId,
    expiresAt,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

// Every request with a cookie runs this query: built once per database as a drizzle prepared query, which
// spares rebuilding the SQL each time (bench:load: the largest server-side cost under polling).
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();
function prepareSessionUser(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(statementName(db, 'cvforge_find_session_user'));
}

/** The signed-in user for a session token, or null when unknown or expired. */
export async function findSessionUser(ctx: Pick<AppContext, 'database'>, input: { token: string }): Promise<UserRow | null> {
  const { db } = ctx.database;
  const { token } = input;
  let query = sessionUserQueries.get(db);
  if (!query) sessionUserQueries.set(db, (query = prepareSessionUser(db)));
  const [row] = await query.execute({ idHash: hashToken(token), now: new Date() });
  return row?.user ?? null;
}

/**
 * A few seconds' memory of who a session belongs to, for the dashboard's polled lists only (3 s per open
 * tab; bench:load): those answer the caller's own rows and need nothing of the user but who they are.
 * Ending a session or changing a password forgets this process's entries at once; another web process
 * may still answer a polled list for up to POLL_CACHE_MS after a sign-out elsewhere. Everything else
 * reads the session from the database on every request.
 */
export const POLL_CACHE_MS = 5_000;
const POLL_CACHE_MAX = 20_000;
const pollCaches = new WeakMap<Db, Map<string, { user: UserRow; until: number }>>();

function pollCache(db: Db): Map<string, { user: UserRow; until: number }> {
  let cache = pollCaches.get(db);
  if (!cache) pollCaches.set(db, (cache = new Map()));
  return cache;
}

/** The user of a session as remembered for polled lists, or null (then read it with findSessionUser). */
export function recentSessionUser(ctx: Pick<AppContext, 'database'>, input: { token: string }): UserRow | null {
  const cache = pollCache(ctx.database.db);
  const key = hashToken(input.token);
  const hit = cache.get(key);
  if (!hit) return null;
  if (hit.until < Date.now()) {
    cache.delete(key);
    return null;
  }
  return hit.user;
}

/** Remembers a session's user for POLL_CACHE_MS, for the polled lists. */
export function rememberSessionUser(ctx: Pick<AppContext, 'database'>, input: { token: string; user: UserRow }): void {
  const { token, user } = input;
  const cache = pollCache(ctx.database.db);
  // Oldest first out: a Map iterates in insertion order.
  if (cache.size >= POLL_CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(hashToken(token), { user, until: Date.now() + POLL_CACHE_MS });
}

/** Ends a session on the server: the token is worthless afterwards. */
export async function destroySession(ctx: Pick<AppContext, 'database'>, input: { token: string }): Promise<void> {
  const { db } = ctx.database;
  const { token } = input;
  pollCache(db).delete(hashToken(token));
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every other session of a user (after a password change). */
export async function destroyOtherSessions(ctx: Pick<AppContext, 'database'>, input: { userId: string; keepToken: string | null }): Promise<void> {
  const { db } = ctx.database;
  const { userId, keepToken } = input;
  const keep = keepToken ? hashToken(keepToken) : '';
  const cache = pollCache(db);
  for (const [key, entry] of cache) if (entry.user.id === userId && key !== keep) cache.delete(key);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)));
}

/** Deletes expired sessions (at start). */
export async function purgeExpiredSessions(ctx: Pick<AppContext, 'database'>): Promise<void> {
  await ctx.database.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
