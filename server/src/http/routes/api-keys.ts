import type { FastifyInstance } from 'fastify';
import { apiKeyIdParamsSchema, createApiKeyRequestSchema } from '@common/contracts/billing';
import type { AppContext } from '../../context';
import { createApiKey } from '../../modules/api-keys/create-api-key';
import { listApiKeys } from '../../modules/api-keys/list-api-keys';
import { presentApiKey } from '../../modules/api-keys/present-api-key';
import { revokeApiKey } from '../../modules/api-keys/revoke-api-key';
import { logActivity } from '../activity';
import { currentUser, requireUser } from '../guards';
import type { ZodTypeProvider } from '../zod';

/** Enterprise API keys: create (the key shown once), list, revoke. Never reachable with a key (http/api-key-scope.ts). */
export function apiKeyRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/api-keys', { preHandler: requireUser, schema: { body: createApiKeyRequestSchema } }, async (request, reply) => {
    const { row, key } = await createApiKey(ctx, { actor: currentUser(request), ...request.body });
    await logActivity(ctx, request, { action: 'create_api_key', resourceType: 'api_key', resourceId: row.id, resource: row.name, details: { prefix: row.prefix } });
    return reply.status(201).send({ ...presentApiKey(row), key });
  });

  app.get('/api/api-keys', { preHandler: requireUser }, async (request) => (await listApiKeys(ctx, { actor: currentUser(request) })).map(presentApiKey));

  app.delete('/api/api-keys/:id', { preHandler: requireUser, schema: { params: apiKeyIdParamsSchema } }, async (request) => {
    const row = await revokeApiKey(ctx, { actor: currentUser(request), keyId: request.params.id });
    await logActivity(ctx, request, { action: 'revoke_api_key', resourceType: 'api_key', resourceId: row.id, resource: row.name, details: { prefix: row.prefix } });
    return { message: 'API key revoked', apiKey: presentApiKey(row) };
  });
}
