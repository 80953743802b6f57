import { describe, expect, it } from 'vitest';
import { emptyCvData, type CvData } from '@common/cv-data';
import { enforceFacts } from './enforce-facts';

function original(): CvData {
  return {
    ...emptyCvData(),
    name: 'Sam Lee',
    email: 'sam@example.com',
    summary: 'Sales manager.',
    experience: [
      { title: 'Sales Manager', company: 'Northwind', location: 'Leeds', startDate: '2018-04', endDate: null, current: true, highlights: ['grew revenue by 20% in 2021', 'managed team of 6'] },
      { title: 'Sales Executive', company: 'Contoso', location: null, startDate: '2014', endDate: '2018', current: false, highlights: ['won 12 new accounts'] },
    ],
    education: [{ institution: 'Leeds Beckett University', degree: 'BA', field: 'Marketing', startDate: null, endDate: '2013' }],
    skills: ['Negotiation', 'Salesforce'],
    totalYearsExperience: 7.6,
    currentTitle: 'Sales Manager',
  };
}

describe('enforceFacts', () => {
  it('restores every protected field the model changed', () => {
    const enhanced = structuredClone(original());
    enhanced.name = 'Samuel Lee';
    enhanced.email = 'samuel@corp.com';
    enhanced.experience[0].company = 'Northwind Traders Global';
    enhanced.experience[0].title = 'Head of Sales';
    enhanced.experience[0].startDate = '2017-01';
    enhanced.experience[1].endDate = '2019';
    enhanced.education[0].degree = 'MBA';
    enhanced.skills.push('Leadership');
    enhanced.summary = 'Results-driven sales manager.';
    const result = enforceFacts(original(), enhanced);
    expect(result).toEqual({ ...original(), summary: 'Results-driven sales manager.' });
  });

  it('keeps reworded highlights that state only the CV numbers', () => {
    const enhanced = structuredClone(original());
    enhanced.experience[0].highlights = ['Grew revenue by 20% in 2021', 'Managed a team of 6 sales executives'];
    expect(enforceFacts(original(), enhanced).experience[0].highlights).toEqual(enhanced.experience[0].highlights);
  });

  it('replaces a highlight with a new number by the original one at the same place', () => {
    const enhanced = structuredClone(original());
    enhanced.experience[0].highlights = ['Grew revenue by 35% in 2021', 'Managed a team of 6'];
    expect(enforceFacts(original(), enhanced).experience[0].highlights).toEqual(['grew revenue by 20% in 2021', 'Managed a team of 6']);
  });

  it('drops a highlight with a new number when the list changed length', () => {
    const enhanced = structuredClone(original());
    enhanced.experience[1].highlights = ['Won 12 new accounts', 'Generated £2.5M in pipeline'];
    expect(enforceFacts(original(), enhanced).experience[1].highlights).toEqual(['Won 12 new accounts']);
  });

  it('falls back to the original summary when the new one invents a figure, and accepts rounded years', () => {
    const enhanced = structuredClone(original());
    enhanced.summary = 'Sales manager with 15 years of experience.';
    expect(enforceFacts(original(), enhanced).summary).toBe('Sales manager.');
    enhanced.summary = 'Sales manager with 8 years of experience.';
    expect(enforceFacts(original(), enhanced).summary).toBe('Sales manager with 8 years of experience.');
  });

  it('keeps the original bullets of roles the model left out, and never removes roles', () => {
    const enhanced = structuredClone(original());
    enhanced.experience = [enhanced.experience[0]];
    const result = enforceFacts(original(), enhanced);
    expect(result.experience).toHaveLength(2);
    expect(result.experience[1]).toEqual(original().experience[1]);
  });
});
