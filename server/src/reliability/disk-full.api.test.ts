import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textCv } from '../modules/processing/test-support/processing-fixtures';
import type { ApiClient } from '../test-support/api-client';
import { isPostgresRun } from '../test-support/test-database';
import { killAll, listFiles, signUp, startProcess, tempDataDir } from './process-harness';

afterAll(killAll);

const OUT_OF_STORAGE = 'The server is out of storage space; the upload was not saved.';

/** Small tmpfs mounts stand in for a full disk; mounting needs root, so elsewhere the test says why it skipped. */
function tryMount(dir: string, size: string): string | null {
  fs.mkdirSync(dir, { recursive: true });
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  return result.status === 0 ? null : (result.stderr || result.error?.message || 'mount failed').trim();
}

const dataDir = tempDataDir('cvforge-diskfull-');
const mounts = [path.join(dataDir, 'tmp'), path.join(dataDir, 'files')];
const mountProblem = isPostgresRun() ? 'runs on the embedded pass only' : (tryMount(mounts[0], '2m') ?? tryMount(mounts[1], '3m'));

afterAll(() => {
  for (const dir of mounts) spawnSync('umount', [dir]);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function cvOfSize(name: string, bytes: number): Blob {
  const head = textCv(name, 'full@example.com');
  return new Blob([head + '\n' + 'x'.repeat(Math.max(0, bytes - head.length - 1))], { type: 'text/plain' });
}

async function upload(client: ApiClient, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('files', file, fileName);
  return client.request('POST', '/api/upload-cvs', { body: form });
}

describe('DATA_DIR out of space', () => {
  it.skipIf(mountProblem !== null)(
    `refuses uploads with a clear message and leaves nothing half-written${mountProblem ? ` (skipped: ${mountProblem})` : ''}`,
    { timeout: 120_000 },
    async () => {
      const server = await startProcess({ name: 'server', services: 'web,worker', env: { DATA_DIR: dataDir } });
      try {
        const user = await signUp(server.url, 'disk-full@example.com');

        // The staging area (2 MB) cannot take a 3 MB CV.
        const tooBigToStage = await upload(user, cvOfSize('Stage Full', 3 * 1024 * 1024), 'stage.txt');
        expect(tooBigToStage.status).toBe(507);
        expect(tooBigToStage.body.message).toBe(OUT_OF_STORAGE);
        expect(listFiles(mounts[0]).filter((f) => f.endsWith('.upload'))).toEqual([]);

        // The file store is nearly full: the CV is staged, then storing it fails.
        fs.writeFileSync(path.join(mounts[1], 'filler'), Buffer.alloc(2.5 * 1024 * 1024));
        const noRoomToStore = await upload(user, cvOfSize('Store Full', 1024 * 1024), 'store.txt');
        expect(noRoomToStore.status).toBe(507);
        expect(noRoomToStore.body.message).toBe(OUT_OF_STORAGE);
        expect(listFiles(mounts[1]).filter((f) => f !== 'filler')).toEqual([]);
        expect(listFiles(mounts[0]).filter((f) => f.endsWith('.upload'))).toEqual([]);
        expect((await user.get('/api/uploaded-cvs')).body).toEqual([]);

        // Space freed: the same upload goes through, the server never went down.
        fs.rmSync(path.join(mounts[1], 'filler'));
        const ok = await upload(user, cvOfSize('Store Full', 1024 * 1024), 'store.txt');
        expect(ok.status).toBe(201);
        expect((await user.get('/api/uploaded-cvs')).body).toHaveLength(1);
        expect(listFiles(mounts[1]).filter((f) => f.endsWith('.partial'))).toEqual([]);
      } catch (error) {
        console.error(server.output().slice(-4000));
        throw error;
      } finally {
        await server.killHard();
      }
    },
  );
});
