import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedCvs } from '../../db/schema';
import { corpusCvs } from '../../modules/cvs/test-support/cv-files';
import { s3TestStorage } from '../../test-support/s3-test-storage';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const s3 = s3TestStorage('cvforge-cvs');
let t: TestServer;

beforeAll(async () => {
  // A real S3 protocol server on loopback; the app is configured for it through its settings only.
  t = await startTestServer({ env: await s3.start() });
});
afterAll(async () => {
  await t?.close();
  await s3.stop();
});

describe('uploading CVs to S3-compatible storage', () => {
  it('stores the original in the bucket, extracts it from there, and deletes it from there', async () => {
    expect(t.server.ctx.storage.kind).toBe('s3');
    const [cv] = corpusCvs('.docx');
    const { client } = await t.signUp();
    const form = new FormData();
    form.append('files', new Blob([cv.bytes]), 'Zoë Müller CV.docx');
    const res = await client.request('POST', '/api/upload-cvs', { body: form });
    expect(res.status).toBe(201);
    const id = res.body.cvs[0].id;

    const [row] = await t.server.ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, id));
    expect(await t.server.ctx.storage.getBuffer(row.storageKey)).toEqual(cv.bytes);
    // Nothing went to the local files folder.
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'cvs'))).toBe(false);

    let listed;
    for (let i = 0; i < 300; i++) {
      [listed] = (await client.get('/api/uploaded-cvs')).body;
      if (listed.extractionStatus !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listed).toMatchObject({ originalFileName: 'Zoë Müller CV.docx', extractionStatus: 'done' });
    expect(listed.extractedData.email).toBe(cv.truth.email);

    expect((await client.delete(`/api/uploaded-cvs/${id}`)).status).toBe(200);
    expect(await t.server.ctx.storage.exists(row.storageKey)).toBe(false);
  });
});
