import type { CvData } from '@common/cv-data';
import { numbersIn } from './grounding';

/** Every number the original CV states, in any field (and in `extraText`, the document's text, when given). */
export function knownNumbers(original: CvData, extraText = ''): Set<string> {
  const strings: string[] = [extraText];
  // Contact details are not figures a sentence may quote ("+39 02…" must not license "grew by 39%"),
  // and a date's month is not a figure either ("2019-12" licenses 2019, not 12).
  const { email: _e, phone: _p, linkedin: _l, website: _w, ...content } = original;
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(/^\d{4}-\d{2}$/.test(value) ? value.slice(0, 4) : value);
    else if (typeof value === 'number') {
      // A summary may say "8 years" for 7.6: the whole numbers around a figure are the CV's too.
      strings.push(String(value), String(Math.floor(value)), String(Math.round(value)));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return new Set(numbersIn(strings.join(' \n ')));
}

export function introducesNumber(text: string, known: Set<string>): boolean {
  return numbersIn(text).some((n) => !known.has(n));
}

/**
 * The enhancement may reword the summary and the highlights, nothing else: every other field is
 * restored from the original (names, contact details, employers, titles, dates, degrees, skills…).
 * A highlight that introduces a number the CV doesn't state is replaced by the original highlight at
 * the same place when the list kept its length, else dropped; a summary that does is replaced by the
 * original summary. Pure.
 */
export function enforceFacts(original: CvData, enhanced: CvData, originalText = ''): CvData {
  const known = knownNumbers(original, originalText);
  const summary = enhanced.summary?.trim() ? enhanced.summary.trim() : original.summary;
  return {
    ...structuredClone(original),
    summary: summary && introducesNumber(summary, known) ? original.summary : summary,
    experience: original.experience.map((entry, index) => {
      const rewritten = enhanced.experience[index]?.highlights;
      if (!rewritten) return structuredClone(entry);
      const isSameLength = rewritten.length === entry.highlights.length;
      const highlights = rewritten.flatMap((text, i) => {
        if (!introducesNumber(text, known)) return [text];
        return isSameLength ? [entry.highlights[i]] : [];
      });
      // A role never loses all its bullets to the check.
      return { ...structuredClone(entry), highlights: highlights.length > 0 || entry.highlights.length === 0 ? highlights : [...entry.highlights] };
    }),
  };
}
