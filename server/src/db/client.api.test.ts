import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, isPostgresRun } from '../test-support/test-database';
import { openDatabase, type Database } from './client';

async function sessionTimeZone(database: Database): Promise<string> {
  const { rows } = await database.db.execute<{ tz: string }>(sql`SELECT current_setting('TimeZone') AS tz`);
  return rows[0].tz;
}

describe('database sessions count days and months in UTC', () => {
  it.skipIf(!isPostgresRun())('on a PostgreSQL server whose own time zone is elsewhere', async () => {
    const created = await createTestDatabase();
    try {
      const name = new URL(created.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} SET timezone = 'Pacific/Kiritimati'`);
      await admin.end();
      // A plain connection gets the database's zone (UTC+14)...
      const plain = new pg.Client({ connectionString: created.url });
      await plain.connect();
      expect((await plain.query(`SELECT current_setting('TimeZone') AS tz`)).rows[0].tz).toBe('Pacific/Kiritimati');
      await plain.end();
      // ...ours are in UTC, so 'this month' on the analytics page is the same month the admin figures use.
      const database = await openDatabase({ databaseUrl: created.url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-tz-')) });
      try {
        expect(await sessionTimeZone(database)).toBe('UTC');
      } finally {
        await database.close();
      }
    } finally {
      await created.drop();
    }
  });

  it.skipIf(isPostgresRun())('on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-tz-'));
    const database = await openDatabase({ dataDir });
    try {
      expect(await sessionTimeZone(database)).toBe('UTC');
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
