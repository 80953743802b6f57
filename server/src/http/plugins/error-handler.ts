import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { DATABASE_UNAVAILABLE, OUT_OF_STORAGE, isDatabaseUnavailable, isOutOfStorage } from '../../infra-errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

export const BROKEN_UPLOAD = 'The upload was interrupted or malformed; please send the files again.';

/** busboy's errors for a multipart body that ends early or breaks its own format: the client's fault, not ours. */
function isBrokenMultipart(error: Error): boolean {
  return /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header|.+ terminated early due to unexpected end of multipart data)$/.test(error.message);
}

/**
 * Turns every error into { message }: AppErrors with their status, request problems as 400, anything
 * else as a 500 with an id that is logged with the stack (the client never sees a stack).
 */
export function registerErrorHandler(app: FastifyInstance, options: { bodyLimitBytes: number }): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Refused before its body was read (an upload cut short by a full disk, a rejected stream): the rest
    // of the body would stall the kept-alive connection for the client's next request, so close it.
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.status(error.status).send({ message: error.message, code: error.code, details: error.details });
    }
    if (error.validation || (error as { isZod?: boolean }).isZod) {
      return reply.status(400).send({ message: error.message, code: 'BAD_REQUEST' });
    }
    if (isBrokenMultipart(error)) {
      return reply.status(400).send({ message: BROKEN_UPLOAD, code: 'BAD_REQUEST' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = Math.round(options.bodyLimitBytes / 1024);
      return reply.status(400).send({ message: `Request body is too large (limit ${limit} KB)`, code: 'BAD_REQUEST' });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ message: known ?? error.message, code: 'BAD_REQUEST' });
    }
    if (isOutOfStorage(error)) {
      request.log.error({ err: error }, 'out of storage space');
      return reply.status(507).send({ message: OUT_OF_STORAGE, code: 'INSUFFICIENT_STORAGE' });
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing for the person to fix: the pool reconnects by itself once the database answers again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    }
    const errorId = crypto.randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ message: `Something went wrong on our side (error id ${errorId}).`, code: 'INTERNAL' });
  });

}
