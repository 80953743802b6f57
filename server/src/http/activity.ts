import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { recordActivity, type ActivityInput } from '../modules/activity/record-activity';

/** Records an action of the request's user with its IP address. */
export function logActivity(ctx: AppContext, request: FastifyRequest, input: Omit<ActivityInput, 'ipAddress' | 'userId'> & { userId?: string | null }) {
  return recordActivity(ctx, {
    ...input,
    userId: input.userId ?? request.user?.id ?? null,
    ipAddress: request.ip,
    onError: (error) => request.log.error({ err: error }, 'could not record activity'),
  });
}
