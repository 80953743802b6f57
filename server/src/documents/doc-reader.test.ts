import { describe, expect, it } from 'vitest';
import { writeDoc } from '../test-support/documents/doc-writer';
import { readDoc } from './doc-reader';
import { DocumentError } from './document-error';
import { sampleModel } from './test-support/sample-model';

describe('readDoc', () => {
  it('reads the body, the header and the footer of a binary Word 97 file', async () => {
    const doc = await readDoc(writeDoc(sampleModel()));
    expect(doc.format).toBe('doc');
    expect(doc.lines[0]).toMatchObject({ text: 'jane.doe@example.com | +44 20 7946 0958', region: 'header' });
    expect(doc.lines.at(-1)).toMatchObject({ text: 'London, United Kingdom', region: 'footer' });
    expect(doc.lines.map((line) => line.text)).toContain('Nimbus Technologies Ltd, London');
  });

  it('refuses a compound file whose sector chain loops, instead of spinning', async () => {
    const file = writeDoc(sampleModel());
    // The allocation table is sector 0 (file offset 512); sectors 2 and 3 hold the WordDocument
    // stream. Make them point at each other so the stream's chain never ends.
    const fatAt = 512;
    file.writeInt32LE(3, fatAt + 2 * 4);
    file.writeInt32LE(2, fatAt + 3 * 4);
    await expect(readDoc(file)).rejects.toThrow(new DocumentError('This file is not a valid Word document'));
  });
});
