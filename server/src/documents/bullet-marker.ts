/**
 * A bullet typed by hand at the start of a line: a bullet glyph, a dash or an asterisk followed by
 * a space, Word's "o" bullet (Courier New's lower-case o, before a tab or a capital), or the private-use code point a Symbol or
 * Wingdings bullet is stored as. Headings, dates and contact lines never start this way; a date range
 * written "- 2019" is not a thing a CV does.
 */

/** Glyphs that are a bullet wherever they open a line. */
const GLYPHS = '•●○◦▪▫■□◆◇♦❖►▸▶➢➤➣➔→✓✔✗☐☑⦿⁃‣∙·';

/**
 * Symbol and Wingdings bullets as Word stores them (U+F0xx): Symbol's bullet, Wingdings' small
 * square, arrowhead, diamond, check mark, square and hollow square. Other private-use glyphs are icons
 * (a phone, an envelope) that open contact lines, not list items.
 */
const PRIVATE_USE_BULLETS = '\uf0b7\uf0a7\uf0d8\uf076\uf0fc\uf06e\uf0a8\uf071\uf0a2\uf0e0\uf0d7';

const MARKER = new RegExp(`^\\s*(?:[${GLYPHS}${PRIVATE_USE_BULLETS}]\\s*(?=[^\\s${GLYPHS}${PRIVATE_USE_BULLETS}])|[-–—*](?:\\s+)(?=\\S)|o(?:\\t+|[ ]+)(?=\\p{Lu}))`, 'u');

/** The marker opening `text` ("• ", "- ", "o "), or null when the line is not a hand-made bullet. */
export function manualBulletMarker(text: string): string | null {
  const match = MARKER.exec(text);
  if (!match) return null;
  // "-- " and "*** " are rules or emphasis, not bullets; "●●●○○" is a rating; a bullet opens some words.
  if (/^\s*[-–—*]\s*[-–—*]/.test(text) || !/[\p{L}\p{N}]/u.test(text.slice(match[0].length))) return null;
  return match[0];
}

/** A line that opens with a Symbol or Wingdings bullet, that bullet shown as "•" as readers see it. */
export function withVisibleBullet(text: string): string {
  return text.replace(new RegExp(`^(\\s*)[${PRIVATE_USE_BULLETS}]\\s*`, 'u'), '$1• ');
}
