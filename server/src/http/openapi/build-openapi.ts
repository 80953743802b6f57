import { APP_VERSION, PRODUCT_NAME } from '@common/limits';
import { z } from 'zod';
import { isApiKeyRoute } from '../api-key-scope';
import { requireAdminAccess, requireBuiltInAdmin, requireUser, requireUserManager } from '../guards';
import { SESSION_COOKIE } from '../plugins/session';
import { ROUTE_DOCS } from './route-docs';
import type { RegisteredRoute } from './route-registry';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  summary: string;
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access': string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

const GUARDS = new Map<unknown, string>([
  [requireUser, 'Signed-in users'],
  [requireAdminAccess, 'Managers and admins'],
  [requireUserManager, 'Admins'],
  [requireBuiltInAdmin, 'The built-in administrator'],
]);

const ERROR_BODY = { $ref: '#/components/schemas/Error' };

/** zod 4's own converter; what JSON Schema cannot say (a transform) becomes an open schema rather than failing. */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** '/api/templates/:id/preview' → '/api/templates/{id}/preview' */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, place: 'path' | 'query'): NonNullable<OpenApiOperation['parameters']> {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

function tagOf(url: string): string {
  if (url.startsWith('/api/admin')) return 'Admin';
  if (/^\/api\/(upload-cvs|uploaded-cvs)/.test(url)) return 'CVs';
  if (url.startsWith('/api/templates')) return 'Templates';
  if (/^\/api\/(process-selected-cvs|processing-jobs|processed-files|dashboard)/.test(url)) return 'Processing';
  if (/^\/api\/(subscription|settings\/custom-prompts)/.test(url)) return 'Billing';
  if (url.startsWith('/api/settings')) return 'Settings';
  if (url.startsWith('/api/api-keys')) return 'API keys';
  if (/^\/api\/(register|login|logout|user)/.test(url)) return 'Account';
  if (url.startsWith('/api/cv-analytics')) return 'Analytics';
  return 'Service';
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `By${part.slice(1, 2).toUpperCase()}${part.slice(2)}` : part.charAt(0).toUpperCase() + part.slice(1)));
  return method.toLowerCase() + words.join('');
}

/** Builds the OpenAPI 3.1 document from the routes the app registered, their zod schemas and ROUTE_DOCS. */
export function buildOpenApiDocument(routes: RegisteredRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const apiRoutes = routes.filter((route) => route.url.startsWith('/api/')).sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of apiRoutes) {
    const doc = route.doc ?? ROUTE_DOCS[`${route.method} ${route.url}`];
    const guard = route.preHandlers.map((handler) => GUARDS.get(handler)).find(Boolean);
    const canUseKey = Boolean(guard) && isApiKeyRoute(route.url);
    const operation: OpenApiOperation = {
      summary: doc?.summary ?? `${route.method} ${route.url}`,
      operationId: operationId(route.method, route.url),
      tags: [tagOf(route.url)],
      responses: {},
      'x-access': guard ? `${guard}${canUseKey ? ' (session cookie or API key)' : ' (session cookie only)'}` : 'Public',
    };
    const params = [...parameters(route.schema.params, 'path'), ...parameters(route.schema.querystring, 'query')];
    // A path parameter the route declares without a schema is still a parameter.
    for (const match of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
      if (!params.some((p) => p.in === 'path' && p.name === match[1])) params.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    if (params.length) operation.parameters = params;
    if (route.schema.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(route.schema.body, 'input') } } };
    } else if (doc?.multipart) {
      const properties: Record<string, JsonSchema> = {};
      for (const [name, field] of Object.entries(doc.multipart)) {
        const one: JsonSchema = field.isFile ? { type: 'string', contentMediaType: 'application/octet-stream', description: field.description } : { type: 'string', description: field.description };
        properties[name] = field.isRepeated ? { type: 'array', items: one, description: field.description } : one;
      }
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties, required: Object.keys(properties) } } } };
    }
    const status = String(doc?.status ?? 200);
    if (doc?.response) operation.responses[status] = { description: 'Success', content: { 'application/json': { schema: toSchema(doc.response, 'output') } } };
    else if (doc?.responseMedia) operation.responses[status] = { description: doc.responseMedia.description, content: { [doc.responseMedia.type]: { schema: {} } } };
    else operation.responses[status] = { description: 'Success (JSON)', content: { 'application/json': { schema: {} } } };
    operation.responses.default = { description: 'An error: { message, code }', content: { 'application/json': { schema: ERROR_BODY } } };
    if (guard) operation.security = canUseKey ? [{ sessionCookie: [] }, { apiKey: [] }] : [{ sessionCookie: [] }];
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: APP_VERSION.replace(/^v/, ''),
      description:
        'CV reformatting for recruiters. Sign in for a session cookie, or (Enterprise) send `Authorization: Bearer <API key>` ' +
        'on the CV, template, processing and file endpoints. API keys never work on admin, account, billing or key-management endpoints.',
    },
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/login or /api/register.' },
        apiKey: { type: 'http', scheme: 'bearer', description: "An Enterprise API key ('cvf_…') from POST /api/api-keys." },
      },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } }, required: ['message'] },
      },
    },
  };
}
