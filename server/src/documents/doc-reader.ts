import WordExtractor from 'word-extractor';
import { buildDocumentText } from './build-document-text';
import { assertSaneCompoundFile } from './cfb-guard';
import { DocumentError } from './document-error';
import type { DocumentLine, DocumentText, LineRegion } from './types';

const extractor = new WordExtractor();

/** Reads a legacy binary .doc (Word 97–2003): headers, body, text boxes and footers. */
export async function readDoc(buffer: Buffer): Promise<DocumentText> {
  if (buffer.includes(Buffer.from('EncryptedPackage', 'utf16le'))) {
    throw new DocumentError('This Word document is password-protected');
  }
  assertSaneCompoundFile(buffer);
  let document: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    document = await extractor.extract(buffer);
  } catch (error) {
    throw new DocumentError('This file is not a valid Word document', { cause: error });
  }
  const part = (text: string, region: LineRegion): DocumentLine[] =>
    text.split(/\r\n|\r|\n/).map((line) => ({ text: line, page: 1, region }));
  const lines = [
    ...part(document.getHeaders({ includeFooters: false }), 'header'),
    ...part(document.getBody(), 'body'),
    ...part(document.getTextboxes({ includeHeadersAndFooters: false }), 'sidebar'),
    ...part(document.getFooters(), 'footer'),
  ];
  return buildDocumentText('doc', lines, 1);
}
