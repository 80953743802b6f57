import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Where files live in a privacy test: DATA_DIR on disk, or the S3 test server (s3rver on loopback). */
export interface StorageSetup {
  name: 'disk' | 's3';
  /** Environment for startTestServer. */
  start(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export function diskSetup(): StorageSetup {
  return { name: 'disk', start: async () => ({}), stop: async () => undefined };
}

export function s3Setup(): StorageSetup {
  let server: S3rver | null = null;
  let dir = '';
  return {
    name: 's3',
    async start() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-privacy-s3-'));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'cvforge-privacy', configs: [] }] });
      const { port } = await server.run();
      return { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'cvforge-privacy', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    },
    async stop() {
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const STORAGE_SETUPS = [diskSetup(), s3Setup()];
