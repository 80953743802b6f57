import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { composeSummary, instructionLimits, localEnhance, normaliseBullet, stripPersonalData } from './enhance';
import { alignTense } from './verbs';

function cv(overrides: Partial<CvData> = {}): CvData {
  return {
    ...emptyCvData(),
    currentTitle: 'Project Manager',
    totalYearsExperience: 9.4,
    industry: 'Construction',
    skills: ['Budgeting', 'Scheduling', 'Risk Management', 'AutoCAD'],
    experience: [
      { title: 'Project Manager', company: 'BuildCo', location: null, startDate: '2019-01', endDate: null, current: true, highlights: ['• managing a team of 12 site engineers.', 'Delivers projects on time'] },
      { title: 'Site Engineer', company: 'Bovis', location: null, startDate: '2015-01', endDate: '2018-12', current: false, highlights: ['- Manage subcontractors on 3 sites', '▪ I supervise daily safety checks;', 'Manage subcontractors on 3 sites', 'Lead engineer on the A1 upgrade'] },
    ],
    ...overrides,
  };
}

describe('local enhancement', () => {
  it('normalises bullets: glyphs, capitals, trailing punctuation, first person, duplicates, tense', () => {
    const result = localEnhance(cv());
    expect(result.experience[0].highlights).toEqual(['Manage a team of 12 site engineers', 'Deliver projects on time']);
    expect(result.experience[1].highlights).toEqual(['Managed subcontractors on 3 sites', 'Supervised daily safety checks', 'Lead engineer on the A1 upgrade']);
  });

  it('composes a summary from the CV facts when there is none', () => {
    expect(localEnhance(cv()).summary).toBe('Project Manager with 9 years of experience in Construction, skilled in Budgeting, Scheduling and Risk Management.');
    expect(composeSummary({ ...emptyCvData() })).toBeNull();
    expect(composeSummary({ ...emptyCvData(), skills: ['Excel'] })).toBe('Professional skilled in Excel.');
  });

  it('removes personal data agencies strip, keeps the right to work', () => {
    const summary = 'Experienced project manager. Date of birth: 01/02/1980. Married with two children. Nationality: British. Full UK right to work as a British citizen.';
    expect(localEnhance(cv({ summary })).summary).toBe('Experienced project manager. Full UK right to work as a British citizen.');
    expect(stripPersonalData('Age: 44 | Strong communicator')).toBe('Strong communicator');
  });

  it('keeps every fact: names, employers, titles, dates, skills untouched', () => {
    const data = cv();
    const result = localEnhance(data);
    expect(result.experience.map(({ highlights: _h, ...rest }) => rest)).toEqual(data.experience.map(({ highlights: _h, ...rest }) => rest));
    expect(result.skills).toEqual(data.skills);
  });

  it('honours word and bullet limits from the template instructions', () => {
    expect(instructionLimits({ Summary: ['Keep it under 12 words'], Experience: ['Max 2 bullets per role'] })).toEqual({ summaryWords: 12, bulletsPerRole: 2 });
    const result = localEnhance(cv({ summary: 'Project manager for hospitals and schools. Chartered member of the CIOB since 2016.' }), { Summary: ['no more than 8 words'], Experience: ['top 2 achievements'] });
    expect(result.summary).toBe('Project manager for hospitals and schools.');
    expect(result.experience[1].highlights).toHaveLength(2);
  });

  it('aligns tense without mangling nouns', () => {
    expect(alignTense('Designing the new API', false)).toBe('Designed the new API');
    expect(alignTense('Design of the new API', false)).toBe('Design of the new API');
    expect(alignTense('Built a ledger', true)).toBe('Built a ledger');
    expect(alignTense('Leads the team', true)).toBe('Lead the team');
    expect(normaliseBullet('  *  increased  sales , by 5 %.', false)).toBe('Increased sales, by 5 %');
  });
});
