import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CvData, ExtractionConfidence } from '@common/cv-data';
import type { EnhanceChanges } from '@common/enhance-changes';

/** Where an agency logo is stored and what its bytes were found to be when it was uploaded. */
export interface AgencyLogoRecord {
  storageKey: string;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
  size: number;
  uploadedAt: string;
}

export const users = pgTable(
  'users',
  {
    // Text ids: the built-in administrator's id is the string 'admin' (docs/PRODUCT.md §3 User).
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['user', 'manager', 'admin'] }).notNull().default('user'),
    plan: text('plan', { enum: ['free', 'pro', 'enterprise'] }).notNull().default('free'),
    credits: integer('credits').notNull().default(3),
    /** Start and end of the current monthly billing period. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull().default(sql`now() + interval '1 month'`),
    /** A lower plan (or 'free' for a cancellation) that replaces the current one when the period ends (decision 080). */
    scheduledPlan: text('scheduled_plan', { enum: ['free', 'pro', 'enterprise'] }),
    /** Stripe's customer and subscription for this user; null without Stripe or before the first Checkout. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's subscription status (active, past_due, canceled…) as the last applied event said. */
    stripeSubscriptionStatus: text('stripe_subscription_status'),
    /** Creation time of the newest Stripe event applied to this user: an older event arriving late changes nothing. */
    stripeStateAt: timestamp('stripe_state_at', { withTimezone: true }),
    /** Enterprise custom AI prompts, one per operation. */
    customPrompts: jsonb('custom_prompts').$type<Record<string, string>>().notNull().default({}),
    /** Agency details used by templates (ConsultantName, ConsultantEmail, ConsultantPhone, AgencyName). */
    agencyProfile: jsonb('agency_profile').$type<Record<string, string>>().notNull().default({}),
    /** The agency's logo on candidate reports: a PNG or JPEG checked by its bytes, in file storage; null when none (decision 089). */
    agencyLogo: jsonb('agency_logo').$type<AgencyLogoRecord>(),
    /** Uploaded CVs and their outputs are deleted this many days after upload; null = kept until deleted (docs/decisions/085-retention-and-erasure.md). */
    retentionDays: integer('retention_days').default(180),
    /** Set while an export of this account is streaming: a second export is refused (409) until it ends or goes stale. */
    exportStartedAt: timestamp('export_started_at', { withTimezone: true }),
    /** When the address was proven by following the link sent to it; null until then (self-service admin access needs it). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** Server-side sessions: shared by every web process and surviving restarts. Only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Email verification links: only a hash of the token is kept; single use, expiring. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: a link proves that address only, not one the account changed to later. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per key (account, account from one address, address): the wait before the next
 * try grows with the count (docs/decisions/057-progressive-sign-in-delays.md).
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for rate limits, in the database so every process shares them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const EXTRACTION_STATUSES = ['pending', 'done', 'needs_review', 'failed'] as const;

/** An uploaded CV: the stored original (under a generated key) and what was extracted from it. */
export const uploadedCvs = pgTable(
  'uploaded_cvs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Exactly as the user's file was named (UTF-8); never used on disk. */
    originalFileName: text('original_file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    format: text('format', { enum: ['pdf', 'docx', 'doc', 'txt'] }).notNull(),
    extractionStatus: text('extraction_status', { enum: EXTRACTION_STATUSES }).notNull().default('pending'),
    /** Why extraction failed or needs review, in words a recruiter can act on. */
    extractionReason: text('extraction_reason'),
    extractedData: jsonb('extracted_data').$type<CvData>(),
    /** Per-field confidence of the extraction (paths into CvData → high/low with a reason). */
    extractionConfidence: jsonb('extraction_confidence').$type<ExtractionConfidence>(),
    /**
     * The recruiter's corrected data (the review screen), kept beside the first extraction so a
     * correction can be undone. When set, it is the CV's data everywhere (docs/decisions/065-corrected-cv-data.md).
     */
    correctedData: jsonb('corrected_data').$type<CvData>(),
    /** Paths into CvData that differ from the first extraction ('name', 'experience.0.company'…). */
    correctedFields: jsonb('corrected_fields').$type<string[]>(),
    /** When the correction last changed (saved or undone): the analytics fingerprint reads it. */
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    /** The document's text, kept for AI refinement and for checking redaction. */
    textContent: text('text_content'),
    isOcr: boolean('is_ocr').notNull().default(false),
    extractionMs: integer('extraction_ms'),
    /** Reads started since the last one that finished: a CV whose reading never finishes is parked (decision 050). */
    extractionAttempts: integer('extraction_attempts').notNull().default(0),
    createdAt: createdAt(),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
  },
  // The second and third indexes answer the analytics fingerprint's max(extracted_at) and max(corrected_at) without reading rows.
  (t) => [
    index('uploaded_cvs_user_created_idx').on(t.userId, t.createdAt),
    index('uploaded_cvs_user_extracted_idx').on(t.userId, t.extractedAt),
    index('uploaded_cvs_user_corrected_idx').on(t.userId, t.correctedAt),
  ],
);

