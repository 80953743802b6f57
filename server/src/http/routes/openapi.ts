import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi/build-openapi';
import { renderDocsPage } from '../openapi/render-docs';
import { collectRoutes } from '../openapi/route-registry';

/**
 * GET /api/openapi.json and GET /api/docs. Registered before every other route module, so its
 * onRoute hook sees them all; the document is built once, on first request, when all are in.
 */
export function openApiRoutes(app: FastifyInstance): void {
  const routes = collectRoutes(app);
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  const getDocument = () => (document ??= buildOpenApiDocument(routes));

  app.get('/api/openapi.json', async () => getDocument());

  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(getDocument());
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
