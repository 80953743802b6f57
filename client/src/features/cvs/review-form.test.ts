import { describe, expect, it } from 'vitest';
import { emptyCvData } from '@common/cv-data';
import { addChips, markedFields, moveItem, nextMarked, validateDraft } from './review-form';

const role = { title: 'Analyst', company: 'Barclays', location: null, startDate: '2020-05', endDate: null, current: true, highlights: [] };

describe('validateDraft', () => {
  it('names the field next to which the message belongs', () => {
    expect(validateDraft({ ...emptyCvData(), experience: [role] })).toEqual({});
    expect(validateDraft({ ...emptyCvData(), experience: [{ ...role, startDate: '2023-13' }] })).toEqual({ 'experience.0.startDate': 'Dates are YYYY or YYYY-MM' });
    expect(validateDraft({ ...emptyCvData(), experience: [{ ...role, endDate: '2019', current: false }] })).toEqual({ 'experience.0.endDate': 'The end date is before the start date' });
  });
});

describe('marked fields', () => {
  it('lists low-confidence fields in form order and steps through them, wrapping round', () => {
    const data = { ...emptyCvData(), experience: [role] };
    const marked = markedFields(
      { skills: { level: 'low', reason: 'Few skills found' }, name: { level: 'low', reason: null }, 'experience.0.company': { level: 'low', reason: 'Two names on one line' }, email: { level: 'high', reason: null }, 'experience.3.title': { level: 'low', reason: 'gone' } },
      data,
    );
    expect(marked).toEqual([
      { path: 'name', reason: 'Extraction was unsure of this field' },
      { path: 'experience.0.company', reason: 'Two names on one line' },
      { path: 'skills', reason: 'Few skills found' },
    ]);
    const paths = marked.map((m) => m.path);
    expect(nextMarked(paths, null)).toBe('name');
    expect(nextMarked(paths, 'experience.0.company')).toBe('skills');
    expect(nextMarked(paths, 'skills')).toBe('name');
    expect(nextMarked([], null)).toBeNull();
  });

  it('clears a reason once the recruiter corrects its field, and keeps the others', () => {
    const original = { ...emptyCvData(), experience: [{ ...role, company: 'Leeds, UK' }] };
    const confidence = {
      name: { level: 'low' as const, reason: 'No name found' },
      'experience.0.company': { level: 'low' as const, reason: 'The company looks like a place name; check the employer' },
      skills: { level: 'low' as const, reason: 'No skills section found' },
    };
    expect(markedFields(confidence, original, original).map((m) => m.path)).toEqual(['name', 'experience.0.company', 'skills']);
    const corrected = { ...original, name: 'Jane Doe', experience: [{ ...role, company: 'Barclays' }] };
    expect(markedFields(confidence, corrected, original)).toEqual([{ path: 'skills', reason: 'No skills section found' }]);
  });
});

describe('lists', () => {
  it('adds chips without duplicates and moves entries', () => {
    expect(addChips(['Excel'], 'excel, SAP; IFRS , ')).toEqual(['Excel', 'SAP', 'IFRS']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
