import { describe, expect, it } from 'vitest';
import { formatCvDate, formatDateRange } from './format-dates';

describe('dates shown in a rendered CV', () => {
  it('are as precise as the CV', () => {
    expect(formatCvDate('2019-01')).toBe('Jan 2019');
    expect(formatCvDate('2019')).toBe('2019');
    expect(formatCvDate(null)).toBe('');
  });

  it('read as ranges', () => {
    expect(formatDateRange('2019-01', null, true)).toBe('Jan 2019 – Present');
    expect(formatDateRange('2015-03', '2018-12')).toBe('Mar 2015 – Dec 2018');
    expect(formatDateRange('2020', '2020')).toBe('2020');
    expect(formatDateRange(null, '2014')).toBe('2014');
    expect(formatDateRange('2012', null)).toBe('2012');
    expect(formatDateRange(null, null, true)).toBe('Present');
    expect(formatDateRange(null, null)).toBe('');
  });
});
