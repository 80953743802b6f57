import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { writeDoc } from '../test-support/documents/doc-writer';
import { writeDocx } from '../test-support/documents/docx-writer';
import { writePdf } from '../test-support/documents/pdf-writer';
import { detectFileType } from './detect-file-type';
import { sampleModel } from './test-support/sample-model';

describe('detectFileType', () => {
  it('recognises each format by content, whatever the name', async () => {
    expect(detectFileType(await writePdf(sampleModel()))).toBe('pdf');
    expect(detectFileType(writeDocx(sampleModel()))).toBe('docx');
    expect(detectFileType(writeDoc(sampleModel()))).toBe('doc');
    expect(detectFileType(Buffer.from('Jane Doe\r\nEngineer\r\n'))).toBe('txt');
    expect(detectFileType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Jane', 'utf16le')]))).toBe('txt');
  });

  it('refuses a Windows executable renamed .pdf', () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
    expect(detectFileType(exe)).toBeNull();
  });

  it('refuses a macro-enabled document renamed .docx', () => {
    const docm = writeDocx(sampleModel(), {
      parts: { 'word/vbaProject.bin': Buffer.from('macro') },
      contentTypesExtra: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    });
    expect(detectFileType(docm)).toBeNull();
  });

  it('refuses zip files that are not Word documents, images and empty files', () => {
    const zip = new PizZip();
    zip.file('hello.txt', 'hi');
    expect(detectFileType(zip.generate({ type: 'nodebuffer' }))).toBeNull();
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
