import { and, count, eq, gte, notInArray } from 'drizzle-orm';
import type { SubscriptionResponse } from '@common/contracts/billing';
import { UNLIMITED } from '@common/limits';
import { PLANS } from '@common/plans';
import type { Db } from '../../db/client';
import { processingJobs } from '../../db/schema';
import { hasUnlimitedCredits, type UserRow } from '../accounts/present-user';
import { rollOverPeriodIfDue } from './billing-period';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The user's subscription (spec §3), after rolling an ended period forward. Credits used: the plan's
 * limit minus what remains; for unlimited accounts, the CVs whose processing was accepted this period
 * and neither failed nor was cancelled (those are refunded for everyone else). isActive: a paid plan is
 * active for its current period (no payment can lapse in this version); the free trial while any of
 * its credits remain (docs/decisions/013-billing-without-payments.md).
 */
export async function getSubscription(db: Db, acting: UserRow, now = new Date()): Promise<SubscriptionResponse> {
  const user = await rollOverPeriodIfDue(db, acting, now);
  const isUnlimited = hasUnlimitedCredits(user);
  let creditsUsed: number;
  if (isUnlimited) {
    const [row] = await db
      .select({ n: count() })
      .from(processingJobs)
      .where(and(eq(processingJobs.userId, user.id), gte(processingJobs.createdAt, user.periodStart), notInArray(processingJobs.status, ['failed', 'cancelled'])));
    creditsUsed = row?.n ?? 0;
  } else {
    creditsUsed = Math.max(0, PLANS[user.plan].creditsLimit - user.credits);
  }
  const remainingCredits = isUnlimited ? UNLIMITED : Math.max(0, user.credits);
  const daysRemaining = Math.max(0, Math.ceil((user.periodEnd.getTime() - now.getTime()) / DAY_MS));
  const isActive = user.plan === 'free' && !isUnlimited ? remainingCredits > 0 : user.periodEnd.getTime() > now.getTime();
  return {
    subscription: {
      plan: user.plan,
      creditsUsed,
      creditsLimit: isUnlimited ? UNLIMITED : PLANS[user.plan].creditsLimit,
      currentPeriodEnd: user.periodEnd.toISOString(),
    },
    remainingCredits,
    daysRemaining,
    isActive,
  };
}
