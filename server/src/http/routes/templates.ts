import type { FastifyInstance } from 'fastify';
import {
  TEMPLATE_FILE_REQUIRED,
  templateIdParamsSchema,
  templateNameSchema,
  templatePreviewQuerySchema,
} from '@common/contracts/templates';
import { MAX_TEMPLATE_BYTES } from '@common/limits';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { createTemplate } from '../../modules/templates/create-template';
import { deleteTemplate } from '../../modules/templates/delete-template';
import { listTemplates } from '../../modules/templates/list-templates';
import { presentTemplate } from '../../modules/templates/present-template';
import { templatePreview } from '../../modules/templates/template-preview';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import { enableMultipart, receiveSingleFile } from '../single-file-upload';
import type { ZodTypeProvider } from '../zod';

const MAX_TEMPLATE_MB = Math.round(MAX_TEMPLATE_BYTES / 1024 / 1024);

/** docs/PRODUCT.md §7 templates: list (with the Standard Template), upload, delete, preview. */
export function templateRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.register(async (scope) => {
    await enableMultipart(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/api/templates', { preHandler: requireUser }, async (request) => listTemplates(ctx, { actor: currentUser(request) }));

    app.post('/api/templates', { preHandler: requireUser }, async (request, reply) => {
      const user = currentUser(request);
      const upload = await receiveSingleFile(request, {
        fileField: 'file',
        maxBytes: MAX_TEMPLATE_BYTES,
        tooLargeMessage: (filename) => `"${filename}" is larger than ${MAX_TEMPLATE_MB} MB, the limit for a template.`,
      });
      try {
        const name = templateNameSchema.safeParse(upload.fields.name ?? '');
        if (!name.success) throw new AppError('BAD_REQUEST', name.error.issues[0].message);
        if (!upload.file) throw new AppError('BAD_REQUEST', TEMPLATE_FILE_REQUIRED);
        const row = await createTemplate(ctx, { actor: user, upload: { name: name.data, filename: upload.file.filename, path: upload.file.path } });
        await logActivity(ctx, request, {
          action: 'upload',
          resourceType: 'template',
          resourceId: row.id,
          resource: row.filename,
          details: { name: row.name, fileSize: row.fileSize },
        });
        return reply.status(201).send(presentTemplate(row));
      } finally {
        await upload.cleanup();
      }
    });

    app.delete('/api/templates/:id', { preHandler: requireUser, schema: { params: templateIdParamsSchema } }, async (request) => {
      const row = await deleteTemplate(ctx, {
        actor: currentUser(request),
        templateId: request.params.id,
        onFileError: (error) => request.log.error({ err: error }, 'could not delete a template file'),
      });
      await logActivity(ctx, request, { action: 'delete', resourceType: 'template', resourceId: row.id, resource: row.filename, details: { name: row.name } });
      return { message: 'Template deleted', id: row.id };
    });

    app.get(
      '/api/templates/:id/preview',
      { preHandler: requireUser, schema: { params: templateIdParamsSchema, querystring: templatePreviewQuerySchema } },
      async (request, reply) => {
        const preview = await templatePreview(ctx, { actor: currentUser(request), templateId: request.params.id, ...request.query });
        reply.header('Cache-Control', 'private, no-store');
        reply.header('Content-Disposition', `inline; filename="${preview.filename.replace(/[^\w.-]/g, '_')}"`);
        if (preview.format === 'pdf') return reply.type('application/pdf').send(preview.body);
        // Its own policy, stricter than the app's: whatever a template holds, nothing in it can run.
        reply.header('Content-Security-Policy', preview.contentSecurityPolicy);
        return reply.type('text/html; charset=utf-8').send(preview.body);
      },
    );
  });
}
