import { z } from 'zod';
import { AI_PROVIDER_IDS } from './ai-providers';

export { AI_PROVIDER_IDS, AI_PROVIDERS, aiProvider, type AiProviderId } from './ai-providers';
export const aiProviderIdSchema = z.enum(AI_PROVIDER_IDS, { error: `provider must be one of ${AI_PROVIDER_IDS.join(', ')}` });

/** What a model call is for; the admin dashboard's per-endpoint analytics group by it. */
export const AI_ENDPOINTS = ['extract', 'enhance', 'report'] as const;
export type AiEndpoint = (typeof AI_ENDPOINTS)[number];

/** A model id: letters, digits and . _ : / - (self-hosted servers name models freely). */
const modelIdSchema = z
  .string()
  .trim()
  .max(100, 'model must be at most 100 characters')
  .regex(/^[A-Za-z0-9._:/-]*$/, 'model may contain only letters, digits and . _ : / -');

/**
 * POST /api/admin/ai-config. apiKey and baseUrl apply to the chosen provider: a string sets it, null
 * (or an empty string) removes it, absent leaves it as it is. Keys are never sent back.
 */
export const aiConfigUpdateSchema = z.object({
  provider: aiProviderIdSchema,
  model: modelIdSchema.nullish(),
  apiKey: z.string().trim().max(500, 'apiKey must be at most 500 characters').nullish(),
  baseUrl: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL such as https://proxy.example.com/v1' })])
    .nullish(),
  fallbackToLocal: z.boolean().optional(),
});
export type AiConfigUpdate = z.infer<typeof aiConfigUpdateSchema>;

export const aiProviderStatusSchema = z.object({
  id: aiProviderIdSchema,
  name: z.string(),
  models: z.array(z.string()),
  /** 'set' when a key comes from the environment or was entered by the admin; the key itself never leaves the server. */
  keyStatus: z.enum(['set', 'not set']),
  keySource: z.enum(['admin', 'environment']).nullable(),
  requiresKey: z.boolean(),
  baseUrl: z.string().nullable(),
});

/** GET /api/admin/ai-config: the provider and model new jobs use, and every provider's status. */
export const aiConfigResponseSchema = z.object({
  provider: aiProviderIdSchema,
  model: z.string(),
  /** false while the admin has chosen nothing and the default applies (local, or anthropic once its key is set). */
  isChosen: z.boolean(),
  fallbackToLocal: z.boolean(),
  providers: z.array(aiProviderStatusSchema),
});
export type AiConfigResponse = z.infer<typeof aiConfigResponseSchema>;

/** The candidate report (rendered to DOCX/PDF by the pipeline). */
export const reportSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()).optional(),
  bullets: z.array(z.string()).optional(),
});
export const candidateReportSchema = z.object({
  title: z.string(),
  sections: z.array(reportSectionSchema),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;
export type CandidateReport = z.infer<typeof candidateReportSchema>;
