import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Settings for other clients of the same database (pg-boss). */
  connection: pg.PoolConfig;
  isEmbedded: boolean;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant: several processes starting together on one PostgreSQL apply migrations one at a time.
const MIGRATION_LOCK_ID = 4_242_001;

const poolDbsOnPostgres = new WeakSet<Db>();

/**
 * The name for a hot query's prepared statement: named (parsed once per connection) on a PostgreSQL pool;
 * unnamed elsewhere: the embedded database multiplexes every pool connection onto one session, where a
 * named statement would clash, and a transaction's handle is short-lived.
 */
export function statementName(db: Db, name: string): string {
  return poolDbsOnPostgres.has(db) ? name : '';
}

/** Opens PostgreSQL at DATABASE_URL, or the embedded PGlite under DATA_DIR/db, and applies migrations. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let connection: pg.PoolConfig;
  if (options.databaseUrl) {
    // Every figure by day or month is in UTC, as on the embedded database (PGlite runs in UTC), whatever
    // the server's own TimeZone setting.
    connection = { connectionString: options.databaseUrl, options: '-c TimeZone=UTC' };
  } else {
    embedded = await startEmbeddedPostgres(path.join(options.dataDir, 'db'));
    connection = embedded.connection;
  }
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server (PostgreSQL restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  if (!embedded) poolDbsOnPostgres.add(db);

  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }

  return {
    db,
    pool,
    connection,
    isEmbedded: embedded !== null,
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}

/**
 * Runs work in one transaction on one connection. The raw client is passed too, so pg-boss can enqueue
 * jobs in the same transaction as the rows they belong to (a job exists if and only if its row does).
 */
export async function withTransaction<T>(database: Database, work: (tx: Db, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(drizzle(client, { schema }), client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
