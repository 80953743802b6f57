import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminRoutes } from './admin';
import { agencyProfileRoutes } from './agency-profile';
import { aiConfigRoutes } from './ai-config';
import { analyticsRoutes } from './analytics';
import { apiKeyRoutes } from './api-keys';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { cvRoutes } from './cvs';
import { healthRoutes } from './health';
import { openApiRoutes } from './openapi';
import { privacyRoutes } from './privacy';
import { processingRoutes } from './processing';
import { profileRoutes } from './profile';
import { smtpSettingsRoutes } from './smtp-settings';
import { templateSettingsRoutes } from './template-settings';
import { templateRoutes } from './templates';
import { upgradeRequestRoutes } from './upgrade-requests';

/** Every route module, one line each. */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  // First: its onRoute hook collects every route registered after it for /api/openapi.json.
  openApiRoutes(app);
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  adminRoutes(app, ctx);
  aiConfigRoutes(app, ctx);
  processingRoutes(app, ctx);
  smtpSettingsRoutes(app, ctx);
  cvRoutes(app, ctx);
  templateRoutes(app, ctx);
  analyticsRoutes(app, ctx);
  billingRoutes(app, ctx);
  apiKeyRoutes(app, ctx);
  templateSettingsRoutes(app, ctx);
  agencyProfileRoutes(app, ctx);
  upgradeRequestRoutes(app, ctx);
  privacyRoutes(app, ctx);
  profileRoutes(app, ctx);
}
