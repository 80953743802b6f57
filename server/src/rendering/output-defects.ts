import PizZip from 'pizzip';
import { isHeadingParagraph, isVisible } from './empty-furniture';
import { listParagraphs, paragraphText } from './paragraph-text';
import { childElements, parseXml, type XmlElement } from './xml-tree';

/** What keeps a rendered CV from going to a client unedited, counted per kind. */
export interface OutputDefects {
  emptyHeadings: string[];
  danglingSeparators: string[];
  leftoverTags: string[];
  privateUseGlyphs: string[];
}

const DANGLING = /^\s*[|·,;–—]\s|\s[|·•–—,;:]\s*$|[|·]\s*[|·]|,\s*,|\(\s*\)|\s[|·–—,;]\s*\(/;
const TAG = /\{\{[#^/@]?\s*[\p{L}_. -]*\}\}|\{\{|\}\}/u;
const PRIVATE_USE = /[\uE000-\uF8FF]/;

function nextBlock(paragraph: XmlElement): XmlElement | undefined {
  const siblings = childElements(paragraph.parent!).filter((e) => e.name === 'w:p' || e.name === 'w:tbl');
  return siblings.slice(siblings.indexOf(paragraph) + 1).find(isVisible);
}

/** A heading with nothing under it: the next visible block in its container is a heading, or there is none (for a table cell: nor in the rest of its row or the next row). */
function isEmptyHeading(paragraph: XmlElement): boolean {
  if (!isHeadingParagraph(paragraph)) return false;
  const next = nextBlock(paragraph);
  if (next) return next.name === 'w:p' && isHeadingParagraph(next) && styleOf(next) === styleOf(paragraph);
  // A bold line closing its container is as likely the last entry's title as a heading.
  if (!isHeadingParagraph(paragraph, { isBoldEnough: false })) return false;
  const container = paragraph.parent!;
  if (container.name === 'w:tc') {
    const row = container.parent!;
    const cells = childElements(row, 'w:tc');
    if (cells.slice(cells.indexOf(container) + 1).some(isVisible)) return false;
    const rows = childElements(row.parent!, 'w:tr');
    const nextRow = rows[rows.indexOf(row) + 1];
    // A column caption over an empty cell of the next row ('CERTIFICATIONS' over nothing).
    const below = nextRow ? childElements(nextRow, 'w:tc')[cells.indexOf(container)] : undefined;
    if (below && childElements(nextRow, 'w:tc').length === cells.length && cells.every((c) => isVisible(c)) && !isVisible(below)) return true;
    return !nextRow || !listParagraphs(nextRow).some((p) => paragraphText(p).text.trim() && !isHeadingParagraph(p));
  }
  return true;
}

function styleOf(paragraph: XmlElement): string {
  const pPr = childElements(paragraph, 'w:pPr')[0];
  return (pPr && childElements(pPr, 'w:pStyle')[0]?.attrs['w:val']) ?? '';
}

/** Reads a rendered DOCX the way a consultant proof-reads it, and lists what would need editing. */
export function findOutputDefects(docx: Buffer): OutputDefects {
  const zip = new PizZip(docx);
  const defects: OutputDefects = { emptyHeadings: [], danglingSeparators: [], leftoverTags: [], privateUseGlyphs: [] };
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  for (const name of parts) {
    const doc = parseXml(zip.file(name)!.asText());
    for (const paragraph of listParagraphs(doc.root, { skipFallbacks: true })) {
      const text = paragraphText(paragraph).text;
      if (!text.trim()) continue;
      if (isEmptyHeading(paragraph)) defects.emptyHeadings.push(text.trim());
      if (DANGLING.test(text) && !isHeadingParagraph(paragraph)) defects.danglingSeparators.push(text.trim());
      if (TAG.test(text)) defects.leftoverTags.push(text.trim());
      if (PRIVATE_USE.test(text)) defects.privateUseGlyphs.push(text.trim());
    }
  }
  return defects;
}
