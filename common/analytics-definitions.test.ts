import { describe, expect, it } from 'vitest';
import { emergingSkillsShowFrom, formatGrowth, monthOverMonthGrowth, pieCategories } from './analytics-definitions';

describe('Growth: this month against last month', () => {
  it('is the rounded change in processed CVs from last month', () => {
    expect(monthOverMonthGrowth([{ month: '2026-09', count: 20 }, { month: '2026-10', count: 12 }, { month: '2026-11', count: 15 }])).toEqual({ thisMonth: 15, lastMonth: 12, growth: 25 });
    expect(monthOverMonthGrowth([{ month: '2026-10', count: 3 }, { month: '2026-11', count: 1 }]).growth).toBe(-67);
    expect(monthOverMonthGrowth([{ month: '2026-10', count: 4 }, { month: '2026-11', count: 4 }]).growth).toBe(0);
  });

  it('has nothing to compare when last month had no CVs processed, however many the total', () => {
    expect(monthOverMonthGrowth([{ month: '2026-10', count: 0 }, { month: '2026-11', count: 14 }])).toEqual({ thisMonth: 14, lastMonth: 0, growth: null });
    expect(monthOverMonthGrowth([])).toEqual({ thisMonth: 0, lastMonth: 0, growth: null });
  });

  it('reads with its sign, or a dash when there is nothing to compare', () => {
    expect(formatGrowth(25)).toBe('+25%');
    expect(formatGrowth(-67)).toBe('−67%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(null)).toBe('—');
  });
});

describe('Emerging skills need two 30-day windows of history', () => {
  const now = new Date('2026-11-23T15:00:00Z');

  it('shows once the first CV is in the earlier window (59 days before today or older)', () => {
    expect(emergingSkillsShowFrom(new Date('2026-09-25T08:00:00Z'), now)).toBeNull();
    expect(emergingSkillsShowFrom(new Date('2025-01-01T00:00:00Z'), now)).toBeNull();
  });

  it('with less history, says from which day growth can be measured', () => {
    expect(emergingSkillsShowFrom(new Date('2026-09-26T23:59:00Z'), now)).toBe('2026-11-24');
    expect(emergingSkillsShowFrom(new Date('2026-11-20T10:00:00Z'), now)).toBe('2027-01-18');
  });

  it('has nothing to say without CVs', () => {
    expect(emergingSkillsShowFrom(null, now)).toBeNull();
  });
});

describe('Skill-category pie: six palette colours, five categories and Other', () => {
  const categories = [
    { category: 'Programming', count: 40 },
    { category: 'Cloud', count: 25 },
    { category: 'Data', count: 20 },
    { category: 'Other', count: 7 },
    { category: 'Soft Skills', count: 15 },
    { category: 'Design', count: 9 },
    { category: 'Finance', count: 4 },
    { category: 'Languages', count: 2 },
  ];

  it('keeps the five largest and groups the rest with the unplaced skills as Other', () => {
    const slices = pieCategories(categories);
    expect(slices).toEqual([
      { category: 'Programming', count: 40 },
      { category: 'Cloud', count: 25 },
      { category: 'Data', count: 20 },
      { category: 'Soft Skills', count: 15 },
      { category: 'Design', count: 9 },
      { category: 'Other', count: 13 },
    ]);
    expect(slices.reduce((sum, s) => sum + s.count, 0)).toBe(categories.reduce((sum, c) => sum + c.count, 0));
  });

  it('leaves six or fewer slices as they are, Other last', () => {
    expect(pieCategories([{ category: 'Other', count: 3 }, { category: 'Cloud', count: 1 }])).toEqual([{ category: 'Cloud', count: 1 }, { category: 'Other', count: 3 }]);
    const six = categories.filter((c) => !['Finance', 'Languages'].includes(c.category));
    expect(pieCategories(six)).toHaveLength(6);
    expect(pieCategories([])).toEqual([]);
  });
});
