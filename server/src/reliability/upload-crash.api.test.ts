import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { textCv, waitFor } from '../modules/processing/test-support/processing-fixtures';
import { isPostgresRun } from '../test-support/test-database';
import { killAll, signUp, startProcess, tempDataDir, type ServerProcess } from './process-harness';

afterAll(killAll);

/**
 * An upload inserts each CV row and enqueues its extraction in one transaction, so a kill -9 leaves
 * both or neither. A row without its queue entry (what a kill between the two left before the send was
 * atomic, or a queue entry lost since) is sent again by the sweeper when a worker starts.
 */
describe.skipIf(isPostgresRun())('kill -9 between storing an upload and reading it', () => {
  it('every stored CV has its queue entry, and one that lost it is read after the restart', { timeout: 240_000 }, async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir };
    // Web only: nothing reads the CVs before the kill.
    let server: ServerProcess = await startProcess({ name: 'web-1', services: 'web', env });
    const port = Number(new URL(server.url).port);
    try {
      const client = await signUp(server.url, 'upload-crash@example.com');
      const form = new FormData();
      for (const n of [0, 1, 2]) form.append('files', new Blob([textCv(`Crash Candidate${n}`, `crash${n}@example.com`)], { type: 'text/plain' }), `Crash ${n}.txt`);
      const res = await client.request('POST', '/api/upload-cvs', { body: form });
      expect(res.status).toBe(201);
      const cvIds: string[] = res.body.cvs.map((cv: { id: string }) => cv.id);
      expect(cvIds).toHaveLength(3);
      await server.killHard();

      const database = await openDatabase({ dataDir });
      try {
        const queued = await database.db.execute<{ cv_id: string }>(sql`SELECT data->>'cvId' AS cv_id FROM pgboss.job WHERE name = 'extract-cv'`);
        expect(queued.rows.map((row) => row.cv_id).sort()).toEqual([...cvIds].sort());
        // The state a kill between the insert and the send used to leave: the row, pending, and no queue entry.
        await database.db.execute(sql`DELETE FROM pgboss.job WHERE name = 'extract-cv' AND data->>'cvId' = ${cvIds[0]}`);
      } finally {
        await database.close();
      }

      server = await startProcess({ name: 'server-2', services: 'web,worker', env, port });
      let statuses: Record<string, string> = {};
      await waitFor(async () => {
        const list = await client.get('/api/uploaded-cvs');
        statuses = Object.fromEntries(list.body.map((cv: { id: string; extractionStatus: string }) => [cv.id, cv.extractionStatus]));
        return cvIds.every((id) => statuses[id] && statuses[id] !== 'pending');
      }, 'the uploaded CVs to be read after the restart', 120_000);
      expect(cvIds.map((id) => statuses[id])).toEqual(['done', 'done', 'done']);
      expect(server.output()).toMatch(/Sent again the extraction of 1 uploaded CV\(s\) left without a queue entry/);
    } finally {
      await server.killHard();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
