import type { FastifyInstance } from 'fastify';
import { customPromptsSchema, upgradeRequestSchema } from '@common/contracts/billing';
import { PLANS } from '@common/plans';
import type { AppContext } from '../../context';
import { updateCustomPrompts, getCustomPrompts } from '../../modules/billing/custom-prompts';
import { getSubscription } from '../../modules/billing/get-subscription';
import { listPlans } from '../../modules/billing/list-plans';
import { configuredPaymentProvider } from '../../modules/billing/payment-provider';
import { upgradePlan } from '../../modules/billing/upgrade-plan';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** Spec §7 billing: subscription, plans, upgrade; and the Enterprise custom AI prompts. */
export function billingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/api/subscription', { preHandler: requireUser }, async (request) => getSubscription(db, currentUser(request)));

  app.get('/api/subscription/plans', async () => listPlans());

  app.post('/api/subscription/upgrade', { preHandler: requireUser, schema: { body: upgradeRequestSchema } }, async (request) => {
    const result = await upgradePlan(db, currentUser(request), request.body.plan, configuredPaymentProvider());
    await logActivity(ctx, request, {
      action: 'upgrade',
      resourceType: 'subscription',
      resourceId: result.user.id,
      resource: PLANS[result.to].name,
      details: { from: result.from, to: result.to, payment: result.payment.status === 'charged' ? result.payment : result.payment.message },
    });
    return {
      message: `You are now on the ${PLANS[result.to].name} plan.`,
      subscription: await getSubscription(db, result.user),
      payment: result.payment.status === 'charged' ? { status: 'charged', message: `Charged by ${result.payment.provider}` } : result.payment,
    };
  });

  app.get('/api/settings/custom-prompts', { preHandler: requireUser }, async (request) => getCustomPrompts(currentUser(request)));

  app.put('/api/settings/custom-prompts', { preHandler: requireUser, schema: { body: customPromptsSchema } }, async (request) => {
    const prompts = await updateCustomPrompts(db, currentUser(request), request.body);
    await logActivity(ctx, request, {
      action: 'update_custom_prompts',
      resourceType: 'settings',
      resource: 'Custom AI prompts',
      details: { enhance: prompts.enhance?.length ?? 0, report: prompts.report?.length ?? 0 },
    });
    return prompts;
  });
}
