import { ZodError } from 'zod';
import { storableErrorMessage } from '../../db/storable';

/**
 * What an error says about itself to a job: `isPermanent` when running the job again cannot change
 * the outcome (its message is one a person can act on). An error without it is transient (storage,
 * database, a crash) and the queue retries the job.
 */
export interface ClassifiedError {
  readonly isPermanent: boolean;
}

/** A job failure that no retry can fix (bad input, a deleted CV or template): fail at once, with this message. */
export class PermanentJobError extends Error implements ClassifiedError {
  readonly isPermanent = true;

  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/**
 * Classified by the error itself: AppError, DocumentError, TemplateError, AiError, EmailError and
 * PermanentJobError each say `isPermanent`. The one exception is zod's error, a library class that
 * cannot carry our property: data that does not fit its schema fails the same way every time.
 */
export function isPermanentError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ZodError) return true;
  return (error as Partial<ClassifiedError>).isPermanent === true;
}

/** What the job card shows under Error Details: cleaned, since it may quote a document, an AI answer or a remote server. */
export function jobErrorMessage(error: unknown): string {
  if (isPermanentError(error)) return storableErrorMessage(error);
  return `Processing failed after several attempts: ${storableErrorMessage(error)}`;
}
