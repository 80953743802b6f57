import { afterAll, describe, expect, it } from 'vitest';
import { convertWithLibreOffice, isLibreOfficeAvailable } from '../rendering/libreoffice';
import { closeSharedLibreOfficeInstance, sharedLibreOfficeInstance } from '../rendering/libreoffice-instance';
import { writeDoc } from '../test-support/documents/doc-writer';
import { readDoc } from './doc-reader';
import { DocumentError } from './document-error';
import { sampleModel } from './test-support/sample-model';
import { docx, list, NUMBERING, p, style, table } from './test-support/word-xml';

afterAll(() => closeSharedLibreOfficeInstance());

describe('readDoc', () => {
  it('reads the body, the header and the footer of a binary Word 97 file with the text reader', async () => {
    const doc = await readDoc(writeDoc(sampleModel()), { convert: false });
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

  it('falls back to the text reader when LibreOffice cannot convert (here: not found on PATH)', async () => {
    const path = process.env.PATH;
    process.env.PATH = '';
    try {
      const doc = await readDoc(writeDoc(sampleModel()), { convert: true });
      expect(doc.lines[0]).toMatchObject({ text: 'jane.doe@example.com | +44 20 7946 0958', region: 'header' });
      expect(doc.lines.map((line) => line.text)).toContain('Nimbus Technologies Ltd, London');
    } finally {
      process.env.PATH = path;
    }
  });
});

describe.skipIf(!isLibreOfficeAvailable())('readDoc through LibreOffice (skipped when LibreOffice is not installed)', () => {
  it('reads a Word 97 file converted to .docx with its structure: headings, list items with levels, rows', { timeout: 120_000 }, async () => {
    const styles = `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>`;
    const body = [
      p('Experience', style('Heading1')),
      p('Senior Engineer, Acme Ltd, 2019 – Present'),
      p('Led the platform team of twelve engineers across three sites', list(1)),
      p('Kubernetes and Terraform', list(1, 1)),
      table([[p('2015 – 2018'), p('Developer, Beta plc')]]),
    ].join('');
    // The .doc is LibreOffice's own Word 97 export of a .docx built here: no file from outside the repository.
    const wordFile = await convertWithLibreOffice(docx(body, { styles, numbering: NUMBERING, header: p('jane@example.com') }), 'docx', 'doc');
    const doc = await readDoc(wordFile, { convert: true, scope: 'account:a' });
    expect(doc.format).toBe('doc');
    // Converted by the process's LibreOffice for that scope.
    expect(sharedLibreOfficeInstance().scope).toBe('account:a');
    const blocks = doc.blocks.map((block) => [block.region, block.kind, block.level, block.text]);
    expect(blocks).toEqual([
      ['header', 'paragraph', undefined, 'jane@example.com'],
      ['body', 'heading', undefined, 'Experience'],
      ['body', 'paragraph', undefined, 'Senior Engineer, Acme Ltd, 2019 – Present'],
      ['body', 'bullet', 0, '• Led the platform team of twelve engineers across three sites'],
      ['body', 'bullet', 1, '• Kubernetes and Terraform'],
      ['table', 'row', undefined, '2015 – 2018\tDeveloper, Beta plc'],
    ]);
  });

  it('keeps the plain reading when the conversion loses words the text reader finds', { timeout: 120_000 }, async () => {
    // This hand-built Word 97 file's page header and footer do not survive LibreOffice's import.
    const doc = await readDoc(writeDoc(sampleModel()), { convert: true });
    expect(doc.lines[0]).toMatchObject({ text: 'jane.doe@example.com | +44 20 7946 0958', region: 'header' });
    expect(doc.lines.at(-1)).toMatchObject({ text: 'London, United Kingdom', region: 'footer' });
  });
});
