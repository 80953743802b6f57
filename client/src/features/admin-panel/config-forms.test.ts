import type { AiConfigResponse } from '@common/contracts/ai';
import { describe, expect, it } from 'vitest';
import { aiConfigRequest, aiDraftFromConfig, changeProvider, parsePort, smtpConfigFormFrom, smtpConfigNeedsPassword, smtpConfigRequest } from './config-forms';

const config: AiConfigResponse = {
  provider: 'openai',
  model: 'gpt-4-turbo',
  isChosen: true,
  fallbackToLocal: false,
  providers: [
    { id: 'openai', name: 'OpenAI', models: ['gpt-4o', 'gpt-4-turbo', 'gpt-4'], keyStatus: 'set', keySource: 'admin', requiresKey: true, baseUrl: 'https://proxy.example.com/v1' },
    { id: 'gemini', name: 'Google Gemini', models: ['gemini-2.5-flash', 'gemini-pro'], keyStatus: 'not set', keySource: null, requiresKey: true, baseUrl: null },
    { id: 'local', name: 'Built-in', models: ['cvforge-local'], keyStatus: 'not set', keySource: null, requiresKey: false, baseUrl: null },
  ],
};

describe('AI config draft', () => {
  it('starts from the server config, never with a key', () => {
    expect(aiDraftFromConfig(config)).toEqual({
      provider: 'openai',
      model: 'gpt-4-turbo',
      apiKey: '',
      baseUrl: 'https://proxy.example.com/v1',
      fallbackToLocal: false,
    });
  });

  it('defaults to anthropic before the config has loaded (docs/PRODUCT.md §9)', () => {
    expect(aiDraftFromConfig(undefined).provider).toBe('anthropic');
  });

  it('resets the model, key and base URL when the provider changes (docs/PRODUCT.md §4)', () => {
    const draft = { ...aiDraftFromConfig(config), apiKey: 'sk-typed' };
    expect(changeProvider(draft, 'gemini', config)).toEqual({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
      apiKey: '',
      baseUrl: '',
      fallbackToLocal: false,
    });
    expect(changeProvider(draft, 'openai', config)).toBe(draft);
  });

  it('leaves a blank key out so the stored one stays, and sends no key for the local provider', () => {
    const draft = aiDraftFromConfig(config);
    expect(aiConfigRequest(draft, true)).toEqual({
      provider: 'openai',
      model: 'gpt-4-turbo',
      fallbackToLocal: false,
      baseUrl: 'https://proxy.example.com/v1',
    });
    expect(aiConfigRequest({ ...draft, apiKey: ' sk-new ' }, true).apiKey).toBe('sk-new');
    expect(aiConfigRequest({ ...draft, provider: 'local', model: 'cvforge-local', apiKey: 'x' }, false)).toEqual({
      provider: 'local',
      model: 'cvforge-local',
      fallbackToLocal: false,
    });
  });

  it('sends no model when none is picked (model optional, docs/PRODUCT.md §5)', () => {
    expect(aiConfigRequest({ ...aiDraftFromConfig(config), model: '' }, true).model).toBeNull();
  });
});

describe('SMTP config form', () => {
  it('parses the port as an integer (docs/PRODUCT.md §5)', () => {
    expect(parsePort('2525')).toBe(2525);
    expect(parsePort(' 465 ')).toBe(465);
    expect(parsePort('25.9')).toBe(25);
    expect(parsePort('')).toBe(587);
    expect(parsePort('abc')).toBe(587);
  });

  it('starts at port 587 with nothing configured', () => {
    expect(smtpConfigFormFrom(undefined)).toMatchObject({ host: '', port: '587', secure: false });
  });

  it('builds the request with a numeric port', () => {
    const form = { host: ' mail.example.com ', port: '465', username: 'u@example.com', password: '***', fromEmail: 'hr@example.com', fromName: 'HR', secure: true, requireTls: true };
    expect(smtpConfigRequest(form)).toEqual({
      host: 'mail.example.com',
      port: 465,
      username: 'u@example.com',
      password: '***',
      fromEmail: 'hr@example.com',
      fromName: 'HR',
      secure: true,
      requireTls: true,
    });
  });

  it('asks for the password again before the saved one could go to another host, port or user, or in clear', () => {
    const saved = { host: 'mail.example.com', port: 587, username: 'u@example.com', password: '***', fromEmail: '', fromName: '', secure: false, requireTls: true, configured: true, transport: 'smtp' as const, status: 'SMTP: mail.example.com:587', source: 'settings' as const };
    const form = smtpConfigFormFrom(saved);
    expect(smtpConfigNeedsPassword(form, saved)).toBe(false);
    for (const change of [{ host: 'listener.example.net' }, { port: '2525' }, { username: 'x@example.com' }, { requireTls: false }]) {
      expect(smtpConfigNeedsPassword({ ...form, ...change }, saved), JSON.stringify(change)).toBe(true);
      expect(smtpConfigNeedsPassword({ ...form, ...change, password: 'typed-again' }, saved)).toBe(false);
    }
  });
});
