import { z } from 'zod';

/**
 * The AI providers and the models the admin panel offers (docs/PRODUCT.md §9). The Anthropic list, elided in the
 * spec, is the current generation in the installed @ai-sdk/anthropic model ids (docs/PRODUCT.md §10 AI, decision 011).
 * Qwen is reached through DashScope's OpenAI-compatible endpoint. 'local' is the built-in provider:
 * no network, no key, the default until a key is configured.
 */
export const AI_PROVIDERS = [
  {
    id: 'anthropic',
    name: 'Anthropic',
    models: ['claude-sonnet-5-5', 'claude-opus-5-5', 'claude-haiku-5-5'],
    defaultModel: 'claude-sonnet-5-5',
    envKey: 'ANTHROPIC_API_KEY',
  },
  {
    id: 'openai',
    name: 'OpenAI',
    models: ['gpt-4o', 'gpt-4-turbo', 'gpt-4'],
    defaultModel: 'gpt-4o',
    envKey: 'OPENAI_API_KEY',
  },
  {
    id: 'gemini',
    name: 'Google Gemini',
    models: ['gemini-2.5-flash', 'gemini-2.0-flash-exp', 'gemini-pro', 'gemini-pro-vision'],
    defaultModel: 'gemini-2.5-flash',
    envKey: 'GOOGLE_GENERATIVE_AI_API_KEY',
  },
  {
    id: 'deepseek',
    name: 'DeepSeek',
    models: ['deepseek-chat', 'deepseek-coder'],
    defaultModel: 'deepseek-chat',
    envKey: 'DEEPSEEK_API_KEY',
  },
  {
    id: 'qwen',
    name: 'Qwen (Alibaba Cloud)',
    models: ['qwen-turbo', 'qwen-plus', 'qwen-max'],
    defaultModel: 'qwen-plus',
    envKey: 'DASHSCOPE_API_KEY',
  },
  {
    id: 'local',
    name: 'Built-in (local, no AI service)',
    models: ['cvforge-local'],
    defaultModel: 'cvforge-local',
    envKey: null,
  },
] as const satisfies readonly { id: string; name: string; models: readonly string[]; defaultModel: string; envKey: string | null }[];

export type AiProviderId = (typeof AI_PROVIDERS)[number]['id'];
export const AI_PROVIDER_IDS = AI_PROVIDERS.map((p) => p.id) as [AiProviderId, ...AiProviderId[]];
export const aiProviderIdSchema = z.enum(AI_PROVIDER_IDS, { error: `provider must be one of ${AI_PROVIDER_IDS.join(', ')}` });

export function aiProvider(id: AiProviderId) {
  return AI_PROVIDERS.find((p) => p.id === id)!;
}

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
