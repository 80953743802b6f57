import type { FastifyInstance } from 'fastify';
import { updateProfileRequestSchema } from '@common/contracts/profile';
import type { AppContext } from '../../context';
import { presentUser } from '../../modules/accounts/present-user';
import { updateProfile } from '../../modules/accounts/update-profile';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** PATCH /api/user: Settings 'Save Changes' saves the display name (decision 075). */
export function profileRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.patch('/api/user', { preHandler: requireUser, schema: { body: updateProfileRequestSchema } }, async (request) => {
    const user = currentUser(request);
    const saved = await updateProfile(ctx, { actor: user, ...request.body });
    await logActivity(ctx, request, { action: 'update_profile', resourceType: 'user', resourceId: user.id, resource: user.email });
    return presentUser(saved);
  });
}
