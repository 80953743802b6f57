import type { FastifyInstance } from 'fastify';
import { upgradeRequestIdParamsSchema } from '@common/contracts/billing';
import { PLANS } from '@common/plans';
import type { AppContext } from '../../context';
import { decideUpgradeRequest } from '../../modules/billing/decide-upgrade-request';
import { listUpgradeRequests } from '../../modules/billing/list-upgrade-requests';
import { logActivity } from '../activity';
import { currentUser, requireUserManager } from '../guards';
import type { ZodTypeProvider } from '../zod';

/**
 * Upgrade requests made without a payment provider (decision 080): listed on the admin dashboard's
 * Users tab, approved or declined by an administrator (the role that manages users; not managers).
 */
export function upgradeRequestRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/upgrade-requests',
    { preHandler: requireUserManager },
    async () => listUpgradeRequests(ctx),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/admin/upgrade-requests/:id/${decision}`,
      {
        preHandler: requireUserManager,
        schema: { params: upgradeRequestIdParamsSchema },
      },
      async (request) => {
        const admin = currentUser(request);
        const { request: decided, user } = await decideUpgradeRequest(ctx, { actor: admin, requestId: request.params.id, decision });
        const name = PLANS[decided.toPlan].name;
        await logActivity(ctx, request, {
          action: decision === 'approve' ? 'approve_upgrade' : 'decline_upgrade',
          resourceType: 'upgrade_request',
          resourceId: decided.id,
          resource: `${user.email}: ${name}`,
          details: { userId: decided.userId, from: decided.fromPlan, to: decided.toPlan },
        });
        request.log.info({ requestId: decided.id, userId: decided.userId, to: decided.toPlan, decision, by: admin.id }, 'upgrade request decided');
        return {
          message: decision === 'approve' ? `${user.email} is now on the ${name} plan.` : `Declined: ${user.email} stays on the ${PLANS[decided.fromPlan].name} plan.`,
          request: { id: decided.id, userId: decided.userId, fromPlan: decided.fromPlan, toPlan: decided.toPlan, status: decided.status, createdAt: decided.createdAt.toISOString() },
        };
      },
    );
  }
}
