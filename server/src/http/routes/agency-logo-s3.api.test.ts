import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { encodePng } from '../../rendering/test-support/logo-images';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-s3-logo-'));
let s3server: S3rver;
let t: TestServer;

beforeAll(async () => {
  // A real S3 protocol server on loopback; the app is configured for it through its settings only.
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tmp, configureBuckets: [{ name: 'cvforge-logos', configs: [] }] });
  const { port } = await s3server.run();
  t = await startTestServer({
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'cvforge-logos', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  });
});
afterAll(async () => {
  await t?.close();
  await s3server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the agency logo in S3-compatible storage', () => {
  it('is stored in the bucket, served from it, and deleted from it', async () => {
    expect(t.server.ctx.storage.kind).toBe('s3');
    const { client, user } = await t.signUp();
    const logo = encodePng(90, 30);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    expect((await client.request('PUT', '/api/settings/agency-logo', { body: form })).status).toBe(200);
    const [row] = await t.server.ctx.database.db.select({ agencyLogo: users.agencyLogo }).from(users).where(eq(users.id, user.id));
    const key = row!.agencyLogo!.storageKey;
    expect((await t.server.ctx.storage.getBuffer(key)).equals(logo)).toBe(true);

    const served = await fetch(`${t.url}/api/settings/agency-logo`, { headers: { cookie: client.cookieHeader } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);

    expect((await client.delete('/api/settings/agency-logo')).status).toBe(200);
    expect(await t.server.ctx.storage.exists(key)).toBe(false);
  });
});
