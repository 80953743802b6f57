import type { FastifyInstance } from 'fastify';
import { agencyProfileSchema, MAX_AGENCY_LOGO_BYTES } from '@common/contracts/settings';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { presentAgencyProfileView } from '../../modules/settings/agency-profile';
import { AGENCY_LOGO_MESSAGES } from '../../modules/settings/agency-logo-messages';
import { readAgencyLogo } from '../../modules/settings/read-agency-logo';
import { removeAgencyLogo } from '../../modules/settings/remove-agency-logo';
import { updateAgencyProfile } from '../../modules/settings/update-agency-profile';
import { uploadAgencyLogo } from '../../modules/settings/upload-agency-logo';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import { enableMultipart, receiveSingleFile } from '../single-file-upload';
import type { ZodTypeProvider } from '../zod';

/**
 * GET/PUT /api/settings/agency-profile: the details templates show through the agency placeholders.
 * GET/PUT/DELETE /api/settings/agency-logo: the logo on candidate reports (the caller's own only).
 */
export function agencyProfileRoutes(root: FastifyInstance, ctx: AppContext): void {
  root.register(async (scope) => {
    await enableMultipart(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/api/settings/agency-profile', { preHandler: requireUser }, async (request) => presentAgencyProfileView(currentUser(request)));

    app.put('/api/settings/agency-profile', { preHandler: requireUser, schema: { body: agencyProfileSchema } }, async (request) => {
      const user = currentUser(request);
      const saved = await updateAgencyProfile(ctx, { actor: user, profile: request.body });
      await logActivity(ctx, request, { action: 'update_agency_profile', resourceType: 'user', resourceId: user.id, resource: user.email, details: { agencyName: request.body.agencyName } });
      return presentAgencyProfileView({ agencyProfile: saved, agencyLogo: user.agencyLogo });
    });

    app.get('/api/settings/agency-logo', { preHandler: requireUser }, async (request, reply) => {
      const logo = await readAgencyLogo(ctx, { actor: currentUser(request) });
      // Served only as the image it was verified to be: never sniffed, never a document.
      reply.header('Cache-Control', 'private, no-store');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'");
      reply.header('Content-Disposition', 'inline; filename="agency-logo"');
      return reply.type(logo.contentType).send(logo.data);
    });

    app.put('/api/settings/agency-logo', { preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      const upload = await receiveSingleFile(request, { fileField: 'file', maxBytes: MAX_AGENCY_LOGO_BYTES, tooLargeMessage: AGENCY_LOGO_MESSAGES.tooLarge });
      try {
        if (!upload.file || upload.file.size === 0) throw new AppError('BAD_REQUEST', AGENCY_LOGO_MESSAGES.required);
        const logo = await uploadAgencyLogo(ctx, { actor: user, file: upload.file });
        await logActivity(ctx, request, { action: 'update_agency_logo', resourceType: 'user', resourceId: user.id, resource: user.email, details: { size: logo.size, type: logo.type } });
        return presentAgencyProfileView({ agencyProfile: user.agencyProfile, agencyLogo: logo });
      } finally {
        await upload.cleanup();
      }
    });

    app.delete('/api/settings/agency-logo', { preHandler: requireUser }, async (request) => {
      const user = currentUser(request);
      await removeAgencyLogo(ctx, { actor: user });
      await logActivity(ctx, request, { action: 'remove_agency_logo', resourceType: 'user', resourceId: user.id, resource: user.email });
      return presentAgencyProfileView({ agencyProfile: user.agencyProfile, agencyLogo: null });
    });
  });
}
