import { and, eq } from 'drizzle-orm';
import { PLANS } from '@common/plans';
import type { AppContext } from '../../context';
import { upgradeRequests, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/present-user';
import { addMonths, creditsForNewPeriod } from './billing-period';
import type { UpgradeRequestRow } from './request-upgrade';

export interface DecidedRequest {
  request: UpgradeRequestRow;
  user: UserRow;
}

/**
 * An administrator approves or declines a pending upgrade request (decision 080). Approval moves the
 * user to the plan with its full credits and a new month-long period from now, in one transaction with
 * the request's status; both UPDATEs are guarded (the request still pending, the user still on the
 * plan they asked from), so two administrators clicking at once decide it once, and a user whose plan
 * changed meanwhile is not moved.
 */
export async function decideUpgradeRequest(
  ctx: Pick<AppContext, 'database'>,
  input: { actor: Pick<UserRow, 'id'>; requestId: string; decision: 'approve' | 'decline'; now?: Date },
): Promise<DecidedRequest> {
  const { actor: admin, requestId, decision, now = new Date() } = input;
  return ctx.database.db.transaction(async (tx) => {
    const [request] = await tx
      .update(upgradeRequests)
      .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedBy: admin.id, decidedAt: now })
      .where(and(eq(upgradeRequests.id, requestId), eq(upgradeRequests.status, 'pending')))
      .returning();
    if (!request) {
      const [existing] = await tx.select({ status: upgradeRequests.status }).from(upgradeRequests).where(eq(upgradeRequests.id, requestId));
      if (!existing) throw new AppError('NOT_FOUND', 'Upgrade request not found');
      throw new AppError('CONFLICT', `This upgrade request was already ${existing.status}.`);
    }
    if (decision === 'decline') {
      const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
      return { request, user };
    }
    const [user] = await tx
      .update(users)
      .set({ plan: request.toPlan, credits: creditsForNewPeriod(request.toPlan), scheduledPlan: null, periodStart: now, periodEnd: addMonths(now, 1), updatedAt: now })
      .where(and(eq(users.id, request.userId), eq(users.plan, request.fromPlan)))
      .returning();
    if (!user) throw new AppError('CONFLICT', `The user is no longer on the ${PLANS[request.fromPlan].name} plan: decline this request.`);
    return { request, user };
  });
}
