import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCv, uploadCvs } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let t: TestServer;
let user: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ env: { PDF_OUTPUT: 'off' } });
  ({ client: user } = await t.signUp());
}, 60_000);
afterAll(async () => t?.close());

/** Sends raw HTTP and returns the status line and body of the answer (the socket's whole answer). */
function rawRequest(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a truncated multipart upload (issue 14)', () => {
  for (const [path, field] of [['/api/upload-cvs', 'files'], ['/api/templates', 'file']]) {
    it(`${path}: a body cut short before its closing boundary answers 400, not 500`, async () => {
      const boundary = '----cvforge-truncated';
      const body = [`--${boundary}`, `Content-Disposition: form-data; name="${field}"; filename="cv.docx"`, 'Content-Type: text/plain', '', 'Jane Doe\njane@example.com\nEXPERIENCE'].join('\r\n');
      const answer = await rawRequest(
        t.url,
        [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1`, `Cookie: ${user.cookieHeader}`, `Content-Type: multipart/form-data; boundary=${boundary}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n'),
      );
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).toMatch(/"message":"The upload was interrupted or malformed/);
      expect((await fetch(`${t.url}/api/healthz`)).status).toBe(200);
    });
  }
});
