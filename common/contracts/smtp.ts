import { z } from 'zod';
import { DEFAULT_SMTP_PORT, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '../limits';
import { MAX_HOST_LENGTH } from './smtp-constants';

/**
 * The mail settings (docs/PRODUCT.md §3, §5, §7): ONE stored configuration, seen through two forms — the admin
 * dashboard's (snake_case strings, `/api/admin/smtp-settings`) and the admin panel's
 * (`/api/admin/smtp-config`). A password is never sent back: '***' when one is stored, '' otherwise.
 */
export { MASKED_PASSWORD, MAX_HOST_LENGTH, SMTP_NOT_CONFIGURED_STATUS } from './smtp-constants';

// A host name or an IP address: never spaces or line breaks, which would end up in a connection string.
const HOST_PATTERN = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._:-]+)$/;
const NO_LINE_BREAKS = /^[^\r\n]*$/;

const hostField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(MAX_HOST_LENGTH, `${field} must be at most ${MAX_HOST_LENGTH} characters`)
    .refine((value) => value === '' || HOST_PATTERN.test(value), `${field} must be a host name such as smtp.example.com`);

const portField = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? DEFAULT_SMTP_PORT : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(1, `${field} must be between 1 and 65535`)
      .max(65535, `${field} must be between 1 and 65535`),
  );

const passwordField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(MAX_PASSWORD_LENGTH, `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .regex(NO_LINE_BREAKS, `${field} must be on one line`)
    .optional();

/** Dashboard form (docs/PRODUCT.md §3 field names). §7 lists the same call as {host, port, secure, user, password}: both spellings are read. */
export const smtpSettingsRequestSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const b = body as Record<string, unknown>;
    return {
      smtp_host: b.smtp_host ?? b.host,
      smtp_port: b.smtp_port ?? b.port,
      smtp_secure: b.smtp_secure ?? b.secure,
      smtp_user: b.smtp_user ?? b.user,
      smtp_password: b.smtp_password ?? b.password,
      smtp_require_tls: b.smtp_require_tls ?? b.requireTls,
    };
  },
  z.object({
    smtp_host: hostField('smtp_host').pipe(z.string().min(1, 'smtp_host is required')),
    smtp_port: portField('smtp_port'),
    smtp_secure: z
      .union([z.enum(['true', 'false']), z.boolean()], { error: "smtp_secure must be 'true' or 'false'" })
      .optional()
      .transform((value) => value === true || value === 'true'),
    smtp_user: z
      .string({ error: 'smtp_user is required' })
      .trim()
      .min(1, 'smtp_user is required')
      .max(MAX_EMAIL_LENGTH, `smtp_user must be at most ${MAX_EMAIL_LENGTH} characters`)
      .pipe(z.email('smtp_user must be an email address')),
    smtp_password: passwordField('smtp_password'),
    /** Absent: keep the setting in force. 'false': plain SMTP to a server that is not on loopback. */
    smtp_require_tls: z
      .union([z.enum(['true', 'false']), z.boolean()], { error: "smtp_require_tls must be 'true' or 'false'" })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === true || value === 'true')),
  }),
);
export type SmtpSettingsRequest = z.output<typeof smtpSettingsRequestSchema>;

/** Admin panel form: the port is parsed as an integer; an empty host means no SMTP (the outbox). */
export const smtpConfigRequestSchema = z.object({
  host: hostField('host').optional().default(''),
  port: portField('port'),
  username: z.string({ error: 'username must be text' }).trim().max(MAX_EMAIL_LENGTH, `username must be at most ${MAX_EMAIL_LENGTH} characters`).regex(NO_LINE_BREAKS).optional().default(''),
  password: passwordField('password'),
  fromEmail: z
    .string({ error: 'fromEmail must be text' })
    .trim()
    .max(MAX_EMAIL_LENGTH, `fromEmail must be at most ${MAX_EMAIL_LENGTH} characters`)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'fromEmail must be an email address')
    .optional(),
  fromName: z
    .string({ error: 'fromName must be text' })
    .trim()
    .max(MAX_NAME_LENGTH, `fromName must be at most ${MAX_NAME_LENGTH} characters`)
    .regex(NO_LINE_BREAKS, 'fromName must be on one line')
    .optional(),
  secure: z.boolean({ error: 'secure must be true or false' }).optional().default(false),
  /** Absent: keep the setting in force. false: plain SMTP to a server that is not on loopback. */
  requireTls: z.boolean({ error: 'requireTls must be true or false' }).optional(),
});
export type SmtpConfigRequest = z.output<typeof smtpConfigRequestSchema>;

const smtpStateSchema = z.object({
  /** Whether an SMTP server is set (stored or from the environment); otherwise mail goes to the outbox. */
  configured: z.boolean(),
  transport: z.enum(['smtp', 'outbox']),
  /** 'Not configured — emails are kept in the outbox', or 'SMTP: host:port'. */
  status: z.string(),
  /** Where the values come from: the admin screens, the server's environment, or nowhere. */
  source: z.enum(['settings', 'environment', 'none']),
});

export const smtpSettingsResponseSchema = smtpStateSchema.extend({
  smtp_host: z.string(),
  smtp_port: z.string(),
  smtp_secure: z.enum(['true', 'false']),
  smtp_user: z.string(),
  smtp_password: z.string(),
  smtp_require_tls: z.enum(['true', 'false']),
});
export type SmtpSettingsResponse = z.infer<typeof smtpSettingsResponseSchema>;

export const smtpConfigResponseSchema = smtpStateSchema.extend({
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  password: z.string(),
  fromEmail: z.string(),
  fromName: z.string(),
  secure: z.boolean(),
  requireTls: z.boolean(),
});
export type SmtpConfigResponse = z.infer<typeof smtpConfigResponseSchema>;

export const smtpTestRequestSchema = z
  .object({
    to: z
      .string({ error: 'to must be text' })
      .trim()
      .max(MAX_EMAIL_LENGTH, `to must be at most ${MAX_EMAIL_LENGTH} characters`)
      .refine((value) => value === '' || z.email().safeParse(value).success, 'to must be an email address')
      .optional(),
  })
  .optional()
  .default({});

/**
 * The test's outcome: `response` says what happened in our words (never the remote server's text,
 * which could be any service's banner), `message` a sentence for a toast.
 */
export const smtpTestResponseSchema = z.object({
  success: z.boolean(),
  transport: z.enum(['smtp', 'outbox']),
  to: z.string(),
  response: z.string(),
  message: z.string(),
});
export type SmtpTestResponse = z.infer<typeof smtpTestResponseSchema>;
