import { findEmail } from './contact';
import { findDateRange } from './dates';
import type { DocumentLine } from '../documents/types';
import { headingKind, inlineHeading, type Section } from './sections';

/**
 * The candidate's profile when no heading announces it (decision 102). Many CVs open with a paragraph
 * about the candidate under the name, with no heading or under one no word list knows ("Why consider
 * me?", "Wer bin ich?"), or set it in a sidebar read first. What sets such a paragraph apart from
 * everything else at the top of a CV is that it is prose: a run of words, most of them lower-case,
 * that is neither a contact line nor a dated entry nor a table row. The first such run in the
 * sections before the CV's content (the preamble and the contact block) is the profile; a paragraph
 * wrapped over several blocks (a narrow sidebar) is followed until its sentence ends.
 */
const MIN_WORDS_TO_START = 6;
const MIN_WORDS = 12;
const MAX_BLOCKS = 8;
const TOP_KINDS = new Set<Section['kind']>(['preamble', 'contact']);

const URL = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|org|net|io|dev|de|fr|es|nl|it|pt|uk)(?:\/\S*)?\b/i;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
}

/** A line that could be part of a paragraph: no row, list of fields ('A | B'), contact detail or dated entry line. */
function isTextLine(text: string): boolean {
  return !text.includes('\t') && !/\s[|·•]\s/.test(text) && !isContact(text) && !(findDateRange(text) && words(text).length < MIN_WORDS);
}

/** A contact detail; a date only in a short line (an entry's), not in a sentence ('Seit September 2020 bin ich…'). */
function isContact(text: string): boolean {
  return Boolean(findEmail(text)) || URL.test(text) || PHONE.test(text);
}

/**
 * Prose: enough words, and of those after the first at least a third starting lower-case, as sentences'
 * function words do (German prose, whose nouns are capitalised, has about half); a title, a name, a
 * skills row or an address has next to none.
 */
function isProse(text: string): boolean {
  const all = words(text);
  if (all.length < MIN_WORDS_TO_START || !isTextLine(text)) return false;
  const rest = all.slice(1);
  return rest.filter((word) => /^[("'“]?\p{Ll}/u.test(word)).length >= rest.length / 3;
}

/**
 * A line that starts something of its own rather than going on with a sentence: a labelled field
 * ('Location Preference: Mumbai/Pune') or a short title whose every word is capitalised and which ends
 * without punctuation ('Profile Summary', 'Key Skills'); a wrapped sentence goes on in its own words.
 */
function isFieldOrTitle(text: string): boolean {
  if (/^\p{Lu}[\p{L} ]{1,30}:\s+\S/u.test(text)) return true;
  const all = text.split(/\s+/);
  return all.length <= 4 && !/[.,;:!?…)]$/.test(text) && all.every((word) => /^[\p{Lu}&]/u.test(word));
}

/**
 * Whether a line goes on with the paragraph of the line above it: the reader put both in one block, or
 * (where the page gives positions) it starts at the same left edge in the same type, one line's pitch
 * below, as the next line of a paragraph does (a new paragraph leaves more space).
 */
function runsOn(above: DocumentLine, line: DocumentLine): boolean {
  if (above.block !== undefined && above.block === line.block) return true;
  if (above.x === undefined || line.x === undefined || above.y === undefined || line.y === undefined || !above.fontSize || !line.fontSize) return false;
  const gap = line.y - above.y;
  return above.page === line.page && Math.abs(above.x - line.x) <= 2 && Math.abs(above.fontSize - line.fontSize) <= 0.5 && gap > 0 && gap <= above.fontSize * 1.6;
}

export function headinglessProfile(sections: Section[]): string | null {
  for (const section of sections) {
    if (!TOP_KINDS.has(section.kind)) continue;
    const lines = section.lines;
    let start = lines.findIndex((line) => line.kind !== 'bullet' && isProse(line.text));
    if (start < 0) continue;
    // A paragraph found in its middle ('enthusiasm, dedication and…'): its opening lines are above it.
    // A justified line can come with its wide spaces read as tabs ('Experienced⇥Server⇥bringing').
    while (start > 0 && /^\p{Ll}/u.test(lines[start].text.trim()) && !isContact(lines[start - 1].text) && !/[.!?:…]$/.test(lines[start - 1].text.trim())) start--;
    const parts = [lines[start].text.replace(/\t/g, ' ').trim()];
    for (let i = start + 1; i < lines.length && parts.length < MAX_BLOCKS; i++) {
      // A sentence ends at its full stop, unless a bracket is still open ('… Lehrstuhl I (Prof.' / 'Dr. Pernul). Dort …').
      const sofar = parts.join(' ');
      const next = lines[i].text.trim();
      const ended = /[.!?…]["”')]?$/.test(parts.at(-1)!) && (sofar.match(/\(/g) ?? []).length <= (sofar.match(/\)/g) ?? []).length;
      // …and so does the paragraph, unless its next line goes on in it: the same block, or prose set just under it.
      if (ended && !(isProse(next) && runsOn(lines[i - 1], lines[i]))) break;
      if (!isTextLine(next) || words(next).length === 0 || isFieldOrTitle(next)) break;
      parts.push(next);
    }
    let text = parts.join(' ').replace(/\s+/g, ' ').trim();
    // A heading set in the paragraph's own first line ('Profile: Experienced…', 'PROFESSIONAL SUMMARY Experienced…').
    const inline = inlineHeading(text);
    const capitals = /^((?:\p{Lu}{2,}[\p{Lu}&/-]*\s+){1,4})(?=\p{Lu}\p{Ll})/u.exec(text);
    if (inline?.kind === 'summary') text = inline.rest.trim();
    else if (capitals && headingKind(capitals[1].trim()) === 'summary') text = text.slice(capitals[0].length);
    if (words(text).length >= MIN_WORDS) return text;
  }
  return null;
}
