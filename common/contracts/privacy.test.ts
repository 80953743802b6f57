import { describe, expect, it } from 'vitest';
import { aiProviderPrivacySentence, effectiveRetentionDays, retentionSettingSchema } from './privacy';

describe('effectiveRetentionDays', () => {
  it('caps the account’s choice by the instance maximum; off means the maximum, or kept', () => {
    expect(effectiveRetentionDays(180, null)).toBe(180);
    expect(effectiveRetentionDays(180, 90)).toBe(90);
    expect(effectiveRetentionDays(30, 90)).toBe(30);
    expect(effectiveRetentionDays(null, 90)).toBe(90);
    expect(effectiveRetentionDays(null, null)).toBeNull();
  });
});

describe('retentionSettingSchema', () => {
  it('accepts the listed periods and off, nothing else', () => {
    for (const days of [30, 90, 180, 365, null]) expect(retentionSettingSchema.safeParse({ retentionDays: days }).success).toBe(true);
    for (const days of [0, 31, 1000, '30', undefined]) expect(retentionSettingSchema.safeParse({ retentionDays: days }).success).toBe(false);
  });
});

describe('aiProviderPrivacySentence', () => {
  it('says nothing leaves the server for the local provider, and names a configured one', () => {
    expect(aiProviderPrivacySentence('local')).toContain('no CV text or data leaves the server');
    expect(aiProviderPrivacySentence('openai')).toBe(
      "OpenAI is the configured AI provider: the CV's text is sent to OpenAI to extract, enhance and summarise it; files themselves are not sent.",
    );
  });
});
