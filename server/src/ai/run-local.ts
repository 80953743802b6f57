import type { AiEndpoint } from '@common/contracts/ai';
import { recordAiCall } from './accounting';
import type { AiContext } from './settings';

export const LOCAL_PROVIDER = 'local';
export const LOCAL_MODEL = 'cvforge-local';

/** Runs the local provider's work and records it like any AI call (cost 0). */
export async function runLocal<T>(ctx: AiContext, endpoint: AiEndpoint, ids: { userId: string | null; jobId?: string | null }, work: () => T): Promise<T> {
  const started = performance.now();
  const result = work();
  await recordAiCall(ctx, {
    userId: ids.userId,
    jobId: ids.jobId,
    provider: LOCAL_PROVIDER,
    model: LOCAL_MODEL,
    endpoint,
    inputTokens: 0,
    outputTokens: 0,
    costCents: 0,
    responseTimeMs: performance.now() - started,
    outcome: 'success',
  });
  return result;
}
