import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { encodePng } from '../../rendering/test-support/logo-images';
import { s3TestStorage } from '../../test-support/s3-test-storage';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const s3 = s3TestStorage('cvforge-logos');
let t: TestServer;

beforeAll(async () => {
  // A real S3 protocol server on loopback; the app is configured for it through its settings only.
  t = await startTestServer({ env: await s3.start() });
});
afterAll(async () => {
  await t?.close();
  await s3.stop();
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
