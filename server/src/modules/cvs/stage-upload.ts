import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StagedFile {
  path: string;
  /** Bytes written: at most maxBytes. */
  size: number;
  /** More than maxBytes arrived (the rest was read and thrown away). */
  isTooLarge: boolean;
}

/**
 * Streams an upload to a temporary file with a byte cap, so a file is never held whole in memory.
 * Bytes past the cap are drained and dropped: the request goes on to the next file.
 */
export async function stageUpload(stream: Readable, tempDir: string, maxBytes: number): Promise<StagedFile> {
  await fs.promises.mkdir(tempDir, { recursive: true });
  const target = path.join(tempDir, `${crypto.randomUUID()}.upload`);
  let size = 0;
  let isTooLarge = false;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (isTooLarge || size + chunk.length > maxBytes) {
        isTooLarge = true;
        return done();
      }
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, cap, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  return { path: target, size, isTooLarge };
}

/**
 * Removes staged uploads left by a process that died mid-request (kill -9, power loss). With
 * `isSoleProcess` (embedded database: no other process can be uploading) every one goes; otherwise
 * only those untouched for an hour, so another live process's upload in flight is kept.
 */
export async function removeStaleUploads(tempDir: string, options: { isSoleProcess: boolean }): Promise<number> {
  const cutoff = Date.now() - 60 * 60 * 1000;
  let removed = 0;
  for (const name of await fs.promises.readdir(tempDir).catch(() => [] as string[])) {
    if (!name.endsWith('.upload')) continue;
    const full = path.join(tempDir, name);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (!stat || (!options.isSoleProcess && stat.mtimeMs > cutoff)) continue;
    await fs.promises.rm(full, { force: true });
    removed++;
  }
  return removed;
}
