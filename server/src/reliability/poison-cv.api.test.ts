import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostileDoc, hostileDocx, hostilePdf, hostileTxt } from '../documents/test-support/control-character-files';
import { textCv, uploadCvs, waitFor } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { createTestDatabase, isPostgresRun } from '../test-support/test-database';
import { killAll, signUp, startProcess, tempDataDir } from './process-harness';

afterAll(killAll);

const PRELOAD = path.join(import.meta.dirname, 'stray-errors-preload.mjs');

async function uploadOne(client: ApiClient, name: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([bytes]), name);
  const res = await client.request('POST', '/api/upload-cvs', { body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.cvs[0].id;
}

// Issue 14 item 0, against the real entry point (server/src/main.ts) on this pass's database: a CV
// with U+0000 in its text used to end the process 1–2 s after its upload.
describe('the web process survives poison CVs and stray errors', () => {
  it('CVs with U+0000 and every control character, then a stray rejection and exception: still serving', { timeout: 180_000 }, async () => {
    const database = isPostgresRun() ? await createTestDatabase() : null;
    const env: Record<string, string> = { DATA_DIR: tempDataDir('cvforge-poison-'), ...(database ? { DATABASE_URL: database.url } : {}) };
    const server = await startProcess({ name: 'server', services: 'web,worker', env, nodeArgs: ['--import', PRELOAD] });
    try {
      const user = await signUp(server.url, 'poison@example.com');
      const files: Array<[string, Buffer]> = [
        ['poison.pdf', hostilePdf('Petra Poison')],
        ['poison.docx', hostileDocx('Dora Poison')],
        ['poison.doc', hostileDoc('Doug Poison')],
        ['poison.txt', hostileTxt('Tara Poison')],
      ];
      for (const [name, bytes] of files) {
        const id = await uploadOne(user, name, bytes);
        let cv: any;
        await waitFor(async () => {
          cv = ((await user.get('/api/uploaded-cvs')).body as any[]).find((c) => c.id === id);
          return cv?.extractionStatus !== 'pending';
        }, `${name} to be read`);
        expect(cv.extractionStatus, `${name}: ${cv.extractionReason}`).not.toBe('failed');
        // The crash came 1–2 s after the write: wait past that before asking.
        await new Promise((r) => setTimeout(r, 1500));
        expect(server.child.exitCode, server.output().slice(-2000)).toBeNull();
        expect((await fetch(`${server.url}/api/healthz`)).status).toBe(200);
      }

      server.child.kill('SIGUSR2');
      await waitFor(async () => server.output().includes('stray exception raised by the test'), 'the stray errors to be logged', 10_000);
      expect(server.output()).toContain('unhandled promise rejection; the process keeps serving');
      expect(server.output()).toContain('uncaught exception; the process keeps serving');
      expect(server.child.exitCode).toBeNull();

      // And it still does its work: the next upload is read.
      const [next] = await uploadCvs(user, [{ fileName: 'next.txt', text: textCv('Next Candidate', 'next@example.com') }]);
      const list = (await user.get('/api/uploaded-cvs')).body as any[];
      expect(list.find((c) => c.id === next).extractionStatus).toBe('done');
    } finally {
      await server.stop();
      await database?.drop();
    }
  });
});
