import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAnalytics } from '@common/contracts/analytics';
import { emptyCvData, type CvData } from '@common/cv-data';
import type { UploadedCv } from '@common/contracts/cvs';
import { analyticsSnapshots, processingJobs, uploadedCvs } from '../../db/schema';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;
let fileCounter = 0;

/** An uploaded CV row with extracted data, inserted directly (the extraction itself is tested elsewhere). */
async function buildCv(
  userId: string,
  data: Partial<CvData> = {},
  options: { status?: 'pending' | 'done' | 'needs_review' | 'failed'; createdAt?: Date; hasData?: boolean } = {},
): Promise<string> {
  const status = options.status ?? 'done';
  const hasData = options.hasData ?? (status === 'done' || status === 'needs_review');
  const n = ++fileCounter;
  const [row] = await t.server.ctx.database.db
    .insert(uploadedCvs)
    .values({
      userId,
      originalFileName: `cv-${n}.pdf`,
      storageKey: `cvs/${userId}/missing-${n}`,
      fileSize: 1000,
      format: 'pdf',
      extractionStatus: status,
      extractionReason: status === 'failed' ? 'This PDF is password-protected' : null,
      extractedData: hasData ? { ...emptyCvData(), ...data } : null,
      createdAt: options.createdAt ?? new Date(),
      extractedAt: status === 'pending' ? null : new Date(),
    })
    .returning({ id: uploadedCvs.id });
  return row.id;
}

async function buildCompletedJob(userId: string, cvId: string | null, completedAt: Date, status: 'completed' | 'failed' = 'completed') {
  await t.server.ctx.database.db.insert(processingJobs).values({
    userId,
    uploadedCvId: cvId,
    originalFileName: 'cv.pdf',
    templateId: 'default',
    templateName: 'Standard Template',
    status,
    mode: 'reformat',
    options: { reformat: true },
    progress: 100,
    createdAt: completedAt,
    startedAt: completedAt,
    completedAt,
  });
}

