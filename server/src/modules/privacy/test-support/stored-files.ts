import path from 'node:path';
import { ListObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { listFiles } from '../../../reliability/process-harness';
import { DiskStorage } from '../../../storage/disk-storage';
import type { FileStorage } from '../../../storage/file-storage';
import { S3Storage } from '../../../storage/s3-storage';

/**
 * The stored files of a server as a test sees them, whichever storage the server's environment picks
 * (S3 when S3_BUCKET is set, as createStorage does; else DATA_DIR/files): files are written through the
 * project's own storage driver, so they are laid out exactly as an upload lays them out, and listed
 * from the storage itself (the directory tree, or the bucket through the S3 API).
 */
export interface StoredFiles {
  storage: FileStorage;
  /** Keys under a prefix such as `cvs/<user id>/`, whole keys. */
  list(prefix: string): Promise<string[]>;
  close(): void;
}

export function storedFiles(dataDir: string, env: Record<string, string>): StoredFiles {
  if (env.S3_BUCKET) {
    const settings = { endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'us-east-1', accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
    const client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId ?? '', secretAccessKey: settings.secretAccessKey ?? '' },
    });
    return {
      storage: new S3Storage(settings),
      async list(prefix) {
        // ListObjects (v1) paged by Marker: s3rver's v2 continuation tokens use DES, which Node's OpenSSL 3 refuses.
        const keys: string[] = [];
        for (;;) {
          const page = await client.send(new ListObjectsCommand({ Bucket: settings.bucket, Prefix: prefix, Marker: keys.at(-1) }));
          keys.push(...(page.Contents ?? []).map((o) => o.Key!));
          if (!page.IsTruncated || !page.Contents?.length) return keys;
        }
      },
      close: () => client.destroy(),
    };
  }
  const root = path.join(dataDir, 'files');
  return {
    storage: new DiskStorage(root),
    async list(prefix) {
      // A prefix ends at a folder here (`cvs/<user id>/`): list that folder, keep the keys' full form.
      const dir = prefix.replace(/\/?$/, '/');
      return listFiles(path.join(root, dir)).map((file) => dir + file.split(path.sep).join('/'));
    },
    close: () => undefined,
  };
}
