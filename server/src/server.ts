import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext, RateLimitSettings } from './context';
import { openDatabase } from './db/client';
import { buildApp } from './http/app';
import { ALL_JOBS } from './jobs/definitions';
import { CvReaderPool } from './extraction/cv-reader-pool';
import { JobQueue } from './jobs/queue';
import { EXTRACTION_TIMEOUT_MS } from './modules/cvs/extract-uploaded-cv';
import { registerWorkers } from './jobs/register-workers';
import { createLogger } from './logger';
import { ensureBuiltInAdmin } from './modules/accounts/ensure-built-in-admin';
import { removeStaleUploads } from './modules/cvs/stage-upload';
import { purgeExpiredSessions } from './modules/accounts/sessions';
import { purgeOldLoginThrottles } from './modules/security/login-throttle';
import { purgeOldRateLimits } from './modules/security/rate-limit';
import { isLibreOfficeAvailable } from './rendering/libreoffice';
import { closeSharedLibreOfficeInstance } from './rendering/libreoffice-instance';
import { configureLibreOfficeSandbox, describeSandbox } from './rendering/libreoffice-sandbox';
import { SecretBox } from './modules/security/secret-box';
import { createStorage } from './storage/create-storage';
import { DiskStorage } from './storage/disk-storage';

export const SERVICES = ['web', 'worker'] as const;
export type Service = (typeof SERVICES)[number];

export interface StartOptions {
  services?: Service[];
  logger?: Logger;
  clientDir?: string;
  rateLimits?: Partial<RateLimitSettings>;
}

export interface RunningServer {
  ctx: AppContext;
  app: FastifyInstance | null;
  url: string | null;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, makes sure the built-in administrator exists, and starts the chosen services. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const services = options.services ?? ['web', 'worker'];
  const logger = options.logger ?? createLogger(config.LOG_LEVEL, { format: config.LOG_FORMAT });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const storage = createStorage(config);
  if (storage instanceof DiskStorage) {
    const removed = await storage.removeLeftovers();
    if (removed) logger.warn(`Removed ${removed} half-written file(s) left by an earlier crash`);
  }
  configureLibreOfficeSandbox(config.LIBREOFFICE_SANDBOX);
  if (isLibreOfficeAvailable()) {
    const sandbox = describeSandbox();
    if (sandbox.isConfined) logger.info(sandbox.message);
    else logger.warn(sandbox.message);
  }
  const staleUploads = await removeStaleUploads(path.join(config.dataDir, 'tmp', 'uploads'), { isSoleProcess: database.isEmbedded });
  if (staleUploads) logger.warn(`Removed ${staleUploads} unfinished upload(s) left by an earlier crash`);
  const queue = new JobQueue(database.connection, logger);
  await queue.start();
  await queue.prepare(ALL_JOBS);
  const cvReader = new CvReaderPool(config.MAX_CONCURRENT_JOBS, EXTRACTION_TIMEOUT_MS);
  const ctx: AppContext = {
    cvReader,
    storage,
    queue,
    secrets: new SecretBox(config.APP_KEY ?? config.sessionSecret),
    config,
    database,
    logger,
    rateLimits: {
      loginPerIp: config.AUTH_RATE_LIMIT * 5,
      // A few typos are free; then each account waits longer after every failure (no hard lock).
      loginFailuresPerAccount: Math.min(config.AUTH_RATE_LIMIT, 5),
      registerPerIp: config.AUTH_RATE_LIMIT,
      ...options.rateLimits,
    },
  };

  const admin = await ensureBuiltInAdmin({ database }, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  if (admin.generatedPassword) {
    // Printed this once only: it is not stored anywhere in clear.
    logger.warn(`Built-in administrator created. Username: admin  Password: ${admin.generatedPassword}  (shown once; set ADMIN_PASSWORD to choose it)`);
  }
  await purgeExpiredSessions({ database });
  await purgeOldRateLimits({ database });
  await purgeOldLoginThrottles({ database });

  const stopWorkers = services.includes('worker') ? await registerWorkers(ctx) : () => undefined;
  if (services.includes('worker')) logger.info(`CVForge worker is running (${config.MAX_CONCURRENT_JOBS} concurrent jobs, pid ${process.pid})`);

  let app: FastifyInstance | null = null;
  let url: string | null = null;
  if (services.includes('web')) {
    app = await buildApp(ctx, { clientDir: options.clientDir });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    url = `http://localhost:${port}`;
    logger.info(`CVForge is serving on ${url} (${database.isEmbedded ? 'embedded database in ' + config.dataDir : 'PostgreSQL'})`);
  }

  let closing: Promise<void> | null = null;
  return {
    ctx,
    app,
    url,
    close() {
      closing ??= (async () => {
        // Each phase has a deadline: a shutdown (SIGTERM, a deploy) must end even if one part is stuck,
        // and the log names the part that was.
        const phase = async (label: string, ms: number, work: () => Promise<unknown>) => {
          let timer: NodeJS.Timeout | undefined;
          const overran = new Promise<'overran'>((resolve) => (timer = setTimeout(() => resolve('overran'), ms)));
          const outcome = await Promise.race([work().then(() => 'done' as const), overran]);
          clearTimeout(timer);
          if (outcome === 'overran') logger.warn(`Shutdown: ${label} did not finish within ${ms / 1000} s; going on`);
        };
        if (app) await phase('in-flight requests', 15_000, () => app!.close());
        stopWorkers();
        // Running jobs finish (or are picked up again later by any worker) before the database closes.
        await phase('running jobs', 25_000, () => queue.stop());
        await phase('CV readers', 5_000, () => cvReader.close());
        await phase('LibreOffice', 10_000, () => closeSharedLibreOfficeInstance());
        await phase('database', 10_000, () => database.close());
      })();
      return closing;
    },
  };
}
