/**
 * GET /api/cv-analytics over 100,000 CVs of one user on PostgreSQL. Creates its own database on the
 * local PostgreSQL (dropped at the end), starts the real server against it, seeds the CVs in SQL
 * (generate_series: skewed skills with aliases, other languages and a long tail, titles with seniority
 * words, places written several ways, degrees in several languages, 12 months of completed jobs),
 * then times: the first call (computes and stores the snapshot), 20 calls (p50/p95, target p50 ≤ 300 ms),
 * and a call after one more CV arrives (computes again).
 *
 *   npm run bench:analytics [-- --cvs 100000] [-- --database-url postgres://postgres@127.0.0.1:5432/postgres]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../server/src/test-support/test-server';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const CVS = Number(option('--cvs', '100000'));
const CALLS = 20;
const TARGET_P50_MS = 300;

// startTestServer creates (and drops) a fresh database on this server when these are set.
process.env.CVFORGE_TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = option('--database-url', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

const SKILLS = [
  'Python', 'JavaScript', 'SQL', 'Excel', 'Communication', 'Project Management', 'Leadership', 'Java', 'AWS', 'Agile', 'React',
  'TypeScript', 'Docker', 'Data Analysis', 'Customer Service', 'Teamwork', 'Microsoft Office', 'Kubernetes', 'Git', 'Scrum',
  'Machine Learning', 'Node.js', 'Stakeholder Management', 'Budgeting', 'Financial Analysis', 'Negotiation', 'Salesforce',
  'Power BI', 'Tableau', 'Linux', 'C#', 'Go', 'Problem Solving', 'Time Management', 'Patient Care', 'AutoCAD', 'SAP',
  'Recruitment', 'Figma', 'Risk Management', 'Terraform', 'Kafka', 'PostgreSQL', 'MongoDB', 'Accounting', 'Six Sigma',
  'Marketing Strategy', 'SEO', 'CPR', 'Teaching', 'Rust', 'Kotlin', 'Spring Boot', 'Django', 'Azure', 'Google Cloud',
  // aliases and other languages: one skill each after normalisation
  'js', 'python3', 'k8s', 'MS Excel', 'Gestion de projet', 'Gestión de proyectos', 'Projektmanagement', 'Kommunikation',
  'team player', 'postgres', 'ReactJS', 'golang',
];
const TITLES = [
  'Software Engineer', 'Senior Software Engineer', 'Sr. Software Engineer', 'Junior Software Engineer', 'Lead Developer',
  'Data Analyst', 'Senior Data Analyst', 'Project Manager', 'Senior Project Manager', 'Registered Nurse', 'Accountant',
  'Senior Accountant', 'Sales Manager', 'Marketing Manager', 'Data Scientist', 'Lead Data Scientist', 'HR Manager',
  'Teacher', 'Mechanical Engineer', 'Business Analyst', 'Product Manager', 'Principal Product Manager', 'Financial Analyst',
  'Customer Service Representative', 'DevOps Engineer', 'Jr. DevOps Engineer', 'Civil Engineer', 'Recruiter',
  'Ingénieur logiciel', 'Desarrollador de software',
];
const INDUSTRIES = [
  'Information Technology', 'Healthcare', 'Finance & Banking', 'Engineering', 'Education', 'Retail', 'Marketing & Media',
  'Consulting', 'Manufacturing', 'Legal', 'Hospitality', 'Construction',
];
const LOCATIONS = [
  'London, UK', 'London, United Kingdom', 'London', 'London, England', 'Manchester, UK', 'Leeds', 'Edinburgh, Scotland',
  'Berlin, Germany', 'München, Deutschland', 'Munich, Germany', 'Paris, France', 'Lyon', 'Madrid, España', 'Barcelona, Spain',
  'New York, NY', 'San Francisco, CA', 'Austin, TX', 'Toronto, ON', 'Dublin, Ireland', 'Bangalore, India', 'Bengaluru',
  'Sydney, Australia', 'Amsterdam, Netherlands', 'Singapore', 'Dubai, UAE', 'Zürich, Schweiz', 'Lisboa, Portugal',
  'Remote', 'Reading, Berkshire', 'Milton Keynes, UK',
];
const DEGREES = [
  'BSc (Hons)', 'BA', 'B.Eng', 'Bachelor of Science', 'MSc', 'MA', 'M.Eng', 'Master 2', 'Máster Universitario', 'Diplom-Ingenieur',
  'PhD', 'Doctorat', 'Doctorado', 'MBA', 'Licence', 'Licenciatura', 'HND', 'Diploma', 'BTS', 'A-Levels',
];
const COMPANIES = ['Acme Ltd', 'Globex Corporation', 'Initech', 'NHS Trust', 'Barclays', 'Deloitte', 'Siemens AG', 'Capgemini', 'Tesco plc', 'Google'];

const t = await startTestServer({ services: ['web'] });
try {
  const { client, user } = await t.signUp();
  const { db } = t.server.ctx.database;

  let started = performance.now();
  await seed(user.id, CVS);
  await db.execute(sql`VACUUM ANALYZE uploaded_cvs`);
  await db.execute(sql`VACUUM ANALYZE processing_jobs`);
  const size = await db.execute<{ size: string }>(sql`SELECT pg_size_pretty(pg_total_relation_size('uploaded_cvs')) AS size`);
  console.log(`seeded ${CVS.toLocaleString('en')} CVs and their jobs in ${((performance.now() - started) / 1000).toFixed(1)} s (uploaded_cvs: ${size.rows[0].size})`);

  started = performance.now();
  const first = await client.get('/api/cv-analytics');
  if (first.status !== 200) throw new Error(`analytics failed: ${first.status} ${first.text.slice(0, 300)}`);
  const firstMs = performance.now() - started;
  const o = first.body.overview;
  console.log(`first call (computes and stores the snapshot): ${firstMs.toFixed(0)} ms — ${o.totalCVs} CVs, ${o.totalCandidates} candidates, ${o.uniqueSkills} unique skills, ${o.processedThisMonth} processed this month`);
  console.log(`  top skills: ${first.body.skillsAnalytics.topSkills.map((s: { skill: string; count: number }) => `${s.skill} ${s.count}`).join(', ')}`);
  console.log(`  top locations: ${first.body.locationAnalytics.topLocations.slice(0, 4).map((l: { location: string; count: number }) => `${l.location} ${l.count}`).join(', ')}`);
  console.log(`  degree types: ${first.body.educationAnalytics.degreeTypes.map((d: { degree: string; count: number }) => `${d.degree} ${d.count}`).join(', ')}`);

  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const callStarted = performance.now();
    const res = await client.get('/api/cv-analytics');
    if (res.status !== 200) throw new Error(`analytics failed: ${res.status}`);
    times.push(performance.now() - callStarted);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(CALLS * 0.5)];
  const p95 = times[Math.min(CALLS - 1, Math.ceil(CALLS * 0.95) - 1)];

  // One more CV: the fingerprint changes and the next call computes again.
  await seed(user.id, 1, CVS);
  started = performance.now();
  const after = await client.get('/api/cv-analytics');
  const afterMs = performance.now() - started;
  if (after.body.overview.totalCVs !== CVS + 1) throw new Error('the new CV was not counted');
  const stored = await db.execute<{ computed_ms: number }>(sql`SELECT computed_ms FROM analytics_snapshots WHERE user_id = ${user.id}`);

  console.log(`\n${CVS.toLocaleString('en')} CVs on PostgreSQL, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  console.log(`GET /api/cv-analytics, ${CALLS} calls: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p50 ≤ ${TARGET_P50_MS} ms): ${p50 <= TARGET_P50_MS ? 'OK' : 'OVER'}`);
  console.log(`after a new CV (recomputed in SQL): ${afterMs.toFixed(0)} ms (SQL ${stored.rows[0].computed_ms} ms)`);

  async function seed(userId: string, count: number, offset = 0) {
    const list = (values: string[]) => sql`${sql.param(values)}::text[]`;
    // Deterministic pseudo-random picks: hashint4 of the row number; squaring skews skills to the head.
    await db.execute(sql`
      INSERT INTO uploaded_cvs (user_id, original_file_name, storage_key, file_size, format, extraction_status, extraction_reason, extracted_data, created_at, extracted_at)
      SELECT ${userId}, 'cv-' || i || '.pdf', 'cvs/bench/' || i, 40000 + (i % 90000), 'pdf',
        CASE WHEN i % 50 = 0 THEN 'failed' WHEN i % 37 = 0 THEN 'needs_review' ELSE 'done' END,
        CASE WHEN i % 50 = 0 THEN 'This PDF is password-protected' END,
        CASE WHEN i % 50 = 0 THEN NULL ELSE jsonb_build_object(
          'name', 'Candidate ' || (i % ${Math.max(1, Math.floor(count * 0.9))}),
          'email', CASE WHEN i % 7 = 0 THEN NULL ELSE 'Candidate' || (i % ${Math.max(1, Math.floor(count * 0.9))}) || '@Example.com' END,
          'phone', '+44 20 7946 ' || lpad((i % 10000)::text, 4, '0'),
          'location', CASE WHEN i % 19 = 0 THEN NULL ELSE (${list(LOCATIONS)})[1 + abs(hashint4(i * 7)) % ${LOCATIONS.length}] END,
          'linkedin', NULL, 'website', NULL,
          'summary', 'Experienced professional with a record of delivering results across teams and projects, focused on quality and collaboration.',
          'experience', (SELECT jsonb_agg(jsonb_build_object(
              'title', (${list(TITLES)})[1 + abs(hashint4(i * 3 + k)) % ${TITLES.length}],
              'company', (${list(COMPANIES)})[1 + abs(hashint4(i + k * 5)) % ${COMPANIES.length}], 'location', NULL,
              'startDate', (2023 - k * 3 - (i % 5))::text || '-0' || (1 + (i + k) % 9),
              'endDate', CASE WHEN k = 0 THEN NULL ELSE (2023 - k * 3 + 2 - (i % 5))::text END,
              'current', k = 0,
              'highlights', jsonb_build_array('Delivered a programme of work that improved throughput by ' || (10 + k) || ' percent', 'Led a team of ' || (3 + k) || ' colleagues through a platform migration')))
            FROM generate_series(0, i % 4) k),
          'education', (SELECT jsonb_agg(jsonb_build_object('institution', 'University of Somewhere',
              'degree', (${list(DEGREES)})[1 + abs(hashint4(i * 11 + k)) % ${DEGREES.length}], 'field', 'Computer Science', 'startDate', '2010', 'endDate', '2013'))
            FROM generate_series(0, i % 2) k),
          'skills', (SELECT jsonb_agg(CASE WHEN k = 0 AND i % 3 = 0 THEN 'Niche tool ' || (i % 5000)
              ELSE (${list(SKILLS)})[1 + floor(${SKILLS.length} * power((abs(hashint4(i * 31 + k)) % 1000) / 1000.0, 2))::int] END)
            FROM generate_series(0, 4 + i % 12) k),
          'certifications', '[]'::jsonb, 'languages', '["English"]'::jsonb,
          'totalYearsExperience', CASE WHEN i % 11 = 0 THEN NULL ELSE abs(hashint4(i * 17)) % 30 END,
          'currentTitle', CASE WHEN i % 9 = 0 THEN NULL ELSE (${list(TITLES)})[1 + abs(hashint4(i * 3)) % ${TITLES.length}] END,
          'industry', CASE WHEN i % 13 = 0 THEN NULL ELSE (${list(INDUSTRIES)})[1 + abs(hashint4(i * 5)) % ${INDUSTRIES.length}] END
        ) END,
        now() - ((i % 400) || ' days')::interval - ((i % 1440) || ' minutes')::interval,
        now() - ((i % 400) || ' days')::interval
      FROM generate_series(${offset + 1}::int, ${offset + count}::int) i`);
    if (offset > 0) return;
    // A completed job for about one CV in five, spread over the last year.
    await db.execute(sql`
      INSERT INTO processing_jobs (user_id, uploaded_cv_id, original_file_name, template_id, template_name, status, mode, options, progress, created_at, started_at, completed_at)
      SELECT user_id, id, original_file_name, 'default', 'Standard Template', 'completed', 'reformat', '{"reformat":true}'::jsonb, 100,
        created_at + interval '1 hour', created_at + interval '1 hour', least(now(), created_at + interval '1 hour 2 minutes')
      FROM uploaded_cvs WHERE user_id = ${userId} AND random() < 0.2`);
  }
} finally {
  await t.close();
}
