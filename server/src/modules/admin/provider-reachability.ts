import { AI_PROVIDERS, type AiProviderId } from '@common/contracts/ai';
import type { HealthStatus } from '@common/contracts/admin';
import { DASHSCOPE_BASE_URL } from '../../ai/providers';
import { hasUsableCredentials, readAiSettings, type AiContext } from '../../ai/settings';

/** Where each provider's API answers when no base URL was set on the admin panel. */
export const DEFAULT_PROVIDER_BASE_URLS: Record<Exclude<AiProviderId, 'local'>, string> = {
  anthropic: 'https://api.anthropic.com/v1',
  openai: 'https://api.openai.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  deepseek: 'https://api.deepseek.com/v1',
  qwen: DASHSCOPE_BASE_URL,
};

const TIMEOUT_MS = 3_000;
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; status: HealthStatus }>();

/**
 * Each AI provider as the System tab shows it: local is always healthy; a provider with no key (and no
 * base URL) is 'unknown'; otherwise its base URL is asked once a minute, without a key (no tokens, no
 * cost): any HTTP answer — even 401 or 404 — means it is reachable, a timeout or refused connection is
 * an error.
 */
export async function providerHealth(ctx: AiContext): Promise<Array<{ provider: AiProviderId; status: HealthStatus }>> {
  const stored = await readAiSettings(ctx);
  return Promise.all(
    AI_PROVIDERS.map(async ({ id }) => {
      if (id === 'local') return { provider: id, status: 'healthy' as const };
      if (!hasUsableCredentials(ctx, stored, id)) return { provider: id, status: 'unknown' as const };
      const url = stored.providers[id]?.baseUrl || DEFAULT_PROVIDER_BASE_URLS[id];
      return { provider: id, status: await reachability(url) };
    }),
  );
}

async function reachability(url: string): Promise<HealthStatus> {
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.status;
  let status: HealthStatus;
  try {
    const response = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel().catch(() => undefined);
    status = 'healthy';
  } catch {
    status = 'error';
  }
  cache.set(url, { at: Date.now(), status });
  return status;
}
