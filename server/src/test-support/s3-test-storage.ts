import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3 protocol server (s3rver) on loopback with one bucket: `start()` gives the app's S3 settings. */
export interface S3TestStorage {
  start(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export function s3TestStorage(bucket: string): S3TestStorage {
  let server: S3rver | null = null;
  let dir = '';
  return {
    async start() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), `${bucket}-`));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
      const { port } = await server.run();
      return { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    },
    async stop() {
      await server?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
