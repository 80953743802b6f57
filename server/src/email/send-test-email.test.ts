import { describe, expect, it } from 'vitest';
import { EmailError } from './errors';
import { describeTestFailure } from './send-test-email';

describe('describeTestFailure', () => {
  it('never repeats what the remote side said', () => {
    const banner = 'SSH-2.0-OpenSSH_9.2p1 Debian-2';
    const cases = [
      new EmailError(`Invalid greeting. response=${banner}: ${banner}`, true, banner, undefined, 'EPROTOCOL'),
      new EmailError(`220 ${banner}`, true, `535 ${banner}`, 535, 'EAUTH'),
      new EmailError(banner, false, `421 ${banner}`, 421, 'EENVELOPE'),
      new EmailError(banner, true, `554 ${banner}`, 554, 'EMESSAGE'),
      new EmailError(`connect ECONNREFUSED ${banner}`, false, undefined, undefined, 'ECONNECTION'),
    ];
    for (const error of cases) expect(describeTestFailure(error)).not.toMatch(/SSH|OpenSSH|Debian/);
    expect(cases.map(describeTestFailure)).toEqual([
      'The server did not answer like an SMTP server.',
      'The SMTP server refused the user name or password.',
      'The SMTP server is refusing mail for now (reply code 421); try again later.',
      'The SMTP server refused the message (reply code 554).',
      'The connection to the SMTP server failed: it refused or closed the connection, or is not an SMTP server.',
    ]);
  });

  it('keeps our own configuration messages, which carry no remote text', () => {
    const own = new EmailError('SMTP_TLS_CA_FILE could not be read: ENOENT', true);
    expect(describeTestFailure(own)).toBe('SMTP_TLS_CA_FILE could not be read: ENOENT');
  });
});
