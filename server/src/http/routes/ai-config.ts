import type { FastifyInstance } from 'fastify';
import { aiConfigUpdateSchema } from '@common/contracts/ai';
import { presentAiConfig } from '../../ai/settings';
import type { AppContext } from '../../context';
import { updateAiConfig } from '../../modules/ai-settings/update-ai-config';
import { logActivity } from '../activity';
import { currentUser, requireBuiltInAdmin } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** The admin panel's AI Config tab (docs/PRODUCT.md §2, §7): the built-in administrator alone. Keys are never sent back. */
export function aiConfigRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/ai-config', { preHandler: requireBuiltInAdmin }, async () => presentAiConfig(ctx));

  app.post('/api/admin/ai-config', { preHandler: requireBuiltInAdmin, schema: { body: aiConfigUpdateSchema } }, async (request) => {
    const change = await updateAiConfig(ctx, { actor: currentUser(request), update: request.body });
    await logActivity(ctx, request, {
      action: 'ai_config_updated',
      resourceType: 'settings',
      resource: 'ai',
      // Never the key: only whether it changed.
      details: change,
    });
    return presentAiConfig(ctx);
  });
}
