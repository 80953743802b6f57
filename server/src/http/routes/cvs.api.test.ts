import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedCv } from '@common/contracts/cvs';
import { MAX_FILE_BYTES } from '@common/limits';
import { activityLogs, uploadedCvs } from '../../db/schema';
import { accountScope, NOTHING_FOUND_REASON } from '../../modules/cvs/extract-uploaded-cv';
import { isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { sharedLibreOfficeInstance } from '../../rendering/libreoffice-instance';
import {
  corpusCvs,
  entityDocx,
  loopingPdf,
  lyingZipBombDocx,
  passwordProtectedPdf,
  textPdf,
  windowsProgram,
  zipBombDocx,
} from '../../modules/cvs/test-support/cv-files';
import type { ApiClient } from '../../test-support/api-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type FileSpec = { name: string; bytes: Buffer | string; type?: string };

function filesForm(files: FileSpec[], field = 'files'): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

function upload(client: ApiClient, files: FileSpec[]) {
  return client.request('POST', '/api/upload-cvs', { body: filesForm(files) });
}

async function listCvs(client: ApiClient): Promise<UploadedCv[]> {
  const res = await client.get('/api/uploaded-cvs');
  expect(res.status).toBe(200);
  return res.body;
}

/** Polls the list until the CV's extraction has run. */
async function extracted(client: ApiClient, id: string, timeoutMs = 45_000): Promise<UploadedCv> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cv = (await listCvs(client)).find((c) => c.id === id);
    if (!cv) throw new Error(`CV ${id} is not listed`);
    if (cv.extractionStatus !== 'pending') return cv;
    if (Date.now() > deadline) throw new Error(`CV ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function storedRow(id: string) {
  const [row] = await t.server.ctx.database.db.select().from(uploadedCvs).where(eq(uploadedCvs.id, id));
  return row;
}

const [pdfCv] = corpusCvs('.pdf');
const [docxCv] = corpusCvs('.docx');
const [txtCv] = corpusCvs('.txt');
const [docCv] = corpusCvs('.doc');

describe('uploading CVs', () => {
  it('stores each format under a generated key, lists it, and extracts the right name and email in the background', async () => {
    const { client, user } = await t.signUp();
    const res = await upload(client, [
      { name: pdfCv.fileName, bytes: pdfCv.bytes },
      { name: docxCv.fileName, bytes: docxCv.bytes },
      { name: txtCv.fileName, bytes: txtCv.bytes },
      { name: docCv.fileName, bytes: docCv.bytes },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.filesCount).toBe(4);
    expect(res.body.rejected).toEqual([]);
    expect(res.body.cvs.map((c: UploadedCv) => c.format)).toEqual(['pdf', 'docx', 'txt', 'doc']);
    expect(res.body.cvs[0]).toMatchObject({ originalFileName: pdfCv.fileName, fileSize: pdfCv.bytes.length, extractionStatus: 'pending', extractedData: null });
    expect(JSON.stringify(res.body)).not.toMatch(/storageKey|textContent|cvs\//);

    for (const [i, source] of [pdfCv, docxCv, txtCv, docCv].entries()) {
      const cv = await extracted(client, res.body.cvs[i].id);
      expect(cv.extractionStatus, `${source.fileName}: ${cv.extractionReason}`).toBe('done');
      expect(cv.extractedData?.name).toBe(source.truth.name);
      expect(cv.extractedData?.email).toBe(source.truth.email);
      const row = await storedRow(cv.id);
      expect(row.storageKey).toMatch(new RegExp(`^cvs/${user.id}/[0-9a-f-]{36}$`));
      expect(row.textContent).toContain(source.truth.email!);
      expect(row.extractionMs).toBeGreaterThanOrEqual(0);
      expect(await t.server.ctx.storage.getBuffer(row.storageKey)).toEqual(source.bytes);
    }

    // Newest first, and the upload is in the activity log.
    const again = await upload(client, [{ name: 'later.txt', bytes: txtCv.bytes }]);
    const list = await listCvs(client);
    expect(list).toHaveLength(5);
    expect(list[0].id).toBe(again.body.cvs[0].id);
    const logged = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
    expect(logged.filter((a) => a.action === 'upload' && a.resourceType === 'cv').map((a) => a.resource)).toContain(pdfCv.fileName);
  });

  it('keeps a UTF-8 file name exactly', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'Zoë Müller CV.pdf', bytes: pdfCv.bytes }, { name: '履歴書 山田.txt', bytes: txtCv.bytes }]);
    expect(res.status).toBe(201);
    expect(res.body.cvs.map((c: UploadedCv) => c.originalFileName)).toEqual(['Zoë Müller CV.pdf', '履歴書 山田.txt']);
    expect((await listCvs(client)).map((c) => c.originalFileName).sort()).toEqual(['Zoë Müller CV.pdf', '履歴書 山田.txt'].sort());
  });

  it('keeps the valid files of a mixed batch and gives a reason for each rejected one', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [
      { name: 'good.txt', bytes: txtCv.bytes },
      { name: 'invoice.exe.pdf', bytes: windowsProgram() },
      { name: 'photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
      { name: 'good.docx', bytes: docxCv.bytes },
      { name: 'really-a-pdf.txt', bytes: pdfCv.bytes },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.filesCount).toBe(2);
    expect(res.body.cvs.map((c: UploadedCv) => c.originalFileName)).toEqual(['good.txt', 'good.docx']);
    expect(res.body.rejected).toEqual([
      { fileName: 'invoice.exe.pdf', reason: 'This file is a program, not a CV document, even though it is named .pdf' },
      { fileName: 'photo.png', reason: 'File type must be .pdf, .doc, .docx or .txt' },
      { fileName: 'really-a-pdf.txt', reason: 'This file is named .txt but its content is a PDF' },
    ]);
    expect(await listCvs(client)).toHaveLength(2);
  });

  it('accepts a Word 2003 XML file saved as .doc and reads it; plain text named .doc is still refused', async () => {
    const { client } = await t.signUp();
    const para = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const wordXml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Word.Document"?>\n' +
        '<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body>' +
        [para('Jane Whitaker'), para('jane.whitaker@example.com | (555) 123-4567'), para('EXPERIENCE'), para('Data Analyst, Northwind Traders, 2019 – 2023')].join('') +
        '</w:body></w:wordDocument>',
    );
    const res = await upload(client, [
      { name: 'Jane Whitaker.doc', bytes: wordXml },
      { name: 'notes.doc', bytes: Buffer.from('Just some notes, typed in a text editor.') },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.cvs.map((c: UploadedCv) => [c.originalFileName, c.format])).toEqual([['Jane Whitaker.doc', 'doc']]);
    expect(res.body.rejected).toEqual([{ fileName: 'notes.doc', reason: 'This file is named .doc but its content is plain text' }]);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv.extractionStatus).toBe('done');
    expect((await storedRow(cv.id)).textContent).toContain('jane.whitaker@example.com');
    expect((await storedRow(cv.id)).textContent).not.toContain('<w:');
  });

  it.skipIf(!isLibreOfficeAvailable())(
    "converts an account's .doc in a LibreOffice of that account's only, another account's in a fresh one (skipped without LibreOffice)",
    { timeout: 90_000 },
    async () => {
      const office = sharedLibreOfficeInstance();
      const pidAfter = async (client: ApiClient) => {
        const res = await upload(client, [{ name: docCv.fileName, bytes: docCv.bytes }]);
        expect((await extracted(client, res.body.cvs[0].id)).extractionStatus).toBe('done');
        return office.pid;
      };
      const agencyA = await t.signUp();
      const agencyB = await t.signUp();
      const first = await pidAfter(agencyA.client);
      expect(office.scope).toBe(accountScope(agencyA.user.id));
      expect(await pidAfter(agencyA.client)).toBe(first);
      const second = await pidAfter(agencyB.client);
      expect(office.scope).toBe(accountScope(agencyB.user.id));
      expect(second).not.toBe(first);
    },
  );

  it('answers 400 listing each reason when nothing in the upload is valid', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [
      { name: 'setup.pdf', bytes: windowsProgram() },
      { name: 'empty.docx', bytes: Buffer.alloc(0) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'No valid CV in this upload. setup.pdf: This file is a program, not a CV document, even though it is named .pdf; empty.docx: The file is empty',
    );
    expect(res.body.details.rejected).toHaveLength(2);
    expect(await listCvs(client)).toEqual([]);
  });

  it('refuses a request without files, and one that is not multipart', async () => {
    const { client } = await t.signUp();
    const empty = await client.request('POST', '/api/upload-cvs', { body: new FormData() });
    expect(empty.status).toBe(400);
    const json = await client.post('/api/upload-cvs', { files: [] });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart/);
  });

  it('refuses uploads when signed out', async () => {
    const res = await upload(t.client(), [{ name: 'cv.txt', bytes: txtCv.bytes }]);
    expect(res.status).toBe(401);
  });
});

describe('hostile and broken files', () => {
  it('rejects a 0-byte file', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'empty.pdf', bytes: Buffer.alloc(0) }, { name: 'ok.txt', bytes: txtCv.bytes }]);
    expect(res.status).toBe(201);
    expect(res.body.rejected).toEqual([{ fileName: 'empty.pdf', reason: 'The file is empty' }]);
  });

  it('rejects a file of 10 MB + 1 byte on its own and keeps the files after it', async () => {
    const { client } = await t.signUp();
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 'a');
    const res = await upload(client, [{ name: 'huge.txt', bytes: big }, { name: 'after.txt', bytes: txtCv.bytes }]);
    expect(res.status).toBe(201);
    expect(res.body.rejected).toEqual([{ fileName: 'huge.txt', reason: 'File is larger than 10 MB' }]);
    expect(res.body.cvs.map((c: UploadedCv) => c.originalFileName)).toEqual(['after.txt']);
    // Exactly 10 MB is allowed.
    const limit = await upload(client, [{ name: 'limit.txt', bytes: Buffer.concat([txtCv.bytes, Buffer.alloc(MAX_FILE_BYTES - txtCv.bytes.length, ' ')]) }]);
    expect(limit.status).toBe(201);
    expect(limit.body.cvs[0].fileSize).toBe(MAX_FILE_BYTES);
  });

  it('refuses 51 files (and 60) as a whole, storing none of them', async () => {
    const { client } = await t.signUp();
    for (const count of [51, 60]) {
      const files = Array.from({ length: count }, (_, i) => ({ name: `cv-${i}.txt`, bytes: txtCv.bytes }));
      const res = await upload(client, files);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Too many files: at most 50 per upload');
    }
    expect(await listCvs(client)).toEqual([]);
    const fifty = await upload(client, Array.from({ length: 50 }, (_, i) => ({ name: `cv-${i}.txt`, bytes: txtCv.bytes })));
    expect(fifty.status).toBe(201);
    expect(fifty.body.filesCount).toBe(50);
  });

  it('keeps a cleaned display name for path-like names and names with control characters, never a path', async () => {
    const { client, user } = await t.signUp();
    const res = await upload(client, [
      { name: '../../etc/passwd.pdf', bytes: pdfCv.bytes },
      { name: '..\\..\\windows\\cv.txt', bytes: txtCv.bytes },
      { name: 'cv\u0007\u001b[31m red.txt', bytes: txtCv.bytes },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.cvs.map((c: UploadedCv) => c.originalFileName)).toEqual(['passwd.pdf', 'cv.txt', 'cv[31m red.txt']);
    // On disk: generated names only, inside the user's folder.
    const stored = fs.readdirSync(path.join(t.dataDir, 'files', 'cvs', user.id));
    expect(stored).toHaveLength(3);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'etc'))).toBe(false);
    // Nothing is left in the temporary folder.
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('rejects an .exe renamed .pdf', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'cv.pdf', bytes: windowsProgram() }]);
    expect(res.status).toBe(400);
    expect(res.body.details.rejected).toEqual([{ fileName: 'cv.pdf', reason: 'This file is a program, not a CV document, even though it is named .pdf' }]);
  });

  it('rejects a zip bomb inside a .docx at upload, and fails one that lies about its size when it is read', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [
      { name: 'bomb.docx', bytes: zipBombDocx() },
      { name: 'liar.docx', bytes: lyingZipBombDocx() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.rejected).toEqual([{ fileName: 'bomb.docx', reason: 'The document is too large when decompressed (possible zip bomb)' }]);
    const liar = await extracted(client, res.body.cvs[0].id);
    expect(liar).toMatchObject({ extractionStatus: 'failed', extractionReason: 'The document is too large when decompressed (possible zip bomb)', extractedData: null });
  });

  it('fails a .docx with XML entity declarations with a clear reason', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'laughs.docx', bytes: entityDocx() }]);
    expect(res.status).toBe(201);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv).toMatchObject({ extractionStatus: 'failed', extractionReason: 'This Word document contains XML entity declarations, which are not allowed' });
  });

  it('ends the extraction of a PDF whose page tree loops, instead of hanging', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'loop.pdf', bytes: loopingPdf() }]);
    expect(res.status).toBe(201);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv.extractionStatus).toBe('failed');
    expect(cv.extractionReason).toBe('This PDF is damaged or not a valid PDF');
  });

  it("fails a password-protected PDF with 'This PDF is password-protected'", async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'locked.pdf', bytes: passwordProtectedPdf() }]);
    expect(res.status).toBe(201);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv).toMatchObject({ extractionStatus: 'failed', extractionReason: 'This PDF is password-protected' });
  });

  it('marks a CV in which nothing could be found as needing review', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'notes.txt', bytes: 'the quick brown fox jumps over the lazy dog\n'.repeat(5) }]);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv).toMatchObject({ extractionStatus: 'needs_review', extractionReason: NOTHING_FOUND_REASON });
    expect(cv.extractedData).not.toBeNull();
  });

  it('loses nothing already uploaded when a hostile batch follows, and the server stays up', async () => {
    const { client } = await t.signUp();
    const good = await upload(client, [{ name: 'keeper.pdf', bytes: pdfCv.bytes }]);
    expect(good.status).toBe(201);
    const keeperId = good.body.cvs[0].id;
    await extracted(client, keeperId);

    const hostile = await upload(client, [
      { name: 'cv.pdf', bytes: windowsProgram() },
      { name: 'bomb.docx', bytes: zipBombDocx() },
      { name: 'liar.docx', bytes: lyingZipBombDocx() },
      { name: 'laughs.docx', bytes: entityDocx() },
      { name: 'empty.txt', bytes: Buffer.alloc(0) },
      { name: 'huge.pdf', bytes: Buffer.alloc(MAX_FILE_BYTES + 1, '%') },
      { name: '../../etc/passwd.pdf', bytes: loopingPdf() },
      { name: 'locked.pdf', bytes: passwordProtectedPdf() },
    ]);
    expect(hostile.status).toBe(201);
    expect(hostile.body.rejected.map((r: { fileName: string }) => r.fileName)).toEqual(['cv.pdf', 'bomb.docx', 'empty.txt', 'huge.pdf']);
    for (const cv of hostile.body.cvs as UploadedCv[]) {
      const done = await extracted(client, cv.id);
      expect(done.extractionStatus, cv.originalFileName).toBe('failed');
      expect(done.extractionReason).toBeTruthy();
    }

    expect((await t.client().get('/api/healthz')).status).toBe(200);
    const keeper = (await listCvs(client)).find((c) => c.id === keeperId);
    expect(keeper).toMatchObject({ originalFileName: 'keeper.pdf', extractionStatus: 'done' });
    expect(await t.server.ctx.storage.getBuffer((await storedRow(keeperId)).storageKey)).toEqual(pdfCv.bytes);
    // Still accepting uploads.
    expect((await upload(client, [{ name: 'next.txt', bytes: txtCv.bytes }])).status).toBe(201);
  });

  it('reads a one-page PDF written by hand', async () => {
    const { client } = await t.signUp();
    const res = await upload(client, [{ name: 'plain.pdf', bytes: textPdf(['Jane Doe', 'jane.doe@example.com', 'Experience', 'Nurse, Mercy Clinic, 2019 - 2021']) }]);
    const cv = await extracted(client, res.body.cvs[0].id);
    expect(cv.extractedData?.email).toBe('jane.doe@example.com');
  });
});

describe('listing and deleting', () => {
  it("lists only the user's own CVs and answers 404 for someone else's CV on delete", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const res = await upload(alice.client, [{ name: 'alice.txt', bytes: txtCv.bytes }]);
    const id = res.body.cvs[0].id;
    expect(await listCvs(bob.client)).toEqual([]);

    const stolen = await bob.client.delete(`/api/uploaded-cvs/${id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('CV not found');
    const missing = await bob.client.delete('/api/uploaded-cvs/no-such-id');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('CV not found');
    expect(await listCvs(alice.client)).toHaveLength(1);
  });

  it('deletes an own CV with its stored file, and logs it', async () => {
    const { client, user } = await t.signUp();
    const res = await upload(client, [{ name: 'gone.txt', bytes: txtCv.bytes }, { name: 'stays.txt', bytes: txtCv.bytes }]);
    const [gone, stays] = res.body.cvs as UploadedCv[];
    const { storageKey } = await storedRow(gone.id);
    expect(await t.server.ctx.storage.exists(storageKey)).toBe(true);

    const del = await client.delete(`/api/uploaded-cvs/${gone.id}`);
    expect(del.status).toBe(200);
    expect((await listCvs(client)).map((c) => c.id)).toEqual([stays.id]);
    expect(await t.server.ctx.storage.exists(storageKey)).toBe(false);
    expect((await client.delete(`/api/uploaded-cvs/${gone.id}`)).status).toBe(404);
    const logged = await t.server.ctx.database.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
    expect(logged.some((a) => a.action === 'delete' && a.resourceType === 'cv' && a.resourceId === gone.id && a.resource === 'gone.txt')).toBe(true);
  });
});