/** A user's Word template and the structure found when it was analysed. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The uploaded file's name, as given. */
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    structure: jsonb('structure').$type<Record<string, unknown>>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Template-level processing defaults (e.g. always anonymise). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('templates_user_idx').on(t.userId)],
);

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export const CREDIT_STATES = ['none', 'reserved', 'charged', 'refunded'] as const;

/** One CV's processing request: the operations asked for, progress, and its credit. */
export const processingJobs = pgTable(
  'processing_jobs',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A CV deleted while its job waits or runs leaves the job (it fails with a clear message).
    uploadedCvId: text('uploaded_cv_id').references(() => uploadedCvs.id, { onDelete: 'set null' }),
    originalFileName: text('original_file_name').notNull(),
    /** 'default' or a template id; the template may be deleted later. */
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** The operations, comma-separated in pipeline order: reformat,enhance,report,email. */
    mode: text('mode').notNull(),
    options: jsonb('options').$type<Record<string, boolean>>().notNull(),
    progress: integer('progress').notNull().default(0),
    errorMessage: text('error_message'),
    /** What each step reports beyond its files, by operation: the enhancement's counted changes, instructions not applied. */
    stepNotes: jsonb('step_notes').$type<Record<string, string[]>>().notNull().default({}),
    /** What the built-in enhancement changed in this CV, counted; null without it (decision 091). */
    enhanceChanges: jsonb('enhance_changes').$type<EnhanceChanges>(),
    creditsReserved: integer('credits_reserved').notNull().default(0),
    creditState: text('credit_state', { enum: CREDIT_STATES }).notNull().default('none'),
    queueJobId: text('queue_job_id'),
    attempts: integer('attempts').notNull().default(0),
    /** A running job renews this lease; a lease that runs out means its worker died, and any worker takes the job over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The CV data this job runs on, fixed when it first starts: a correction saved while it runs (or
     * before a retry) goes to the next job, never half into this one (docs/decisions/065-corrected-cv-data.md).
     */
    cvData: jsonb('cv_data').$type<CvData>(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('processing_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('processing_jobs_status_idx').on(t.status),
    // Analytics: completed jobs per month, and the fingerprint's latest completion.
    index('processing_jobs_user_completed_idx').on(t.userId, t.completedAt).where(sql`${t.status} = 'completed'`),
  ],
);

/**
 * The parts of a job whose side effects are done (a step's AI calls and stored outputs, the email):
 * a job run again after a crash, a retry or an admin's Retry skips them (docs/decisions/051-job-side-effects-once.md).
 */
export const jobParts = pgTable(
  'job_parts',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => processingJobs.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    /** What the part produced, for a later run to reuse without doing it again. */
    result: jsonb('result'),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.part] })],
);

