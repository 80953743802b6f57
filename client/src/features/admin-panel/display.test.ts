import { describe, expect, it } from 'vitest';
import { counterValue, creditsBadge, currentAiLabel, currentSmtpLabel, formatActivityDetails, fullName, orDash } from './display';

describe('formatActivityDetails (docs/PRODUCT.md §2: string or JSON, truncated, - if none)', () => {
  it("shows '-' for no details", () => {
    expect(formatActivityDetails(null).text).toBe('-');
    expect(formatActivityDetails(undefined).text).toBe('-');
    expect(formatActivityDetails('').text).toBe('-');
    expect(formatActivityDetails({}).text).toBe('-');
  });

  it('shows a string as it is and an object as JSON', () => {
    expect(formatActivityDetails('Uploaded 3 files').text).toBe('Uploaded 3 files');
    expect(formatActivityDetails({ filesCount: 3 }).text).toBe('{"filesCount":3}');
  });

  it('truncates long details with an ellipsis and keeps the full text', () => {
    const long = { fileName: 'a'.repeat(100) };
    const { text, full } = formatActivityDetails(long, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
    expect(full).toBe(JSON.stringify(long));
  });
});

describe('creditsBadge (docs/PRODUCT.md §2 Users table)', () => {
  it("reads '{n} credits', destructive at 0 or less", () => {
    expect(creditsBadge(3)).toEqual({ label: '3 credits', isDestructive: false });
    expect(creditsBadge(1)).toEqual({ label: '1 credits', isDestructive: false });
    expect(creditsBadge(0)).toEqual({ label: '0 credits', isDestructive: true });
    expect(creditsBadge(-2)).toEqual({ label: '-2 credits', isDestructive: true });
  });

  it("reads 'Unlimited' for -1, not destructive", () => {
    expect(creditsBadge(-1)).toEqual({ label: 'Unlimited', isDestructive: false });
  });
});

describe('small labels', () => {
  it('builds a full name or a dash', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: null, lastName: ' ' })).toBe('-');
  });

  it("shows '-' for a missing IP", () => {
    expect(orDash(null)).toBe('-');
    expect(orDash('127.0.0.1')).toBe('127.0.0.1');
  });

  it("shows counters as '...' while loading and 0 when missing", () => {
    expect(counterValue(12, true)).toBe('...');
    expect(counterValue(undefined, false)).toBe('0');
    expect(counterValue(1234, false)).toBe('1,234');
  });

  it("reads the current AI config as 'Current: provider (model)' or 'Not set'", () => {
    expect(currentAiLabel({ provider: 'openai', model: 'gpt-4o' })).toBe('Current: openai (gpt-4o)');
    expect(currentAiLabel(undefined)).toBe('Not set');
    expect(currentAiLabel({ provider: '' })).toBe('Not set');
  });

  it("reads the current SMTP config as 'host:port' or 'Not configured'", () => {
    expect(currentSmtpLabel({ host: 'smtp.example.com', port: 587 })).toBe('smtp.example.com:587');
    expect(currentSmtpLabel({ host: '', port: 587 })).toBe('Not configured');
    expect(currentSmtpLabel(undefined)).toBe('Not configured');
  });
});
