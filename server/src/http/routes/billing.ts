import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customPromptsSchema, upgradeRequestSchema } from '@common/contracts/billing';
import { PLANS } from '@common/plans';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { updateCustomPrompts, getCustomPrompts } from '../../modules/billing/custom-prompts';
import { getSubscription } from '../../modules/billing/get-subscription';
import { listPlans } from '../../modules/billing/list-plans';
import { checkPlanChange, formatDay } from '../../modules/billing/plan-change';
import { requestUpgrade } from '../../modules/billing/request-upgrade';
import { schedulePlanChange } from '../../modules/billing/schedule-plan-change';
import { openBillingPortal, startCheckout } from '../../modules/billing/start-checkout';
import { configuredStripe } from '../../modules/billing/stripe-billing';
import type { UserRow } from '../../modules/accounts/present-user';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';
import { stripeWebhookRoute } from './stripe-webhook';

/** The address Stripe sends people back to: PUBLIC_URL, else the address this request came to. */
export function appUrl(ctx: AppContext, request: FastifyRequest): string {
  return (ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** docs/PRODUCT.md §7 billing: subscription, plans, upgrade (Stripe or an administrator's approval, decision 080); the Enterprise custom AI prompts. */
export function billingRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const billing = configuredStripe(ctx.config);
  const subscriptionOf = (user: UserRow) => getSubscription(ctx, { actor: user, hasStripe: billing !== null });

  app.get('/api/subscription', { preHandler: requireUser }, async (request) => subscriptionOf(currentUser(request)));

  app.get('/api/subscription/plans', async () => listPlans());

  app.post('/api/subscription/upgrade', { preHandler: requireUser, schema: { body: upgradeRequestSchema } }, async (request, reply) => {
    const user = currentUser(request);
    try {
      const change = await checkPlanChange(ctx, { actor: user, requested: request.body.plan });
      const name = PLANS[change.plan].name;
      if (change.direction === 'down') {
        const updated = await schedulePlanChange({ database: ctx.database, billing }, { actor: user, plan: change.plan });
        const message = `Your plan changes to ${name} on ${formatDay(updated.periodEnd)}. Until then you keep the ${PLANS[user.plan].name} plan.`;
        await logActivity(ctx, request, { action: 'schedule_plan_change', resourceType: 'subscription', resourceId: user.id, resource: name, details: { from: user.plan, to: change.plan, effectiveAt: updated.periodEnd.toISOString() } });
        return { status: 'scheduled', message, subscription: await subscriptionOf(updated) };
      }
      if (billing) {
        const checkoutUrl = await startCheckout({ database: ctx.database, billing }, { actor: user, plan: change.plan as 'pro' | 'enterprise', appUrl: appUrl(ctx, request) });
        await logActivity(ctx, request, { action: 'start_checkout', resourceType: 'subscription', resourceId: user.id, resource: name, details: { from: user.plan, to: change.plan } });
        return { status: 'checkout', message: `Continue to Stripe to pay for the ${name} plan.`, checkoutUrl, subscription: await subscriptionOf(user) };
      }
      const pending = await requestUpgrade(ctx, { actor: user, plan: change.plan });
      await logActivity(ctx, request, { action: 'request_upgrade', resourceType: 'upgrade_request', resourceId: pending.id, resource: name, details: { from: user.plan, to: change.plan } });
      return reply.status(202).send({
        status: 'requested',
        message: `Upgrade requested: an administrator will approve or decline your move to the ${name} plan. Nothing is charged.`,
        subscription: await subscriptionOf(user),
      });
    } catch (error) {
      // Bad input (issue 20) is logged with who asked for what; the answer says what is wrong.
      if (error instanceof AppError && error.status < 500) {
        request.log.warn({ userId: user.id, requested: request.body.plan, reason: error.message }, 'plan change refused');
        await logActivity(ctx, request, { action: 'plan_change_refused', resourceType: 'subscription', resourceId: user.id, resource: request.body.plan.slice(0, 50), details: { reason: error.message } });
      } else if (error instanceof AppError) {
        request.log.error({ err: (error as Error & { cause?: unknown }).cause ?? error, userId: user.id }, 'plan change failed at Stripe');
      }
      throw error;
    }
  });

  app.post('/api/subscription/portal', { preHandler: requireUser }, async (request) => {
    const url = await openBillingPortal({ billing }, { actor: currentUser(request), appUrl: appUrl(ctx, request) });
    return { url };
  });

  stripeWebhookRoute(app, ctx, billing);

  app.get('/api/settings/custom-prompts', { preHandler: requireUser }, async (request) => getCustomPrompts(currentUser(request)));

  app.put('/api/settings/custom-prompts', { preHandler: requireUser, schema: { body: customPromptsSchema } }, async (request) => {
    const prompts = await updateCustomPrompts(ctx, { actor: currentUser(request), ...request.body });
    await logActivity(ctx, request, {
      action: 'update_custom_prompts',
      resourceType: 'settings',
      resource: 'Custom AI prompts',
      details: { enhance: prompts.enhance?.length ?? 0, report: prompts.report?.length ?? 0 },
    });
    return prompts;
  });
}
