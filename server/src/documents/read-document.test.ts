import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { writeDocx } from '../test-support/documents/docx-writer';
import { DocumentError, readDocument } from './read-document';
import { circularPagesPdf, corruptPdf, passwordProtectedPdf } from './test-support/hostile-pdfs';
import { sampleModel } from './test-support/sample-model';

async function refusal(input: Buffer, name: string): Promise<string> {
  const error = await readDocument(input, name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return (error as DocumentError).message;
}

describe('readDocument', () => {
  it('reads from a path and sniffs the type from the content, not the name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cvforge-'));
    const file = path.join(dir, 'cv.pdf');
    await writeFile(file, writeDocx(sampleModel()));
    const doc = await readDocument(file, 'cv.pdf');
    expect(doc.format).toBe('docx');
    expect(doc.text).toContain('Nimbus Technologies Ltd, London');
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0), 'cv.pdf')).toBe('The file is empty');
  });

  it('refuses a program renamed .pdf', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(1024)]);
    expect(await refusal(exe, 'cv.pdf')).toBe('This file is a program, not a CV document, even though it is named .pdf');
  });

  it('refuses a password-protected PDF', async () => {
    expect(await refusal(passwordProtectedPdf(), 'cv.pdf')).toBe('This PDF is password-protected');
  });

  it('refuses a corrupt PDF', async () => {
    expect(await refusal(corruptPdf(), 'cv.pdf')).toBe('This PDF is damaged or not a valid PDF');
  });

  it('finishes quickly with an error on a PDF whose page tree loops', async () => {
    const started = Date.now();
    expect(await refusal(circularPagesPdf(), 'cv.pdf')).toBe('This PDF is damaged or not a valid PDF');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a zip bomb inside a .docx before inflating it', async () => {
    const zip = new PizZip(writeDocx(sampleModel()));
    zip.file('word/media/padding.xml', ' '.repeat(40 * 1024 * 1024));
    const bomb = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb, 'cv.docx')).toBe('The document is too large when decompressed (possible zip bomb)');
  });

  it('stops inflating an entry whose declared size lies', async () => {
    const zip = new PizZip(writeDocx(sampleModel()));
    zip.file('word/document.xml', `<w:document>${'<w:p/>'.repeat(200_000)}</w:document>`);
    const file = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    // Rewrite document.xml's uncompressed size in the central directory to 100 bytes.
    const name = Buffer.from('word/document.xml');
    for (let at = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at > 0; at = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at - 1)) {
      if (file.subarray(at + 46, at + 46 + name.length).equals(name)) file.writeUInt32LE(100, at + 24);
    }
    expect(await refusal(file, 'cv.docx')).toBe('The document is too large when decompressed (possible zip bomb)');
  });

  it('refuses XML entity declarations in a .docx (billion laughs, XXE)', async () => {
    const hostile = writeDocx(sampleModel(), { prolog: '<!DOCTYPE w:document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>' });
    expect(await refusal(hostile, 'cv.docx')).toBe('This Word document contains XML entity declarations, which are not allowed');
  });

  it('refuses a macro-enabled document renamed .docx', async () => {
    const docm = writeDocx(sampleModel(), { parts: { 'word/vbaProject.bin': Buffer.from('macro') } });
    expect(await refusal(docm, 'cv.docx')).toBe('This Word document contains macros; please save it as a regular .docx');
  });

  it('refuses a .docx that is not a valid archive', async () => {
    const broken = writeDocx(sampleModel()).subarray(0, 300);
    expect(await refusal(broken, 'cv.docx')).toBe('This file is not a valid Word document');
  });

  it('gives the blocks the cleaned text when cleaning changed a line, and the same blocks when it changed none', async () => {
    const dirty = await readDocument(Buffer.from('Jane Doe\n\nSkills\uffff: Excel, SQL\n'), 'cv.txt');
    expect(dirty.lines.map((line) => line.text)).toEqual(['Jane Doe', 'Skills: Excel, SQL']);
    expect(dirty.blocks.map((block) => block.text)).toEqual(['Jane Doe', 'Skills: Excel, SQL']);
    const clean = await readDocument(Buffer.from('Jane Doe\n\nSkills: Excel, SQL\n'), 'cv.txt');
    expect(clean.blocks).toEqual(dirty.blocks);
  });
});
