import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-config-'));

describe('loadConfig', () => {
  it('applies the defaults of the README', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBe('admin@localhost');
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.isSecureCookie).toBe(false);
  });

  it('generates SESSION_SECRET once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(fs.readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('lists every bad setting in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', ADMIN_EMAILS: 'a@b.co, nope', PUBLIC_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('LOG_LEVEL: LOG_LEVEL must be one of');
    expect(message).toContain('ADMIN_EMAILS');
    expect(message).toContain('PUBLIC_URL: PUBLIC_URL must be a URL');
  });

  it('refuses a malformed ad client id, which would otherwise widen the CSP', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), VITE_AD_CLIENT_ID: "'unsafe-inline'" })).toThrow('VITE_AD_CLIENT_ID must look like ca-pub-1234567890');
    expect(loadConfig({ DATA_DIR: tmp(), VITE_AD_CLIENT_ID: 'ca-pub-1234567890' }).VITE_AD_CLIENT_ID).toBe('ca-pub-1234567890');
  });

  it('takes Stripe all or nothing, and checks each Stripe setting', () => {
    const full = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PRICE_PRO: 'price_pro', STRIPE_PRICE_ENTERPRISE: 'price_ent' };
    expect(loadConfig({ DATA_DIR: tmp(), ...full })).toMatchObject(full);
    expect(() => loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (Stripe needs all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE)',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ...full, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow('STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…)');
    expect(() => loadConfig({ DATA_DIR: tmp(), ...full, STRIPE_PRICE_PRO: 'prod_123' })).toThrow('STRIPE_PRICE_PRO must be a Stripe price id (price_…)');
    expect(() => loadConfig({ DATA_DIR: tmp(), ...full, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow('STRIPE_SECRET_KEY must be a Stripe secret key');
    expect(() => loadConfig({ DATA_DIR: tmp(), ...full, STRIPE_API_PROTOCOL: 'ftp' })).toThrow('STRIPE_API_PROTOCOL must be http or https');
  });

  it('reads ADMIN_EMAILS as a lower-cased list and https PUBLIC_URL as secure cookies', () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: ' Boss@Agency.com ,ops@agency.com', PUBLIC_URL: 'https://cv.example.com' });
    expect(config.ADMIN_EMAILS).toEqual(['boss@agency.com', 'ops@agency.com']);
    expect(config.isSecureCookie).toBe(true);
  });
});
