import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCv, uploadCvs, waitForJobs } from '../modules/processing/test-support/processing-fixtures';
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

describe('Cache-Control on personal data (issue 14)', () => {
  it('every API answer with personal data, and every download, says no-store; static assets are untouched', { timeout: 60_000 }, async () => {
    const [cvId] = await uploadCvs(user, [{ fileName: 'cache.txt', text: textCv('Cass Cache', 'cass@example.com') }]);
    const started = await user.post('/api/process-selected-cvs', { cvIds: [cvId], templateId: 'default', options: { [cvId]: { reformat: true, enhance: false, report: false, email: false } } });
    const [job] = await waitForJobs(user, [started.body.jobs[0].id]);
    expect(job.status).toBe('completed');
    const [file] = (await user.get('/api/processed-files')).body;

    for (const path of ['/api/user', '/api/uploaded-cvs', '/api/processing-jobs', '/api/processed-files', `/api/processed-files/${file.id}/download`, '/api/subscription', '/api/settings/agency-profile']) {
      const res = await user.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // An error answer too (it may name a resource), and a signed-out 401.
    expect((await user.get('/api/processed-files/00000000-0000-0000-0000-000000000000/download')).headers.get('cache-control')).toBe('no-store');
    expect((await t.client().get('/api/user')).headers.get('cache-control')).toBe('no-store');
  });
});
