import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'pretty' | 'json';

/**
 * LOG_FORMAT=auto: readable lines for a person at a terminal, JSON lines for everything else
 * (a pipe, a file, a log collector), so `npm start` reads well and production logs stay parseable.
 */
export function resolveLogFormat(format: LogFormat, isTty: boolean): 'pretty' | 'json' {
  if (format === 'auto') return isTty ? 'pretty' : 'json';
  return format;
}

interface LoggerOptions {
  format?: LogFormat;
  /** Where lines go; stdout unless a test passes its own stream. */
  destination?: Writable & { isTTY?: boolean };
}

/** One pino logger for the process; secrets are redacted wherever they appear in logged objects. */
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const destination = options.destination ?? process.stdout;
  const settings = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.apiKey',
        '*.smtp_password',
        '*.currentPassword',
        '*.newPassword',
      ],
      censor: '[redacted]',
    },
  };
  if (resolveLogFormat(options.format ?? 'json', destination.isTTY === true) === 'json') {
    return options.destination ? pino(settings, options.destination) : pino(settings);
  }
  // pino-pretty as a synchronous stream in this thread (not a transport worker): the last lines
  // before an exit, a crash included, are never lost.
  return pino(
    settings,
    pretty({
      destination,
      sync: true,
      colorize: destination.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  );
}
