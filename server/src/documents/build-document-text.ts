import { buildBlocks } from './blocks';
import { normaliseGlyphs } from './normalise-glyphs';
import { MAX_LINKS, type DocumentLine, type DocumentText, type FileType } from './types';

/** Normalises whitespace in each line, drops empty lines and joins the text: the one place every reader ends. */
export function buildDocumentText(format: FileType, lines: DocumentLine[], pages: number, ocr = false): DocumentText {
  const kept: DocumentLine[] = [];
  for (const line of lines) {
    const text = normaliseLineText(line.text);
    // The lead is words of the text: it reads as they do ("Máster", not "M´aster").
    if (text) kept.push(line.lead ? { ...line, text, lead: normaliseLineText(line.lead) } : { ...line, text });
  }
  return { format, lines: kept, blocks: buildBlocks(kept), text: kept.map((l) => l.text).join('\n'), pages: Math.max(1, pages), ocr };
}

function normaliseLineText(text: string): string {
  // Non-breaking and other exotic spaces become plain spaces; tabs stay meaningful as column gaps.
  return normaliseGlyphs(text)
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
    .replace(/[^\S\t]+/g, ' ')
    .replace(/\t+/g, '\t')
    .trim();
}

/** The document with the addresses it links to, each once, at most MAX_LINKS; unchanged when it links nowhere. */
export function withLinks(doc: DocumentText, links: string[]): DocumentText {
  const kept = [...new Set(links.map((link) => link.trim()).filter(Boolean))].slice(0, MAX_LINKS);
  return kept.length ? { ...doc, links: kept } : doc;
}
