import { ApiError } from './api-client';

const API_ERROR_MESSAGE = /^(\d{3}): ([\s\S]*)$/;

/** True for a 401 from the API (docs/PRODUCT.md §7: an error whose message starts with 401). */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: /.test(error.message);
}

/**
 * The message the server gave, or undefined when there is none worth showing: the API answers
 * errors as JSON { message }, so "401: {"message":"Invalid credentials"}" reads "Invalid credentials".
 * Network failures and HTML error pages (a proxy's) yield undefined so callers use their fallback.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = API_ERROR_MESSAGE.exec(error.message);
  if (!match) return undefined;
  const body = match[2].trim();
  if (!body) return undefined;
  if (body.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const message = (parsed as { message: unknown }).message;
        return typeof message === 'string' && message.trim() ? message.trim() : undefined;
      }
      return undefined;
    } catch {
      return body;
    }
  }
  if (body.startsWith('<')) return undefined;
  return body;
}

/** A readable message for any error: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** True for a 402 from the API: the account has no credits left for what was asked. */
export function isOutOfCreditsError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 402;
  return error instanceof Error && /^402: /.test(error.message);
}
