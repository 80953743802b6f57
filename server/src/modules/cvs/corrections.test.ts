import { describe, expect, it } from 'vitest';
import { changedFields, fieldFamily, isEndBeforeStart } from '@common/contracts/cv-review';
import { emptyCvData, type CvData } from '@common/cv-data';
import { keepCorrections, withDerivedFigures } from './corrections';

const role = (company: string, startDate: string, title = 'Analyst') => ({ title, company, location: null, startDate, endDate: null, current: true, highlights: [] });
const base: CvData = { ...emptyCvData(), name: 'Ada', skills: ['Excel'], experience: [role('Barclays', '2019-01', 'Senior Accountant'), role('KPMG', '2015-09')], currentTitle: 'Senior Accountant', totalYearsExperience: 7 };

describe('changedFields', () => {
  it('names each corrected path in the confidence map vocabulary', () => {
    const next = { ...base, name: 'Ada L.', experience: [role('Coutts', '2019-01', 'Senior Accountant'), base.experience[1]] };
    expect(changedFields(base, next)).toEqual(['name', 'experience.0.company']);
    expect(changedFields(base, base)).toEqual([]);
  });
  it('counts every field of an added or removed entry', () => {
    expect(changedFields(base, { ...base, experience: [base.experience[0]] })).toEqual(['experience.1.title', 'experience.1.company', 'experience.1.location', 'experience.1.startDate', 'experience.1.endDate', 'experience.1.current', 'experience.1.highlights']);
  });
  it('groups entries by field', () => {
    expect(fieldFamily('experience.12.company')).toBe('experience.company');
    expect(fieldFamily('skills')).toBe('skills');
  });
});

describe('isEndBeforeStart', () => {
  it('compares months, and years when either side is only a year', () => {
    expect(isEndBeforeStart('2020-05', '2019-12')).toBe(true);
    expect(isEndBeforeStart('2020-05', '2020-05')).toBe(false);
    expect(isEndBeforeStart('2020-05', '2020')).toBe(false);
    expect(isEndBeforeStart('2020', '2019-12')).toBe(true);
    expect(isEndBeforeStart(null, '2019')).toBe(false);
  });
});

describe('keepCorrections', () => {
  it('takes every corrected section whole from the correction and the rest from the refinement', () => {
    const corrected = { ...base, experience: [role('Coutts', '2019-01', 'Senior Accountant'), base.experience[1]], totalYearsExperience: 8 };
    const refined = { ...base, summary: 'Read by the model', skills: ['Excel', 'SAP'], experience: [role('Barclays', '2019-01'), role('KPMG', '2015-09'), role('EY', '2012-01')], totalYearsExperience: 12 };
    const out = keepCorrections(refined, corrected, ['experience.0.company']);
    expect(out.experience).toEqual(corrected.experience);
    expect(out.totalYearsExperience).toBe(8);
    expect(out.summary).toBe('Read by the model');
    expect(out.skills).toEqual(['Excel', 'SAP']);
  });
});

describe('withDerivedFigures', () => {
  it('works the derived figures out again from corrected roles, unless the caller changed them', () => {
    const corrected = { ...base, experience: [role('Barclays', '2010-01', 'Head of Finance'), base.experience[1]] };
    const out = withDerivedFigures(base, corrected, new Date('2026-01-01'));
    expect(out.totalYearsExperience).toBe(16);
    expect(out.currentTitle).toBe('Head of Finance');
    expect(withDerivedFigures(base, { ...corrected, totalYearsExperience: 3 }).totalYearsExperience).toBe(3);
    expect(withDerivedFigures(base, { ...base, name: 'Other' })).toEqual({ ...base, name: 'Other' });
  });
});
