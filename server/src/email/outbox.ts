import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The folder under DATA_DIR where messages are kept when no SMTP server is configured. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Writes one RFC 5322 message as `<time>-<id>.eml`, atomically: a reader (or a crash) never sees a
 * half-written .eml, only a hidden `.partial` file that is not a message.
 */
export async function writeOutboxMessage(dir: string, raw: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const fileName = `${stamp}-${crypto.randomUUID()}.eml`;
  const temp = path.join(dir, `.${fileName}.partial`);
  const handle = await fs.open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(raw);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, path.join(dir, fileName));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return fileName;
}

/** The .eml files in the outbox, oldest first. */
export async function listOutbox(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir)).filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
