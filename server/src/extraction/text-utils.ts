/** Lower-case and strip accents, for matching words across languages ("Expérience" → "experience"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Bullet characters CVs use at the start of list items. */
export const BULLET = /^\s*(?:[•●○◦▪▫■□►▸‣⁃∙∗·*➢➤✓✔❖◆◇→»–—-]|\d{1,2}[.)])\s+/;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "JOHN O'NEIL-SMITH" → "John O'Neil-Smith"; leaves mixed-case text alone. */
export function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]/.test(text)) return text;
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Trims separators and stray punctuation from the ends of a fragment. */
export function cleanFragment(text: string): string {
  return text
    .replace(/^[\s,;:|·•–—\-/()[\]]+/, '')
    .replace(/[\s,;:|·•–—\-/([]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}
