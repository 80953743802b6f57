import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { CvReaderPool } from './extraction/cv-reader-pool';
import type { JobQueue } from './jobs/queue';
import type { SecretBox } from './modules/security/secret-box';
import type { FileStorage } from './storage/file-storage';

export interface RateLimitSettings {
  /** Failed sign-ins from one IP address (any accounts) before waits start (modules/security/login-throttle.ts). */
  loginPerIp: number;
  /** Failed sign-ins on one account before waits start (modules/security/login-throttle.ts). */
  loginFailuresPerAccount: number;
  /** Registrations per IP address in an hour. */
  registerPerIp: number;
}

/** What the routes and jobs of one process share. */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  rateLimits: RateLimitSettings;
  storage: FileStorage;
  queue: JobQueue;
  /** Reads and extracts CV files on worker threads. */
  cvReader: CvReaderPool;
  /** Encrypts secrets at rest (APP_KEY, else SESSION_SECRET). */
  secrets: SecretBox;
}
