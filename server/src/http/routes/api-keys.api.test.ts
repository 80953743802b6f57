import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '@common/contracts/billing';
import { apiKeys, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { upgradeWithApproval } from '../../test-support/plans';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function enterpriseUser() {
  const account = await t.signUp();
  await upgradeWithApproval(t, account.client, 'enterprise');
  return account;
}

async function newKey(client: Awaited<ReturnType<typeof enterpriseUser>>['client'], name = 'ATS integration'): Promise<CreatedApiKey> {
  const res = await client.post<CreatedApiKey>('/api/api-keys', { name });
  expect(res.status).toBe(201);
  return res.body;
}

/** A request with the key only: no cookie, no Origin (a server-to-server client). */
function withKey(key: string, method: string, path: string, options: { json?: unknown; body?: FormData } = {}) {
  return t.client().request(method, path, { ...options, headers: { authorization: `Bearer ${key}` } });
}

function cvForm(name = 'Jane Doe CV.txt'): FormData {
  const form = new FormData();
  const text = 'Jane Doe\njane.doe@example.com\n\nExperience\nSoftware Engineer, Acme Ltd, 2019 - 2024\nBuilt billing systems.\n\nSkills\nTypeScript, SQL\n';
  form.append('files', new Blob([text], { type: 'text/plain' }), name);
  return form;
}

describe('creating, listing and revoking API keys', () => {
  it('refuses free and pro users with 403 naming the plan', async () => {
    const free = await t.signUp();
    for (const res of [await free.client.post('/api/api-keys', { name: 'x' }), await free.client.get('/api/api-keys')]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('API keys are available on the Enterprise plan.');
    }
    await upgradeWithApproval(t, free.client, 'pro');
    const pro = await free.client.post('/api/api-keys', { name: 'x' });
    expect(pro.status).toBe(403);
    expect(pro.body.message).toBe('API keys are available on the Enterprise plan.');
  });

  it("shows the key once ('cvf_' + 32 random bytes base64url), lists it without the key, stores only its SHA-256", async () => {
    const { client, user } = await enterpriseUser();
    const created = await newKey(client);
    expect(created.key).toMatch(/^cvf_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.key.slice(4), 'base64url')).toHaveLength(32);
    expect(created).toMatchObject({ name: 'ATS integration', prefix: created.key.slice(0, 12), lastUsedAt: null, revokedAt: null });

    const list = await client.get<ApiKey[]>('/api/api-keys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: created.id, name: 'ATS integration', prefix: created.prefix, createdAt: created.createdAt, lastUsedAt: null, revokedAt: null }]);
    expect(list.text).not.toContain(created.key);

    const rows = await t.server.ctx.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].keyHash).toBe(crypto.createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.key);
  });

  it('refuses a key without a name', async () => {
    const { client } = await enterpriseUser();
    expect((await client.post('/api/api-keys', {})).status).toBe(400);
    expect((await client.post('/api/api-keys', { name: '   ' })).status).toBe(400);
  });

  it("cannot revoke someone else's key (404 like a missing one)", async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    const key = await newKey(a.client);
    expect((await b.client.delete(`/api/api-keys/${key.id}`)).status).toBe(404);
    expect((await withKey(key.key, 'GET', '/api/uploaded-cvs')).status).toBe(200);
  });
});

