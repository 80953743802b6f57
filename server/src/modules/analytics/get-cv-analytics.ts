import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cvAnalyticsSchema, type CvAnalytics } from '@common/contracts/analytics';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { analyticsSnapshots } from '../../db/schema';
import { computeCvAnalytics } from './compute-cv-analytics';
import { DEGREE_PATTERNS, locationLexiconArrays, SENIORITY_PATTERN, skillLexiconArrays } from './lexicons';
import type { UserRow } from '../accounts/present-user';

/** Bump when the computation changes meaning; lexicon edits are picked up by the hash below on their own. */
const ANALYTICS_VERSION = 2;
const RULES_HASH = createHash('sha256')
  .update(JSON.stringify([ANALYTICS_VERSION, skillLexiconArrays(), locationLexiconArrays(), DEGREE_PATTERNS, SENIORITY_PATTERN]))
  .digest('hex')
  .slice(0, 16);

/** Computations running now, by user and fingerprint: a second request for the same data waits for the first. */
const running = new Map<string, Promise<CvAnalytics>>();

/**
 * What the user's analytics depend on, read from indexes only: how many CVs, the latest upload, the
 * latest extraction, the latest correction (saved or undone), the latest completed job, and the day (the 30-day windows and the month move
 * with it). Upload, delete, extraction and job completion each change it.
 */
async function fingerprint(db: Db, userId: string): Promise<string> {
  const result = await db.execute<Record<string, string | null>>(sql`
    SELECT
      (SELECT count(*) FROM uploaded_cvs WHERE user_id = ${userId})::text AS cvs,
      (SELECT max(created_at) FROM uploaded_cvs WHERE user_id = ${userId})::text AS last_upload,
      (SELECT max(extracted_at) FROM uploaded_cvs WHERE user_id = ${userId})::text AS last_extraction,
      (SELECT max(corrected_at) FROM uploaded_cvs WHERE user_id = ${userId})::text AS last_correction,
      (SELECT max(completed_at) FROM processing_jobs WHERE user_id = ${userId} AND status = 'completed')::text AS last_completed,
      to_char(now(), 'YYYY-MM-DD') AS day`);
  const row = result.rows[0];
  return [RULES_HASH, row.cvs, row.last_upload, row.last_extraction, row.last_correction, row.last_completed, row.day].join('|');
}

/** Above this, a stale snapshot is answered at once while a fresh one is computed in the background. */
const SLOW_COMPUTATION_MS = 1_000;

/**
 * The user's CV analytics (docs/PRODUCT.md §3), from their own CVs and jobs only. Answered from the user's
 * snapshot while the data it was computed from is unchanged; otherwise computed in SQL and stored.
 * For large accounts (the last computation took over a second: ~12 s at 100,000 CVs) a changed
 * account is answered from its previous snapshot while the new one is computed in the background, so
 * nobody waits on the screen's 30-second refresh; small accounts always get fresh figures.
 */
export async function getCvAnalytics(ctx: Pick<AppContext, 'database'>, input: { actor: Pick<UserRow, 'id'> }): Promise<CvAnalytics> {
  const { db } = ctx.database;
  const userId = input.actor.id;
  const current = await fingerprint(db, userId);
  const [snapshot] = await db
    .select({ fingerprint: analyticsSnapshots.fingerprint, payload: analyticsSnapshots.payload, computedMs: analyticsSnapshots.computedMs })
    .from(analyticsSnapshots)
    .where(sql`${analyticsSnapshots.userId} = ${userId}`);
  const stored = snapshot ? cvAnalyticsSchema.safeParse(snapshot.payload) : null;
  if (stored?.success && snapshot!.fingerprint === current) return stored.data;

  const key = `${userId}|${current}`;
  let computation = running.get(key);
  if (!computation) {
    computation = computeAndStore(db, userId, current).finally(() => running.delete(key));
    running.set(key, computation);
  }
  if (stored?.success && snapshot!.computedMs > SLOW_COMPUTATION_MS) {
    // A failed background run is retried by the next request; the stored figures stand meanwhile.
    computation.catch(() => undefined);
    return stored.data;
  }
  return computation;
}

async function computeAndStore(db: Db, userId: string, current: string): Promise<CvAnalytics> {
  const started = performance.now();
  const analytics = await computeCvAnalytics(db, { userId });
  const computedMs = Math.round(performance.now() - started);
  await db
    .insert(analyticsSnapshots)
    .values({ userId, fingerprint: current, payload: analytics, computedMs })
    .onConflictDoUpdate({ target: analyticsSnapshots.userId, set: { fingerprint: current, payload: analytics, computedMs, computedAt: new Date() } });
  return analytics;
}
