import crypto from 'node:crypto';
import pg from 'pg';

/**
 * With CVFORGE_TEST_DB=postgres, each test server gets a new database on the TEST_DATABASE_URL server,
 * dropped when it closes; otherwise tests run on the embedded database.
 */
export function isPostgresRun(): boolean {
  return process.env.CVFORGE_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
}

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cvforge_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
