import type { FastifyInstance } from 'fastify';
import { cvIdParamsSchema } from '@common/contracts/cvs';
import { deleteAccountSchema, instanceRetentionSchema, retentionSettingSchema } from '@common/contracts/privacy';
import type { AppContext } from '../../context';
import { deleteAccount } from '../../modules/privacy/delete-account';
import { eraseCandidate } from '../../modules/privacy/erase-candidate';
import { exportAccount } from '../../modules/privacy/export-account';
import { getPrivacyNotice } from '../../modules/privacy/privacy-notice';
import { getRetentionSetting, readInstanceMaxDays, setInstanceMaxDays, updateRetentionSetting } from '../../modules/privacy/retention-settings';
import { logActivity } from '../activity';
import { contentDisposition } from '../content-disposition';
import { currentUser, requireBuiltInAdmin, requireUser } from '../guards';
import { clearSessionCookie } from '../plugins/session';
import type { ZodTypeProvider } from '../zod';


/** Personal data (issue 21): erase a candidate, retention, export and close an account, the privacy notice. */
export function privacyRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/uploaded-cvs/:id/erase',
    {
      preHandler: requireUser,
      schema: { params: cvIdParamsSchema },
    },
    async (request, reply) => {
      await eraseCandidate(ctx, { actor: currentUser(request), cvId: request.params.id });
      // The log keeps that an erasure happened, never what (no id, no file name).
      await logActivity(ctx, request, { action: 'erase_candidate', resourceType: 'cv' });
      return reply.status(204).send();
    },
  );

  app.get('/api/settings/retention', { preHandler: requireUser }, async (request) =>
    getRetentionSetting(ctx, { actor: currentUser(request) }),
  );

  app.put(
    '/api/settings/retention',
    { preHandler: requireUser, schema: { body: retentionSettingSchema } },
    async (request) => {
      const user = currentUser(request);
      const saved = await updateRetentionSetting(ctx, { actor: user, retentionDays: request.body.retentionDays });
      await logActivity(ctx, request, { action: 'update_retention', resourceType: 'settings', details: { retentionDays: request.body.retentionDays } });
      return saved;
    },
  );

  app.get('/api/admin/retention', { preHandler: requireBuiltInAdmin }, async () => ({
    maxDays: await readInstanceMaxDays(ctx),
  }));

  app.put(
    '/api/admin/retention',
    { preHandler: requireBuiltInAdmin, schema: { body: instanceRetentionSchema } },
    async (request) => {
      const saved = await setInstanceMaxDays(ctx, { actor: currentUser(request), maxDays: request.body.maxDays });
      await logActivity(ctx, request, { action: 'update_instance_retention', resourceType: 'settings', details: saved });
      return saved;
    },
  );

  app.get(
    '/api/account/export',
    { preHandler: requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      const exported = await exportAccount(ctx, { actor: user });
      // Released however the response ends: finished, failed, or the browser went away.
      let isDone = false;
      const done = () => {
        if (isDone) return;
        isDone = true;
        void exported.release().catch((error: unknown) => request.log.error({ err: error }, 'could not release an export'));
      };
      reply.raw.on('close', done);
      exported.stream.on('error', (error) => {
        request.log.error({ err: error }, 'account export failed');
        done();
      });
      await logActivity(ctx, request, { action: 'export_account', resourceType: 'user', resourceId: user.id });
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(exported.fileName))
        .header('Cache-Control', 'no-store')
        .send(exported.stream);
    },
  );

  app.delete(
    '/api/account',
    { preHandler: requireUser, schema: { body: deleteAccountSchema } },
    async (request, reply) => {
      await deleteAccount(ctx, { actor: currentUser(request), password: request.body.password });
      clearSessionCookie(reply, { isSecure: ctx.config.isSecureCookie });
      return reply.status(204).send();
    },
  );

  app.get('/api/privacy', async () => getPrivacyNotice(ctx));
}
