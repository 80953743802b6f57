import { sql } from 'drizzle-orm';
import type { FieldCorrections } from '@common/contracts/cv-review';
import type { AppContext } from '../../context';
import { round } from './figures';

export const FIELD_CORRECTIONS_WINDOW_DAYS = 30;

/**
 * "Fields corrected per CV", by field, over the last 30 days, across every account: the live measure
 * of extraction quality on the agencies' own CVs. Read from the activity log: each CV counts once, with
 * the fields its latest save differed from the first extraction in (a CV whose correction was undone
 * counts as reviewed with nothing corrected).
 */
export async function fieldCorrections(ctx: Pick<AppContext, 'database'>, input: { now?: Date } = {}): Promise<FieldCorrections> {
  const { db } = ctx.database;
  const { now = new Date() } = input;
  const since = new Date(now.getTime() - FIELD_CORRECTIONS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const result = await db.execute<{ reviewed: number; field: string | null; cvs: number; corrections: number }>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (resource_id) resource_id, action, details
      FROM activity_logs
      WHERE action IN ('correct_cv_data', 'restore_cv_data') AND resource_type = 'cv' AND resource_id IS NOT NULL AND created_at >= ${since}
      ORDER BY resource_id, created_at DESC, id DESC
    ),
    fields AS (
      SELECT l.resource_id, regexp_replace(f.value, '\\.\\d+\\.', '.') AS field
      FROM latest l,
        jsonb_array_elements_text(CASE WHEN l.action = 'correct_cv_data' AND jsonb_typeof(l.details->'fields') = 'array' THEN l.details->'fields' ELSE '[]'::jsonb END) AS f(value)
    )
    SELECT (SELECT count(*) FROM latest)::int AS reviewed, NULL AS field, 0 AS cvs, (SELECT count(*) FROM fields)::int AS corrections
    UNION ALL
    SELECT 0, field, count(DISTINCT resource_id)::int, count(*)::int FROM fields GROUP BY field`);
  const [total, ...rows] = result.rows;
  const reviewed = Number(total?.reviewed ?? 0);
  const per = (n: number) => (reviewed ? round(n / reviewed, 2) : 0);
  return {
    windowDays: FIELD_CORRECTIONS_WINDOW_DAYS,
    cvsReviewed: reviewed,
    perCv: per(Number(total?.corrections ?? 0)),
    byField: rows
      .map((row) => ({ field: row.field ?? '', cvs: Number(row.cvs), perCv: per(Number(row.corrections)) }))
      .sort((a, b) => b.perCv - a.perCv || b.cvs - a.cvs || a.field.localeCompare(b.field)),
  };
}
