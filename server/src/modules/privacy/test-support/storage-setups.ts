import { s3TestStorage } from '../../../test-support/s3-test-storage';

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
  return { name: 's3', ...s3TestStorage('cvforge-privacy') };
}

export const STORAGE_SETUPS = [diskSetup(), s3Setup()];
