import { eq } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import { DEFAULT_SMTP_PORT, PRODUCT_NAME } from '@common/limits';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { EmailError } from './errors';

/** The appSettings key of the one stored mail configuration. */
export const SMTP_SETTINGS_KEY = 'smtp';

/** The row's value as stored: the password sealed with ctx.secrets, never in clear. */
export interface StoredSmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  /** SecretBox output ('v1:…'), or null when no password is set. */
  sealedPassword: string | null;
  /** false only when an administrator turned TLS off explicitly (rows saved before it existed require TLS). */
  requireTls: boolean;
  fromEmail: string;
  fromName: string;
}

/** The mail configuration in force, before the password is opened. */
export interface SmtpSettingsView {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  hasPassword: boolean;
  /** STARTTLS required before credentials or mail (never needed on loopback, see isLoopbackHost). */
  requireTls: boolean;
  fromEmail: string;
  fromName: string;
  /** Where host, port and credentials come from. */
  source: 'settings' | 'environment' | 'none';
  /** An SMTP host is set: mail goes out by SMTP, otherwise to DATA_DIR/outbox. */
  isConfigured: boolean;
}

/** What the mailer needs to connect: the view plus the password in clear (kept in memory only). */
export interface SmtpConnectionSettings {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  requireTls: boolean;
}

/** A host on this machine: a listener there is the operator's own, so plain SMTP to it needs no TLS. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1' || h === '0:0:0:0:0:0:0:1';
}

interface EnvironmentSmtp {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
}

/** SMTP_URL, else SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASSWORD; null when the environment sets no server. */
export function smtpFromEnvironment(config: Pick<Config, 'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASSWORD'>): EnvironmentSmtp | null {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    return {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : DEFAULT_SMTP_PORT,
      secure,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  }
  if (!config.SMTP_HOST) return null;
  const port = config.SMTP_PORT ?? DEFAULT_SMTP_PORT;
  // Port 465 is TLS from the first byte (RFC 8314); any other port upgrades with STARTTLS when offered.
  return { host: config.SMTP_HOST, port, secure: port === 465, username: config.SMTP_USER ?? '', password: config.SMTP_PASSWORD ?? '' };
}

/** SMTP_FROM ("Name <address>" or a bare address), split into its parts. */
export function senderFromEnvironment(config: Pick<Config, 'SMTP_FROM'>): { fromEmail: string; fromName: string } | null {
  if (!config.SMTP_FROM) return null;
  const [first] = addressparser(config.SMTP_FROM, { flatten: true });
  if (!first?.address) return null;
  return { fromEmail: first.address, fromName: first.name ?? '' };
}

export async function readStoredSmtpSettings(db: Db): Promise<StoredSmtpSettings | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SMTP_SETTINGS_KEY));
  if (!row) return null;
  const v = row.value;
  return {
    host: typeof v.host === 'string' ? v.host : '',
    port: typeof v.port === 'number' ? v.port : DEFAULT_SMTP_PORT,
    secure: v.secure === true,
    username: typeof v.username === 'string' ? v.username : '',
    sealedPassword: typeof v.sealedPassword === 'string' && v.sealedPassword ? v.sealedPassword : null,
    requireTls: v.requireTls !== false,
    fromEmail: typeof v.fromEmail === 'string' ? v.fromEmail : '',
    fromName: typeof v.fromName === 'string' ? v.fromName : '',
  };
}

export async function writeStoredSmtpSettings(db: Db, settings: StoredSmtpSettings, updatedBy: string | null): Promise<void> {
  const value = { ...settings } as unknown as Record<string, unknown>;
  await db
    .insert(appSettings)
    .values({ key: SMTP_SETTINGS_KEY, value, updatedBy })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
}

/** The sender used when none is set: the SMTP user when it is an address, else noreply at the public host. */
function defaultFromEmail(config: Config, username: string): string {
  if (/^[^\s@]+@[^\s@]+$/.test(username)) return username;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  return `noreply@${host}`;
}

/**
 * The configuration in force: the stored one when it names a host, else the environment's, else none
 * (the outbox). The sender comes from the stored settings, then SMTP_FROM, then a default.
 */
export async function resolveSmtpSettings(ctx: Pick<AppContext, 'config' | 'database'>): Promise<{ view: SmtpSettingsView; stored: StoredSmtpSettings | null; environment: EnvironmentSmtp | null }> {
  const stored = await readStoredSmtpSettings(ctx.database.db);
  const environment = smtpFromEnvironment(ctx.config);
  const envSender = senderFromEnvironment(ctx.config);
  const fromName = stored?.fromName || envSender?.fromName || PRODUCT_NAME;

  let view: SmtpSettingsView;
  if (stored?.host) {
    view = {
      host: stored.host,
      port: stored.port,
      secure: stored.secure,
      username: stored.username,
      hasPassword: stored.sealedPassword !== null,
      requireTls: stored.requireTls,
      fromEmail: stored.fromEmail || envSender?.fromEmail || defaultFromEmail(ctx.config, stored.username),
      fromName,
      source: 'settings',
      isConfigured: true,
    };
  } else if (environment) {
    view = {
      ...environment,
      hasPassword: environment.password !== '',
      requireTls: ctx.config.SMTP_REQUIRE_TLS,
      fromEmail: stored?.fromEmail || envSender?.fromEmail || defaultFromEmail(ctx.config, environment.username),
      fromName,
      source: 'environment',
      isConfigured: true,
    };
  } else {
    view = {
      host: '',
      port: stored?.port ?? DEFAULT_SMTP_PORT,
      secure: stored?.secure ?? false,
      username: stored?.username ?? '',
      hasPassword: stored?.sealedPassword != null,
      requireTls: stored?.requireTls ?? true,
      fromEmail: stored?.fromEmail || envSender?.fromEmail || defaultFromEmail(ctx.config, stored?.username ?? ''),
      fromName,
      source: 'none',
      isConfigured: false,
    };
  }
  return { view, stored, environment };
}

/** Opens the password of the configuration in force. Throws EmailError when the stored one can't be read. */
export function connectionSettings(
  secrets: AppContext['secrets'],
  resolved: { view: SmtpSettingsView; stored: StoredSmtpSettings | null; environment: EnvironmentSmtp | null },
): SmtpConnectionSettings | null {
  const { view, stored, environment } = resolved;
  if (!view.isConfigured) return null;
  let password = '';
  if (view.source === 'settings' && stored?.sealedPassword) {
    try {
      password = secrets.decrypt(stored.sealedPassword);
    } catch {
      // APP_KEY (or SESSION_SECRET) changed since the password was saved: say so rather than fail to log in.
      throw new EmailError('The stored SMTP password can no longer be read (APP_KEY or SESSION_SECRET changed). Save the SMTP settings again.', true);
    }
  } else if (view.source === 'environment') {
    password = environment?.password ?? '';
  }
  return { host: view.host, port: view.port, secure: view.secure, username: view.username, password, requireTls: view.requireTls };
}
