import { aiConfigResponseSchema } from '@common/contracts/ai';
import {
  activityStatsSchema,
  adminAccessSchema,
  adminAnalyticsSchema,
  adminDashboardSchema,
  adminHealthSchema,
  adminMessageResponseSchema,
  adminQueueSchema,
  adminUsersSchema,
  forceProcessResponseSchema,
  grantAccessResponseSchema,
  processingLogsResponseSchema,
  processingStatsSchema,
  roleChangeResponseSchema,
  systemStatsSchema,
  userActivitiesResponseSchema,
} from '@common/contracts/admin';
import { cvAnalyticsSchema } from '@common/contracts/analytics';
import { userSchema } from '@common/contracts/auth';
import {
  apiKeyListSchema,
  revokeApiKeyResponseSchema,
  createdApiKeySchema,
  customPromptsSchema,
  plansResponseSchema,
  subscriptionResponseSchema,
  upgradeResponseSchema,
  billingPortalResponseSchema,
  upgradeRequestListSchema,
  upgradeRequestDecisionResponseSchema,
} from '@common/contracts/billing';
import { deleteCvResponseSchema, uploadCvsResponseSchema, uploadedCvListSchema } from '@common/contracts/cvs';
import { fieldCorrectionsSchema, uploadedCvDetailSchema } from '@common/contracts/cv-review';
import { dashboardStatsSchema, processResponseSchema, processedFileSchema, processingJobSchema } from '@common/contracts/processing';
import { smtpConfigResponseSchema, smtpSettingsResponseSchema, smtpTestResponseSchema } from '@common/contracts/smtp';
import { instanceRetentionSchema, privacyNoticeSchema, retentionSettingResponseSchema } from '@common/contracts/privacy';
import { agencyProfileViewSchema } from '@common/contracts/settings';
import { templateSchema } from '@common/contracts/templates';
import { z } from 'zod';

/** What the route schemas cannot say: a summary, the success response, and multipart or file bodies. */
export interface RouteDoc {
  summary: string;
  /** The JSON answer on success. */
  response?: z.ZodType;
  /** Status of the success answer; 200 unless given. */
  status?: number;
  /** A non-JSON answer: its media type and what it is. */
  responseMedia?: { type: string; description: string };
  /** Multipart form fields: name → description; 'binary' marks a file field. */
  multipart?: Record<string, { description: string; isFile?: boolean; isRepeated?: boolean }>;
}

