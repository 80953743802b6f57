import type { AiEndpoint } from '@common/contracts/ai';
import { aiCalls } from '../db/schema';
import { storableText } from '../db/storable';
import type { AiContext } from './settings';

export type AiOutcome = 'success' | 'error' | 'timeout' | 'invalid-response';

export interface AiCallRecord {
  userId: string | null;
  jobId?: string | null;
  provider: string;
  model: string;
  endpoint: AiEndpoint;
  inputTokens: number;
  outputTokens: number;
  costCents: number;
  /** From the first request to the final answer, waits between attempts included. */
  responseTimeMs: number;
  outcome: AiOutcome;
  errorMessage?: string | null;
}

/**
 * One ai_calls row per use of a model (the admin dashboard's usage figures read them). Failing to
 * write it never fails the job: it is logged instead.
 */
export async function recordAiCall(ctx: AiContext, record: AiCallRecord): Promise<void> {
  try {
    await ctx.database.db.insert(aiCalls).values({
      userId: record.userId,
      jobId: record.jobId ?? null,
      provider: record.provider,
      model: record.model,
      endpoint: record.endpoint,
      inputTokens: record.inputTokens,
      outputTokens: record.outputTokens,
      costCents: record.costCents,
      responseTimeMs: Math.round(record.responseTimeMs),
      outcome: record.outcome,
      errorMessage: storableText(record.errorMessage ?? null),
    });
  } catch (error) {
    ctx.logger.error({ err: error, provider: record.provider, endpoint: record.endpoint }, 'could not record an AI call');
  }
}
