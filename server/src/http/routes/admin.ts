import type { FastifyInstance } from 'fastify';
import {
  adminJobIdParamsSchema,
  adminUserIdParamsSchema,
  changePasswordRequestSchema,
  processingLogsQuerySchema,
  roleChangeRequestSchema,
  sendPasswordVerificationRequestSchema,
  userActivitiesQuerySchema,
} from '@common/contracts/admin';
import type { AppContext } from '../../context';
import { activityStats } from '../../modules/activity/activity-stats';
import { listActivities } from '../../modules/activity/list-activities';
import { adminAnalytics } from '../../modules/admin/admin-analytics';
import { adminDashboard } from '../../modules/admin/admin-dashboard';
import { changeAdminPassword } from '../../modules/admin/change-admin-password';
import { changeUserRole } from '../../modules/admin/change-user-role';
import { checkAdminAccess } from '../../modules/admin/check-admin-access';
import { fieldCorrections } from '../../modules/admin/field-corrections';
import { forceProcessJob } from '../../modules/admin/force-process-job';
import { grantAdminAccess } from '../../modules/admin/grant-admin-access';
import { listAdminUsers, presentAdminUser } from '../../modules/admin/list-admin-users';
import { listProcessingLogs } from '../../modules/admin/list-processing-logs';
import { processingStats } from '../../modules/admin/processing-stats';
import { queueStatus } from '../../modules/admin/queue-status';
import { sendPasswordVerification } from '../../modules/admin/send-password-verification';
import { systemHealth } from '../../modules/admin/system-health';
import { systemStats } from '../../modules/admin/system-stats';
import { ONE_HOUR_MS, consumeRateLimit } from '../../modules/security/rate-limit';
import { logActivity } from '../activity';
import { currentUser, requireAdminAccess, requireBuiltInAdmin, requireUser, requireUserManager } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** Codes emailed per hour, and password-change attempts per hour (each code also allows only 5 tries). */
const CODES_PER_HOUR = 5;
const PASSWORD_CHANGES_PER_HOUR = 20;

/**
 * Administration (docs/PRODUCT.md §2 Admin dashboard, Admin setup, Admin panel; §10 Accounts and roles).
 * Dashboard calls: managers and admins; role changes: admins; the panel's calls: the built-in
 * administrator. Every change is written to the activity log.
 */
export function adminRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/check-access', { preHandler: requireUser }, async (request) => checkAdminAccess(currentUser(request)));

  // ── Admin dashboard (/admin) ──────────────────────────────────────────────
  app.get('/api/admin/dashboard', { preHandler: requireAdminAccess }, async () => adminDashboard(ctx));
  app.get('/api/admin/analytics', { preHandler: requireAdminAccess }, async () => adminAnalytics(ctx));
  app.get('/api/admin/field-corrections', { preHandler: requireAdminAccess }, async () => fieldCorrections(ctx));
  app.get('/api/admin/users', { preHandler: requireAdminAccess }, async () => listAdminUsers(ctx));
  app.get('/api/admin/queue', { preHandler: requireAdminAccess }, async () => queueStatus(ctx));
  app.get('/api/admin/health', { preHandler: requireAdminAccess }, async () => systemHealth(ctx));
  app.get('/api/admin/processing-logs', { preHandler: requireAdminAccess, schema: { querystring: processingLogsQuerySchema } }, async (request) =>
    listProcessingLogs(ctx, { page: request.query.page }),
  );
  app.get('/api/admin/processing-stats', { preHandler: requireAdminAccess }, async () => processingStats(ctx));

  app.post('/api/admin/jobs/:id/force-process', { preHandler: requireAdminAccess, schema: { params: adminJobIdParamsSchema } }, async (request) => {
    const job = await forceProcessJob(ctx, { jobId: request.params.id });
    await logActivity(ctx, request, {
      action: 'force_process',
      resourceType: 'job',
      resourceId: job.id,
      resource: job.originalFileName,
      details: { ownerId: job.userId, creditsReserved: job.creditsReserved },
    });
    return { message: 'Job requeued', jobId: job.id, status: job.status };
  });

  app.put('/api/admin/users/:id/role', { preHandler: requireUserManager, schema: { params: adminUserIdParamsSchema, body: roleChangeRequestSchema } }, async (request) => {
    const { user, previousRole } = await changeUserRole(ctx, { actor: currentUser(request), targetId: request.params.id, role: request.body.role });
    await logActivity(ctx, request, {
      action: 'role_change',
      resourceType: 'user',
      resourceId: user.id,
      resource: user.email,
      details: { from: previousRole, to: user.role },
    });
    return { message: 'Role updated', user: presentAdminUser(user) };
  });

  // ── Admin setup (/admin-setup) ────────────────────────────────────────────
  app.post('/api/admin/grant-access', { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    try {
      const { user: granted, wasAdmin } = await grantAdminAccess(ctx, { actor: user });
      await logActivity(ctx, request, { action: 'grant_admin_access', resourceType: 'user', resourceId: granted.id, resource: granted.email, details: { wasAdmin } });
      return { message: wasAdmin ? 'You already have admin access' : 'Admin access granted', role: granted.role };
    } catch (error) {
      // A refused attempt is worth seeing in the log as well.
      await logActivity(ctx, request, { action: 'grant_admin_access_denied', resourceType: 'user', resourceId: user.id, resource: user.email });
      throw error;
    }
  });

  // ── Admin panel (/admin-panel): the built-in administrator alone ──────────
  app.get('/api/admin/stats', { preHandler: requireBuiltInAdmin }, async () => systemStats(ctx));
  app.get('/api/admin/user-activities', { preHandler: requireBuiltInAdmin, schema: { querystring: userActivitiesQuerySchema } }, async (request) =>
    listActivities(ctx, { page: request.query.page, userId: request.query.user }),
  );
  app.get('/api/admin/activity-stats', { preHandler: requireBuiltInAdmin }, async () => activityStats(ctx));

  app.post(
    '/api/admin/send-password-verification',
    { preHandler: requireBuiltInAdmin, schema: { body: sendPasswordVerificationRequestSchema } },
    async (request) => {
      const admin = currentUser(request);
      await consumeRateLimit(ctx, { key: `admin-code:${admin.id}`, rule: { limit: CODES_PER_HOUR, windowMs: ONE_HOUR_MS, message: 'Too many verification codes requested.' } });
      const { sentTo } = await sendPasswordVerification(ctx, { actor: admin, currentPassword: request.body.currentPassword });
      await logActivity(ctx, request, { action: 'password_verification_sent', resourceType: 'user', resourceId: admin.id, resource: admin.email });
      return { message: `Verification code sent to ${sentTo}` };
    },
  );

  app.post('/api/admin/change-password', { preHandler: requireBuiltInAdmin, schema: { body: changePasswordRequestSchema } }, async (request) => {
    const admin = currentUser(request);
    await consumeRateLimit(ctx, { key: `admin-password:${admin.id}`, rule: { limit: PASSWORD_CHANGES_PER_HOUR, windowMs: ONE_HOUR_MS, message: 'Too many password change attempts.' } });
    await changeAdminPassword(ctx, { actor: admin, ...request.body, keepSessionToken: request.sessionToken });
    await logActivity(ctx, request, { action: 'password_change', resourceType: 'user', resourceId: admin.id, resource: admin.email, details: { otherSessionsEnded: true } });
    return { message: 'Password changed successfully' };
  });
}