describe('Authorization: Bearer <key>', () => {
  it("works on GET /api/uploaded-cvs and POST /api/upload-cvs with the owner's permissions, and records lastUsedAt", async () => {
    const { client } = await enterpriseUser();
    const { key, id } = await newKey(client);

    const empty = await withKey(key, 'GET', '/api/uploaded-cvs');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const uploaded = await withKey(key, 'POST', '/api/upload-cvs', { body: cvForm() });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.filesCount).toBe(1);

    // The owner sees the CV the key uploaded, in the browser session.
    const mine = await client.get('/api/uploaded-cvs');
    expect(mine.body.map((cv: { originalFileName: string }) => cv.originalFileName)).toEqual(['Jane Doe CV.txt']);
    const listed = await client.get<ApiKey[]>('/api/api-keys');
    expect(listed.body.find((k) => k.id === id)?.lastUsedAt).not.toBeNull();

    // Templates and processing answer to the key too.
    expect((await withKey(key, 'GET', '/api/templates')).status).toBe(200);
    expect((await withKey(key, 'GET', '/api/processing-jobs')).status).toBe(200);
    expect((await withKey(key, 'GET', '/api/processed-files')).status).toBe(200);
  });

  it("never reaches another user's CVs", async () => {
    const a = await enterpriseUser();
    const upload = await a.client.request('POST', '/api/upload-cvs', { body: cvForm('A.txt') });
    const cvId: string = upload.body.cvs[0].id;
    const b = await enterpriseUser();
    const keyB = await newKey(b.client);
    expect((await withKey(keyB.key, 'GET', '/api/uploaded-cvs')).body).toEqual([]);
    expect((await withKey(keyB.key, 'DELETE', `/api/uploaded-cvs/${cvId}`)).status).toBe(404);
  });

  it('refuses a revoked key with 401 Invalid API key', async () => {
    const { client } = await enterpriseUser();
    const created = await newKey(client);
    expect((await withKey(created.key, 'GET', '/api/uploaded-cvs')).status).toBe(200);
    const revoked = await client.delete(`/api/api-keys/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.apiKey.revokedAt).not.toBeNull();
    const res = await withKey(created.key, 'GET', '/api/uploaded-cvs');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid API key');
    expect((await client.get<ApiKey[]>('/api/api-keys')).body[0].revokedAt).not.toBeNull();
  });

  it('refuses malformed and unknown keys with 401 Invalid API key', async () => {
    const unknown = `cvf_${crypto.randomBytes(32).toString('base64url')}`;
    for (const header of ['Bearer', 'Bearer ', 'Bearer garbage', 'Bearer cvf_short', `Bearer ${unknown}`, `Bearer ${unknown}x`, `bearer ${'a'.repeat(5000)}`]) {
      const res = await t.client().request('GET', '/api/uploaded-cvs', { headers: { authorization: header } });
      expect(res.status, header.slice(0, 30)).toBe(401);
      expect(res.body.message).toBe('Invalid API key');
    }
  });

  it('stops working when the owner is no longer on Enterprise (403 naming the plan)', async () => {
    const { client, user } = await enterpriseUser();
    const { key } = await newKey(client);
    await t.server.ctx.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, user.id));
    const res = await withKey(key, 'GET', '/api/uploaded-cvs');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('API keys are available on the Enterprise plan.');
  });

  it('is refused on every admin endpoint, even for an administrator’s own key', async () => {
    const { client, user } = await enterpriseUser();
    const { key } = await newKey(client);
    // Even an admin-role owner: the key still never reaches /api/admin.
    await t.server.ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const doc = await t.client().get('/api/openapi.json');
    const adminOps = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })));
    expect(adminOps.length).toBeGreaterThan(0);
    for (const { method, path } of adminOps) {
      const res = await withKey(key, method, path, method === 'GET' ? {} : { json: {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe('API keys cannot be used on admin endpoints.');
    }
  });

  it('is refused on account, billing and key-management routes', async () => {
    const { client } = await enterpriseUser();
    const { key, id } = await newKey(client);
    for (const [method, path, json] of [
      ['GET', '/api/user'],
      ['POST', '/api/logout'],
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/upgrade', { plan: 'enterprise' }],
      ['POST', '/api/subscription/portal'],
      ['GET', '/api/settings/custom-prompts'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'minted by a key' }],
      ['DELETE', `/api/api-keys/${id}`],
    ] as const) {
      const res = await withKey(key, method, path, json ? { json } : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toMatch(/^API keys cannot be used on this endpoint/);
    }
    expect((await client.get<ApiKey[]>('/api/api-keys')).body).toHaveLength(1);
  });
});
