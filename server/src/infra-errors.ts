/**
 * Failures of what the server stands on (the database, the disk), recognised whatever wraps them, so
 * that a person is told to try again later instead of seeing an error id.
 */

export const DATABASE_UNAVAILABLE = 'The database is unavailable; please try again shortly.';
export const OUT_OF_STORAGE = 'The server is out of storage space; the upload was not saved.';

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, class 08 connection exceptions.
const PG_UNAVAILABLE = /^(57P0[123]|08...)$/;
const CONNECTION_MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)|database is unavailable/i;

/** The error and every `cause` under it (drizzle wraps driver errors in DrizzleQueryError). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether an error means the database cannot be reached right now (not a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || PG_UNAVAILABLE.test(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Whether an error means the disk is full (or the user's quota on it is). */
export function isOutOfStorage(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
  return false;
}
