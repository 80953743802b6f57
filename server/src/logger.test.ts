import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './logger';

function capture(isTty: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY: isTty },
  );
  return { stream, text: () => chunks.join('') };
}

describe('log format', () => {
  it('auto is pretty at a terminal and JSON otherwise; pretty and json are forced', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('a terminal reads a plain line with the level and the message, secrets still redacted', () => {
    const out = capture(true);
    const logger = createLogger('info', { format: 'auto', destination: out.stream });
    logger.info({ user: { password: 'hunter2-secret' } }, 'CVForge is serving on http://127.0.0.1:5000');
    const line = out.text();
    expect(line).toContain('INFO');
    expect(line).toContain('CVForge is serving on http://127.0.0.1:5000');
    expect(line).not.toContain('hunter2-secret');
    expect(() => JSON.parse(line)).toThrow();
  });

  it('a pipe gets one JSON object a line', () => {
    const out = capture(false);
    const logger = createLogger('info', { format: 'auto', destination: out.stream });
    logger.info({ jobId: 'j1' }, 'processing job completed');
    const record = JSON.parse(out.text().trim());
    expect(record).toMatchObject({ level: 30, msg: 'processing job completed', jobId: 'j1' });
  });
});
