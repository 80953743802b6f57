import { buildBlocks } from './blocks';
import { normaliseGlyphs } from './normalise-glyphs';
import type { DocumentLine, DocumentText, FileType } from './types';

/** Normalises whitespace in each line, drops empty lines and joins the text: the one place every reader ends. */
export function buildDocumentText(format: FileType, lines: DocumentLine[], pages: number, ocr = false): DocumentText {
  const kept: DocumentLine[] = [];
  for (const line of lines) {
    // Non-breaking and other exotic spaces become plain spaces; tabs stay meaningful as column gaps.
    const text = normaliseGlyphs(line.text)
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      .replace(/[^\S\t]+/g, ' ')
      .replace(/\t+/g, '\t')
      .trim();
    if (text) kept.push({ ...line, text });
  }
  return { format, lines: kept, blocks: buildBlocks(kept), text: kept.map((l) => l.text).join('\n'), pages: Math.max(1, pages), ocr };
}
