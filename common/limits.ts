/** Limits the spec fixes (§5, §9). The client and the server read them from here, never as literals. */
export const MAX_FILES_PER_UPLOAD = 50;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
export const TEMPLATE_EXTENSIONS = ['.docx', '.doc'] as const;
export const FREE_SIGNUP_CREDITS = 3;
export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs are refused before any hashing: a 20,000-character password must not cost a slow hash. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const VERIFICATION_CODE_LENGTH = 6;
export const UNLIMITED = -1;
export const JOBS_POLL_MS = 3000;
export const ANALYTICS_POLL_MS = 30_000;
export const DEFAULT_TEMPLATE_ID = 'default';
export const DEFAULT_SMTP_PORT = 587;
export const APP_VERSION = 'v1.0.0';
export const PRODUCT_NAME = 'CVForge';
/** A CV charged once is processed again for free for this many days (docs/decisions/066-credit-once-per-cv.md). */
export const FREE_REPROCESS_DAYS = 30;
