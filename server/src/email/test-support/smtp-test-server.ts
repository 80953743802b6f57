import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Self-signed certificate for localhost and 127.0.0.1, made once with `openssl req -x509` (valid until 2126). */
export const TEST_CERT_FILE = path.join(here, 'smtp-test-cert.pem');
const TEST_KEY_FILE = path.join(here, 'smtp-test-key.pem');

export const SMTP_TEST_USER = 'mailer@cvforge.test';
export const SMTP_TEST_PASSWORD = 'smtp-secret-Pa55';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The connection had been upgraded with STARTTLS (or was TLS from the start). */
  isSecure: boolean;
  user: string | undefined;
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpFailure {
  stage: 'mail' | 'rcpt' | 'data';
  code: number;
  message: string;
}

export interface SmtpTestServer {
  host: string;
  /** The port clients use: a loopback proxy in front of the SMTP server, so a test can drop or stall connections. */
  port: number;
  messages: ReceivedMessage[];
  /** Number of connections accepted (through the proxy). */
  connections: number;
  /** The next `times` transactions fail at `stage` with this reply. */
  failNext(failure: SmtpFailure, times?: number): void;
  /** The next `times` connections are cut right after the client's first command. */
  dropNext(times?: number): void;
  /** The next `times` connections never get a greeting. */
  stallNext(times?: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (smtp-server) that requires STARTTLS and AUTH, parses every message
 * it accepts with mailparser, and can be told to refuse, drop or stall.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMessage[] = [];
  const failures: SmtpFailure[] = [];
  let drops = 0;
  let stalls = 0;
  let connections = 0;

  const failAt = (stage: SmtpFailure['stage']): Error | null => {
    if (failures[0]?.stage !== stage) return null;
    const failure = failures.shift()!;
    return Object.assign(new Error(failure.message), { responseCode: failure.code });
  };

  const smtp = new SMTPServer({
    key: fs.readFileSync(TEST_KEY_FILE),
    cert: fs.readFileSync(TEST_CERT_FILE),
    secure: false,
    // AUTH only after STARTTLS: a client that sends the password in clear is refused.
    allowInsecureAuth: false,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      callback(failAt('mail'));
    },
    onRcptTo(_address, _session, callback) {
      callback(failAt('rcpt'));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const failure = failAt('data');
        if (failure) return callback(failure);
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              isSecure: session.secure,
              user: session.user as string | undefined,
              raw,
              parsed,
            });
            callback(null, `2.0.0 Ok: queued as TEST${messages.length}`);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as net.AddressInfo).port;

  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    connections++;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (stalls > 0) {
      stalls--;
      return; // accepted, never answered: the client's greeting timeout ends it
    }
    const upstream = net.connect(smtpPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.pipe(client);
    if (drops > 0) {
      drops--;
      // The server greets; the connection dies as soon as the client answers.
      client.once('data', () => {
        client.destroy();
        upstream.destroy();
      });
      return;
    }
    client.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));

  return {
    host: '127.0.0.1',
    port: (proxy.address() as net.AddressInfo).port,
    messages,
    get connections() {
      return connections;
    },
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    dropNext(times = 1) {
      drops += times;
    },
    stallNext(times = 1) {
      stalls += times;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
