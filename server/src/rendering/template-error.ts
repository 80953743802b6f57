/**
 * The one error the rendering library throws for a bad template or a failed conversion. The message
 * is written for the person who uploaded the file: it names the problem and where it is, so the HTTP
 * layer can show it as is (a client error, not a 500).
 */
export class TemplateError extends Error {
  readonly code = 'TEMPLATE_INVALID';
  /** A template that cannot be filled stays so on a retry: the job fails at once with this message. */
  readonly isPermanent = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TemplateError';
  }
}
