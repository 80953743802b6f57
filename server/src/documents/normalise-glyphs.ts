/**
 * Glyph-level clean-up every reader's text goes through (buildDocumentText), so the extractor sees
 * what a reader sees:
 * - private-use code points (U+E000–U+F8FF: Symbol/Wingdings bullets such as U+F0B7, icon fonts'
 *   phone/mail/pin icons) carry no text: each becomes a space, so an icon between two contact items
 *   still separates them;
 * - dash look-alikes (hyphen U+2010, non-breaking hyphen U+2011, figure dash U+2012, minus U+2212,
 *   small and full-width hyphen-minus) become "-", so "2020‑2022" is a date range;
 * - soft hyphens are removed (buildDocumentText already drops them with the zero-width characters).
 * Control characters are the document exit's own clean-up (clean-text), not this function's.
 */
export function normaliseGlyphs(text: string): string {
  return text.replace(/[\ue000-\uf8ff]/g, ' ').replace(/[\u2010-\u2012\u2212\ufe63\uff0d]/g, '-');
}
