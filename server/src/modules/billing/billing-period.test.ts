import { describe, expect, it } from 'vitest';
import { addMonths, currentPeriod } from './billing-period';

const d = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day and time of day', () => {
    expect(addMonths(d('2025-03-15T10:20:30.000Z'), 1).toISOString()).toBe('2025-04-15T10:20:30.000Z');
    expect(addMonths(d('2025-11-15T00:00:00.000Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it("clamps to the month's last day", () => {
    expect(addMonths(d('2025-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2025-02-28T12:00:00.000Z');
    expect(addMonths(d('2024-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(addMonths(d('2025-01-31T12:00:00.000Z'), 2).toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });
});

describe('currentPeriod', () => {
  it('is null while the period runs', () => {
    expect(currentPeriod(d('2025-05-01T00:00:00Z'), d('2025-04-30T23:59:59Z'))).toBeNull();
  });

  it('starts the next month-long period at the old end', () => {
    expect(currentPeriod(d('2025-05-01T00:00:00Z'), d('2025-05-01T00:00:00Z'))).toEqual({ start: d('2025-05-01T00:00:00Z'), end: d('2025-06-01T00:00:00Z') });
  });

  it('skips whole months after a long absence, staying on the same day of the month', () => {
    expect(currentPeriod(d('2025-01-10T08:00:00Z'), d('2025-06-20T00:00:00Z'))).toEqual({ start: d('2025-06-10T08:00:00Z'), end: d('2025-07-10T08:00:00Z') });
    expect(currentPeriod(d('2025-01-10T08:00:00Z'), d('2025-06-10T07:59:59Z'))).toEqual({ start: d('2025-05-10T08:00:00Z'), end: d('2025-06-10T08:00:00Z') });
    expect(currentPeriod(d('2020-01-31T00:00:00Z'), d('2025-03-01T00:00:00Z'))).toEqual({ start: d('2025-02-28T00:00:00Z'), end: d('2025-03-31T00:00:00Z') });
  });
});
