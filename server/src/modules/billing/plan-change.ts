import { PLAN_IDS, PLANS, isPlanId, planRank, type PlanId } from '@common/plans';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { creditsUsedThisPeriod } from './credits-used';

export interface PlanChange {
  plan: PlanId;
  /** up: needs a payment or an administrator's approval. down: scheduled for the period end. */
  direction: 'up' | 'down';
}

/** '3 January 2027', for messages about the period end. */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Checks a requested plan change (issue 20, bad input): an unknown plan, the plan the user already
 * has (or is already moving to), and a move to a paid plan smaller than this period's usage are 400s
 * that name the problem. Moving to the free plan is a cancellation and is always allowed.
 */
export async function checkPlanChange(ctx: Pick<AppContext, 'database'>, input: { actor: UserRow; requested: string }): Promise<PlanChange> {
  const { actor: user, requested } = input;
  const plan = requested.trim().toLowerCase();
  if (!isPlanId(plan)) throw new AppError('BAD_REQUEST', `Unknown plan '${requested.slice(0, 50)}'. Choose one of: ${PLAN_IDS.join(', ')}.`);
  if (plan === user.plan) throw new AppError('BAD_REQUEST', `You are already on the ${PLANS[plan].name} plan.`);
  if (planRank(plan) > planRank(user.plan)) return { plan, direction: 'up' };

  if (user.scheduledPlan === plan) throw new AppError('BAD_REQUEST', `Your plan already changes to ${PLANS[plan].name} on ${formatDay(user.periodEnd)}.`);
  if (plan !== 'free') {
    const used = await creditsUsedThisPeriod(ctx.database.db, user);
    const limit = PLANS[plan].creditsLimit;
    if (used > limit) {
      throw new AppError(
        'BAD_REQUEST',
        `You have used ${used} credits this period, more than the ${PLANS[plan].name} plan's ${limit}. Keep your plan, or ask again after ${formatDay(user.periodEnd)}, when a new period starts.`,
      );
    }
  }
  return { plan, direction: 'down' };
}
