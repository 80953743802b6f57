import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import tls from 'node:tls';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import { cleanFileName, cleanLine } from '@common/input-text';
import type { AppContext } from '../context';
import { EmailError } from './errors';
import { outboxDir, outboxResponse, writeOutboxMessage } from './outbox';
import { connectionSettings, isLoopbackHost, resolveSmtpSettings, type SmtpConnectionSettings } from './smtp-settings';

export interface EmailAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
}

/** One message handed over: to the SMTP server (response = its reply line) or to the outbox (response names the file). */
export interface SentEmail {
  messageId: string;
  recipient: string;
  subject: string;
  transport: 'smtp' | 'outbox';
  response: string;
  attempts: number;
  /** The .eml file's name under DATA_DIR/outbox, for the outbox transport. */
  outboxFile?: string;
}

export interface MailerOptions {
  /** Waits between attempts on a temporary failure; attempts = length + 1. Default 1 s then 2 s (3 attempts). */
  retryDelaysMs?: readonly number[];
  /** Connection, greeting and idle-socket limits (default 30 s, 30 s, 60 s). */
  timeoutsMs?: { connection?: number; greeting?: number; socket?: number };
  /** Tests replace the wait; production sleeps. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [1000, 2000] as const;

const TEMPORARY_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Header values come from users (candidate names, file names): a line break must never start a new header. */
export function oneLine(value: string): string {
  // The input boundary cleaned names already (common/input-text.ts); again here, whatever the caller passed.
  return cleanLine(value).trim();
}

/**
 * Whether a failed send may succeed later: 4xx replies (and 503), dropped connections, timeouts and
 * DNS failures are temporary; 5xx replies, failed logins and TLS errors are not.
 */
export function isTemporaryFailure(error: NodemailerError): boolean {
  if (typeof error.responseCode === 'number') {
    if (typeof error.permanent === 'boolean') return !error.permanent;
    return !(error.responseCode >= 500 && error.responseCode < 600 && error.responseCode !== 503);
  }
  return TEMPORARY_CODES.has(error.code ?? '');
}

/** The text a person reads: the server's own reply when it gave one, else what went wrong with the connection. */
export function describeFailure(error: NodemailerError, target: { host: string; port: number }): string {
  if (error.response) return oneLine(error.response);
  if (error.code === 'ETIMEDOUT') return `The SMTP server ${target.host}:${target.port} did not answer in time (${error.message})`;
  if (error.code === 'EDNS') return `The SMTP server name ${target.host} could not be resolved (${error.message})`;
  if (error.code === 'ECONNECTION' || error.code === 'ESOCKET') return `The connection to the SMTP server ${target.host}:${target.port} failed: ${error.message}`;
  return error.message;
}

/**
 * Sends email through the configured SMTP server, or — with none configured — keeps each message as
 * an .eml file in DATA_DIR/outbox. Nothing is silently dropped: a send either hands the message over
 * or throws an EmailError.
 */
export class Mailer {
  private readonly retryDelaysMs: readonly number[];
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly settings: {
      /** null: the outbox. */
      smtp: SmtpConnectionSettings | null;
      from: { name: string; address: string };
      outboxDir: string;
      /** Extra certificate authority (PEM) trusted for the SMTP server, besides the system's. */
      tlsCa?: string;
      options?: MailerOptions;
    },
  ) {
    this.retryDelaysMs = settings.options?.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.sleep = settings.options?.sleep ?? wait;
  }

  get transport(): 'smtp' | 'outbox' {
    return this.settings.smtp ? 'smtp' : 'outbox';
  }

