import { toUnicodeFontPdf } from '../../test-support/documents/raw-pdf';

/**
 * A PDF whose font draws "fi" and "fl" as ligature glyphs and whose ToUnicode map sends those glyphs
 * to U+0000, as real design PDFs do (the text layer then reads "Certications", "inuence"). Write the
 * ligatures in `lines` as "ﬁ" (U+FB01) and "ﬂ" (U+FB02).
 */
export function ligatureLossPdf(lines: string[]): Buffer {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const LIGATURE_CODES: Record<string, number> = { '\ufb01': 0x1000, '\ufb02': 0x1001 };
  const text = (s: string) => `<${[...s].map((c) => hex(LIGATURE_CODES[c] ?? c.charCodeAt(0))).join('')}>`;
  const content = `BT /F1 11 Tf 72 720 Td ${lines.map((line, i) => `${i ? '0 -14 Td ' : ''}${text(line)} Tj`).join(' ')} ET`;
  return toUnicodeFontPdf(content, ['1 beginbfrange <0020> <007E> <0020> endbfrange', '2 beginbfchar <1000> <0000> <1001> <0000> endbfchar']);
}
