import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CSP } from '../plugins/security-headers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ services: ['web'] });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every (method, path) Fastify registered, read from its own route tree (printRoutes), so the test
 * does not trust the collector it checks.
 */
function registeredApiRoutes(): Set<string> {
  const tree = t.server.app!.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    if (!match[3] || !path.startsWith('/api/')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') found.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return found;
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing exactly the /api routes the app registered', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = new Set<string>();
    for (const [path, methods] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const registered = registeredApiRoutes();
    expect(registered.size).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('carries the request and response shapes from the zod contracts', async () => {
    const { paths } = (await t.client().get('/api/openapi.json')).body;
    const login = paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({ type: 'object', required: ['email', 'password'] });
    const subscription = paths['/api/subscription'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(subscription.properties)).toEqual(['subscription', 'remainingCredits', 'daysRemaining', 'isActive', 'paymentProvider', 'pendingUpgrade', 'scheduledChange', 'hasPaymentProblem', 'canManageBilling']);
    expect(paths['/api/subscription/upgrade'].post.requestBody.content['application/json'].schema.properties.plan.type).toBe('string');
    expect(paths['/api/upload-cvs'].post.requestBody.content['multipart/form-data'].schema.properties.files.type).toBe('array');
    expect(paths['/api/uploaded-cvs/{id}'].delete.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    // Who may call what: API keys on CV routes, never on admin or billing routes.
    expect(paths['/api/uploaded-cvs'].get.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(paths['/api/subscription'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(paths['/api/subscription/plans'].get.security).toBeUndefined();
  });

  it('gives every operation a summary and a response shape (add it to openapi/route-docs.ts or the route config.openapi)', async () => {
    const { paths } = (await t.client().get('/api/openapi.json')).body;
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(paths as Record<string, Record<string, { summary: string; responses: Record<string, { content?: object }> }>>)) {
      for (const [method, op] of Object.entries(methods)) {
        // Undocumented routes get '<METHOD> <pattern>' as their summary and an open JSON answer.
        const isFallback = op.summary === `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const hasSuccess = Object.keys(op.responses).some((status) => status !== 'default' && op.responses[status].content);
        if (isFallback || !hasSuccess) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('renders every endpoint as a self-contained page under the app CSP (no script, no CDN)', async () => {
    const res = await t.client().get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(APP_CSP);
    expect(res.text).not.toMatch(/<script|<link|https?:\/\/(?!localhost)[a-z]/i);
    for (const route of registeredApiRoutes()) {
      const [method, path] = route.split(' ');
      expect(res.text, route).toContain(`${method}</span> <code>${path.replace(/&/g, '&amp;')}</code>`);
    }
    expect(res.text).toContain('remainingCredits');
  });
});
