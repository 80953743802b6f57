import type { FastifyInstance } from 'fastify';
import { agencyProfileSchema } from '@common/contracts/settings';
import type { AppContext } from '../../context';
import { presentAgencyProfile } from '../../modules/settings/agency-profile';
import { updateAgencyProfile } from '../../modules/settings/update-agency-profile';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** GET/PUT /api/settings/agency-profile: the details templates show through the agency placeholders. */
export function agencyProfileRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/settings/agency-profile', { preHandler: requireUser }, async (request) => presentAgencyProfile(currentUser(request).agencyProfile));

  app.put('/api/settings/agency-profile', { preHandler: requireUser, schema: { body: agencyProfileSchema } }, async (request) => {
    const user = currentUser(request);
    const saved = await updateAgencyProfile(ctx, { actor: user, profile: request.body });
    await logActivity(ctx, request, { action: 'update_agency_profile', resourceType: 'user', resourceId: user.id, resource: user.email, details: { agencyName: request.body.agencyName } });
    return presentAgencyProfile(saved);
  });
}
