import path from 'node:path';
import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return new DiskStorage(path.join(config.dataDir, 'files'));
}
