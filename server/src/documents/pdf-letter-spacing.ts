import type { PositionedText } from './pdf-layout';
import type { PaintedText } from './pdf-paint';

/**
 * "S A M I R A H A D I D": the text layer (pdf.js) puts the same single space into every gap of a
 * letter-spaced line, the wide gap between two words as well as the narrow one between two letters, so
 * the word boundary is lost there. The page's paint still has it: each glyph (or run of glyphs) is drawn
 * at its own place, and a word gap is wider than the design's letter gap by about a space.
 */

/** Most pieces of the text are one letter or digit, at least four of them: a line set letter by letter. */
export function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(/ +/);
  const single = tokens.filter((token) => /^[\p{L}\p{N}]$/u.test(token)).length;
  return single >= 4 && single >= tokens.length * 0.7;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * The letter-spaced piece's words with their letters closed up ("SAMIRA HADID"), read from where the
 * page draws its glyphs; null when the painted glyphs under the piece do not spell it (nothing is guessed).
 */
export function closeUpLetterSpacing(item: PositionedText, painted: PaintedText[]): string | null {
  if (!isLetterSpaced(item.text)) return null;
  const top = item.y - item.fontSize * 1.1;
  const bottom = item.y + item.fontSize * 0.4;
  const runs = painted
    .filter((run) => !run.hidden && run.text.trim())
    .filter((run) => {
      const middle = (run.box.y0 + run.box.y1) / 2;
      return middle >= top && middle <= bottom && run.box.x0 >= item.x - 1 && run.box.x1 <= item.x + item.width + 1;
    })
    .sort((a, b) => a.box.x0 - b.box.x0);
  if (!runs.length || runs.map((run) => squeeze(run.text)).join('') !== squeeze(item.text)) return null;
  const gaps = runs.slice(1).map((run, i) => run.box.x0 - runs[i].box.x1);
  const letterGap = gaps.length ? [...gaps].sort((a, b) => a - b)[Math.floor((gaps.length - 1) / 2)] : 0;
  // A word gap is the letter gap plus a space: a fifth of the type size at least.
  const wordGap = letterGap + item.fontSize * 0.2;
  let text = '';
  runs.forEach((run, i) => {
    if (i > 0 && gaps[i - 1] > wordGap) text += ' ';
    text += run.text.trim().replace(/\s+/g, ' ');
  });
  return text;
}
