import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, isOutOfCreditsError, isUnauthorizedError, serverMessage } from './errors';

describe('isUnauthorizedError', () => {
  it('recognises a 401 by its message or status', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
  });

  it('rejects other errors', () => {
    expect(isUnauthorizedError(new Error('403: {"message":"Forbidden"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('4010: nope'))).toBe(false);
    expect(isUnauthorizedError('401: a string')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});

describe('serverMessage', () => {
  it('reads { message } from a JSON body', () => {
    expect(serverMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe('Invalid email or password');
  });

  it('returns a plain-text body as it is', () => {
    expect(serverMessage(new Error('500: Something broke'))).toBe('Something broke');
  });

  it('gives nothing for JSON without a message, HTML pages and network failures', () => {
    expect(serverMessage(new Error('400: {"error":"x"}'))).toBeUndefined();
    expect(serverMessage(new Error('502: <html><body>Bad gateway</body></html>'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });

  it('keeps a body that only looks like JSON', () => {
    expect(serverMessage(new Error('400: {not json'))).toBe('{not json');
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new Error('409: {"message":"Email already registered"}'), 'Failed to create account')).toBe(
      'Email already registered',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to create account')).toBe('Failed to create account');
  });
});

describe('isOutOfCreditsError', () => {
  it('is true for a 402 only', () => {
    expect(isOutOfCreditsError(new ApiError(402, 'Payment Required', '{"message":"Not enough credits: 1 needed, 0 remaining."}'))).toBe(true);
    expect(isOutOfCreditsError(new Error('402: Payment Required'))).toBe(true);
    expect(isOutOfCreditsError(new ApiError(400, 'Bad Request', ''))).toBe(false);
    expect(isOutOfCreditsError('402')).toBe(false);
  });
});
