import { rawPdf } from '../../test-support/documents/raw-pdf';

/**
 * A PDF whose font draws "fi" and "fl" as ligature glyphs and whose ToUnicode map sends those glyphs
 * to U+0000, as real design PDFs do (the text layer then reads "Certications", "inuence"). Write the
 * ligatures in `lines` as "ﬁ" (U+FB01) and "ﬂ" (U+FB02).
 */
export function ligatureLossPdf(lines: string[]): Buffer {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const LIGATURE_CODES: Record<string, number> = { '\ufb01': 0x1000, '\ufb02': 0x1001 };
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    '1 beginbfrange <0020> <007E> <0020> endbfrange',
    '2 beginbfchar <1000> <0000> <1001> <0000> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const text = (s: string) => `<${[...s].map((c) => hex(LIGATURE_CODES[c] ?? c.charCodeAt(0))).join('')}>`;
  const content = `BT /F1 11 Tf 72 720 Td ${lines.map((line, i) => `${i ? '0 -14 Td ' : ''}${text(line)} Tj`).join(' ')} ET`;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /Helvetica /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 6 0 R >>',
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Helvetica /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 >>',
  ]);
}
