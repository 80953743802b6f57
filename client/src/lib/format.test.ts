import { describe, expect, it } from 'vitest';
import { displayName, formatCredits, formatDate, formatDateTime, formatPounds, formatShortDate, initials } from './format';

describe('dates', () => {
  it('formats ISO strings in British style', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('5 March 2024');
    expect(formatShortDate('2024-03-05T10:00:00.000Z')).toBe('5 Mar 2024');
    expect(formatDateTime(new Date(2024, 2, 5, 14, 7))).toMatch(/^5 Mar 2024,? 14:07$/);
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('names', () => {
  it('builds initials from first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('AL');
    expect(initials({ firstName: 'Grace', lastName: null, email: 'g@example.com' })).toBe('G');
  });

  it('falls back to the username or email, then U', () => {
    expect(initials({ firstName: '', lastName: ' ', email: 'zoe@example.com' })).toBe('Z');
    expect(initials({ username: 'admin', email: 'admin@localhost' })).toBe('A');
    expect(initials(null)).toBe('U');
  });

  it('builds a display name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: null, lastName: null, username: 'admin', email: 'admin@localhost' })).toBe('admin');
    expect(displayName({ email: 'x@example.com' })).toBe('x@example.com');
    expect(displayName(undefined)).toBe('User');
  });
});

describe('formatCredits', () => {
  it('shows remaining/limit, or ∞ when remaining is -1', () => {
    expect(formatCredits(3, 3)).toBe('3/3');
    expect(formatCredits(0, 50)).toBe('0/50');
    expect(formatCredits(-1, -1)).toBe('∞');
    expect(formatCredits(-1, 50)).toBe('∞');
  });
});

describe('formatPounds', () => {
  it('omits pence for whole prices', () => {
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(20)).toBe('£20');
    expect(formatPounds(19.5)).toBe('£19.50');
  });
});
