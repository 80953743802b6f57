/** The one error type of the server (CONVENTIONS 4): a code from the table below and a message a person can act on. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
    /** Seconds, sent as Retry-After with TOO_MANY_REQUESTS. */
    public readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** A refusal with a reason (bad input, missing row): a job that meets one fails at once, no retry. */
  get isPermanent(): boolean {
    return true;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
