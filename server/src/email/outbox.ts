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

/** The delivery record's response for an outbox message: it names the file, so erasing a CV finds its email copies. */
export function outboxResponse(fileName: string): string {
  return `Kept in the outbox as ${fileName}`;
}

/** The .eml file named by a delivery record's response, or null (an SMTP delivery, a failure). */
export function outboxFileOf(response: string | null): string | null {
  const match = /^Kept in the outbox as ([\w.-]+\.eml)$/.exec(response ?? '');
  return match ? match[1] : null;
}

/** Deletes one .eml file from the outbox (already gone counts as deleted); the name is checked to stay inside the folder. */
export async function deleteOutboxMessage(dir: string, fileName: string): Promise<void> {
  if (!/^[\w.-]+\.eml$/.test(fileName) || fileName.startsWith('.')) throw new Error(`Not an outbox file name: ${fileName}`);
  await fs.rm(path.join(dir, fileName), { force: true });
}

/** The outbox's .eml files last written before `before` (the file's modification time). */
export async function listOutboxOlderThan(dir: string, before: Date): Promise<string[]> {
  const names = await listOutbox(dir);
  const old: string[] = [];
  for (const name of names) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtime < before) old.push(name);
  }
  return old;
}
