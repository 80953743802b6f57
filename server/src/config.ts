import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .transform((value) => value.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.email('ADMIN_EMAILS must be a comma-separated list of email addresses')));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every setting the server reads, checked once at start (CONVENTIONS 9). */
export const configSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int('PORT must be a whole number').min(0).max(65535, 'PORT must be between 0 and 65535').default(5000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://').optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  APP_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'APP_KEY must be at least 32 characters').optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url('PUBLIC_URL must be a URL such as https://cv.example.com').optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('ADMIN_EMAIL must be an email address').default('admin@localhost')),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, emailList.default([])),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'TRUST_PROXY must be true or false' }).default('false').transform((v) => v === 'true'),
  ),
  AUTH_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('AUTH_RATE_LIMIT must be a whole number').min(1, 'AUTH_RATE_LIMIT must be at least 1').default(20),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional()),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  MAX_CONCURRENT_JOBS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('MAX_CONCURRENT_JOBS must be a whole number').min(1, 'MAX_CONCURRENT_JOBS must be at least 1').max(64).default(2),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…').optional()),
  SMTP_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int('SMTP_PORT must be a whole number').min(1, 'SMTP_PORT must be between 1 and 65535').max(65535, 'SMTP_PORT must be between 1 and 65535').optional()),
  SMTP_USER: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_TLS_CA_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  /** STARTTLS is required before the password is sent to a server that is not on loopback, unless set to false. */
  SMTP_REQUIRE_TLS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'SMTP_REQUIRE_TLS must be true or false' }).default('true').transform((v) => v === 'true'),
  ),
  ANTHROPIC_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_GENERATIVE_AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  DEEPSEEK_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  DASHSCOPE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int('AI_TIMEOUT_MS must be a whole number').min(100, 'AI_TIMEOUT_MS must be at least 100').max(600_000, 'AI_TIMEOUT_MS must be at most 600000').default(60_000)),
  PDF_OUTPUT: z.preprocess(emptyToUndefined, z.enum(['auto', 'off'], { error: 'PDF_OUTPUT must be auto or off' }).default('auto')),
  /** How LibreOffice is confined (docs/DEPLOYMENT.md): bwrap when it works (auto), always (required) or never (off). */
  LIBREOFFICE_SANDBOX: z.preprocess(emptyToUndefined, z.enum(['auto', 'required', 'off'], { error: 'LIBREOFFICE_SANDBOX must be auto, required or off' }).default('auto')),
  JOB_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5, 'JOB_LEASE_SECONDS must be at least 5').default(60)),
  /** Stripe (decision 080): with the secret key, the webhook secret and a price per paid plan, upgrades go through Checkout. */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be the webhook signing secret (whsec_…)').optional()),
  STRIPE_PRICE_PRO: z.preprocess(emptyToUndefined, z.string().regex(/^price_\S+$/, 'STRIPE_PRICE_PRO must be a Stripe price id (price_…)').optional()),
  STRIPE_PRICE_ENTERPRISE: z.preprocess(emptyToUndefined, z.string().regex(/^price_\S+$/, 'STRIPE_PRICE_ENTERPRISE must be a Stripe price id (price_…)').optional()),
  /** Where the Stripe SDK sends its API calls: only tests change these, to a loopback server standing in for api.stripe.com. */
  STRIPE_API_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
  STRIPE_API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int('STRIPE_API_PORT must be a whole number').min(1, 'STRIPE_API_PORT must be between 1 and 65535').max(65535, 'STRIPE_API_PORT must be between 1 and 65535').optional()),
  STRIPE_API_PROTOCOL: z.preprocess(emptyToUndefined, z.enum(['http', 'https'], { error: 'STRIPE_API_PROTOCOL must be http or https' }).optional()),
  /** Read by the client build too (Vite): the server only widens its CSP for the ad network when it is set. */
  VITE_AD_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().regex(/^ca-pub-\d+$/, 'VITE_AD_CLIENT_ID must look like ca-pub-1234567890').optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
  ),
  /** auto: readable lines when stdout is a terminal, JSON lines otherwise (a pipe, a file, a collector). */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['auto', 'pretty', 'json'], { error: 'LOG_FORMAT must be auto, pretty or json' }).default('auto')),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** SESSION_SECRET, or the one generated at first start and kept in DATA_DIR. */
  sessionSecret: string;
  isSecureCookie: boolean;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; throws ConfigError with one readable line per bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const stripeProblems = stripeSettingProblems(parsed.data);
  if (stripeProblems.length > 0) throw new ConfigError(stripeProblems);
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed.data,
    dataDir,
    sessionSecret: parsed.data.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    isSecureCookie: parsed.data.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.getRandomValues(Buffer.alloc(48)).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_ENTERPRISE'] as const;

/**
 * Stripe is all or nothing: half a configuration would take people to Checkout and then never hear
 * that they paid (no webhook secret), or sell only one plan. So one Stripe setting requires the others.
 */
function stripeSettingProblems(data: z.infer<typeof configSchema>): string[] {
  const set = STRIPE_REQUIRED.filter((name) => data[name]);
  if (set.length === 0 || set.length === STRIPE_REQUIRED.length) return [];
  return STRIPE_REQUIRED.filter((name) => !data[name]).map((name) => `${name}: required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (Stripe needs all of ${STRIPE_REQUIRED.join(', ')})`);
}
