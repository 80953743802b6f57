/** A file we refuse or cannot read; `message` is shown to the recruiter as is, so it never carries internals. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  /** A file we cannot read stays unreadable: a job that meets one fails at once with this message. */
  readonly isPermanent = true;

  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}
