import net from 'node:net';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, users } from '../db/schema';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, TEST_CERT_FILE, startSmtpTestServer, type SmtpTestServer } from '../email/test-support/smtp-test-server';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Issue #14 item 2: a manager (or anyone holding an admin session) pointed the SMTP host at a listener
 * and captured the stored password in clear. A fake SMTP listener stands in for the attacker's: it
 * accepts AUTH without TLS and records every password it is given.
 */
interface CaptureServer {
  host: string;
  port: number;
  connections: number;
  passwords: string[];
  close(): Promise<void>;
}

async function startCaptureServer(host = '127.0.0.1'): Promise<CaptureServer> {
  const state = { connections: 0, passwords: [] as string[] };
  const server = new SMTPServer({
    secure: false,
    // What an attacker's listener does: no STARTTLS on offer, AUTH accepted in clear.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onAuth(auth, _session, callback) {
      state.passwords.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    host,
    port,
    get connections() {
      return state.connections;
    },
    passwords: state.passwords,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A non-loopback address of this machine, where TLS must be required; null on a machine with none. */
function externalAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const item of list ?? []) if (item.family === 'IPv4' && !item.internal) return item.address;
  }
  return null;
}

let t: TestServer;
let smtp: SmtpTestServer;
let capture: CaptureServer;
let admin: ApiClient;
let manager: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  capture = await startCaptureServer();
  t = await startTestServer({ env: { SMTP_TLS_CA_FILE: TEST_CERT_FILE } });
  admin = await t.signInAsAdmin();
  const m = await t.signUp();
  await t.server.ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, m.user.id));
  manager = m.client;
  const saved = await admin.post('/api/admin/smtp-config', { host: smtp.host, port: smtp.port, username: SMTP_TEST_USER, password: SMTP_TEST_PASSWORD, secure: false });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await capture?.close();
});

const storedHost = async () => (await t.server.ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'smtp')))[0]!.value.host;

describe('the stored SMTP password cannot be redirected', () => {
  it('a manager cannot move the host, and an administrator must type the password again for a new host, port or user', async () => {
    const toCapture = { smtp_host: capture.host, smtp_port: String(capture.port), smtp_secure: 'false', smtp_user: SMTP_TEST_USER };
    expect((await manager.post('/api/admin/smtp-settings', toCapture)).status).toBe(403);
    expect((await manager.post('/api/admin/smtp-settings', { ...toCapture, smtp_password: '***' })).status).toBe(403);

    const cases: Array<[string, Record<string, unknown>]> = [
      ['/api/admin/smtp-settings', toCapture],
      ['/api/admin/smtp-settings', { ...toCapture, smtp_password: '***' }],
      ['/api/admin/smtp-settings', { smtp_host: smtp.host, smtp_port: String(capture.port), smtp_secure: 'false', smtp_user: SMTP_TEST_USER }],
      ['/api/admin/smtp-settings', { smtp_host: smtp.host, smtp_port: String(smtp.port), smtp_secure: 'false', smtp_user: 'other@cvforge.test' }],
      ['/api/admin/smtp-config', { host: capture.host, port: capture.port, username: SMTP_TEST_USER, password: '***', secure: false }],
      ['/api/admin/smtp-config', { host: capture.host, port: capture.port, username: SMTP_TEST_USER, secure: false }],
      // Turning TLS off would send the same password in clear: also needs it again.
      ['/api/admin/smtp-config', { host: smtp.host, port: smtp.port, username: SMTP_TEST_USER, password: '***', secure: false, requireTls: false }],
    ];
    for (const [path, json] of cases) {
      const res = await admin.post(path, json);
      expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(400);
      expect(res.body.message).toMatch(/^(smtp_)?password is required again: the saved SMTP password is only sent to the server, port and user it was entered for\.$/);
    }
    expect(await storedHost()).toBe(smtp.host);

    // Mail keeps going to the real server; the listener never hears from us.
    smtp.messages.length = 0;
    const test = await admin.post('/api/admin/smtp-test', {});
    expect(test.body.success).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    expect(capture.connections).toBe(0);
    expect(capture.passwords).toEqual([]);
  });

  it('a test against something that is not an SMTP server never echoes its banner', async () => {
    const ssh = net.createServer((socket) => {
      socket.write('SSH-2.0-OpenSSH_9.2p1 Debian-2+deb12u3\r\n');
      socket.on('data', () => socket.end('Protocol mismatch.\n'));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => ssh.listen(0, '127.0.0.1', resolve));
    const port = (ssh.address() as net.AddressInfo).port;
    try {
      const saved = await admin.post('/api/admin/smtp-config', { host: '127.0.0.1', port, username: 'probe@cvforge.test', password: 'any-password', secure: false });
      expect(saved.status).toBe(200);
      const res = await admin.post('/api/admin/smtp-test', {});
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(false);
      expect(res.text).not.toMatch(/SSH|OpenSSH|Debian|mismatch/i);
      expect(res.body.message).toMatch(/^The test email was not sent: /);
    } finally {
      await new Promise((resolve) => ssh.close(resolve));
    }
  });
});

const external = externalAddress();
describe.skipIf(!external)('TLS is required away from loopback (skipped on a machine with no non-loopback address)', () => {
  it('sends no password to a server that does not offer STARTTLS, unless an administrator turns TLS off', async () => {
    const remote = await startCaptureServer(external!);
    try {
      const saved = await admin.post('/api/admin/smtp-config', { host: remote.host, port: remote.port, username: SMTP_TEST_USER, password: 'fresh-password', secure: false });
      expect(saved.status).toBe(200);
      expect(saved.body.requireTls).toBe(true);
      const res = await admin.post('/api/admin/smtp-test', {});
      expect(res.body.success).toBe(false);
      expect(res.body.response).toMatch(/TLS/);
      expect(remote.passwords).toEqual([]);

      // An administrator may turn it off explicitly, typing the password with it: then it is sent.
      const plain = await admin.post('/api/admin/smtp-config', { host: remote.host, port: remote.port, username: SMTP_TEST_USER, password: 'fresh-password', secure: false, requireTls: false });
      expect(plain.body.requireTls).toBe(false);
      expect((await admin.post('/api/admin/smtp-test', {})).body.success).toBe(true);
      expect(remote.passwords).toEqual(['fresh-password']);
    } finally {
      await remote.close();
    }
  });
});
