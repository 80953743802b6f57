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
