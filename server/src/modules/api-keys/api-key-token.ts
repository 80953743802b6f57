import crypto from 'node:crypto';

export const API_KEY_PREFIX = 'cvf_';
/** 32 random bytes in base64url: 43 characters. */
const KEY_BODY = /^[A-Za-z0-9_-]{43}$/;
/** How much of a key the list shows, so a user can tell keys apart: 'cvf_' and 8 more characters. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

export function generateApiKey(): { key: string; hash: string; prefix: string } {
  const key = API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
  return { key, hash: hashApiKey(key), prefix: key.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** Keys are stored as SHA-256: they are 256-bit random, so a fast hash is enough (no dictionary to guess from). */
export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** Whether a string has the shape of one of our keys, checked before any database lookup. */
export function isWellFormedApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && KEY_BODY.test(value.slice(API_KEY_PREFIX.length));
}
