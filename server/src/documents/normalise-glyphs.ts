/**
 * Glyph-level clean-up every reader's text goes through (buildDocumentText), so the extractor sees
 * what a reader sees:
 * - private-use code points (U+E000–U+F8FF: Symbol/Wingdings bullets such as U+F0B7, icon fonts'
 *   phone/mail/pin icons) carry no text: each becomes a space, so an icon between two contact items
 *   still separates them;
 * - dash look-alikes (hyphen U+2010, non-breaking hyphen U+2011, figure dash U+2012, minus U+2212,
 *   small and full-width hyphen-minus) become "-", so "2020‑2022" is a date range;
 * - soft hyphens are removed (buildDocumentText already drops them with the zero-width characters);
 * - an accent set as a glyph of its own before its letter becomes that accented letter (composeSpacingAccents);
 * - a leader of dots beside words is the gap it fills (closeLeaders).
 * Control characters are the document exit's own clean-up (clean-text), not this function's.
 */
export function normaliseGlyphs(text: string): string {
  return closeLeaders(composeSpacingAccents(text.replace(/[\ue000-\uf8ff]/g, ' ').replace(/[\u2010-\u2012\u2212\ufe63\uff0d]/g, '-')));
}

/** Four or more dots in a row, spaced or not: a leader (LaTeX's \dotfill, a table of contents' dots), not an ellipsis. */
const LEADER = /[ \t]*(?:[.\u00b7\u2024\u2025\u2026][ \t]?){4,}[ \t]*/g;

/**
 * "Data Scientist. . . . . . . . . ." / "Berlin ........ 2019": a leader of dots leads the eye across a gap, from a title to
 * what stands at the line's far end or to nothing; it is that gap (a tab between the two, nothing at an end), never words
 * of the title. A line of dots alone is a drawn rule and stays one.
 */
export function closeLeaders(text: string): string {
  if (!/[.\u00b7\u2024-\u2026][ \t]?[.\u00b7\u2024-\u2026][ \t]?[.\u00b7\u2024-\u2026]/.test(text) || !/[\p{L}\p{N}]/u.test(text)) return text;
  return text.replace(LEADER, (leader: string, offset: number) => (offset === 0 || offset + leader.length >= text.length ? '' : '\t'));
}

/** Spacing accents and the combining mark each stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  '\u00b4': '\u0301', '\u02ca': '\u0301', // acute
  '\u0060': '\u0300', '\u02cb': '\u0300', // grave
  '\u00a8': '\u0308', // diaeresis
  '\u02c6': '\u0302', // circumflex
  '\u02dc': '\u0303', // tilde
  '\u00b8': '\u0327', // cedilla
  '\u02c7': '\u030c', // caron
  '\u02d8': '\u0306', // breve
  '\u02da': '\u030a', // ring
  '\u00af': '\u0304', '\u02c9': '\u0304', // macron
  '\u02d9': '\u0307', // dot above
  '\u02dd': '\u030b', // double acute
};
const ACCENT_CLASS = `[${Object.keys(SPACING_ACCENTS).join('')}]`;

/** A spacing accent drawn as a glyph of its own ("´", "¨", "ˆ"): what composeSpacingAccents joins to the letter after it. */
export function isSpacingAccent(text: string): boolean {
  return Object.hasOwn(SPACING_ACCENTS, text);
}
const HAS_SPACING_ACCENT = new RegExp(ACCENT_CLASS, 'u');
const SPACING_ACCENT = new RegExp(`(${ACCENT_CLASS})(\\p{L})`, 'gu');
const VOWEL = /^[aeiouyAEIOUYı]$/;

/**
 * "Universit¨at", "D´eveloppeur", "Educaci´on", "integra¸c˜oes", "Mart´ınez": TeX's classic font encoding (OT1, the
 * default without \usepackage[T1]{fontenc}) has no accented letters, so it draws the accent as a glyph of its own over
 * the letter that follows it, and a PDF's text layer keeps the two apart. An accent glyph directly before a letter it
 * has a precomposed form with is that letter accented; a dotless ı under an accent is an i. An acute or grave before
 * a consonant is an apostrophe typed with the accent key ("it´s", "don´t") and stays; a grave (the backtick) after
 * no letter opens Markdown's code, not a French "à".
 */
export function composeSpacingAccents(text: string): string {
  if (!HAS_SPACING_ACCENT.test(text)) return text;
  return text.replace(SPACING_ACCENT, (whole, accent: string, letter: string, offset: number) => {
    const mark = SPACING_ACCENTS[accent];
    if ((mark === '\u0301' || mark === '\u0300') && !VOWEL.test(letter)) return whole;
    if (accent === '\u0060' && !/\p{L}/u.test(text[offset - 1] ?? '')) return whole;
    const composed = `${letter === 'ı' ? 'i' : letter}${mark}`.normalize('NFC');
    return [...composed].length === 1 ? composed : whole;
  });
}
