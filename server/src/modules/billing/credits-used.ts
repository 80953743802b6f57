import { and, count, eq, gte, notInArray } from 'drizzle-orm';
import { PLANS } from '@common/plans';
import type { Db } from '../../db/client';
import { processingJobs } from '../../db/schema';
import { hasUnlimitedCredits, type UserRow } from '../accounts/present-user';

/**
 * Credits used this period: the plan's limit minus what remains; for unlimited accounts, the CVs whose
 * processing was accepted this period and neither failed nor was cancelled (those are refunded for
 * everyone else, so they are not usage).
 */
export async function creditsUsedThisPeriod(db: Db, user: UserRow): Promise<number> {
  if (!hasUnlimitedCredits(user)) return Math.max(0, PLANS[user.plan].creditsLimit - user.credits);
  const [row] = await db
    .select({ n: count() })
    .from(processingJobs)
    .where(and(eq(processingJobs.userId, user.id), gte(processingJobs.createdAt, user.periodStart), notInArray(processingJobs.status, ['failed', 'cancelled'])));
  return row?.n ?? 0;
}
