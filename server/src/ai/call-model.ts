import { APICallError, generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import type { AiEndpoint } from '@common/contracts/ai';
import { recordAiCall, type AiOutcome } from './accounting';
import { costCents, isPriced } from './prices';
import { languageModel, type RemoteProviderId } from './providers';
import type { AiContext } from './settings';

// The SDK would print its warnings (e.g. "schema injected into the prompt") on the console; they are
// logged at debug level with the call instead.
globalThis.AI_SDK_LOG_WARNINGS = false;

export const MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 500;
/** A Retry-After longer than this is not waited for: the call fails at once instead of holding a worker. */
const MAX_RETRY_AFTER_MS = 30_000;
const MAX_OUTPUT_TOKENS = 8_000;

export type AiErrorKind = 'timeout' | 'http' | 'network' | 'invalid-response';

/** A model call that did not produce a usable answer; its message is fit for the job's errorMessage. */
export class AiError extends Error {
  constructor(
    message: string,
    public readonly kind: AiErrorKind,
    public readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }

  /**
   * A refusal (a bad key, a request the provider rejects, an answer not in the expected shape) fails the
   * job at once: asking again gets the same answer. An outage (a timeout, no connection, 408, 429 or a
   * 5xx after the call's own attempts) is left to the queue's retries, seconds later, as a transient SMTP
   * failure is.
   */
  get isPermanent(): boolean {
    if (this.kind === 'timeout' || this.kind === 'network') return false;
    if (this.kind === 'http') return !(this.status === undefined || this.status === 408 || this.status === 429 || this.status >= 500);
    return true;
  }
}

export interface ModelTarget {
  provider: RemoteProviderId;
  model: string;
  apiKey: string | null;
  baseUrl: string | null;
}

export interface ModelCall<T> {
  endpoint: AiEndpoint;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  userId: string | null;
  jobId?: string | null;
  /** Aborts the call (a cancelled job). */
  signal?: AbortSignal;
}

export interface ModelAnswer<T> {
  output: T;
  provider: RemoteProviderId;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costCents: number;
}

const unpricedWarned = new Set<string>();

/** Seconds or an HTTP date → milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function scrub(message: string, secret: string | null): string {
  let text = message.replace(/\s+/g, ' ').trim();
  if (secret) text = text.split(secret).join('[redacted]');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * Asks a remote model for structured output matching `schema`: a timeout per attempt (AI_TIMEOUT_MS),
 * up to 3 attempts on timeouts, network errors, 429 and 5xx (backoff, Retry-After honoured), one
 * ai_calls row whatever the outcome. Throws AiError when no usable answer came.
 */
export async function callModel<T>(ctx: AiContext, target: ModelTarget, call: ModelCall<T>): Promise<ModelAnswer<T>> {
  const { provider, model } = target;
  const log = ctx.logger.child({ aiProvider: provider, aiModel: model, aiEndpoint: call.endpoint, jobId: call.jobId ?? undefined });
  if (!isPriced(model) && !unpricedWarned.has(model)) {
    unpricedWarned.add(model);
    log.warn('No price is known for this model: its calls are recorded at cost 0');
  }
  const started = performance.now();
  let inputTokens = 0;
  let outputTokens = 0;
  const finish = async (outcome: AiOutcome, errorMessage?: string) => {
    const cost = costCents(model, inputTokens, outputTokens);
    await recordAiCall(ctx, {
      userId: call.userId,
      jobId: call.jobId,
      provider,
      model,
      endpoint: call.endpoint,
      inputTokens,
      outputTokens,
      costCents: cost,
      responseTimeMs: performance.now() - started,
      outcome,
      errorMessage,
    });
    return cost;
  };

  let lastFailure: { kind: 'timeout' | 'http' | 'network'; status?: number; message: string } | null = null;
  let attempt = 0;
  while (attempt < MAX_ATTEMPTS) {
    attempt += 1;
    const timeout = AbortSignal.timeout(ctx.config.AI_TIMEOUT_MS);
    const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
    let waitMs = BACKOFF_BASE_MS * 2 ** (attempt - 1);
    try {
      const result = await generateText({
        model: languageModel(provider, model, target.apiKey, target.baseUrl),
        system: call.system,
        prompt: call.prompt,
        output: Output.object({ schema: call.schema }),
        maxRetries: 0,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        abortSignal: signal,
      });
      inputTokens += result.totalUsage.inputTokens ?? 0;
      outputTokens += result.totalUsage.outputTokens ?? 0;
      if (result.warnings?.length) log.debug({ warnings: result.warnings }, 'AI provider warnings');
      const cost = await finish('success');
      log.info({ attempt, inputTokens, outputTokens, costCents: cost }, 'AI call succeeded');
      return { output: result.output as T, provider, model, inputTokens, outputTokens, costCents: cost };
    } catch (error) {
      if (call.signal?.aborted) {
        await finish('error', 'Cancelled');
        throw new AiError('The AI request was cancelled', 'network');
      }
      if (NoObjectGeneratedError.isInstance(error)) {
        // The provider answered (and billed) but not with JSON of the expected shape: not retried.
        inputTokens += error.usage?.inputTokens ?? 0;
        outputTokens += error.usage?.outputTokens ?? 0;
        const message = 'The AI provider returned an answer that does not match the expected format';
        await finish('invalid-response', scrub(`${message}: ${error.cause instanceof Error ? error.cause.message : error.message}`, target.apiKey));
        log.warn({ attempt }, message);
        throw new AiError(message, 'invalid-response');
      }
      if (timeout.aborted) {
        lastFailure = { kind: 'timeout', message: `timed out after ${ctx.config.AI_TIMEOUT_MS} ms` };
      } else if (APICallError.isInstance(error) && error.statusCode !== undefined) {
        const status = error.statusCode;
        lastFailure = { kind: 'http', status, message: scrub(error.message, target.apiKey) };
        if (status !== 429 && status < 500) {
          // 400, 401, 403, 404: asking again gives the same answer.
          await finish('error', `${status} ${lastFailure.message}`);
          log.warn({ attempt, status }, 'AI provider refused the request');
          throw new AiError(`The AI provider returned an error: ${status} ${lastFailure.message}`, 'http', status);
        }
        const retryAfter = parseRetryAfter(error.responseHeaders?.['retry-after']);
        if (retryAfter !== null) {
          if (retryAfter > MAX_RETRY_AFTER_MS) {
            log.warn({ attempt, status, retryAfterMs: retryAfter }, 'AI provider asks to wait longer than we hold a job; giving up');
            break;
          }
          waitMs = Math.max(retryAfter, 0);
        }
      } else {
        const message = error instanceof Error ? error.message : String(error);
        lastFailure = { kind: 'network', message: scrub(message, target.apiKey) };
      }
      log.warn({ attempt, kind: lastFailure.kind, status: lastFailure.status }, 'AI call attempt failed');
      if (attempt < MAX_ATTEMPTS) await sleep(waitMs, call.signal);
    }
  }

  const attempts = `${attempt} attempt${attempt === 1 ? '' : 's'}`;
  const failure = lastFailure!;
  if (failure.kind === 'timeout') {
    await finish('timeout', `timed out after ${attempts}`);
    throw new AiError(`The AI provider timed out after ${attempts}`, 'timeout');
  }
  if (failure.kind === 'http') {
    await finish('error', `${failure.status} ${failure.message}`);
    throw new AiError(`The AI provider returned an error after ${attempts}: ${failure.status} ${failure.message}`, 'http', failure.status);
  }
  await finish('error', failure.message);
  throw new AiError(`The AI provider could not be reached after ${attempts}: ${failure.message}`, 'network');
}
