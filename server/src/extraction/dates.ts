import { fold } from './text-utils';

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the range was found in the text, so callers can cut it out. */
  index: number;
  length: number;
}

/** Month names and abbreviations in English, German, French and Spanish (accents folded). */
const MONTHS: Record<string, number> = {};
const MONTH_WORDS: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'janvier', 'janv', 'enero', 'ene', 'jänner', 'janner']],
  [2, ['february', 'feb', 'februar', 'fevrier', 'fev', 'fevr', 'febrero']],
  [3, ['march', 'mar', 'marz', 'maerz', 'mars', 'marzo']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr']],
  [5, ['may', 'mai', 'mayo', 'may']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio']],
  [7, ['july', 'jul', 'juli', 'juillet', 'juil', 'julio']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'dez', 'dezember', 'decembre', 'diciembre', 'dic']],
];
for (const [month, words] of MONTH_WORDS) for (const word of words) MONTHS[word] = month;

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Words meaning "until now" in the four languages. */
const PRESENT =
  "present|current(?:ly)?|now|today|ongoing|till\\s+date|to\\s+date|until\\s+now|date|heute|aktuell|jetzt|laufend|bis\\s+heute|dato|aujourd'hui|aujourd’hui|ce\\s+jour|a\\s+ce\\s+jour|actuel(?:lement)?|en\\s+cours|present[e]?|actualidad|actual(?:mente)?|hoy|la\\s+fecha|presente";
const SINCE = 'since|seit|depuis|desde|from';

// A single date: month-name forms, numeric month/year forms, or a bare year. Works on folded text.
const MONTH_NAME_DATE = `(?:${MONTH_ALT})\\.?(?:\\s+de)?\\s*(?:['’]\\s*\\d{2}(?!\\d)|['’]?[\\s,./-]*(?:19|20)\\d{2})`;
const NUMERIC_DATE = `(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])`;
const YEAR = `(?:19|20)\\d{2}`;
const DATE = `(?:${MONTH_NAME_DATE}|${NUMERIC_DATE}|${YEAR})`;
const SEPARATOR = `\\s*(?:[-–—~→]+|to|till|until|bis|au|a|hasta|al|jusqu'a|jusqu’a|–\\s*to)\\s*`;

const RANGE = new RegExp(
  `(?<![\\w/.-])(?:(?:from|von|de|desde|du)\\s+)?(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])` +
    `|(?<![\\w/.-])(?:${SINCE})\\s+(${DATE})(?![\\w/])` +
    `|(?<![\\w/.-])(${DATE})\\s*(?:[-–—~]+|to|bis|a)?\\s*(?:${PRESENT})\\b`,
  'i',
);
const SINGLE = new RegExp(`(?<![\\w/.-])(${DATE})(?![\\w/])`, 'i');

/** Parses one date token to "YYYY-MM" or "YYYY"; null if it is not a date. */
export function parseDate(token: string): string | null {
  const text = fold(token).trim();
  let match = new RegExp(`^(${MONTH_ALT})\\.?(?:\\s+de)?\\s*(?:['’]\\s*(\\d{2})|['’]?[\\s,./-]*((?:19|20)\\d{2}))$`).exec(text);
  if (match) {
    const month = MONTHS[match[1]];
    const year = match[3] ? Number(match[3]) : expandTwoDigitYear(Number(match[2]));
    return `${year}-${pad(month)}`;
  }
  match = /^(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})$/.exec(text);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  match = /^((?:19|20)\d{2})\s*[/.-]\s*(\d{1,2})$/.exec(text);
  if (match) return `${match[1]}-${pad(Number(match[2]))}`;
  match = /^((?:19|20)\d{2})$/.exec(text);
  return match ? match[1] : null;
}

/**
 * Finds the first date range in a line: "Jan 2019 – Present", "03/2018 - 11/2020", "2016-2019",
 * "September 2015 to June 2017", "Since 2021", "Apr'21 – Mar'23", "Enero 2019 – Actualidad",
 * "sept. 2016 – août 2018", "seit 2020", "depuis 2019". Open-ended ranges come back current.
 */
export function findDateRange(line: string): DateRange | null {
  // Folding keeps offsets for Latin text (one char per char after removing combining marks is not
  // guaranteed), so fold per character to keep indices aligned with the original line.
  const folded = foldAligned(line);
  const match = RANGE.exec(folded);
  if (!match) return null;
  const [whole, from, to, since, openStart] = match;
  if (since) return { start: parseDate(since), end: null, current: true, index: match.index, length: whole.length };
  if (openStart) return { start: parseDate(openStart), end: null, current: true, index: match.index, length: whole.length };
  const start = parseDate(from);
  const endDate = parseDate(to);
  const isCurrent = endDate === null;
  // Year-only ranges written "2016-19" are not matched (ambiguous with YYYY-MM); others must run forward.
  if (start && endDate && start.slice(0, 4) > endDate.slice(0, 4)) return null;
  return { start, end: endDate, current: isCurrent, index: match.index, length: whole.length };
}

/** The first single date (e.g. a graduation year) in a line, with its position. */
export function findSingleDate(line: string): { date: string; index: number; length: number } | null {
  const match = SINGLE.exec(foldAligned(line));
  if (!match) return null;
  const date = parseDate(match[1]);
  return date ? { date, index: match.index, length: match[0].length } : null;
}

/** Lower-cases and strips accents one character at a time, so positions match the original. */
function foldAligned(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = fold(char);
    out += folded.length === char.length ? folded : char.length === 1 ? (folded[0] ?? char) : char;
  }
  return out;
}

function expandTwoDigitYear(year: number): number {
  const current = new Date().getFullYear() % 100;
  return year <= current + 1 ? 2000 + year : 1900 + year;
}

function pad(month: number): string {
  return String(month).padStart(2, '0');
}
