import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls sent by another site. Browsers send Origin on every cross-origin
 * POST/PUT/DELETE, so a foreign Origin (or Sec-Fetch-Site: cross-site) is refused; calls with no
 * Origin at all come from non-browser clients, which carry no ambient cookies of a victim.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { publicUrl?: string }): void {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (!origin) {
      if (fetchSite === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site request refused');
      return;
    }
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('FORBIDDEN', 'Cross-site request refused: invalid Origin header');
    }
    if (origin === publicOrigin || host === request.headers.host) return;
    throw new AppError('FORBIDDEN', 'Cross-site request refused');
  });
}
