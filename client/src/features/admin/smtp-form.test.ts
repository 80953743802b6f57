import type { SmtpSettingsResponse } from '@common/contracts/smtp';
import { describe, expect, it } from 'vitest';
import { EMPTY_SMTP_FORM, PASSWORD_AGAIN, hasStoredPassword, smtpFormFromSettings, smtpSettingsRequest, validateSmtpForm } from './smtp-form';

const stored: SmtpSettingsResponse = {
  configured: true,
  transport: 'smtp',
  status: 'SMTP: smtp.example.com:465',
  source: 'settings',
  smtp_host: 'smtp.example.com',
  smtp_port: '465',
  smtp_secure: 'true',
  smtp_user: 'mailer@example.com',
  smtp_password: '***',
  smtp_require_tls: 'true',
};

const filled = { host: 'smtp.example.com', port: '587', user: 'mailer@example.com', password: 'pw', secure: false, requireTls: true };

describe('smtpFormFromSettings', () => {
  it('defaults the port to 587 (docs/PRODUCT.md §9)', () => {
    expect(EMPTY_SMTP_FORM.port).toBe('587');
    expect(smtpFormFromSettings(undefined).port).toBe('587');
    expect(smtpFormFromSettings({ ...stored, smtp_port: '' }).port).toBe('587');
  });

  it('reads the stored values, the secure flag from its string and the password as ***', () => {
    expect(smtpFormFromSettings(stored)).toEqual({ host: 'smtp.example.com', port: '465', user: 'mailer@example.com', password: '***', secure: true, requireTls: true });
    expect(hasStoredPassword(stored)).toBe(true);
    expect(hasStoredPassword({ ...stored, smtp_password: '' })).toBe(false);
  });
});

describe('validateSmtpForm (docs/PRODUCT.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateSmtpForm(filled, false)).toBeNull();
  });

  it('requires host, port, user and password, in that order', () => {
    expect(validateSmtpForm({ ...filled, host: '  ', port: '' }, false)).toBe('Please enter the SMTP host');
    expect(validateSmtpForm({ ...filled, port: '' }, false)).toBe('Please enter the SMTP port');
    expect(validateSmtpForm({ ...filled, user: '' }, false)).toBe('Please enter the SMTP user');
    expect(validateSmtpForm({ ...filled, password: '' }, false)).toBe('Please enter the SMTP password');
  });

  it('needs no password when one is stored', () => {
    expect(validateSmtpForm({ ...filled, password: '' }, true)).toBeNull();
  });

  it('asks for the password again when the host, port, user or TLS setting moves away from the saved ones', () => {
    const same = smtpFormFromSettings(stored);
    expect(validateSmtpForm(same, true, stored)).toBeNull();
    for (const change of [{ host: 'listener.example.net' }, { port: '2525' }, { user: 'other@example.com' }, { requireTls: false }, { secure: false }]) {
      expect(validateSmtpForm({ ...same, ...change }, true, stored), JSON.stringify(change)).toBe(PASSWORD_AGAIN);
      expect(validateSmtpForm({ ...same, ...change, password: 'typed-again' }, true, stored)).toBeNull();
    }
  });

  it('refuses a user that is not an email address and a port out of range', () => {
    expect(validateSmtpForm({ ...filled, user: 'mailer' }, false)).toBe('The SMTP user must be an email address');
    expect(validateSmtpForm({ ...filled, port: '70000' }, false)).toMatch(/between 1 and 65535/);
    expect(validateSmtpForm({ ...filled, port: '58a' }, false)).toMatch(/whole number/);
  });
});

describe('smtpSettingsRequest', () => {
  it("sends the spec's field names with secure as 'true' or 'false'", () => {
    expect(smtpSettingsRequest({ ...filled, host: ' smtp.example.com ', secure: true })).toEqual({
      smtp_host: 'smtp.example.com',
      smtp_port: '587',
      smtp_secure: 'true',
      smtp_user: 'mailer@example.com',
      smtp_password: 'pw',
      smtp_require_tls: 'true',
    });
  });
});
