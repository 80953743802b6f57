import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getCvAnalytics } from '../../modules/analytics/get-cv-analytics';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/**
 * docs/PRODUCT.md §7 GET /api/cv-analytics (the screen refetches it every 30 s): the signed-in user's own CVs only.
 * A read, polled: not written to the activity log.
 */
export function analyticsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/cv-analytics', { preHandler: requireUser }, async (request) => getCvAnalytics(ctx, { actor: currentUser(request) }));
}
