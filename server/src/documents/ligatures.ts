import { LIGATURE_REPAIRS } from './ligature-lexicon';

/**
 * Words whose ligature glyph a PDF's text layer lost: many fonts draw "fi", "fl", "ff", "ffi" and
 * "ffl" as one glyph, and a text layer without a mapping for it gives nothing (or U+0000, removed by
 * clean-text) in its place: "nancial", "Certications", "inuence". A recruiter would send that text to
 * a client, and the extractor misses the headings it breaks ("Proles", "Certications").
 *
 * Only a document that shows the damage is repaired: one whose text held U+0000, or in which at least
 * two different damaged forms occur. A word is repaired only when its damaged form is no English word
 * and stands for exactly one (ligature-lexicon.ts), so intact text and other languages are left alone.
 */
let repairs: Map<string, string> | null = null;

function repairIndex(): Map<string, string> {
  repairs ??= new Map(
    LIGATURE_REPAIRS.split('\n')
      .filter(Boolean)
      .map((entry) => entry.split('=') as [string, string]),
  );
  return repairs;
}

const WORD = /\p{L}+/gu;

/** The lines with lost ligatures put back, when the document shows it lost them. */
export function repairLostLigatures(lines: readonly string[], heldNullGlyphs: boolean): string[] {
  const index = repairIndex();
  const damaged = new Set<string>();
  for (const line of lines) {
    for (const [word] of line.matchAll(WORD)) {
      const key = word.toLowerCase();
      if (index.has(key)) damaged.add(key);
    }
  }
  if (damaged.size === 0 || (damaged.size < 2 && !heldNullGlyphs)) return [...lines];
  return lines.map((line) =>
    line.replace(WORD, (word) => {
      const repaired = index.get(word.toLowerCase());
      return repaired ? inCaseOf(word, repaired) : word;
    }),
  );
}

/** "CERTICATIONS" → "CERTIFICATIONS", "Proles" → "Profiles", "nancial" → "financial". */
function inCaseOf(original: string, word: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return word.toUpperCase();
  if (original[0] === original[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}
