import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteDoc } from './route-docs';

/** A route as the app registered it: what the OpenAPI document is built from. */
export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern: '/api/templates/:id'. */
  url: string;
  schema: { body?: z.ZodType; params?: z.ZodType; querystring?: z.ZodType };
  preHandlers: unknown[];
  /** A route may document itself: `config: { openapi: { summary, response } }` (else ROUTE_DOCS has it). */
  doc?: RouteDoc;
}

/**
 * Collects every route registered after this call (an onRoute hook on the root instance is inherited
 * by the plugins registered later), so the document cannot miss a route or list one that isn't there.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const schema = (options.schema ?? {}) as RegisteredRoute['schema'];
    const preHandler = options.preHandler;
    const preHandlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET: not a route of its own in the document.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const doc = (options.config as { openapi?: RouteDoc } | undefined)?.openapi;
      routes.push({ method, url: options.url, schema: { body: schema.body, params: schema.params, querystring: schema.querystring }, preHandlers, doc });
    }
  });
  return routes;
}