  /** Hands one message over. Temporary SMTP failures are retried with backoff unless `retry` is false. */
  async send(email: OutgoingEmail, { retry = true }: { retry?: boolean } = {}): Promise<SentEmail> {
    const message = this.compose(email);
    const recipient = email.to;
    const subject = message.subject as string;
    if (!this.settings.smtp) {
      let file: string;
      try {
        file = await writeOutboxMessage(this.settings.outboxDir, await buildRawMessage(message));
      } catch (error) {
        throw new EmailError(`The email could not be kept in the outbox: ${(error as Error).message}`, false);
      }
      return { messageId: message.messageId!, recipient, subject, transport: 'outbox', response: outboxResponse(file), attempts: 1, outboxFile: file };
    }
    const smtp = this.settings.smtp;
    const delays = retry ? this.retryDelaysMs : [];
    for (let attempt = 1; ; attempt++) {
      const transporter = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        // STARTTLS or no password and no mail: a server that does not offer it (or a listener someone
        // pointed us at) never sees the credentials in clear. Loopback is the operator's own machine.
        requireTLS: !smtp.secure && smtp.requireTls && !isLoopbackHost(smtp.host),
        auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
        connectionTimeout: this.settings.options?.timeoutsMs?.connection ?? 30_000,
        greetingTimeout: this.settings.options?.timeoutsMs?.greeting ?? 30_000,
        socketTimeout: this.settings.options?.timeoutsMs?.socket ?? 60_000,
        // Certificates are always checked; SMTP_TLS_CA_FILE adds a private CA to the system's list.
        tls: { minVersion: 'TLSv1.2', ...(this.settings.tlsCa ? { ca: [...tls.rootCertificates, this.settings.tlsCa] } : {}) },
      });
      try {
        const info = await transporter.sendMail(message);
        return { messageId: info.messageId || message.messageId!, recipient, subject, transport: 'smtp', response: oneLine(info.response), attempts: attempt };
      } catch (caught) {
        const error = caught as NodemailerError;
        const text = describeFailure(error, smtp);
        if (!isTemporaryFailure(error)) throw new EmailError(text, true, error.response, error.responseCode, error.code ?? 'ESMTP');
        if (attempt > delays.length) throw new EmailError(text, false, error.response, error.responseCode, error.code ?? 'ESMTP');
        await this.sleep(delays[attempt - 1]!);
      } finally {
        transporter.close();
      }
    }
  }

  private compose(email: OutgoingEmail): SendMailOptions {
    const domain = this.settings.from.address.split('@')[1] || 'localhost';
    return {
      // Our own Message-ID, the same on every attempt, so a retried message can be recognised by the receiver.
      messageId: `<${crypto.randomUUID()}@${domain}>`,
      date: new Date(),
      from: { name: oneLine(this.settings.from.name), address: this.settings.from.address },
      to: email.to,
      subject: oneLine(email.subject),
      text: email.text,
      ...(email.html ? { html: email.html } : {}),
      attachments: (email.attachments ?? []).map((a) => ({ filename: cleanFileName(oneLine(a.fileName)), content: a.content, contentType: a.contentType })),
      // Content comes from Buffers only: no file paths or URLs may be read while building a message.
      disableFileAccess: true,
      disableUrlAccess: true,
    };
  }
}

/** The message as RFC 5322 bytes, through nodemailer's own composer (the stream transport). */
export async function buildRawMessage(message: SendMailOptions): Promise<Buffer> {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transporter.sendMail(message);
  return info.message as Buffer;
}

/** A mailer for the configuration in force right now (stored settings, else the environment, else the outbox). */
export async function createMailer(ctx: Pick<AppContext, 'config' | 'database' | 'secrets'>, options?: MailerOptions): Promise<Mailer> {
  const resolved = await resolveSmtpSettings(ctx);
  const smtp = connectionSettings(ctx.secrets, resolved);
  let tlsCa: string | undefined;
  if (smtp && ctx.config.SMTP_TLS_CA_FILE) {
    try {
      tlsCa = await fs.readFile(ctx.config.SMTP_TLS_CA_FILE, 'utf8');
    } catch (error) {
      throw new EmailError(`SMTP_TLS_CA_FILE could not be read: ${(error as Error).message}`, true);
    }
  }
  return new Mailer({
    smtp,
    from: { name: resolved.view.fromName, address: resolved.view.fromEmail },
    outboxDir: outboxDir(ctx.config.dataDir),
    tlsCa,
    options,
  });
}