/** A file a job produced. One per job, operation and format: a job that runs again replaces, never duplicates. */
export const processedFiles = pgTable(
  'processed_files',
  {
    id: id(),
    jobId: text('job_id')
      .notNull()
      .references(() => processingJobs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mode: text('mode', { enum: ['reformat', 'enhance', 'report'] }).notNull(),
    format: text('format', { enum: ['docx', 'pdf'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('processed_files_job_mode_format_idx').on(t.jobId, t.mode, t.format), index('processed_files_user_idx').on(t.userId)],
);

/** One row per operation run (docs/PRODUCT.md §3 Processing log). */
export const processingLogs = pgTable(
  'processing_logs',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => processingJobs.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    operation: text('operation').notNull(),
    status: text('status').notNull(),
    processingTime: integer('processing_time').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    apiProvider: text('api_provider'),
    tokensUsed: integer('tokens_used').notNull().default(0),
    // Fractions of a cent (docs/PRODUCT.md §9: shown with 3 decimals); one call to a small model costs about 0.1 cent.
    costCents: doublePrecision('cost_cents').notNull().default(0),
    errorMessage: text('error_message'),
  },
  (t) => [index('processing_logs_started_idx').on(t.startedAt)],
);

/** Every user action (docs/PRODUCT.md §3 Activity log entry). */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    resource: text('resource'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_logs_created_idx').on(t.createdAt), index('activity_logs_user_idx').on(t.userId, t.createdAt)],
);

/** Settings an administrator changes at run time (AI provider, SMTP). Secret values are stored encrypted. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** One row per AI call: the admin dashboard's usage figures read these. */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: text('job_id'),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    endpoint: text('endpoint').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    // Fractions of a cent (docs/PRODUCT.md §9: shown with 3 decimals); one call to a small model costs about 0.1 cent.
    costCents: doublePrecision('cost_cents').notNull().default(0),
    responseTimeMs: integer('response_time_ms').notNull().default(0),
    outcome: text('outcome').notNull(),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_calls_created_idx').on(t.createdAt)],
);

/** Each email delivered (or written to the outbox). */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: text('job_id'),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id'),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    status: text('status').notNull(),
    response: text('response'),
    createdAt: createdAt(),
  },
  (t) => [index('email_deliveries_job_idx').on(t.jobId)],
);

/**
 * The last CV analytics computed for a user, with the fingerprint of the data it was computed from
 * (CV count, latest upload and extraction, latest completed job, the day). A request whose fingerprint
 * matches answers from here; any change to the user's CVs or jobs recomputes (docs/decisions/012-analytics.md).
 */
export const analyticsSnapshots = pgTable('analytics_snapshots', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  computedMs: integer('computed_ms').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Short-lived codes for the admin password change (stored hashed). */
export const verificationCodes = pgTable('verification_codes', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Enterprise API keys (stored hashed; the key itself is shown once). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/** Stripe webhook events already handled, by Stripe's event id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When Stripe created the event. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** What it did: applied, stale (older than the state already applied) or ignored (a type we do not act on). */
  outcome: text('outcome', { enum: ['applied', 'stale', 'ignored'] }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Upgrades asked for without a payment provider: an administrator approves or declines each (decision 080). */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromPlan: text('from_plan', { enum: ['free', 'pro', 'enterprise'] }).notNull(),
    toPlan: text('to_plan', { enum: ['free', 'pro', 'enterprise'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull().default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // At most one pending request per user: a second click cannot queue a second one.
  (t) => [index('upgrade_requests_status_idx').on(t.status, t.createdAt), uniqueIndex('upgrade_requests_one_pending_idx').on(t.userId).where(sql`status = 'pending'`)],
);

/**
 * Files whose rows are gone (erased CV, retention, closed account) but which are still to be deleted
 * from storage or the outbox. Recorded in the transaction that deletes the rows, deleted after it
 * commits, and retried by the sweeper while a delete fails: a crash never leaves a file nobody owns.
 */
export const pendingFileDeletions = pgTable(
  'pending_file_deletions',
  {
    id: id(),
    /** 'storage': a key of the file storage (disk or S3); 'outbox': an .eml file name under DATA_DIR/outbox. */
    location: text('location', { enum: ['storage', 'outbox'] }).notNull(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_file_deletions_created_idx').on(t.createdAt)],
);
