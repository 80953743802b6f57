import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';
import { registerRoutes } from './routes';
import { zodValidatorCompiler } from './zod';

const JSON_BODY_LIMIT = 1024 * 1024;
export const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/** Builds the Fastify app: plugins in order (errors, headers, cookies, CSRF, session), then the routes. */
export async function buildApp(ctx: AppContext, options: { clientDir?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger as FastifyBaseLogger,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: ctx.config.TRUST_PROXY,
    return503OnClosing: true,
    // Keep-alive connections would hold a SIGTERM'd server open; in-flight requests still finish.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandler(app, { bodyLimitBytes: JSON_BODY_LIMIT });
  registerSecurityHeaders(app, { isHttps: ctx.config.isSecureCookie, hasAds: Boolean(ctx.config.VITE_AD_CLIENT_ID) });
  await app.register(fastifyCookie);
  registerCsrfProtection(app, { publicUrl: ctx.config.PUBLIC_URL });
  registerSession(app, ctx);

  registerRoutes(app, ctx);

  await registerSpa(app, options.clientDir ?? CLIENT_DIR);
  return app;
}
