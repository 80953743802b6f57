import { buildBlocks } from '../documents/blocks';
import type { DocumentLine, DocumentText } from '../documents/types';

/** A DocumentText from plain lines, as the TXT reader would produce it. */
export function textDocument(text: string, region: DocumentLine['region'] = 'body'): DocumentText {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): DocumentLine => ({ text: line, page: 1, region }));
  return { format: 'txt', lines, blocks: buildBlocks(lines), text: lines.map((line) => line.text).join('\n'), pages: 1, ocr: false };
}
