import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { CONFIDENTIAL_EMPLOYER, employerIndustry, hideEmployerNames, neutralEmployer } from './hide-employers';

describe('neutral employer descriptions', () => {
  it.each([
    ['Barclays', 'A global bank'],
    ['Barclays Capital', 'A global bank'],
    ['KPMG', 'A global professional services firm'],
    ['Aviva Insurance', 'An insurance company'],
    ['Yorkshire Building Society Bank', 'A bank'],
    ["St Mary's Hospital", 'A healthcare provider'],
    ['Google', 'A global technology company'],
    ['University of Leeds', 'An educational institution'],
    ['Clifford Chance Law', 'A law firm'],
    ['Acme Ltd', CONFIDENTIAL_EMPLOYER],
    ['', CONFIDENTIAL_EMPLOYER],
    [null, CONFIDENTIAL_EMPLOYER],
  ])('%s → %s', (company, description) => {
    expect(neutralEmployer(company)).toBe(description);
  });

  it('reads the industry from the extraction lexicon, accents and case folded', () => {
    expect(employerIndustry('Société Générale Banque')).toBe('Finance & Banking');
    expect(employerIndustry('Nowhere Ltd')).toBeNull();
  });

  it('leaves a description as it is (hiding twice changes nothing)', () => {
    expect(neutralEmployer('A global bank')).toBe('A global bank');
    expect(neutralEmployer(CONFIDENTIAL_EMPLOYER)).toBe(CONFIDENTIAL_EMPLOYER);
  });
});

describe('hideEmployerNames', () => {
  const cv: CvData = {
    ...emptyCvData(),
    name: 'Jane Doe',
    summary: 'Eight years at Barclays and Acme Ltd.',
    experience: [
      { title: 'Senior Accountant', company: 'Barclays', location: 'London', startDate: '2019-01', endDate: null, current: true, highlights: ['Led Barclays’ month-end close', 'Barclaysian jokes stay'] },
      { title: 'Accountant', company: 'Acme Ltd', location: null, startDate: '2015-09', endDate: '2018-12', current: false, highlights: ['Joined Acme Ltd as a graduate'] },
      { title: 'Intern', company: null, location: null, startDate: '2015', endDate: '2015', current: false, highlights: [] },
    ],
  };

  it('replaces employers in roles and in free text, and keeps titles, dates and places', () => {
    const out = hideEmployerNames(cv);
    expect(out.experience.map((e) => e.company)).toEqual(['A global bank', CONFIDENTIAL_EMPLOYER, null]);
    expect(out.summary).toBe('Eight years at a global bank and a confidential employer.');
    expect(out.experience[0].highlights).toEqual(['Led a global bank’ month-end close', 'Barclaysian jokes stay']);
    expect(out.experience[1].highlights).toEqual(['Joined a confidential employer as a graduate']);
    expect(out.experience[0]).toMatchObject({ title: 'Senior Accountant', location: 'London', startDate: '2019-01', current: true });
    expect(hideEmployerNames(out)).toEqual(out);
  });
});
