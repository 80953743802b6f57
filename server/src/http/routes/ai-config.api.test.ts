import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, appSettings, users } from '../../db/schema';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const KEY = 'sk-ant-api03-SECRETSECRETSECRET-0123456789';

let t: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signInAsAdmin();
});
afterAll(async () => t?.close());

const storedRow = async () => (await t.server.ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'ai')))[0];

describe('who may use the AI config', () => {
  it('answers 401 signed out, 403 to users, managers and other admins', async () => {
    const plain = await t.signUp();
    const manager = await t.signUp();
    const otherAdmin = await t.signUp();
    const { db } = t.server.ctx.database;
    await db.update(users).set({ role: 'manager' }).where(eq(users.id, manager.user.id));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, otherAdmin.user.id));
    for (const [method, body] of [['GET', undefined], ['POST', { provider: 'local' }]] as const) {
      expect((await t.client().request(method, '/api/admin/ai-config', { json: body })).status).toBe(401);
      for (const client of [plain.client, manager.client, otherAdmin.client]) {
        const res = await client.request(method, '/api/admin/ai-config', { json: body });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Access Denied: the admin panel is for the built-in administrator only.');
      }
    }
  });
});

describe('GET and POST /api/admin/ai-config', () => {
  it('starts on the local provider with every provider listed and no key set', async () => {
    const res = await admin.get('/api/admin/ai-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'local', model: 'cvforge-local', isChosen: false, fallbackToLocal: false });
    expect(res.body.providers.map((p: any) => p.id)).toEqual(['anthropic', 'openai', 'gemini', 'deepseek', 'qwen', 'local']);
    expect(res.body.providers.find((p: any) => p.id === 'openai')).toEqual({
      id: 'openai', name: 'OpenAI', models: ['gpt-4o', 'gpt-4-turbo', 'gpt-4'], keyStatus: 'not set', keySource: null, requiresKey: true, baseUrl: null,
    });
    expect(res.body.providers.find((p: any) => p.id === 'gemini').models).toEqual(['gemini-2.5-flash', 'gemini-2.0-flash-exp', 'gemini-pro', 'gemini-pro-vision']);
    // docs/PRODUCT.md §9's order.
    expect(res.body.providers.find((p: any) => p.id === 'qwen').models).toEqual(['qwen-turbo', 'qwen-plus', 'qwen-max']);
  });

  it('refuses a provider without a key, and a model the provider does not offer', async () => {
    let res = await admin.post('/api/admin/ai-config', { provider: 'anthropic', model: 'claude-opus-5-5' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No API key is set for Anthropic: enter one, or set ANTHROPIC_API_KEY on the server.');
    res = await admin.post('/api/admin/ai-config', { provider: 'openai', model: 'gpt-5-imaginary', apiKey: 'sk-x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('OpenAI offers these models: gpt-4o, gpt-4-turbo, gpt-4.');
    res = await admin.post('/api/admin/ai-config', { provider: 'mistral' });
    expect(res.status).toBe(400);
    res = await admin.post('/api/admin/ai-config', { provider: 'openai', apiKey: 'sk-x', baseUrl: 'file:///etc/passwd' });
    expect(res.status).toBe(400);
    expect((await storedRow())).toBeUndefined();
  });

  it('saves provider, model and key: the key is sealed at rest, never returned, and the change is logged without it', async () => {
    const res = await admin.post('/api/admin/ai-config', { provider: 'anthropic', model: 'claude-haiku-5-5', apiKey: KEY, fallbackToLocal: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-5-5', isChosen: true, fallbackToLocal: true });
    expect(res.body.providers.find((p: any) => p.id === 'anthropic')).toMatchObject({ keyStatus: 'set', keySource: 'admin' });
    expect(res.text).not.toContain(KEY);

    const again = await admin.get('/api/admin/ai-config');
    expect(again.body).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-5-5' });
    expect(again.text).not.toContain(KEY);

    const row = await storedRow();
    const sealed = (row.value as any).providers.anthropic.apiKey as string;
    expect(JSON.stringify(row.value)).not.toContain(KEY);
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(t.server.ctx.secrets.decrypt(sealed)).toBe(KEY);
    expect(row.updatedBy).toBe('admin');

    const logs = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.action, 'ai_config_updated'));
    expect(logs.at(-1)!.details).toEqual({ provider: 'anthropic', model: 'claude-haiku-5-5', keyChange: 'set', baseUrlChange: null, fallbackToLocal: true });
    expect(JSON.stringify(logs)).not.toContain(KEY);
  });

  it('switches provider keeping the stored key, takes a base URL with any model, and refuses to remove the only key of the chosen provider', async () => {
    let res = await admin.post('/api/admin/ai-config', { provider: 'openai', baseUrl: 'http://127.0.0.1:8000/v1/', model: 'llama-3.1-70b-instruct' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'openai', model: 'llama-3.1-70b-instruct', fallbackToLocal: true });
    expect(res.body.providers.find((p: any) => p.id === 'openai')).toMatchObject({ keyStatus: 'not set', baseUrl: 'http://127.0.0.1:8000/v1' });
    expect(res.body.providers.find((p: any) => p.id === 'anthropic').keyStatus).toBe('set');

    res = await admin.post('/api/admin/ai-config', { provider: 'anthropic', apiKey: null });
    expect(res.status).toBe(400);
    res = await admin.post('/api/admin/ai-config', { provider: 'anthropic' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-5-5' });

    res = await admin.post('/api/admin/ai-config', { provider: 'local' });
    expect(res.body).toMatchObject({ provider: 'local', model: 'cvforge-local', isChosen: true });
    res = await admin.post('/api/admin/ai-config', { provider: 'local', apiKey: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The local provider needs no API key or base URL.');
  });

  it('a new base URL needs the API key again: the saved key is never sent to a new address (issue 14)', async () => {
    let res = await admin.post('/api/admin/ai-config', { provider: 'deepseek', apiKey: 'sk-deepseek-secret', baseUrl: 'https://llm.agency.example/v1' });
    expect(res.status, res.text).toBe(200);

    // An attacker with the admin screen points the provider at their own listener, keeping the saved key.
    res = await admin.post('/api/admin/ai-config', { provider: 'deepseek', baseUrl: 'http://127.0.0.1:9/collect' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A new base URL needs the API key again: enter the DeepSeek API key to use with http://127.0.0.1:9/collect (the saved key is never sent to a new address).');
    const config = await admin.get('/api/admin/ai-config');
    expect(config.body.providers.find((p: any) => p.id === 'deepseek')).toMatchObject({ keyStatus: 'set', baseUrl: 'https://llm.agency.example/v1' });

    // The same base URL again, or a new one with its key, is fine.
    expect((await admin.post('/api/admin/ai-config', { provider: 'deepseek', baseUrl: 'https://llm.agency.example/v1/' })).status).toBe(200);
    res = await admin.post('/api/admin/ai-config', { provider: 'deepseek', apiKey: 'sk-other-server', baseUrl: 'http://127.0.0.1:9/collect' });
    expect(res.status).toBe(200);
  });
});
