import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, VERIFICATION_CODE_LENGTH } from '../limits';
import { PLAN_IDS } from '../plans';
import { ROLES } from '../roles';

/**
 * Administration contracts (docs/PRODUCT.md §3 admin entities, §7 Admin dashboard and Admin panel). Field names
 * are the spec's, to the letter. Dates travel as ISO strings; costs are in cents (fractions allowed,
 * docs/PRODUCT.md §9 shows them with 3 decimals); times are milliseconds.
 */

export const ADMIN_PROCESSING_LOGS_PAGE_SIZE = 20;
export const ADMIN_ACTIVITIES_PAGE_SIZE = 50;
export const ADMIN_RECENT_ERRORS = 5;
/** A verification code is valid this long (minutes), for this many wrong tries, once. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

export const HEALTH_STATUSES = ['healthy', 'warning', 'error', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const ADMIN_MESSAGES = {
  grantForbidden: 'Admin access can only be granted by an administrator.',
  grantNeedsVerifiedEmail: 'Confirm your email address first: follow the link we emailed you (or send a new one from the notice at the top of your dashboard), then try again.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordTooShort: 'New password must be at least 8 characters long',
  invalidCode: 'Invalid verification code',
  expiredCode: 'The verification code has expired. Request a new one.',
  usedCode: 'This verification code has already been used. Request a new one.',
  tooManyAttempts: 'Too many wrong codes. Request a new verification code.',
  noCode: 'No verification code was requested. Request a new one.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDemoteBuiltInAdmin: 'The built-in administrator cannot be demoted.',
} as const;

// ── GET /api/admin/check-access ─────────────────────────────────────────────
export const adminAccessSchema = z.object({
  hasAccess: z.boolean(),
  role: z.enum(ROLES),
  permissions: z.object({ canManageUsers: z.boolean() }),
});
export type AdminAccess = z.infer<typeof adminAccessSchema>;

// ── GET /api/admin/dashboard ────────────────────────────────────────────────
export const adminDashboardSchema = z.object({
  overview: z.object({
    totalUsers: z.number().int(),
    /** Jobs being processed now (queued ones are queueLength). */
    activeJobs: z.number().int(),
    /** Jobs waiting in the queue. */
    queueLength: z.number().int(),
    /** Jobs completed, all time. */
    totalProcessed: z.number().int(),
  }),
  apiUsage: z.object({
    todayRequests: z.number().int(),
    todayTokens: z.number().int(),
    /** Cents. */
    todayCost: z.number(),
    /** Milliseconds. */
    avgResponseTime: z.number(),
  }),
  /** The 5 most recent errors: failed processing logs, failed AI calls, failed jobs. */
  recentErrors: z.array(z.object({ id: z.string(), action: z.string(), createdAt: z.string() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ── GET /api/admin/analytics ────────────────────────────────────────────────
export const adminAnalyticsSchema = z.object({
  byProvider: z.array(z.object({ provider: z.string(), requests: z.number().int(), cost: z.number() })),
  byEndpoint: z.array(z.object({ endpoint: z.string(), requests: z.number().int(), avgTime: z.number() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

// ── GET /api/admin/users ────────────────────────────────────────────────────
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  /** -1 means unlimited (admins). */
  credits: z.number().int(),
  plan: z.enum(PLAN_IDS),
  createdAt: z.string(),
});
export const adminUsersSchema = z.array(adminUserSchema);
export type AdminUser = z.infer<typeof adminUserSchema>;

// ── PUT /api/admin/users/{id}/role ──────────────────────────────────────────
export const roleChangeRequestSchema = z.object({ role: z.enum(ROLES, { error: 'role must be user, manager or admin' }) });
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>;
export const roleChangeResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type RoleChangeResponse = z.infer<typeof roleChangeResponseSchema>;

// ── GET /api/admin/queue ────────────────────────────────────────────────────
export const adminQueueSchema = z.object({
  currentStatus: z.object({
    queued: z.number().int(),
    processing: z.number().int(),
    maxConcurrent: z.number().int(),
    processingJobs: z.array(z.object({ id: z.string(), filesCount: z.number().int(), progress: z.number() })),
  }),
  /** Percent (0–100) of finished jobs that completed. */
  successRate: z.number(),
  /** Milliseconds. */
  avgProcessingTime: z.number(),
});
export type AdminQueue = z.infer<typeof adminQueueSchema>;

// ── POST /api/admin/jobs/{id}/force-process ─────────────────────────────────
export const forceProcessResponseSchema = z.object({ message: z.string(), jobId: z.string(), status: z.string() });
export type ForceProcessResponse = z.infer<typeof forceProcessResponseSchema>;

// ── GET /api/admin/health ───────────────────────────────────────────────────
export const adminHealthSchema = z.object({
  database: z.object({ status: z.enum(HEALTH_STATUSES), responseTime: z.number() }),
  queue: z.object({ status: z.enum(HEALTH_STATUSES), length: z.number().int(), processing: z.number().int() }),
  apiServices: z.array(z.object({ provider: z.string(), status: z.enum(HEALTH_STATUSES) })),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;

// ── GET /api/admin/processing-logs?page=N ───────────────────────────────────
export const processingLogsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).optional().default(1) });
export const processingLogEntrySchema = z.object({
  id: z.string(),
  filename: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  operation: z.string(),
  /** 'completed', or anything else (a failure). */
  status: z.string(),
  /** Milliseconds. */
  processingTime: z.number(),
  startedAt: z.string(),
  apiProvider: z.string().nullable(),
  tokensUsed: z.number().int(),
  costCents: z.number(),
});
export const paginationSchema = z.object({ page: z.number().int(), total: z.number().int(), totalPages: z.number().int() });
export const processingLogsResponseSchema = z.object({ logs: z.array(processingLogEntrySchema), pagination: paginationSchema });
export type ProcessingLogEntry = z.infer<typeof processingLogEntrySchema>;
export type ProcessingLogsResponse = z.infer<typeof processingLogsResponseSchema>;
export type Pagination = z.infer<typeof paginationSchema>;

// ── GET /api/admin/processing-stats ─────────────────────────────────────────
export const processingStatsSchema = z.object({
  totalFiles: z.number().int(),
  /** Milliseconds. */
  avgProcessingTime: z.number(),
  /** Percent (0–100). */
  successRate: z.number(),
  todayStats: z.object({ processed: z.number().int(), failed: z.number().int(), avgTime: z.number() }),
});
export type ProcessingStats = z.infer<typeof processingStatsSchema>;

// ── POST /api/admin/grant-access ────────────────────────────────────────────
export const grantAccessResponseSchema = z.object({ message: z.string(), role: z.enum(ROLES) });
export type GrantAccessResponse = z.infer<typeof grantAccessResponseSchema>;

// ── Admin panel: GET /api/admin/stats ───────────────────────────────────────
export const systemStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalJobs: z.number().int(),
  /** Credits of completed (charged) jobs. */
  totalCreditsUsed: z.number().int(),
  /** Queued and processing jobs. */
  activeJobs: z.number().int(),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

// ── Admin panel: GET /api/admin/user-activities?page=&user= ─────────────────
export const userActivitiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  user: z.string().trim().min(1).max(200).optional(),
});
export const activityLogEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  user: z.object({ email: z.string() }).nullable(),
  action: z.string(),
  resourceType: z.string().nullable(),
  resource: z.string().nullable(),
  /** A string or an object (docs/PRODUCT.md §3). */
  details: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export const userActivitiesResponseSchema = z.object({ activities: z.array(activityLogEntrySchema), pagination: paginationSchema });
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;
export type UserActivitiesResponse = z.infer<typeof userActivitiesResponseSchema>;

// ── Admin panel: GET /api/admin/activity-stats ──────────────────────────────
export const activityStatsSchema = z.object({
  totalActivities: z.number().int(),
  /** The last 24 hours. */
  recentActivities: z.number().int(),
  uniqueUsers: z.number().int(),
});
export type ActivityStats = z.infer<typeof activityStatsSchema>;

// ── Admin panel: the password change (docs/PRODUCT.md §4, §5) ──────────────────────────
export const sendPasswordVerificationRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(MAX_PASSWORD_LENGTH, `currentPassword must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export const changePasswordRequestSchema = z.object({
  // The minimum length (MIN_PASSWORD_LENGTH) is checked by the server's use case, so the 400 carries
  // the spec's sentence exactly rather than a field-prefixed validation line.
  newPassword: z
    .string({ error: ADMIN_MESSAGES.passwordTooShort })
    .max(MAX_PASSWORD_LENGTH, `newPassword must be at most ${MAX_PASSWORD_LENGTH} characters`),
  verificationCode: z
    .string({ error: 'Please enter the verification code from your email' })
    .trim()
    .min(1, 'Please enter the verification code from your email')
    .max(VERIFICATION_CODE_LENGTH * 4, ADMIN_MESSAGES.invalidCode),
});
export type SendPasswordVerificationRequest = z.infer<typeof sendPasswordVerificationRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** Both password calls answer {message}: 'Verification code sent to a***@example.com', 'Password changed successfully'. */
export const adminMessageResponseSchema = z.object({ message: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

export const adminJobIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const adminUserIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
