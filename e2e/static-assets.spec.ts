import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIR } from '../server/src/http/app';
import { startTestServer, type TestServer } from '../server/src/test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ services: ['web'] });
});
afterAll(async () => {
  await server?.close();
});

/** The main bundle index.html loads. */
function mainScript(): string {
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error('index.html loads no script');
  return match[1];
}

/** A GET that keeps the bytes as sent (fetch would undo the compression itself). */
function get(file: string, acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(server.url + file, { headers: { 'accept-encoding': acceptEncoding ?? 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('the built client is served pre-compressed (issue #19, decision 077)', () => {
  it('brotli when accepted, gzip otherwise, the file itself without either; always Vary: Accept-Encoding', async () => {
    const file = mainScript();
    const original = fs.readFileSync(path.join(CLIENT_DIR, file));

    const br = await get(file, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(br.body.length).toBeLessThan(original.length / 2);

    const gz = await get(file, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await get(file, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(original)).toBe(true);
  });
});
