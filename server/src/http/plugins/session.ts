import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { SESSION_TTL_MS, findSessionUser, recentSessionUser, rememberSessionUser } from '../../modules/accounts/sessions';
import type { UserRow } from '../../modules/accounts/present-user';
import { authenticateApiKey } from '../../modules/api-keys/authenticate-api-key';
import { rollOverPeriodIfDue } from '../../modules/billing/billing-period';
import { assertApiKeyRoute } from '../api-key-scope';

export const SESSION_COOKIE = 'cvforge.sid';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A list the dashboard polls every few seconds: it may use a session read a few seconds ago. */
    isPolled?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** How request.user was authenticated: the session cookie, or an Enterprise API key (Bearer). */
    authMethod: 'session' | 'api_key' | null;
  }
}

const BEARER = /^Bearer(?:\s+([\s\S]*))?$/i;

export interface SessionCookieOptions {
  isSecure: boolean;
}

/**
 * Sets request.user on every request: from the session cookie, else from an `Authorization: Bearer`
 * API key on /api routes. A key request carries no cookie, so CSRF (which guards ambient cookies)
 * does not apply to it; the routes it may reach are limited in http/api-key-scope.ts. An ended
 * billing period is rolled over as the user is loaded, so every screen sees this period's credits.
 */
export function registerSession(app: FastifyInstance, ctx: Pick<AppContext, 'database'>): void {
  const { db } = ctx.database;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('authMethod', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) {
      // The dashboard's polled lists (route config isPolled) may use a session read a few seconds ago.
      const isPolled = request.method === 'GET' && request.routeOptions.config?.isPolled === true;
      const recent = isPolled ? recentSessionUser(ctx, { token }) : null;
      if (recent) {
        request.user = recent;
        request.sessionToken = token;
        request.authMethod = 'session';
        return;
      }
      const user = await findSessionUser(ctx, { token });
      if (user) {
        request.user = await rollOverPeriodIfDue(db, user);
        if (isPolled) rememberSessionUser(ctx, { token, user: request.user });
        request.sessionToken = token;
        request.authMethod = 'session';
        return;
      }
    }
    const authorization = request.headers.authorization;
    if (!authorization || !request.url.startsWith('/api/')) return;
    const bearer = BEARER.exec(authorization);
    if (!bearer) return;
    const { user } = await authenticateApiKey(ctx, { key: (bearer[1] ?? '').trim() });
    request.user = await rollOverPeriodIfDue(db, user);
    request.authMethod = 'api_key';
    assertApiKeyRoute(request.routeOptions.url);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.isSecure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: options.isSecure });
}

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'You are not signed in');
  return request.user;
}
