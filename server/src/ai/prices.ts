/**
 * List prices in US dollars per million tokens (input, output), standard tier, no batch or cache
 * discounts. Sources, as read in November 2026:
 * - Anthropic: platform.claude.com/docs/en/about-claude/pricing (Opus 5.5 $4/$20, Sonnet 5.5 $2/$10,
 *   Haiku 5.5 $0.10/$0.50 for prompts up to 100k tokens — a CV prompt is far below that).
 * - OpenAI: openai.com/api/pricing (gpt-4o $2.50/$10, gpt-4-turbo $10/$30, gpt-4 $30/$60).
 * - Google: ai.google.dev/gemini-api/docs/pricing (gemini-2.5-flash $0.30/$2.50; gemini-2.0-flash-exp
 *   billed as gemini-2.0-flash $0.10/$0.40; gemini-pro and gemini-pro-vision, the 1.0 Pro family, $0.50/$1.50).
 * - DeepSeek: api-docs.deepseek.com/quick_start/pricing (deepseek-chat, and deepseek-coder which now
 *   serves the same model, $0.28/$0.42, cache miss).
 * - Alibaba Cloud Model Studio, international (Singapore) endpoint: qwen-max $1.60/$6.40,
 *   qwen-plus $0.40/$1.20, qwen-turbo $0.05/$0.20.
 * A model missing here (a self-hosted server's) is recorded at cost 0 and logged once as unpriced.
 */
export const PRICES_PER_MILLION: Record<string, { input: number; output: number }> = {
  'claude-opus-5-5': { input: 4, output: 20 },
  'claude-sonnet-5-5': { input: 2, output: 10 },
  'claude-haiku-5-5': { input: 0.1, output: 0.5 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4-turbo': { input: 10, output: 30 },
  'gpt-4': { input: 30, output: 60 },
  'gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'gemini-2.0-flash-exp': { input: 0.1, output: 0.4 },
  'gemini-pro': { input: 0.5, output: 1.5 },
  'gemini-pro-vision': { input: 0.5, output: 1.5 },
  'deepseek-chat': { input: 0.28, output: 0.42 },
  'deepseek-coder': { input: 0.28, output: 0.42 },
  'qwen-max': { input: 1.6, output: 6.4 },
  'qwen-plus': { input: 0.4, output: 1.2 },
  'qwen-turbo': { input: 0.05, output: 0.2 },
  'cvforge-local': { input: 0, output: 0 },
};

export function isPriced(model: string): boolean {
  return model in PRICES_PER_MILLION;
}

/** Cost of one call in US cents, kept to 1/10000 of a cent (a small model's call costs ~0.1 cent). */
export function costCents(model: string, inputTokens: number, outputTokens: number): number {
  const price = PRICES_PER_MILLION[model];
  if (!price) return 0;
  const dollars = (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
  return Math.round(dollars * 100 * 10_000) / 10_000;
}
