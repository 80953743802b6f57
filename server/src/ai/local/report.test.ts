import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { employmentGaps, localReport } from './report';

const NOW = new Date('2026-11-01T00:00:00Z');

function cv(): CvData {
  return {
    ...emptyCvData(),
    name: 'Ana Costa',
    email: 'ana@example.com',
    summary: 'Data analyst.',
    currentTitle: 'Data Analyst',
    totalYearsExperience: 6,
    industry: 'Retail',
    skills: ['Python', 'SQL', 'Tableau', 'Communication'],
    experience: [
      { title: 'Data Analyst', company: 'Shopify', location: 'Lisbon', startDate: '2022-02', endDate: null, current: true, highlights: ['Cut report run time by 40%'] },
      { title: 'Junior Analyst', company: 'Sonae', location: null, startDate: '2021-01', endDate: '2021-08', current: false, highlights: [] },
      { title: 'Intern', company: 'Jerónimo Martins', location: null, startDate: '2018-09', endDate: '2020-03', current: false, highlights: ['Built dashboards'] },
    ],
    education: [{ institution: 'Universidade de Lisboa', degree: 'BSc', field: 'Statistics', startDate: null, endDate: '2018' }],
  };
}

function allText(report: ReturnType<typeof localReport>): string {
  return [report.title, ...report.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])].join('\n');
}

