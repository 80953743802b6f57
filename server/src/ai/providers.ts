import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProviderId } from '@common/contracts/ai';

/** DashScope's OpenAI-compatible endpoint (international region). */
export const DASHSCOPE_BASE_URL = 'https://dashscope-intl.aliyuncs.com/compatible-mode/v1';

// A self-hosted OpenAI-compatible server behind a base URL may take no key; the SDK insists on one.
const NO_KEY = 'no-key';

export type RemoteProviderId = Exclude<AiProviderId, 'local'>;

/**
 * The AI SDK model for a provider. Every provider speaks its own wire protocol: OpenAI chat
 * completions (not the Responses API, so proxies and compatible servers work), Anthropic messages,
 * Gemini generateContent, and the OpenAI-compatible chat completions of DeepSeek and Qwen.
 */
export function languageModel(provider: RemoteProviderId, model: string, apiKey: string | null, baseUrl: string | null): LanguageModel {
  const common = { apiKey: apiKey ?? NO_KEY, baseURL: baseUrl ?? undefined };
  switch (provider) {
    case 'anthropic':
      return createAnthropic(common)(model);
    case 'openai':
      return createOpenAI(common).chat(model);
    case 'gemini':
      return createGoogleGenerativeAI(common)(model);
    case 'deepseek':
      return createDeepSeek(common)(model);
    case 'qwen':
      // DashScope accepts response_format json_schema, so the schema travels with the request.
      return createOpenAICompatible({
        name: 'qwen',
        apiKey: common.apiKey,
        baseURL: baseUrl ?? DASHSCOPE_BASE_URL,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(model);
  }
}
