import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-storage-'));
let s3server: S3rver;
let s3: S3Storage;

beforeAll(async () => {
  // A real S3 protocol server on loopback.
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'cvforge', configs: [] }] });
  const { port } = await s3server.run();
  s3 = new S3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'cvforge', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
});
afterAll(async () => {
  await s3server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const drivers: Array<[string, () => FileStorage]> = [
  ['disk', () => new DiskStorage(path.join(tmp, 'disk'))],
  ['s3', () => s3],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('stores a file and a buffer and gives the same bytes back', async () => {
    const storage = make();
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, ...Buffer.from('Zoë Müller CV')]);
    const local = path.join(tmp, `src-${Math.random()}`);
    fs.writeFileSync(local, bytes);
    await storage.putFile('cvs/u1/abc-123', local, 'application/pdf');
    expect(await storage.getBuffer('cvs/u1/abc-123')).toEqual(bytes);
    const chunks: Buffer[] = [];
    for await (const c of await storage.getStream('cvs/u1/abc-123')) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks)).toEqual(bytes);

    await storage.putBuffer('out/u1/x.docx', Buffer.from('docx bytes'));
    expect((await storage.getBuffer('out/u1/x.docx')).toString()).toBe('docx bytes');
  });

  it('deletes, and says whether a key exists', async () => {
    const storage = make();
    await storage.putBuffer('cvs/u2/gone', Buffer.from('x'));
    expect(await storage.exists('cvs/u2/gone')).toBe(true);
    await storage.delete('cvs/u2/gone');
    expect(await storage.exists('cvs/u2/gone')).toBe(false);
    await expect(storage.getBuffer('cvs/u2/gone')).rejects.toThrow();
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    await expect(storage.putBuffer('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    await expect(storage.getBuffer('/etc/passwd')).rejects.toThrow('Unsafe storage key');
  });
});

describe('disk storage after a crash', () => {
  it('removes half-written files left behind', async () => {
    const root = path.join(tmp, 'crash');
    const storage = new DiskStorage(root);
    await storage.putBuffer('cvs/u/kept', Buffer.from('kept'));
    fs.writeFileSync(path.join(root, 'cvs/u/lost.1234.partial'), 'half');
    expect(await storage.removeLeftovers()).toBe(1);
    expect(fs.existsSync(path.join(root, 'cvs/u/lost.1234.partial'))).toBe(false);
    expect(await storage.exists('cvs/u/kept')).toBe(true);
  });
});
