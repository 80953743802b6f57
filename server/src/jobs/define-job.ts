import type { z } from 'zod';

/**
 * A job: a name, a payload schema, and where it is defined, its retry policy (CONVENTIONS 6).
 * Handlers live beside the definitions and call domain functions.
 */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  /** Attempts after the first; transient failures are retried with exponential backoff. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** A job running longer than this is considered cut off and is retried. */
  expireInSeconds: number;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export type JobPayload<D> = D extends JobDefinition<infer S> ? z.output<S> : never;
