import pino, { type Logger } from 'pino';

/** One pino logger for the process; secrets are redacted wherever they appear in logged objects. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
