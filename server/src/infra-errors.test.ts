import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isOutOfStorage } from './infra-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or lost connection, also when wrapped', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('57P01', 'terminating connection due to administrator command') }))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
  });

  it('leaves ordinary query errors alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('isOutOfStorage', () => {
  it('recognises a full disk, also when wrapped', () => {
    expect(isOutOfStorage(withCode('ENOSPC'))).toBe(true);
    expect(isOutOfStorage(new Error('copy failed', { cause: withCode('ENOSPC') }))).toBe(true);
    expect(isOutOfStorage(withCode('EACCES'))).toBe(false);
  });
});
