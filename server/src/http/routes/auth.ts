import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRequestSchema, registerRequestSchema } from '@common/contracts/auth';
import type { AppContext } from '../../context';
import { signInWithPassword } from '../../modules/accounts/authenticate-user';
import { presentUser } from '../../modules/accounts/present-user';
import { EMAIL_VERIFICATION_PATH, sendEmailVerificationLink } from '../../modules/accounts/email-verification-link';
import { registerUser } from '../../modules/accounts/register-user';
import { verifyEmail } from '../../modules/accounts/verify-email';
import { createSession, destroySession } from '../../modules/accounts/sessions';
import { loginThrottleSettings } from '../../modules/security/login-throttle';
import { ONE_HOUR_MS, consumeRateLimit } from '../../modules/security/rate-limit';
import { logActivity } from '../activity';
import { clearSessionCookie, requireUser, currentUser, setSessionCookie } from '../plugins/session';
import type { ZodTypeProvider } from '../zod';

export function authRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = { isSecure: ctx.config.isSecureCookie };

  const linkBase = (request: FastifyRequest) => ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

  const signIn = async (request: FastifyRequest, userId: string) => {
    // A new session id at every sign-in; any session the browser held before is ended.
    if (request.sessionToken) await destroySession(ctx, { token: request.sessionToken });
    return createSession(ctx, { userId, ipAddress: request.ip, userAgent: request.headers['user-agent'] });
  };

  app.post('/api/register', { schema: { body: registerRequestSchema } }, async (request, reply) => {
    await consumeRateLimit(ctx, {
      key: `register:ip:${request.ip}`,
      rule: { limit: ctx.rateLimits.registerPerIp, windowMs: ONE_HOUR_MS, message: 'Too many accounts created from this address.' },
    });
    const user = await registerUser(ctx, request.body);
    const session = await signIn(request, user.id);
    setSessionCookie(reply, session.token, cookieOptions);
    await logActivity(ctx, request, { userId: user.id, action: 'register', resourceType: 'user', resourceId: user.id, resource: user.email });
    // Registration stays instant (spec: sign up → dashboard): the verification link is sent in the
    // background, and a failure to send it is logged; the user can ask for another.
    void sendEmailVerificationLink(ctx, { actor: user, baseUrl: linkBase(request) }).catch(() => undefined);
    return reply.status(201).send(presentUser(user));
  });

  // The link in the verification email: verifies once, then lands on the app, which says how it went.
  app.get(EMAIL_VERIFICATION_PATH, async (request, reply) => {
    const token = typeof (request.query as { token?: unknown }).token === 'string' ? (request.query as { token: string }).token : '';
    const outcome = await verifyEmail(ctx, { token });
    if (outcome === 'verified') await logActivity(ctx, request, { action: 'email_verified', resourceType: 'user' });
    return reply.redirect(`/?emailVerification=${outcome}`);
  });

  app.post(`${EMAIL_VERIFICATION_PATH}/resend`, { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
    await consumeRateLimit(ctx, { key: `verify-email:user:${user.id}`, rule: { limit: 5, windowMs: ONE_HOUR_MS, message: 'Too many verification emails requested.' } });
    await sendEmailVerificationLink(ctx, { actor: user, baseUrl: linkBase(request) });
    return { message: `Verification email sent to ${user.email}. Follow the link in it to confirm your address.` };
  });

  app.post('/api/login', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const user = await signInWithPassword(ctx, {
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
    await destroySession(ctx, { token: request.sessionToken });
    await logActivity(ctx, request, { action: 'logout', resourceType: 'user', resourceId: request.user?.id, resource: request.user?.email });
  };

  app.post('/api/logout', async (request, reply) => {
    await signOut(request);
    clearSessionCookie(reply, cookieOptions);
    return { message: 'Signed out' };
  });

  app.get('/api/user', { preHandler: requireUser }, async (request) => presentUser(currentUser(request)));

  // Full page loads (docs/PRODUCT.md §2): /api/login leads to the sign-in page, /api/logout signs out and goes home.
  app.get('/api/login', async (_request, reply) => reply.redirect('/auth'));
  app.get('/api/logout', async (request, reply) => {
    await signOut(request);
    clearSessionCookie(reply, cookieOptions);
    return reply.redirect('/');
  });
}
