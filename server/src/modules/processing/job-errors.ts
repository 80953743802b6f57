import { storableErrorMessage } from '../../db/storable';

/** A job failure that no retry can fix (bad input, a deleted CV or template): fail at once, with this message. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

// Errors of these kinds already carry a message a person can act on and will not change on a retry.
const PERMANENT_NAMES = new Set(['PermanentJobError', 'AppError', 'TemplateError', 'DocumentError', 'AiError', 'EmailError', 'ZodError']);

export function isPermanentError(error: unknown): boolean {
  return error instanceof Error && PERMANENT_NAMES.has(error.name);
}

/** What the job card shows under Error Details: cleaned, since it may quote a document, an AI answer or a remote server. */
export function jobErrorMessage(error: unknown): string {
  if (isPermanentError(error)) return storableErrorMessage(error);
  return `Processing failed after several attempts: ${storableErrorMessage(error)}`;
}
