import type { FastifyInstance } from 'fastify';
import { smtpConfigRequestSchema, smtpSettingsRequestSchema, smtpTestRequestSchema } from '@common/contracts/smtp';
import type { AppContext } from '../../context';
import { sendTestEmail } from '../../email';
import { getSmtpSettings } from '../../modules/mail-settings/get-smtp-settings';
import { presentSmtpConfig, presentSmtpSettings } from '../../modules/mail-settings/present-smtp-settings';
import { updateSmtpSettings } from '../../modules/mail-settings/update-smtp-settings';
import { logActivity } from '../activity';
import { AppError } from '../../errors';
import { currentUser, requireAdminAccess, requireBuiltInAdmin, requireMailAdmin } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** The one mail configuration through its two forms (docs/PRODUCT.md §3, §7), and the 'Send test email' action. */
export function smtpSettingsRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  const logUpdate = (request: Parameters<typeof logActivity>[1], view: Awaited<ReturnType<typeof getSmtpSettings>>, form: string, passwordChanged: boolean) =>
    logActivity(ctx, request, {
      action: 'smtp_settings_updated',
      resourceType: 'settings',
      resource: 'smtp',
      // Never the password: only whether it changed.
      details: { form, host: view.host, port: view.port, secure: view.secure, requireTls: view.requireTls, username: view.username, passwordChanged },
    });

  // Admin dashboard: managers read, administrators change (issue #14: a manager redirected mail and took the password).
  app.get('/api/admin/smtp-settings', { preHandler: requireAdminAccess }, async () => presentSmtpSettings(await getSmtpSettings(ctx)));

  app.post('/api/admin/smtp-settings', { preHandler: requireMailAdmin, schema: { body: smtpSettingsRequestSchema } }, async (request) => {
    const body = request.body;
    const view = await updateSmtpSettings(ctx, {
      actor: currentUser(request),
      change: { host: body.smtp_host, port: body.smtp_port, secure: body.smtp_secure, username: body.smtp_user, password: body.smtp_password, requireTls: body.smtp_require_tls },
      passwordField: 'smtp_password',
      isPasswordRequired: true,
    });
    await logUpdate(request, view, 'smtp-settings', isNewPassword(body.smtp_password));
    return { message: 'SMTP settings updated', ...presentSmtpSettings(view) };
  });

  // Admin panel: the built-in administrator alone.
  app.get('/api/admin/smtp-config', { preHandler: requireBuiltInAdmin }, async () => presentSmtpConfig(await getSmtpSettings(ctx)));

  app.post('/api/admin/smtp-config', { preHandler: requireBuiltInAdmin, schema: { body: smtpConfigRequestSchema } }, async (request) => {
    const body = request.body;
    const view = await updateSmtpSettings(ctx, {
      actor: currentUser(request),
      change: {
        host: body.host,
        port: body.port,
        secure: body.secure,
        username: body.username,
        password: body.password,
        requireTls: body.requireTls,
        fromEmail: body.fromEmail,
        fromName: body.fromName,
      },
      passwordField: 'password',
    });
    await logUpdate(request, view, 'smtp-config', isNewPassword(body.password));
    return { message: 'SMTP settings updated', ...presentSmtpConfig(view) };
  });

  app.post('/api/admin/smtp-test', { preHandler: requireMailAdmin, schema: { body: smtpTestRequestSchema } }, async (request) => {
    const user = currentUser(request);
    // Only to the caller's own address: the test must not become a way to send mail to anyone.
    if (request.body.to && request.body.to.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('BAD_REQUEST', `The test email is sent to your own address (${user.email}) only.`);
    }
    const to = user.email;
    const result = await sendTestEmail(ctx, { to, userId: user.id });
    await logActivity(ctx, request, {
      action: 'smtp_test',
      resourceType: 'settings',
      resource: 'smtp',
      details: { to, success: result.success, transport: result.transport, response: result.response },
    });
    return result;
  });
}

function isNewPassword(password: string | undefined): boolean {
  return password !== undefined && password !== '' && password !== '***';
}
