import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRequestSchema, registerRequestSchema } from '@common/contracts/auth';
import type { AppContext } from '../../context';
import { signInWithPassword } from '../../modules/accounts/authenticate-user';
import { presentUser } from '../../modules/accounts/present-user';
import { registerUser } from '../../modules/accounts/register-user';
import { createSession, destroySession } from '../../modules/accounts/sessions';
import { loginThrottleSettings } from '../../modules/security/login-throttle';
import { ONE_HOUR_MS, consumeRateLimit } from '../../modules/security/rate-limit';
import { logActivity } from '../activity';
import { clearSessionCookie, requireUser, currentUser, setSessionCookie } from '../plugins/session';
import type { ZodTypeProvider } from '../zod';

export function authRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const cookieOptions = { isSecure: ctx.config.isSecureCookie };

  const signIn = async (request: FastifyRequest, userId: string) => {
    // A new session id at every sign-in; any session the browser held before is ended.
    if (request.sessionToken) await destroySession(db, request.sessionToken);
    return createSession(db, { userId, ipAddress: request.ip, userAgent: request.headers['user-agent'] });
  };

  app.post('/api/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    await consumeRateLimit(db, `register:ip:${request.ip}`, {
      limit: ctx.rateLimits.registerPerIp,
      windowMs: ONE_HOUR_MS,
      message: 'Too many accounts created from this address.',
    });
    const user = await registerUser(db, request.body);
    const session = await signIn(request, user.id);
    setSessionCookie(reply, session.token, cookieOptions);
    await logActivity(ctx, request, { userId: user.id, action: 'register', resourceType: 'user', resourceId: user.id, resource: user.email });
    return reply.status(201).send(presentUser(user));
  });

  app.post('/api/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const user = await signInWithPassword(db, {
      login: request.body.email,
      password: request.body.password,
      address: request.ip,
      throttle: loginThrottleSettings(ctx.rateLimits.loginFailuresPerAccount, ctx.rateLimits.loginPerIp),
    });
    const session = await signIn(request, user.id);
    setSessionCookie(reply, session.token, cookieOptions);
    await logActivity(ctx, request, { userId: user.id, action: 'login', resourceType: 'user', resourceId: user.id, resource: user.email });
    return presentUser(user);
  });

  const signOut = async (request: FastifyRequest) => {
    if (!request.sessionToken) return;
    await destroySession(db, request.sessionToken);
    await logActivity(ctx, request, { action: 'logout', resourceType: 'user', resourceId: request.user?.id, resource: request.user?.email });
  };

  app.post('/api/logout', async (request, reply) => {
    await signOut(request);
    clearSessionCookie(reply, cookieOptions);
    return { message: 'Signed out' };
  });

  app.get('/api/user', { preHandler: requireUser }, async (request) => presentUser(currentUser(request)));

  // Full page loads (spec §2): /api/login leads to the sign-in page, /api/logout signs out and goes home.
  app.get('/api/login', async (_request, reply) => reply.redirect('/auth'));
  app.get('/api/logout', async (request, reply) => {
    await signOut(request);
    clearSessionCookie(reply, cookieOptions);
    return reply.redirect('/');
  });
}