async function analytics(client: ApiClient): Promise<CvAnalytics> {
  const res = await client.get('/api/cv-analytics');
  expect(res.status).toBe(200);
  return res.body;
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

describe('GET /api/cv-analytics', () => {
  it('refuses a visitor who is not signed in', async () => {
    const res = await t.client().get('/api/cv-analytics');
    expect(res.status).toBe(401);
  });

  it('answers a user with no CVs with zeros and empty lists', async () => {
    const { client } = await t.signUp();
    const body = await analytics(client);
    expect(body.overview).toEqual({ totalCVs: 0, totalCandidates: 0, avgExperienceYears: 0, totalSkills: 0, uniqueSkills: 0, processedThisMonth: 0 });
    expect(body.skillsAnalytics).toEqual({ topSkills: [], skillCategories: [], emergingSkills: [], emergingSkillsShowFrom: null });
    expect(body.experienceAnalytics.experienceDistribution).toEqual([
      { range: '0-2', count: 0 },
      { range: '3-5', count: 0 },
      { range: '6-10', count: 0 },
      { range: '11-15', count: 0 },
      { range: '16+', count: 0 },
    ]);
    expect(body.experienceAnalytics.industryExperience).toEqual([]);
    expect(body.educationAnalytics.degreeTypes).toEqual([]);
    expect(body.locationAnalytics.topLocations).toEqual([]);
    expect(body.trendsAnalytics.popularJobTitles).toEqual([]);
    expect(body.trendsAnalytics.monthlyProcessing).toHaveLength(12);
    expect(body.trendsAnalytics.monthlyProcessing.at(-1)).toEqual({ month: monthKey(new Date()), count: 0 });
    expect(body.trendsAnalytics.monthlyProcessing.every((m) => m.count === 0)).toBe(true);
  });

  it('counts CVs whose extraction failed or is pending in Total CVs only', async () => {
    const { client, user } = await t.signUp();
    await buildCv(user.id, { name: 'Ada Lovelace', email: 'ada@example.com', skills: ['Python'], totalYearsExperience: 4, industry: 'Information Technology' });
    await buildCv(user.id, {}, { status: 'failed' });
    // A failed re-extraction may leave older data behind: it must not count either.
    await buildCv(user.id, { name: 'Stale', skills: ['COBOL'], totalYearsExperience: 30 }, { status: 'failed', hasData: true });
    await buildCv(user.id, {}, { status: 'pending' });

    const body = await analytics(client);
    expect(body.overview).toEqual({ totalCVs: 4, totalCandidates: 1, avgExperienceYears: 4, totalSkills: 1, uniqueSkills: 1, processedThisMonth: 0 });
    expect(body.skillsAnalytics.topSkills).toEqual([{ skill: 'Python', count: 1, percentage: 100 }]);
    expect(body.experienceAnalytics.experienceDistribution.find((r) => r.range === '16+')?.count).toBe(0);
  });

  it('computes every figure from the user\u2019s own CVs, normalising skills, degrees, places and titles', async () => {
    const { client, user } = await t.signUp();
    const other = await t.signUp();
    await buildCv(user.id, {
      name: 'Jane Doe',
      email: 'Jane.Doe@Example.com',
      skills: ['Python', 'python3', 'Gestion de projet', 'SQL'],
      totalYearsExperience: 1,
      currentTitle: 'Senior Software Engineer',
      industry: 'Information Technology',
      location: 'London, UK',
      education: [{ institution: 'UCL', degree: 'BSc (Hons)', field: 'Computer Science', startDate: null, endDate: null }],
    });
    // The same candidate again (email in another case): one candidate, two CVs.
    await buildCv(user.id, {
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      skills: ['Project Management', 'Python'],
      totalYearsExperience: 4,
      currentTitle: 'software engineer',
      industry: 'Information Technology',
      location: 'London, United Kingdom',
      education: [{ institution: 'Imperial', degree: 'MSc', field: null, startDate: null, endDate: null }],
    });
    await buildCv(user.id, {
      name: 'Pierre Martin',
      email: 'pierre@example.fr',
      skills: ['Gestión de proyectos', 'Excel', 'Kommunikation'],
      totalYearsExperience: 8,
      currentTitle: 'Sr. Software Engineer',
      industry: 'Finance & Banking',
      location: 'London',
      education: [
        { institution: 'Université Paris 1', degree: 'Licence', field: 'Économie', startDate: null, endDate: null },
        { institution: 'Université Paris 1', degree: 'Master 2', field: 'Finance', startDate: null, endDate: null },
      ],
    });
    await buildCv(user.id, {
      name: 'Hans Müller',
      skills: ['SQL', 'Underwater Basket Weaving'],
      totalYearsExperience: 12,
      experience: [{ title: 'Lead Data Analyst', company: 'Siemens AG', location: null, startDate: '2015', endDate: null, current: true, highlights: [] }],
      industry: 'Finance & Banking',
      location: 'München, Deutschland',
      education: [{ institution: 'TU München', degree: 'Diplom-Ingenieur', field: 'Maschinenbau', startDate: null, endDate: null }],
    });
    await buildCv(user.id, {
      name: 'María García',
      skills: ['Excel'],
      totalYearsExperience: 20,
      currentTitle: 'Data Analyst',
      industry: 'Healthcare',
      location: 'Madrid, España',
      education: [
        { institution: 'Universidad Complutense', degree: 'Doctorado', field: 'Medicina', startDate: null, endDate: null },
        { institution: 'IE', degree: 'MBA', field: null, startDate: null, endDate: null },
        { institution: 'Instituto', degree: 'Bachillerato', field: null, startDate: null, endDate: null },
      ],
    });
    // No experience figure: counted everywhere but in the experience figures.
    await buildCv(user.id, { name: 'No Years', skills: [], education: [{ institution: 'College', degree: 'HND', field: null, startDate: null, endDate: null }] });

    // Another user's CVs and jobs: never counted.
    const foreignCv = await buildCv(other.user.id, { name: 'Other', email: 'other@example.com', skills: ['Python', 'Rust'], totalYearsExperience: 30, location: 'Paris, France' });
    await buildCompletedJob(other.user.id, foreignCv, new Date());

    const body = await analytics(client);
    expect(body.overview).toEqual({
      totalCVs: 6,
      totalCandidates: 5,
      avgExperienceYears: 9, // (1 + 4 + 8 + 12 + 20) / 5
      totalSkills: 11, // per CV, after mapping: 3 + 2 + 3 + 2 + 1 + 0
      uniqueSkills: 6, // Python, Project Management, SQL, Excel, Communication, Underwater Basket Weaving
      processedThisMonth: 0,
    });

    const top = body.skillsAnalytics.topSkills;
    expect(top.slice(0, 4)).toEqual([
      { skill: 'Project Management', count: 3, percentage: 50 },
      { skill: 'Excel', count: 2, percentage: 33.3 },
      { skill: 'Python', count: 2, percentage: 33.3 },
      { skill: 'SQL', count: 2, percentage: 33.3 },
    ]);
    expect(top.map((s) => s.skill)).not.toContain('Rust');
    expect(top.map((s) => s.skill)).not.toContain('Gestion de projet');

    expect(body.skillsAnalytics.skillCategories).toEqual(
      expect.arrayContaining([
        { category: 'Management', count: 3 },
        { category: 'Programming Languages', count: 4 },
        { category: 'Data & Analytics', count: 2 },
        { category: 'Soft Skills', count: 1 },
        { category: 'Other', count: 1 },
      ]),
    );
    expect(body.skillsAnalytics.skillCategories).toHaveLength(5);

    expect(body.experienceAnalytics.experienceDistribution).toEqual([
      { range: '0-2', count: 1 },
      { range: '3-5', count: 1 },
      { range: '6-10', count: 1 },
      { range: '11-15', count: 1 },
      { range: '16+', count: 1 },
    ]);
    expect(body.experienceAnalytics.industryExperience).toEqual([
      { industry: 'Finance & Banking', count: 2, avgYears: 10 },
      { industry: 'Information Technology', count: 2, avgYears: 2.5 },
      { industry: 'Healthcare', count: 1, avgYears: 20 },
    ]);

    expect(body.educationAnalytics.degreeTypes).toEqual([
      { degree: 'Master', count: 3 }, // MSc, Master 2, Diplom-Ingenieur
      { degree: 'Bachelor', count: 2 }, // BSc (Hons), Licence
      { degree: 'Diploma', count: 1 }, // HND
      { degree: 'Doctorate', count: 1 }, // Doctorado
      { degree: 'MBA', count: 1 },
      { degree: 'Other', count: 1 }, // Bachillerato (school leaving)
    ]);

    expect(body.locationAnalytics.topLocations).toEqual([
      // Jane twice (one candidate) and Pierre: 'London, UK', 'London, United Kingdom' and 'London' are one place.
      { location: 'London, United Kingdom', count: 2 },
      { location: 'Madrid, Spain', count: 1 },
      { location: 'Munich, Germany', count: 1 },
    ]);

    expect(body.trendsAnalytics.popularJobTitles).toEqual([
      { title: 'Software Engineer', count: 3 },
      { title: 'Data Analyst', count: 2 }, // 'Lead Data Analyst' from the latest role, and 'Data Analyst'
    ]);
  });

  it('measures emerging skills as growth of mentions in the last 30 days over the 30 before', async () => {
    const { client, user } = await t.signUp();
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    // Kubernetes: 1 mention 31-59 days ago, 3 in the last 30 days → +200%.
    await buildCv(user.id, { skills: ['Kubernetes'] }, { createdAt: daysAgo(40) });
    for (let i = 0; i < 3; i++) await buildCv(user.id, { skills: ['k8s', 'Java'] }, { createdAt: daysAgo(2 + i) });
    // Java: 3 before, 3 now → flat, not emerging. Rust: new this month → from none counts as +100% per mention.
    for (let i = 0; i < 3; i++) await buildCv(user.id, { skills: ['Java'] }, { createdAt: daysAgo(45) });
    await buildCv(user.id, { skills: ['Rust'] }, { createdAt: daysAgo(1) });
    // Older than 60 days: outside both windows.
    await buildCv(user.id, { skills: ['COBOL'] }, { createdAt: daysAgo(90) });

    const body = await analytics(client);
    expect(body.skillsAnalytics.emergingSkills).toEqual([
      { skill: 'Kubernetes', growth: 200 },
      { skill: 'Rust', growth: 100 },
    ]);
    expect(body.skillsAnalytics.emergingSkillsShowFrom).toBeNull();
  });

  it('shows no emerging skills before the account has two 30-day windows of CVs, and says from when', async () => {
    const { client, user } = await t.signUp();
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
    // Everything new: by the growth formula Rust would read +300%, which only means "the account is new".
    for (let i = 0; i < 3; i++) await buildCv(user.id, { skills: ['Rust'] }, { createdAt: daysAgo(10 + i) });
    await buildCv(user.id, { skills: ['Rust'] }, { createdAt: daysAgo(35) });

    const body = await analytics(client);
    expect(body.skillsAnalytics.emergingSkills).toEqual([]);
    const first = daysAgo(35);
    const expected = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()) + 59 * DAY).toISOString().slice(0, 10);
    expect(body.skillsAnalytics.emergingSkillsShowFrom).toBe(expected);
  });

  it('counts completed processing this month and per month over the last 12 months', async () => {
    const { client, user } = await t.signUp();
    const cvA = await buildCv(user.id, { name: 'A' });
    const cvB = await buildCv(user.id, { name: 'B' });
    const now = new Date();
    await buildCompletedJob(user.id, cvA, now);
    await buildCompletedJob(user.id, cvA, now); // the same CV twice this month: one CV processed
    await buildCompletedJob(user.id, cvB, now);
    await buildCompletedJob(user.id, cvB, now, 'failed');
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    await buildCompletedJob(user.id, cvB, twoMonthsAgo);
    await buildCompletedJob(user.id, cvB, new Date(Date.UTC(now.getUTCFullYear() - 2, 0, 15))); // outside the 12 months

    const body = await analytics(client);
    expect(body.overview.processedThisMonth).toBe(2);
    const months = body.trendsAnalytics.monthlyProcessing;
    expect(months).toHaveLength(12);
    // One definition (decision 076): the chart's bar for this month is the 'This Month' figure.
    expect(months.at(-1)).toEqual({ month: monthKey(now), count: 2 });
    expect(months.at(-1)!.count).toBe(body.overview.processedThisMonth);
    expect(months.find((m) => m.month === monthKey(twoMonthsAgo))).toEqual({ month: monthKey(twoMonthsAgo), count: 1 });
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(3);
  });

  it('reflects a new, an extracted and a deleted CV on the next call', async () => {
    const { client, user } = await t.signUp();
    await buildCv(user.id, { name: 'First', skills: ['Go'] });
    expect((await analytics(client)).overview.totalCVs).toBe(1);
    // Answered again from the stored snapshot: same figures.
    expect((await analytics(client)).overview.totalCVs).toBe(1);

    const pending = await buildCv(user.id, {}, { status: 'pending' });
    expect((await analytics(client)).overview).toMatchObject({ totalCVs: 2, totalSkills: 1 });

    await t.server.ctx.database.db
      .update(uploadedCvs)
      .set({ extractionStatus: 'done', extractedData: { ...emptyCvData(), name: 'Second', skills: ['Go', 'Rust'] }, extractedAt: new Date(Date.now() + 1000) })
      .where(eq(uploadedCvs.id, pending));
    expect((await analytics(client)).overview).toMatchObject({ totalCVs: 2, totalSkills: 3, uniqueSkills: 2 });

    const res = await client.delete(`/api/uploaded-cvs/${pending}`);
    expect(res.status).toBe(200);
    expect((await analytics(client)).overview).toMatchObject({ totalCVs: 1, totalSkills: 1, uniqueSkills: 1 });
  });

  it('includes CVs uploaded through the API once their extraction has run', async () => {
    const { client } = await t.signUp();
    const cv = (name: string, email: string, skill: string) =>
      [
        name,
        `${email} | +44 20 7946 0018 | London, UK`,
        '',
        'EXPERIENCE',
        'Senior Data Engineer | Acme Analytics Ltd | 2018 - Present',
        '- Built the data platform',
        '',
        'EDUCATION',
        'MSc Computer Science, University of Leeds, 2016',
        '',
        'SKILLS',
        `Python, SQL, ${skill}`,
      ].join('\n');
    const form = new FormData();
    form.append('files', new Blob([cv('Grace Hopper', 'grace@example.com', 'Gestion de projet')], { type: 'text/plain' }), 'grace.txt');
    form.append('files', new Blob([cv('Alan Turing', 'alan@example.com', 'Project Management')], { type: 'text/plain' }), 'alan.txt');
    const upload = await client.request('POST', '/api/upload-cvs', { body: form });
    expect(upload.status).toBe(201);

    const deadline = Date.now() + 45_000;
    for (;;) {
      const list: UploadedCv[] = (await client.get('/api/uploaded-cvs')).body;
      if (list.length === 2 && list.every((c) => c.extractionStatus !== 'pending')) break;
      if (Date.now() > deadline) throw new Error('extraction did not finish');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const body = await analytics(client);
    expect(body.overview).toMatchObject({ totalCVs: 2, totalCandidates: 2 });
    expect(body.skillsAnalytics.topSkills).toEqual(
      expect.arrayContaining([
        { skill: 'Python', count: 2, percentage: 100 },
        { skill: 'SQL', count: 2, percentage: 100 },
        { skill: 'Project Management', count: 2, percentage: 100 },
      ]),
    );
    expect(body.locationAnalytics.topLocations).toEqual([{ location: 'London, United Kingdom', count: 2 }]);
    expect(body.educationAnalytics.degreeTypes).toEqual([{ degree: 'Master', count: 2 }]);
  });
});

describe('large accounts', () => {
  it('answers the previous figures at once while fresh ones are computed, when computing is slow', async () => {
    const { client, user } = await t.signUp();
    await buildCv(user.id, { skills: ['Python'] });
    const first = await client.get('/api/cv-analytics');
    expect(first.body.overview.totalCVs).toBe(1);
    // Pretend the last computation took 12 s, as it does at 100,000 CVs.
    await t.server.ctx.database.db.update(analyticsSnapshots).set({ computedMs: 12_000 }).where(eq(analyticsSnapshots.userId, user.id));

    await buildCv(user.id, { skills: ['Python', 'SQL'] });
    const stale = await client.get('/api/cv-analytics');
    expect(stale.status).toBe(200);
    expect(stale.body.overview.totalCVs).toBe(1);
    // The fresh figures follow once the background computation has stored them.
    let fresh = stale;
    for (let i = 0; i < 100 && fresh.body.overview.totalCVs !== 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      fresh = await client.get('/api/cv-analytics');
    }
    expect(fresh.body.overview.totalCVs).toBe(2);
  });
});
