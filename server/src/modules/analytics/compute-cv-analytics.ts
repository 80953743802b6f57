import { sql, type SQL } from 'drizzle-orm';
import {
  cvAnalyticsSchema,
  EMERGING_SKILLS_LIMIT,
  EXPERIENCE_RANGES,
  MONTHLY_PROCESSING_MONTHS,
  POPULAR_TITLES_LIMIT,
  TOP_INDUSTRIES_LIMIT,
  TOP_LOCATIONS_LIMIT,
  TOP_SKILLS_LIMIT,
  type CvAnalytics,
} from '@common/contracts/analytics';
import { emergingSkillsShowFrom } from '@common/analytics-definitions';
import type { Db } from '../../db/client';
import { DEGREE_PATTERNS, FOLD_FROM, FOLD_TO, locationLexiconArrays, SENIORITY_PATTERN, skillLexiconArrays } from './lexicons';

const skills = skillLexiconArrays();
const places = locationLexiconArrays();

/** An array as ONE parameter (drizzle's sql template would otherwise spread it into a list). */
function list(values: readonly (string | number | null)[]): SQL {
  return sql`${sql.param(values)}`;
}

/** lower() after translate(): plain ASCII lower-casing, the same under any database locale (PGlite's is C). */
function fold(expr: SQL): SQL {
  return sql`lower(translate(${expr}, ${FOLD_FROM}::text, ${FOLD_TO}::text))`;
}

/** SQL twin of skillKey() in extraction/lexicon/skills.ts. */
function skillKey(expr: SQL): SQL {
  return sql`regexp_replace(btrim(regexp_replace(regexp_replace(${fold(expr)}, '[^a-z0-9+#./& ]+', ' ', 'g'), '\\s+', ' ', 'g')), '\\.$', '')`;
}

/** SQL twin of locationKey() in ./lexicons.ts. */
function locationKey(expr: SQL): SQL {
  return sql`regexp_replace(btrim(regexp_replace(${fold(expr)}, '\\s+', ' ', 'g')), '\\.$', '')`;
}

/** One CASE over the folded degree text, branch by branch from DEGREE_PATTERNS. */
function degreeCase(folded: SQL): SQL {
  const branches = DEGREE_PATTERNS.map(({ type, pattern }) => sql`WHEN ${folded} ~ ${pattern}::text THEN ${type}::text`);
  return sql`CASE ${sql.join(branches, sql` `)} ELSE 'Other' END`;
}

/**
 * Every figure of the analytics response for one user, in one SQL statement over uploaded_cvs.extracted_data
 * and processing_jobs. Only CVs whose extraction finished (done or needs_review) contribute data;
 * totalCVs counts every uploaded CV (see docs/decisions/012-analytics.md for each rule).
 */
export async function computeCvAnalytics(db: Db, input: { userId: string; now?: Date }): Promise<CvAnalytics> {
  const result = await db.execute<{ analytics: { firstCvAt: string | null; skillsAnalytics: Record<string, unknown> } & Record<string, unknown> }>(cvAnalyticsQuery(input.userId));
  const { firstCvAt, ...analytics } = result.rows[0].analytics;
  // Emerging skills need CVs in both 30-day windows; with less history there is no growth to show.
  const showFrom = emergingSkillsShowFrom(firstCvAt ? new Date(firstCvAt) : null, input.now ?? new Date());
  analytics.skillsAnalytics = { ...analytics.skillsAnalytics, emergingSkillsShowFrom: showFrom, ...(showFrom ? { emergingSkills: [] } : {}) };
  return cvAnalyticsSchema.parse(analytics);
}

