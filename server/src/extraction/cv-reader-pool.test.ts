import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../documents/document-error';
import { sampleModel } from '../documents/test-support/sample-model';
import { docx, p } from '../documents/test-support/word-xml';
import { convertWithLibreOffice, isLibreOfficeAvailable } from '../rendering/libreoffice';
import { closeSharedLibreOfficeInstance, sharedLibreOfficeInstance } from '../rendering/libreoffice-instance';
import { configureLibreOfficeSandbox } from '../rendering/libreoffice-sandbox';
import { writeFakeSoffice } from '../rendering/test-support/fake-soffice';
import { writeDoc } from '../test-support/documents/doc-writer';
import { CvReaderPool } from './cv-reader-pool';

const pool = new CvReaderPool(2, 30_000);
afterAll(async () => {
  await pool.close();
  await closeSharedLibreOfficeInstance();
});

const cv = (name: string) =>
  Buffer.from(`${name}\n${name.toLowerCase().replace(' ', '.')}@example.com | +44 20 7946 0958\n\nEXPERIENCE\nSenior Accountant\nBarclays, London\nJan 2019 – Present\n`);

describe('CvReaderPool', () => {
  it('reads and extracts CVs on worker threads, several at once', async () => {
    const results = await Promise.all(['Jane Doe', 'John Roe', 'Ann Lee', 'Bo Chan'].map((name) => pool.read(cv(name), `${name}.txt`)));
    expect(results.map((r) => r.data.name)).toEqual(['Jane Doe', 'John Roe', 'Ann Lee', 'Bo Chan']);
    expect(results[0].data.email).toBe('jane.doe@example.com');
    expect(results[0].data.experience[0]).toMatchObject({ title: 'Senior Accountant', company: 'Barclays', current: true });
    expect(results[0].text).toContain('Barclays');
    expect(results[0].ocr).toBe(false);
  });

  it('passes a reader refusal back as a DocumentError with its reason', async () => {
    const error = await pool.read(Buffer.from('MZ\x90\x00 this is a Windows program'), 'cv.pdf').catch((e) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).reason).toBe('This file is a program, not a CV document, even though it is named .pdf');
  });

  it.skipIf(!isLibreOfficeAvailable())('converts a .doc read on a thread in the one LibreOffice this thread runs (skipped without LibreOffice)', { timeout: 120_000 }, async () => {
    // A Word 97 file LibreOffice itself wrote from a .docx built here.
    const body = ['Jane Doe', 'jane.doe@example.com | +44 20 7946 0958', 'EXPERIENCE', 'Senior Accountant', 'Barclays, London', 'Jan 2019 – Present'].map((line) => p(line)).join('');
    const doc = await convertWithLibreOffice(docx(body), 'docx', 'doc');
    const results = await Promise.all([pool.read(doc, 'jane.doc'), pool.read(doc, 'jane-again.doc')]);
    expect(results.map((result) => result.data.name)).toEqual(['Jane Doe', 'Jane Doe']);
    expect(results[0].data.experience[0]).toMatchObject({ title: 'Senior Accountant', company: 'Barclays', current: true });
    expect(sharedLibreOfficeInstance().pid).not.toBeNull();
  });

  it('converts a .doc read on a thread in the LibreOffice of the scope it was read for, and none other', async () => {
    // A stand-in soffice (unconfined), so that this runs where LibreOffice is not installed too: it
    // "converts" into something the Word reader refuses, and the text reader reads the .doc.
    const fakeDir = await mkdtemp(path.join(tmpdir(), 'cvforge-fake-soffice-'));
    const originalPath = process.env.PATH;
    await writeFakeSoffice(fakeDir);
    process.env.PATH = `${fakeDir}${path.delimiter}${originalPath}`;
    configureLibreOfficeSandbox('off');
    await closeSharedLibreOfficeInstance();
    // Its threads start now, with the stand-in on their PATH.
    const scoped = new CvReaderPool(1, 30_000);
    try {
      const doc = writeDoc(sampleModel());
      expect((await scoped.read(doc, 'a.doc', { scope: 'account:a' })).data.name).toBe('Jane Doe');
      expect(sharedLibreOfficeInstance().scope).toBe('account:a');
      const first = sharedLibreOfficeInstance().pid;
      expect((await scoped.read(doc, 'b.doc', { scope: 'account:b' })).data.name).toBe('Jane Doe');
      expect(sharedLibreOfficeInstance().scope).toBe('account:b');
      const second = sharedLibreOfficeInstance().pid;
      await scoped.read(doc, 'unscoped.doc');
      expect(sharedLibreOfficeInstance().scope).toBeNull();
      expect(new Set([first, second, sharedLibreOfficeInstance().pid]).size).toBe(3);
    } finally {
      await scoped.close();
      await closeSharedLibreOfficeInstance();
      configureLibreOfficeSandbox('auto');
      process.env.PATH = originalPath;
      await rm(fakeDir, { recursive: true, force: true });
    }
  });

  it('terminates a read that takes too long and keeps serving', async () => {
    const impatient = new CvReaderPool(1, 1);
    try {
      const error = await impatient.read(cv('Slow Sam'), 'slow.txt').catch((e) => e);
      expect(error).toBeInstanceOf(DocumentError);
      expect((error as DocumentError).reason).toBe('This file took too long to read');
    } finally {
      await impatient.close();
    }
    expect((await pool.read(cv('Still Here'), 'ok.txt')).data.name).toBe('Still Here');
  });
});
