import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under DATA_DIR/files. Writes go to a temporary name and are renamed, so no half-written file is ever visible. */
export class DiskStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  private tempPathFor(target: string): string {
    return `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = this.tempPathFor(target);
    try {
      await fs.promises.copyFile(localPath, temp);
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = this.tempPathFor(target);
    try {
      await fs.promises.writeFile(temp, data);
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async getStream(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file);
  }

  async getBuffer(key: string): Promise<Buffer> {
    return fs.promises.readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  /** Removes temporary files a crash left behind (at start). */
  async removeLeftovers(): Promise<number> {
    let removed = 0;
    const walk = async (dir: string) => {
      for (const entry of await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.name.endsWith('.partial')) {
          await fs.promises.rm(full, { force: true });
          removed++;
        }
      }
    };
    await walk(this.root);
    return removed;
  }
}
