import type { FastifyInstance } from 'fastify';
import { templateIdParamsSchema, templateSettingsSchema } from '@common/contracts/templates';
import type { AppContext } from '../../context';
import { presentTemplate } from '../../modules/templates/present-template';
import { updateTemplateSettings } from '../../modules/templates/update-template-settings';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** PUT /api/templates/{id}/settings: a template's processing defaults (own templates only). */
export function templateSettingsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/templates/:id/settings',
    { preHandler: requireUser, schema: { params: templateIdParamsSchema, body: templateSettingsSchema } },
    async (request) => {
      const row = await updateTemplateSettings(ctx, { actor: currentUser(request), templateId: request.params.id, settings: request.body });
      await logActivity(ctx, request, { action: 'update_template_settings', resourceType: 'template', resourceId: row.id, resource: row.filename, details: request.body });
      return presentTemplate(row);
    },
  );
}
