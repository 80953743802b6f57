import { cleanDeep, cleanText } from '../documents/clean-text';

/**
 * The guard in front of every database write of text we did not type ourselves: a document's text
 * and extracted data, an AI answer, a remote server's or a library's error message, a file name.
 * PostgreSQL refuses U+0000 in text and jsonb, so one such character in a CV used to fail the write,
 * then the write of the error message about it (docs/decisions/050-untrusted-text-and-job-parking.md).
 */
export function storableText<T extends string | null | undefined>(value: T): T {
  return (typeof value === 'string' ? cleanText(value) : value) as T;
}

/** storableText for every string (keys included) of a value written to a jsonb column. */
export function storableJson<T>(value: T): T {
  return cleanDeep(value);
}

/** An error's message fit for storing and for the queue's own failure record, at most `max` characters. */
export function storableErrorMessage(error: unknown, max = 2000): string {
  const message = error instanceof Error ? error.message : String(error);
  const clean = cleanText(message);
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
