import { describe, expect, it } from 'vitest';
import { isRetentionRunDue } from './apply-retention-handler';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('isRetentionRunDue', () => {
  it('waits for 03:00 on a new instance and after a run that finished today', () => {
    expect(isRetentionRunDue(null, NOW)).toBe(false);
    expect(isRetentionRunDue({ startedAt: '2026-11-23T03:00:00Z', completedAt: '2026-11-23T03:00:05Z' }, NOW)).toBe(false);
  });

  it('resumes a run that was cut off, and makes up a missed day', () => {
    expect(isRetentionRunDue({ startedAt: '2026-11-23T03:00:00Z' }, NOW)).toBe(true);
    expect(isRetentionRunDue({ startedAt: '2026-11-23T03:00:00Z', completedAt: '2026-11-22T03:00:05Z' }, NOW)).toBe(true);
    expect(isRetentionRunDue({ startedAt: '2026-11-21T03:00:00Z', completedAt: '2026-11-21T03:00:05Z' }, NOW)).toBe(true);
  });
});
