import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  formatCount,
  formatDuration,
  formatFileSize,
  formatLogCost,
  formatPercent,
  formatUsdFromCents,
  healthBadge,
  isLogSuccess,
  pageLabel,
  roleAudience,
} from './format';

describe('costs (docs/PRODUCT.md §9: cents shown in USD, logs with 3 decimals)', () => {
  it('divides cents by 100', () => {
    expect(formatUsdFromCents(1234)).toBe('$12.34');
    expect(formatUsdFromCents(0)).toBe('$0.00');
    expect(formatUsdFromCents(123456)).toBe('$1,234.56');
  });

  it('keeps 3 decimals for a processing log', () => {
    expect(formatLogCost(1.25)).toBe('$0.013');
    expect(formatLogCost(0.04)).toBe('$0.000');
    expect(formatLogCost(250)).toBe('$2.500');
  });

  it('reads a missing cost as zero', () => {
    expect(formatLogCost(null)).toBe('$0.000');
    expect(formatUsdFromCents(Number.NaN)).toBe('$0.00');
  });
});

describe('figures', () => {
  it('groups counts and reads missing ones as 0', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('0');
  });

  it('formats durations from milliseconds', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(2400)).toBe('2.4 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(-5)).toBe('—');
  });

  it('formats file sizes from bytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_600)).toBe('12 KB');
    expect(formatFileSize(2_500)).toBe('2.4 KB');
    expect(formatFileSize(4.5 * 1024 * 1024)).toBe('4.5 MB');
  });

  it('formats percentages given as 0–100', () => {
    expect(formatPercent(97.54)).toBe('97.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(undefined)).toBe('0%');
  });
});

describe('labels', () => {
  it("reads 'managers' for a manager and 'administrators' otherwise (docs/PRODUCT.md §2)", () => {
    expect(roleAudience('manager')).toBe('managers');
    expect(roleAudience('admin')).toBe('administrators');
    expect(roleAudience(undefined)).toBe('administrators');
  });

  it('treats only completed as a successful log (docs/PRODUCT.md §4)', () => {
    expect(isLogSuccess('completed')).toBe(true);
    expect(isLogSuccess('failed')).toBe(false);
    expect(isLogSuccess('timeout')).toBe(false);
  });

  it('maps health statuses to badges, unknown for anything else', () => {
    expect(healthBadge('healthy')).toMatchObject({ label: 'Healthy', variant: 'success' });
    expect(healthBadge('warning')).toMatchObject({ label: 'Warning' });
    expect(healthBadge('error')).toMatchObject({ label: 'Error', variant: 'destructive' });
    expect(healthBadge('degraded')).toMatchObject({ status: 'unknown', label: 'Unknown' });
    expect(healthBadge(undefined).status).toBe('unknown');
  });
});

describe('pagination', () => {
  it("reads 'Page X of Y' and never 'of 0'", () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(9, 3)).toBe('Page 3 of 3');
  });

  it('enables Previous after page 1 and Next before the last page', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(1, 1)).toBe(false);
    expect(canGoNext(1, 0)).toBe(false);
    expect(canGoNext(2, 3)).toBe(true);
  });
});
