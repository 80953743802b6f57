// Kept apart from the zod schemas (./ai.ts re-exports them) so the client can use them without loading zod.

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

export function aiProvider(id: AiProviderId) {
  return AI_PROVIDERS.find((p) => p.id === id)!;
}
