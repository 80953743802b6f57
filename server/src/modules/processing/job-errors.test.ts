import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiError } from '../../ai/call-model';
import { DocumentError } from '../../documents/document-error';
import { EmailError } from '../../email/errors';
import { AppError } from '../../errors';
import { TemplateError } from '../../rendering/template-error';
import { PermanentJobError, isPermanentError, jobErrorMessage } from './job-errors';

describe('job errors, classified by what they are', () => {
  it('fails a job at once on an error that says a retry cannot help', () => {
    const zodError = z.object({ a: z.string() }).safeParse({}).error;
    for (const error of [
      new PermanentJobError('The CV was deleted before it could be processed.'),
      new AppError('NOT_FOUND', 'Template not found'),
      new TemplateError('The template has no placeholders'),
      new AiError('The AI provider returned an error: 401 Incorrect API key provided', 'http', 401),
      new AiError('The AI provider returned an answer that does not match the expected format', 'invalid-response'),
      new DocumentError('This file is not a CV we can read'),
      new EmailError('550 5.1.1 Mailbox unavailable', true),
      zodError,
    ]) {
      expect(isPermanentError(error), String(error)).toBe(true);
    }
    expect(jobErrorMessage(new TemplateError('The template has no placeholders'))).toBe('The template has no placeholders');
  });

  it('reads the classification from each error class itself, not from a list of names', () => {
    for (const error of [
      new AppError('NOT_FOUND', 'Template not found'),
      new DocumentError('This file is not a CV we can read'),
      new TemplateError('The template has no placeholders'),
      new AiError('The AI provider returned an error: 400 Bad request', 'http', 400),
      new PermanentJobError('The account of this job no longer exists.'),
      new EmailError('550 5.1.1 Mailbox unavailable', true),
    ]) {
      expect(error.isPermanent, error.name).toBe(true);
    }
    expect(new EmailError('421 4.3.2 Service busy, try again later', false).isPermanent).toBe(false);
    // Any error that says it is permanent is taken at its word; one that does not say is retried.
    expect(isPermanentError(Object.assign(new Error('a new kind of refusal'), { isPermanent: true }))).toBe(true);
    expect(isPermanentError(Object.assign(new Error('a new kind of outage'), { isPermanent: false }))).toBe(false);
  });

  it('leaves an AI provider’s outage to the queue’s retries, as a transient SMTP failure', () => {
    for (const error of [
      new AiError('The AI provider timed out after 3 attempts', 'timeout'),
      new AiError('The AI provider could not be reached after 3 attempts: ECONNREFUSED', 'network'),
      new AiError('The AI provider returned an error after 3 attempts: 500 Internal error', 'http', 500),
      new AiError('The AI provider returned an error after 3 attempts: 429 Rate limit reached', 'http', 429),
    ]) {
      expect(isPermanentError(error), error.message).toBe(false);
    }
    expect(jobErrorMessage(new AiError('The AI provider timed out after 3 attempts', 'timeout'))).toBe('Processing failed after several attempts: The AI provider timed out after 3 attempts');
  });

  it('leaves a transient failure to the queue’s retries', () => {
    for (const error of [new Error('connect ECONNREFUSED 127.0.0.1:5432'), new EmailError('421 4.3.2 Service busy, try again later', false), 'a string']) {
      expect(isPermanentError(error), String(error)).toBe(false);
    }
    expect(jobErrorMessage(new Error('disk full'))).toBe('Processing failed after several attempts: disk full');
  });
});
