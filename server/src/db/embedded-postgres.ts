import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database: PGlite kept in a directory, spoken to over the PostgreSQL wire protocol on
 * a private Unix socket, so node-postgres, Drizzle and pg-boss run the same code as against a server.
 *
 * Why not @electric-sql/pglite-socket's server: its multiplexer queues single protocol messages, so
 * two connections' extended-protocol messages interleave (one's Parse lands between another's Parse
 * and Sync) and corrupt each other's unnamed statements. Here a connection sends whole batches (up to
 * Sync or a simple Query) and holds the database while its transaction is open, as a real server
 * would isolate it.
 */
export interface EmbeddedPostgres {
  /** node-postgres connection settings (socket directory as host). */
  connection: { host: string; port: number; user: string; database: string };
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SOCKET_PORT = 5432;

/** A FIFO lock: the database runs one batch (or one open transaction) at a time. */
class DatabaseLock {
  private holder: number | null = null;
  private waiters: Array<{ id: number; resolve: () => void }> = [];

  async acquire(id: number): Promise<void> {
    if (this.holder === id) return;
    if (this.holder === null) {
      this.holder = id;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push({ id, resolve }));
  }

  release(id: number): void {
    if (this.holder !== id) return;
    const next = this.waiters.shift();
    this.holder = next ? next.id : null;
    next?.resolve();
  }

  /** Drops a connection that went away while still waiting. */
  forget(id: number): void {
    this.waiters = this.waiters.filter((w) => w.id !== id);
  }
}

/** Transaction status of the last ReadyForQuery ('Z') message in a backend response, if any. */
export function lastTransactionStatus(output: Buffer): string | null {
  let status: string | null = null;
  let offset = 0;
  while (offset + 5 <= output.length) {
    const type = output[offset];
    const length = output.readInt32BE(offset + 1);
    if (type === 0x5a /* Z */ && length === 5 && offset + 5 < output.length) {
      status = String.fromCharCode(output[offset + 5]);
    }
    offset += 1 + length;
  }
  return status;
}

/** PGlite's version keys the initdb cache (its package.json is not exported, so find it beside its entry). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

/**
 * A new data directory starts as a copy of a freshly initialised cluster kept in the temp folder:
 * PGlite's initdb takes seconds (more on a busy machine), a copy takes milliseconds.
 */
async function prepareDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const cache = path.join(os.tmpdir(), `cvforge-pglite-initdb-${pgliteVersion()}`);
  if (!fs.existsSync(path.join(cache, 'PG_VERSION'))) {
    const building = fs.mkdtempSync(`${cache}-building-`);
    const fresh = await PGlite.create(building);
    await fresh.close();
    try {
      fs.renameSync(building, cache);
    } catch {
      // Another process finished its copy first: use theirs.
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(cache, dataDir, { recursive: true });
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await prepareDataDir(dataDir);
  const db = await PGlite.create(dataDir);
  const lock = new DatabaseLock();

  // Unix socket paths are limited to ~107 bytes, so the socket lives in a short private temp folder.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-pg-'));
  fs.chmodSync(socketDir, 0o700);
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);

  let nextId = 1;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    const id = nextId++;
    sockets.add(socket);
    let buffer = Buffer.alloc(0);
    let started = false;
    let holdsLock = false;
    let chain = Promise.resolve();
    let closed = false;

    const run = async (batch: Buffer) => {
      await lock.acquire(id);
      holdsLock = true;
      const chunks: Buffer[] = [];
      try {
        await db.execProtocolRawStream(new Uint8Array(batch), {
          onRawData: (data) => chunks.push(Buffer.from(data)),
        });
      } catch (error) {
        socket.destroy(error as Error);
        return;
      }
      const output = Buffer.concat(chunks);
      if (!closed && output.length > 0) socket.write(output);
      const status = lastTransactionStatus(output);
      // Keep the database while this connection is inside a transaction (status T or E).
      if (status === 'I') {
        holdsLock = false;
        lock.release(id);
      }
    };

    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      const batches: Buffer[] = [];
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) break;
          const code = buffer.readInt32BE(4);
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          started = true;
          batches.push(Buffer.from(message));
          continue;
        }
        // Regular messages: 1 type byte + int32 length. Batch them up to a Sync, Query or Flush.
        let offset = 0;
        let end = -1;
        let terminate = false;
        while (offset + 5 <= buffer.length) {
          const type = buffer[offset];
          const length = buffer.readInt32BE(offset + 1);
          if (offset + 1 + length > buffer.length) break;
          offset += 1 + length;
          if (type === 0x58 /* X */) {
            terminate = true;
            end = offset;
            break;
          }
          if (type === 0x53 /* S */ || type === 0x51 /* Q */ || type === 0x48 /* H */) end = offset;
        }
        if (end < 0) break;
        const batch = Buffer.from(buffer.subarray(0, end));
        buffer = buffer.subarray(end);
        if (terminate) {
          const body = batch.subarray(0, batch.length - 5);
          if (body.length > 0) batches.push(body);
          chain = chain.then(() => Promise.all(batches.map(run)).then(() => undefined));
          socket.end();
          return;
        }
        batches.push(batch);
      }
      for (const batch of batches) chain = chain.then(() => run(batch));
    };

    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      closed = true;
      sockets.delete(socket);
      lock.forget(id);
      // A client that vanished mid-transaction must not keep the database: roll back and let go.
      chain = chain.then(async () => {
        if (!holdsLock) return;
        try {
          if (db.isInTransaction()) await db.exec('ROLLBACK');
        } finally {
          holdsLock = false;
          lock.release(id);
        }
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