/** The statement computeCvAnalytics runs (exported for EXPLAIN in the benchmark). */
export function cvAnalyticsQuery(userId: string): SQL {
  const lows = EXPERIENCE_RANGES.map((_, i) => (i === 0 ? 0 : EXPERIENCE_RANGES[i - 1].below));
  const highs = EXPERIENCE_RANGES.map((r) => r.below);
  // Calendar-day windows: the last 30 days are today and the 29 before; a day's snapshot stays exact all day.
  const recentStart = sql`date_trunc('day', now()) - interval '29 days'`;
  const previousStart = sql`date_trunc('day', now()) - interval '59 days'`;

  return sql`
    WITH
    lex AS (SELECT * FROM unnest(${list(skills.keys)}::text[], ${list(skills.names)}::text[], ${list(skills.categories)}::text[]) AS l(key, name, category)),
    cities AS (SELECT * FROM unnest(${list(places.cityKeys)}::text[], ${list(places.cityNames)}::text[], ${list(places.cityCountries)}::text[]) AS c(key, name, country)),
    countries AS (SELECT * FROM unnest(${list(places.countryKeys)}::text[], ${list(places.countryNames)}::text[]) AS c(key, name)),
    base AS MATERIALIZED (
      SELECT
        id,
        created_at,
        CASE WHEN jsonb_typeof(d->'totalYearsExperience') = 'number' AND (d->>'totalYearsExperience')::numeric BETWEEN 0 AND 80
          THEN (d->>'totalYearsExperience')::numeric END AS years,
        nullif(btrim(d->>'industry'), '') AS industry,
        nullif(btrim(left(d->>'location', 200)), '') AS location,
        -- One candidate per email (any case), else per name; a CV with neither is its own candidate.
        coalesce(nullif(lower(btrim(d->>'email')), ''), 'name:' || nullif(lower(btrim(d->>'name')), ''), 'cv:' || id) AS candidate,
        nullif(btrim(left(coalesce(nullif(btrim(d->>'currentTitle'), ''), CASE WHEN jsonb_typeof(d->'experience') = 'array' THEN d->'experience'->0->>'title' END), 120)), '') AS title,
        CASE WHEN jsonb_typeof(d->'skills') = 'array' THEN d->'skills' ELSE '[]'::jsonb END AS skills,
        CASE WHEN jsonb_typeof(d->'education') = 'array' THEN d->'education' ELSE '[]'::jsonb END AS education
      FROM (
        -- Corrections win: the recruiter's corrected data where there is one (docs/decisions/065-corrected-cv-data.md).
        SELECT c.id, c.created_at, coalesce(c.corrected_data, c.extracted_data) AS d
        FROM uploaded_cvs c
        WHERE c.user_id = ${userId} AND c.extraction_status IN ('done', 'needs_review') AND jsonb_typeof(coalesce(c.corrected_data, c.extracted_data)) = 'object'
      ) cv
    ),
    -- Normalising runs once per distinct text (a few thousand), never once per CV: regular expressions are the cost.
    skill_items AS MATERIALIZED (
      SELECT b.id, b.created_at, btrim(x.item #>> '{}') AS raw
      FROM base b, jsonb_array_elements(b.skills) AS x(item)
      WHERE jsonb_typeof(x.item) = 'string'
    ),
    skill_names AS MATERIALIZED (
      SELECT r.raw, coalesce(l.name, r.raw) AS skill, coalesce(l.category, 'Other') AS category
      FROM (SELECT d.raw, ${skillKey(sql`d.raw`)} AS key FROM (SELECT DISTINCT raw FROM skill_items WHERE raw <> '' AND length(raw) <= 80) d) r
      LEFT JOIN lex l ON l.key = r.key
    ),
    -- A skill counts once per CV, after the lexicon has mapped its aliases (and languages) to one name.
    cv_skill AS MATERIALIZED (
      SELECT i.id, i.created_at, min(n.skill) AS skill, min(n.category) AS category
      FROM skill_items i JOIN skill_names n ON n.raw = i.raw
      GROUP BY i.id, i.created_at, lower(n.skill)
    ),
    skill_totals AS MATERIALIZED (
      SELECT
        min(skill) AS skill,
        min(category) AS category,
        count(*) AS n,
        count(*) FILTER (WHERE created_at >= ${recentStart}) AS recent,
        count(*) FILTER (WHERE created_at >= ${previousStart} AND created_at < ${recentStart}) AS previous
      FROM cv_skill
      GROUP BY lower(skill)
    ),
    degree_items AS MATERIALIZED (
      SELECT b.id, btrim(left(e.entry->>'degree', 120)) AS raw
      FROM base b, jsonb_array_elements(b.education) AS e(entry)
      WHERE jsonb_typeof(e.entry) = 'object' AND nullif(btrim(e.entry->>'degree'), '') IS NOT NULL
    ),
    degree_names AS MATERIALIZED (
      SELECT d.raw, ${degreeCase(fold(sql`d.raw`))} AS degree FROM (SELECT DISTINCT raw FROM degree_items) d
    ),
    degrees AS (
      SELECT DISTINCT i.id, n.degree FROM degree_items i JOIN degree_names n ON n.raw = i.raw
    ),
    place_names AS MATERIALIZED (
      SELECT
        p.raw,
        CASE
          WHEN p.city = '' THEN coalesce(co_last.name, nullif(p.last, ''))
          WHEN ci.key IS NOT NULL THEN ci.name || ', ' || coalesce(co_last.name, ci.country)
          WHEN p.has_comma AND co_last.name IS NOT NULL THEN p.city || ', ' || co_last.name
          WHEN NOT p.has_comma AND co_first.name IS NOT NULL THEN co_first.name
          WHEN p.has_comma AND p.last <> '' THEN p.city || ', ' || p.last
          ELSE p.city
        END AS location
      FROM (
        SELECT q.*, ${locationKey(sql`q.city`)} AS city_key, ${locationKey(sql`q.last`)} AS last_key
        FROM (
          SELECT d.raw, btrim(split_part(d.raw, ',', 1)) AS city, btrim(regexp_replace(d.raw, '^.*,', '')) AS last, position(',' IN d.raw) > 0 AS has_comma
          FROM (SELECT DISTINCT location AS raw FROM base WHERE location IS NOT NULL) d
        ) q
      ) p
      LEFT JOIN cities ci ON ci.key = p.city_key
      LEFT JOIN countries co_last ON p.has_comma AND co_last.key = p.last_key
      LEFT JOIN countries co_first ON co_first.key = p.city_key
    ),
    places AS (
      SELECT b.candidate, n.location FROM base b JOIN place_names n ON n.raw = b.location
    ),
    title_names AS MATERIALIZED (
      SELECT d.raw, btrim(regexp_replace(regexp_replace(d.raw, ${SENIORITY_PATTERN}::text, ' ', 'gi'), '\\s+', ' ', 'g'), ' -,/|()') AS title
      FROM (SELECT DISTINCT title AS raw FROM base WHERE title IS NOT NULL) d
    ),
    titles AS (
      SELECT n.title FROM base b JOIN title_names n ON n.raw = b.title
    ),
    analysed AS (SELECT count(*) AS n FROM base)
    SELECT jsonb_build_object(
      'firstCvAt', (SELECT min(created_at) FROM base),
      'overview', jsonb_build_object(
        'totalCVs', (SELECT count(*) FROM uploaded_cvs WHERE user_id = ${userId}),
        'totalCandidates', (SELECT count(DISTINCT candidate) FROM base),
        'avgExperienceYears', coalesce((SELECT round(avg(years), 1) FROM base), 0),
        'totalSkills', (SELECT count(*) FROM cv_skill),
        'uniqueSkills', (SELECT count(*) FROM skill_totals),
        -- One definition with the monthly chart (decision 076): CVs with a job completed this month, each once.
        'processedThisMonth', (
          SELECT count(DISTINCT coalesce(j.uploaded_cv_id, j.id)) FROM processing_jobs j
          WHERE j.user_id = ${userId} AND j.status = 'completed' AND j.completed_at >= date_trunc('month', now())
        )
      ),
      'skillsAnalytics', jsonb_build_object(
        'topSkills', coalesce((
          SELECT jsonb_agg(jsonb_build_object('skill', t.skill, 'count', t.n, 'percentage', round(t.n * 100.0 / (SELECT n FROM analysed), 1)) ORDER BY t.n DESC, t.skill)
          FROM (SELECT skill, n FROM skill_totals ORDER BY n DESC, skill LIMIT ${TOP_SKILLS_LIMIT}) t
        ), '[]'::jsonb),
        'skillCategories', coalesce((
          SELECT jsonb_agg(jsonb_build_object('category', t.category, 'count', t.n) ORDER BY t.n DESC, t.category)
          FROM (SELECT category, sum(n)::bigint AS n FROM skill_totals GROUP BY category) t
        ), '[]'::jsonb),
        'emergingSkills', coalesce((
          SELECT jsonb_agg(jsonb_build_object('skill', t.skill, 'growth', t.growth) ORDER BY t.growth DESC, t.recent DESC, t.skill)
          FROM (
            SELECT skill, recent, round((recent - previous) * 100.0 / greatest(previous, 1))::int AS growth
            FROM skill_totals WHERE recent > previous
            ORDER BY 3 DESC, recent DESC, skill LIMIT ${EMERGING_SKILLS_LIMIT}
          ) t
        ), '[]'::jsonb)
      ),
      'experienceAnalytics', jsonb_build_object(
        'experienceDistribution', (
          SELECT jsonb_agg(jsonb_build_object('range', r.range, 'count', (
            SELECT count(*) FROM base WHERE years >= r.lo AND (r.hi IS NULL OR years < r.hi)
          )) ORDER BY r.ord)
          FROM unnest(${list(EXPERIENCE_RANGES.map((r) => r.range))}::text[], ${list(lows)}::numeric[], ${list(highs)}::numeric[]) WITH ORDINALITY AS r(range, lo, hi, ord)
        ),
        'industryExperience', coalesce((
          SELECT jsonb_agg(jsonb_build_object('industry', t.industry, 'count', t.n, 'avgYears', t.avg_years) ORDER BY t.n DESC, t.industry)
          FROM (
            SELECT min(industry) AS industry, count(*) AS n, coalesce(round(avg(years), 1), 0) AS avg_years
            FROM base WHERE industry IS NOT NULL
            GROUP BY lower(industry) ORDER BY 2 DESC, 1 LIMIT ${TOP_INDUSTRIES_LIMIT}
          ) t
        ), '[]'::jsonb)
      ),
      'educationAnalytics', jsonb_build_object(
        'degreeTypes', coalesce((
          SELECT jsonb_agg(jsonb_build_object('degree', t.degree, 'count', t.n) ORDER BY t.n DESC, t.degree)
          FROM (SELECT degree, count(*) AS n FROM degrees GROUP BY degree) t
        ), '[]'::jsonb)
      ),
      'locationAnalytics', jsonb_build_object(
        'topLocations', coalesce((
          SELECT jsonb_agg(jsonb_build_object('location', t.location, 'count', t.n) ORDER BY t.n DESC, t.location)
          FROM (
            SELECT min(location) AS location, count(DISTINCT candidate) AS n
            FROM places WHERE location IS NOT NULL
            GROUP BY lower(location) ORDER BY 2 DESC, 1 LIMIT ${TOP_LOCATIONS_LIMIT}
          ) t
        ), '[]'::jsonb)
      ),
      'trendsAnalytics', jsonb_build_object(
        'monthlyProcessing', (
          SELECT jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', (
            SELECT count(DISTINCT coalesce(j.uploaded_cv_id, j.id)) FROM processing_jobs j
            WHERE j.user_id = ${userId} AND j.status = 'completed' AND j.completed_at >= m.month AND j.completed_at < m.month + interval '1 month'
          )) ORDER BY m.month)
          FROM generate_series(
            date_trunc('month', now()) - make_interval(months => ${MONTHLY_PROCESSING_MONTHS - 1}::int), date_trunc('month', now()), interval '1 month'
          ) AS m(month)
        ),
        'popularJobTitles', coalesce((
          SELECT jsonb_agg(jsonb_build_object('title', t.title, 'count', t.n) ORDER BY t.n DESC, t.title)
          FROM (
            SELECT mode() WITHIN GROUP (ORDER BY title) AS title, count(*) AS n
            FROM titles WHERE title <> ''
            GROUP BY lower(title) ORDER BY 2 DESC, 1 LIMIT ${POPULAR_TITLES_LIMIT}
          ) t
        ), '[]'::jsonb)
      )
    ) AS analytics`;
}
