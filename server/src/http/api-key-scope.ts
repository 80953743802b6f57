import { AppError } from '../errors';

/**
 * Where an API key may authenticate (issue 8): the CV, template, processing and file endpoints, with
 * its owner's permissions. Never anything admin, and never the account, billing or key-management
 * routes: a leaked key must not be able to mint more keys, change the plan or read the account.
 * Matched on the route pattern Fastify found, so `/api/templates/:id/preview` is covered by its prefix.
 */
const API_KEY_ROUTE_PREFIXES = [
  '/api/upload-cvs',
  '/api/uploaded-cvs',
  '/api/templates',
  '/api/process-selected-cvs',
  '/api/processing-jobs',
  '/api/processed-files',
] as const;

/** Public documents: a client that sends its key everywhere still reads them. */
const PUBLIC_ROUTES = new Set(['/api/openapi.json', '/api/docs', '/api/healthz', '/api/privacy']);

export const API_KEY_ADMIN_REFUSED = 'API keys cannot be used on admin endpoints.';
export const API_KEY_ROUTE_REFUSED = 'API keys cannot be used on this endpoint: they work on the CV, template, processing and file endpoints.';

function matchesPrefix(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`);
}

export function isApiKeyRoute(routeUrl: string): boolean {
  return PUBLIC_ROUTES.has(routeUrl) || API_KEY_ROUTE_PREFIXES.some((prefix) => matchesPrefix(routeUrl, prefix));
}

/** 403 unless a key-authenticated request may use this route; every /api/admin route is refused by name. */
export function assertApiKeyRoute(routeUrl: string | undefined): void {
  // No route: Fastify answers 404 by itself.
  if (!routeUrl) return;
  if (matchesPrefix(routeUrl, '/api/admin')) throw new AppError('FORBIDDEN', API_KEY_ADMIN_REFUSED);
  if (!isApiKeyRoute(routeUrl)) throw new AppError('FORBIDDEN', API_KEY_ROUTE_REFUSED);
}