describe('local report', () => {
  it('finds gaps over three months with their dates', () => {
    const gaps = employmentGaps(cv(), NOW);
    expect(gaps.map((g) => [g.from, g.to, g.months])).toEqual([
      ['2020-04', '2020-12', 9],
      ['2021-09', '2022-01', 5],
    ]);
  });

  it('names a role with no title or employer by its dates and sends the reader to the original, never a placeholder', () => {
    const data = cv();
    data.experience.push({ title: null, company: null, location: null, startDate: '2016-01', endDate: '2017-12', current: false, highlights: ['Zeugnis'] });
    const text = JSON.stringify(localReport(data, NOW));
    expect(text).not.toMatch(/Untitled|undefined|null/);
    expect(text).toContain('Jan 2016 – Dec 2017: title and employer not read (check the original CV)');
    // The latest named role is the one asked about.
    expect(text).toContain('Walk me through your responsibilities as Data Analyst, Shopify.');
  });

  it('builds every section from the CV data alone, deterministically', () => {
    const report = localReport(cv(), NOW);
    expect(report.title).toBe('Candidate Report: Ana Costa');
    expect(report.sections.map((s) => s.heading)).toEqual([
      'Fit Summary', 'Profile Summary', 'Experience Timeline', 'Education', 'Skills by Category', 'Strengths', 'Risks and Points to Verify', 'Interview Questions',
    ]);
    const byHeading = Object.fromEntries(report.sections.map((s) => [s.heading, s]));
    expect(byHeading['Experience Timeline'].bullets).toContain('Feb 2022 – Present: Data Analyst, Shopify, Lisbon (4 yrs 10 mos)');
    expect(byHeading['Experience Timeline'].bullets).toContain('Gap of 9 months: Apr 2020 – Dec 2020, between Intern, Jerónimo Martins and Junior Analyst, Sonae');
    expect(byHeading['Risks and Points to Verify'].bullets).toEqual(expect.arrayContaining(['Employment gap of 5 months (Sep 2021 – Jan 2022)', 'Short tenure: 8 mos as Junior Analyst, Sonae']));
    expect(byHeading['Interview Questions'].bullets).toContain('What were you doing between Apr 2020 and Dec 2020?');
    expect(byHeading['Strengths'].bullets).toContain('Quantified result: Cut report run time by 40% (Shopify)');
    expect(byHeading['Skills by Category'].bullets!.join(' ')).toContain('Python');
    expect(localReport(cv(), NOW)).toEqual(report);
  });

  it('no gap while a study covers the time, and none before the first role', () => {
    const data: CvData = {
      ...cv(),
      experience: [
        { title: 'Analyst', company: 'Sonae', location: null, startDate: '2021-09', endDate: null, current: true, highlights: [] },
        { title: 'Clerk', company: 'Pingo Doce', location: null, startDate: '2016-01', endDate: '2018-06', current: false, highlights: [] },
      ],
      education: [
        { institution: 'Universidade do Porto', degree: 'MSc', field: 'Statistics', startDate: '2019-09', endDate: '2021-07' },
        { institution: 'Escola Secundária', degree: null, field: null, startDate: '2010', endDate: '2013' },
      ],
    };
    expect(employmentGaps(data, NOW).map((g) => [g.from, g.to, g.after, g.before])).toEqual([['2018-07', '2019-08', 'Clerk, Pingo Doce', 'MSc in Statistics, Universidade do Porto']]);
  });

  it('asks no "why did you leave" about internships, placements, contracts or current roles', () => {
    const data: CvData = {
      ...cv(),
      experience: [
        { title: 'Engineer', company: 'Acme', location: null, startDate: '2024-01', endDate: null, current: true, highlights: [] },
        { title: 'Contract Developer', company: 'Bolt', location: null, startDate: '2023-03', endDate: '2023-11', current: false, highlights: [] },
        { title: 'Summer Intern', company: 'Globex', location: null, startDate: '2022-06', endDate: '2022-09', current: false, highlights: [] },
        { title: 'Placement Student', company: 'Initech', location: null, startDate: '2021-07', endDate: '2022-05', current: false, highlights: [] },
        { title: 'Analyst', company: 'Umbrella', location: null, startDate: '2020-05', endDate: '2021-01', current: false, highlights: [] },
      ],
    };
    const report = localReport(data, NOW);
    const all = report.sections.flatMap((s) => [...(s.bullets ?? []), ...(s.paragraphs ?? [])]).join('\n');
    expect(all).toContain('What led you to leave Umbrella after 9 mos?');
    expect(all).not.toMatch(/leave (Acme|Bolt|Globex|Initech)/);
    expect(all).not.toMatch(/Short tenure: .*(Bolt|Globex|Initech)/);
  });

  it('reads consecutive roles at one employer as one stay: a move between them is no leaving and no short tenure', () => {
    const data: CvData = {
      ...cv(),
      experience: [
        { title: 'Team Lead', company: 'Kestrel Freight Ltd', location: null, startDate: '2023-02', endDate: null, current: true, highlights: [] },
        { title: 'Planner', company: 'Kestrel Freight Ltd', location: null, startDate: '2022-06', endDate: '2023-01', current: false, highlights: [] },
        { title: 'Dispatcher', company: 'Marlow Distribution', location: null, startDate: '2021-03', endDate: '2021-11', current: false, highlights: [] },
        { title: 'Driver', company: 'Marlow Distribution', location: null, startDate: '2020-11', endDate: '2021-02', current: false, highlights: [] },
      ],
    };
    const all = allText(localReport(data, NOW));
    expect(all).not.toMatch(/leave Kestrel|Short tenure: .*Planner/);
    // Marlow: two roles, one stay of 13 months.
    expect(all).not.toMatch(/leave Marlow|Short tenure: .*Marlow/);
    const short: CvData = { ...data, experience: [data.experience[0], { ...data.experience[2], company: 'Globex Ltd' }] };
    expect(allText(localReport(short, NOW))).toContain('What led you to leave Globex Ltd after 9 mos?');
  });

  it('counts no student job or internship in the years it states, and claims no tenure from a year without its month', () => {
    const data: CvData = {
      ...cv(),
      totalYearsExperience: 11.6,
      experience: [
        { title: 'Wissenschaftlicher Mitarbeiter', company: 'Universität Regensburg', location: null, startDate: '2020-09', endDate: null, current: true, highlights: [] },
        { title: 'Studentische Hilfskraft', company: 'Universität Regensburg', location: null, startDate: '2018-04', endDate: '2020-08', current: false, highlights: [] },
        { title: 'Tutor - IT-Security I', company: 'Universität Regensburg', location: null, startDate: '2017-10', endDate: '2018-03', current: false, highlights: [] },
        { title: 'Werkstudent', company: 'BMW AG', location: null, startDate: '2015-03', endDate: '2016-08', current: false, highlights: [] },
      ],
    };
    const all = allText(localReport(data, NOW));
    expect(all).toContain('Wissenschaftlicher Mitarbeiter with 6 years of experience.');
    expect(all).toContain('experienced (5–10 years)');
    expect(all).toContain('Long tenure: 6 yrs 3 mos at Universität Regensburg');
    expect(all).not.toMatch(/Short tenure|leave/);
    const yearsOnly: CvData = { ...cv(), experience: [{ title: 'Software Engineer', company: 'Acme Corporation', location: null, startDate: '2021', endDate: '2023', current: false, highlights: [] }] };
    const text = allText(localReport(yearsOnly, NOW));
    expect(text).not.toContain('Long tenure');
    expect(text).toContain('Most recent role: Software Engineer, Acme Corporation from 2021 to 2023.');
  });

  it('claims a quantified result only for a measure, asks about skills it can name, and calls breadth only what the lexicon places', () => {
    const data: CvData = {
      ...cv(),
      skills: ['Développement', 'Domaine du', 'Maintenance', 'Paragon', 'Route planning', 'Excel.', 'AFAS', 'Gesprekvoering'],
      experience: [{ ...cv().experience[0], highlights: ['Ansible + Docker for 1-click deployments', 'Cut release time by 30%'] }],
    };
    const all = allText(localReport(data, NOW));
    expect(all).toContain('Quantified result: Cut release time by 30% (Shopify)');
    expect(all).not.toContain('Quantified result: Ansible');
    expect(all).not.toMatch(/used (Domaine du|Excel\.)/);
    expect(all).not.toContain('Broad skill set');
  });

  it('lists a progression in the order the posts were held, and asks nothing about a training listed among the roles', () => {
    const data: CvData = {
      ...cv(),
      experience: [
        { title: 'Ayudante de profesor', company: 'Universidad Nacional Autónoma de México', location: null, startDate: '2009-02', endDate: '2010-12', current: false, highlights: [] },
        { title: 'Profesor', company: 'Universidad Nacional Autónoma de México', location: null, startDate: '2011-01', endDate: '2014-06', current: false, highlights: [] },
        { title: 'Asistente de investigación', company: 'Universidad Nacional Autónoma de México', location: null, startDate: '2007-08', endDate: '2009-01', current: false, highlights: [] },
        { title: 'Project Management Simulation Training', company: 'Getoq Consulting', location: null, startDate: '2011-11', endDate: '2011-11', current: false, highlights: [] },
      ],
    };
    const all = allText(localReport(data, NOW));
    expect(all).toContain('Progression at Universidad Nacional Autónoma de México: Asistente de investigación → Ayudante de profesor → Profesor');
    expect(all).not.toMatch(/Getoq Consulting after|Short tenure: .*Training/);
  });

  it('asks to verify the years when the profile states other years than the roles’ dates give', () => {
    const data: CvData = {
      ...cv(),
      summary: 'Innovative Web Developer with 5 years of experience in building user-friendly websites.',
      totalYearsExperience: 10.5,
      experience: [
        { title: 'Senior Web Developer', company: 'Creative Solutions Inc.', location: null, startDate: '2019-01', endDate: null, current: true, highlights: [] },
        { title: 'Web Developer', company: 'Digital Innovations LLC', location: null, startDate: '2016-06', endDate: '2018-12', current: false, highlights: [] },
      ],
    };
    expect(allText(localReport(data, NOW))).toContain('The profile states 5 years of experience; the dates of the roles give 10');
    const team: CvData = { ...data, experience: [{ ...data.experience[0], title: 'Software Engineer, Equipo de Google Cloud' }, data.experience[1]] };
    expect(allText(localReport(team, NOW))).toContain('Ana Costa: Software Engineer with 10 years of experience.');
    const german: CvData = { ...data, summary: 'Webentwickler mit 10 Jahren Berufserfahrung.' };
    expect(allText(localReport(german, NOW))).not.toContain('The profile states');
  });

  it('writes a degree with its subject as the CV does', () => {
    const data: CvData = { ...cv(), education: [{ institution: 'Université Hassan II', degree: 'Licence', field: 'd’Études Fondamentales (LEF)', startDate: null, endDate: '2022' }] };
    expect(localReport(data, NOW).sections.find((s) => s.heading === 'Education')!.bullets).toEqual(['Licence d’Études Fondamentales (LEF) — Université Hassan II (2022)']);
  });

  it('quotes a highlight cleanly', () => {
    const data: CvData = { ...cv(), experience: [{ ...cv().experience[0], highlights: ['Cut the "month-end" close by 40%.'] }] };
    const questions = localReport(data, NOW).sections.find((s) => s.heading === 'Interview Questions')!.bullets!;
    expect(questions).toContain('You write “Cut the month-end close by 40%”. How was that measured, and what was your own part in it?');
  });

  it('says so when the CV gives nothing for a section', () => {
    const report = localReport({ ...emptyCvData() }, NOW);
    expect(report.title).toBe('Candidate Report');
    expect(report.sections.find((s) => s.heading === 'Education')!.paragraphs).toEqual(['Nothing to report from the CV.']);
  });
});