const message = z.object({ message: z.string() });

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/healthz': { summary: 'Health check: 200 while the database answers, else 503.', response: z.object({ status: z.string() }) },
  'GET /api/openapi.json': { summary: 'This OpenAPI 3.1 document.', responseMedia: { type: 'application/json', description: 'The OpenAPI document' } },
  'GET /api/docs': { summary: 'This document rendered as a web page.', responseMedia: { type: 'text/html', description: 'HTML page' } },

  'POST /api/register': { summary: 'Create an account (3 free credits) and sign in.', response: userSchema, status: 201 },
  'POST /api/login': { summary: 'Sign in with an email or username.', response: userSchema },
  'POST /api/logout': { summary: 'Sign out.', response: message },
  'GET /api/user': { summary: 'The signed-in user.', response: userSchema },
  'PATCH /api/user': { summary: 'Save the display name (firstName, lastName); nothing else can be changed here.', response: userSchema },
  'GET /api/login': { summary: 'Full-page sign-in: redirects to /auth.', responseMedia: { type: 'text/html', description: 'Redirect (302) to /auth' } },
  'GET /api/logout': { summary: 'Full-page sign-out: signs out and redirects home.', responseMedia: { type: 'text/html', description: 'Redirect (302) to /' } },
  'GET /api/verify-email': {
    summary: 'The link in the verification email: confirms the address once, then redirects to the app with the outcome.',
    responseMedia: { type: 'text/html', description: 'Redirect (302) to /?emailVerification=verified|already-verified|expired|invalid' },
  },
  'POST /api/verify-email/resend': { summary: 'Send a new verification link to the signed-in user’s address (5 an hour).', response: message },

  'POST /api/upload-cvs': {
    summary: 'Upload up to 50 CVs (PDF, DOC, DOCX, TXT; 10 MB each).',
    response: uploadCvsResponseSchema,
    status: 201,
    multipart: { files: { description: 'A CV file; repeat the field for several', isFile: true, isRepeated: true } },
  },
  'GET /api/uploaded-cvs': { summary: "The user's uploaded CVs with what was extracted.", response: uploadedCvListSchema },
  'DELETE /api/uploaded-cvs/:id': { summary: 'Delete an uploaded CV.', response: deleteCvResponseSchema },
  'GET /api/uploaded-cvs/:id': { summary: 'One CV with its data (corrected when corrected), per-field confidence and the first extraction.', response: uploadedCvDetailSchema },
  'GET /api/uploaded-cvs/:id/document': {
    summary: 'The original document as the review screen shows it: PDF (Word files through LibreOffice where installed) or text.',
    responseMedia: { type: 'application/pdf', description: 'The document as PDF, or text/plain' },
  },
  'PUT /api/uploaded-cvs/:id/data': { summary: "Save the recruiter's corrected data (a whole CvData object); the first extraction is kept.", response: uploadedCvDetailSchema },
  'DELETE /api/uploaded-cvs/:id/data': { summary: 'Undo the correction: the CV has its first extraction again.', response: uploadedCvDetailSchema },
  'POST /api/uploaded-cvs/:id/preview': {
    summary: 'The given data (saved or not) rendered into a template, as the HTML preview of the Templates page.',
    responseMedia: { type: 'text/html', description: 'Script-free HTML preview' },
  },

  'GET /api/templates': { summary: "The user's Word templates, the Standard Template first.", response: z.array(templateSchema) },
  'POST /api/templates': {
    summary: 'Upload a Word template (.docx or .doc, 10 MB).',
    response: templateSchema,
    status: 201,
    multipart: { name: { description: 'The template name' }, file: { description: 'The .docx or .doc file', isFile: true } },
  },
  'DELETE /api/templates/:id': { summary: 'Delete a template.', response: z.object({ message: z.string(), id: z.string() }) },
  'GET /api/templates/:id/preview': {
    summary: 'Preview a template as HTML, or PDF with format=pdf.',
    responseMedia: { type: 'text/html', description: 'HTML preview (or application/pdf)' },
  },

  'POST /api/process-selected-cvs': { summary: 'Process CVs: one job per CV, one credit each.', response: processResponseSchema, status: 201 },
  'GET /api/processing-jobs': { summary: "The user's processing jobs, newest first.", response: z.array(processingJobSchema) },
  'DELETE /api/processing-jobs/:id': { summary: 'Cancel a queued or processing job (its credit is refunded).', response: processingJobSchema },
  'GET /api/processed-files': { summary: 'Files produced by processing.', response: z.array(processedFileSchema) },
  'GET /api/processed-files/:id/download': {
    summary: 'Download a produced file.',
    responseMedia: { type: 'application/octet-stream', description: 'The DOCX or PDF file' },
  },
  'DELETE /api/processed-files/:id': { summary: 'Delete a produced file.', response: message },
  'PUT /api/templates/:id/settings': { summary: "A template's processing defaults ('Always anonymise', 'Hide employer names').", response: templateSchema },
  'GET /api/settings/agency-profile': { summary: 'Agency details shown by the agency placeholders of templates, and the agency logo (null when none).', response: agencyProfileViewSchema },
  'PUT /api/settings/agency-profile': { summary: 'Save the agency details.', response: agencyProfileViewSchema },
  'GET /api/settings/agency-logo': { summary: 'The agency logo (404 when none).', responseMedia: { type: 'image/png', description: 'The logo as PNG or JPEG (image/jpeg)' } },
  'PUT /api/settings/agency-logo': {
    summary: 'Upload the agency logo shown on candidate reports: PNG or JPEG checked by its bytes, 1 MB and 2000 × 2000 pixels at most (415 for another type, 413 too large, 400 damaged).',
    response: agencyProfileViewSchema,
    multipart: { file: { description: 'The .png or .jpg file', isFile: true } },
  },
  'DELETE /api/settings/agency-logo': { summary: 'Remove the agency logo (404 when none).', response: agencyProfileViewSchema },
  // Personal data (issue 21).
  'POST /api/uploaded-cvs/:id/erase': { summary: 'Erase a candidate: the CV, every file made from it, its emails, extracted data and analytics contribution.', status: 204 },
  'GET /api/settings/retention': { summary: 'How long this account keeps CVs and their outputs.', response: retentionSettingResponseSchema },
  'PUT /api/settings/retention': { summary: 'Delete CVs and their outputs after N days (or off).', response: retentionSettingResponseSchema },
  'GET /api/admin/retention': { summary: 'The instance-wide maximum retention.', response: instanceRetentionSchema },
  'PUT /api/admin/retention': { summary: 'Set the instance-wide maximum retention.', response: instanceRetentionSchema },
  'GET /api/account/export': { summary: 'Download everything of this account as a zip (streamed).', responseMedia: { type: 'application/zip', description: 'account.json, cvs.json, jobs.json, templates.json and the files' } },
  'DELETE /api/account': { summary: 'Close this account: everything it owns is erased, its sessions end, its email address is free.', status: 204 },
  'GET /api/privacy': { summary: 'What this instance stores, where, for how long, and which AI provider sees what.', response: privacyNoticeSchema },
  'GET /api/cv-analytics': { summary: "Analytics over the user's own CVs.", response: cvAnalyticsSchema },
  'GET /api/dashboard/stats': { summary: "Counts for the user's dashboard.", response: dashboardStatsSchema },

  'GET /api/subscription': { summary: "The user's plan, credits and current period.", response: subscriptionResponseSchema },
  'GET /api/subscription/plans': { summary: 'The plans, keyed by plan name.', response: plansResponseSchema },
  'POST /api/subscription/upgrade': {
    summary: 'Change plan. Up: the Stripe Checkout address (checkoutUrl) when Stripe is configured, else a request an administrator approves (202). Down: from the period end.',
    response: upgradeResponseSchema,
  },
  'POST /api/subscription/portal': { summary: "'Manage billing': the address of Stripe's customer portal for this user.", response: billingPortalResponseSchema },
  'POST /api/stripe/webhook': { summary: 'Stripe webhook: signed checkout, subscription and invoice events that move plans.', response: z.object({ received: z.boolean(), outcome: z.string() }) },
  'GET /api/admin/upgrade-requests': { summary: 'Pending upgrade requests, oldest first (admins).', response: upgradeRequestListSchema },
  'POST /api/admin/upgrade-requests/:id/approve': { summary: 'Approve an upgrade request: the user moves to the plan now.', response: upgradeRequestDecisionResponseSchema },
  'POST /api/admin/upgrade-requests/:id/decline': { summary: 'Decline an upgrade request: nothing changes.', response: upgradeRequestDecisionResponseSchema },
  'GET /api/settings/custom-prompts': { summary: 'Custom AI prompts per operation (Enterprise).', response: customPromptsSchema },
  'PUT /api/settings/custom-prompts': { summary: 'Replace the custom AI prompts (Enterprise); a blank one is removed.', response: customPromptsSchema },
  'POST /api/api-keys': { summary: 'Create an API key (Enterprise); the key is shown in this answer only.', response: createdApiKeySchema, status: 201 },
  'GET /api/api-keys': { summary: "The user's API keys (never the keys themselves).", response: apiKeyListSchema },
  'DELETE /api/api-keys/:id': { summary: 'Revoke an API key.', response: revokeApiKeyResponseSchema },

  'GET /api/admin/check-access': { summary: 'Whether the user may open the admin dashboard.', response: adminAccessSchema },
  'GET /api/admin/dashboard': { summary: 'Admin overview figures.', response: adminDashboardSchema },
  'GET /api/admin/analytics': { summary: 'AI usage per provider and endpoint.', response: adminAnalyticsSchema },
  'GET /api/admin/field-corrections': { summary: 'Fields corrected per CV on the review screen, by field, last 30 days (all accounts).', response: fieldCorrectionsSchema },
  'GET /api/admin/users': { summary: 'Every user.', response: adminUsersSchema },
  'PUT /api/admin/users/:id/role': { summary: "Change a user's role.", response: roleChangeResponseSchema },
  'GET /api/admin/queue': { summary: 'Queue status.', response: adminQueueSchema },
  'POST /api/admin/jobs/:id/force-process': { summary: 'Requeue a job.', response: forceProcessResponseSchema },
  'GET /api/admin/health': { summary: 'Health of the database, queue and AI services.', response: adminHealthSchema },
  'GET /api/admin/processing-logs': { summary: 'Processing logs, paginated.', response: processingLogsResponseSchema },
  'GET /api/admin/processing-stats': { summary: 'Processing statistics.', response: processingStatsSchema },
  'POST /api/admin/grant-access': { summary: 'Self-service admin access for listed emails.', response: grantAccessResponseSchema },
  'GET /api/admin/stats': { summary: 'System statistics for the admin panel.', response: systemStatsSchema },
  'GET /api/admin/user-activities': { summary: 'Activity log, optionally for one user.', response: userActivitiesResponseSchema },
  'GET /api/admin/activity-stats': { summary: 'Activity log counters.', response: activityStatsSchema },
  'POST /api/admin/send-password-verification': { summary: 'Email a code to confirm an admin password change.', response: adminMessageResponseSchema },
  'POST /api/admin/change-password': { summary: 'Change the admin password with the emailed code.', response: adminMessageResponseSchema },
  'GET /api/admin/ai-config': { summary: 'The AI provider and model in use.', response: aiConfigResponseSchema },
  'POST /api/admin/ai-config': { summary: 'Choose the AI provider and model.', response: aiConfigResponseSchema },
  'GET /api/admin/smtp-settings': { summary: 'Mail settings (admin dashboard form).', response: smtpSettingsResponseSchema },
  'POST /api/admin/smtp-settings': { summary: 'Save the mail settings (administrators; a new host, port or user needs the password again).', response: smtpSettingsResponseSchema.extend({ message: z.string() }) },
  'GET /api/admin/smtp-config': { summary: 'Mail settings (admin panel form).', response: smtpConfigResponseSchema },
  'POST /api/admin/smtp-config': { summary: 'Save the mail settings.', response: smtpConfigResponseSchema.extend({ message: z.string() }) },
  'POST /api/admin/smtp-test': { summary: 'Send a test email to your own address and say whether it was accepted.', response: smtpTestResponseSchema },
};
