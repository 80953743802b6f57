import { fold } from '../extraction/text-utils';

/** Helpers that check a value against the text of a CV: what a model writes must be found there. */

const LEGAL_FORMS = new Set([
  'ltd', 'limited', 'inc', 'incorporated', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv',
  'co', 'corp', 'corporation', 'company', 'the', 'and', 'of', 'pty', 'ab', 'oy', 'as', 'kg', 'se',
]);

export interface SourceText {
  /** Folded (lower case, no accents), words separated by single spaces. */
  words: string;
  /** Digits with the separators between them removed ("+44 (0)20 7946-0958" → "440207946 0958"…). */
  digits: string;
  /** Folded text with everything but letters, digits, '@', '.', '/' and '-' removed. */
  compact: string;
  /** Folded text, whitespace runs as one space. */
  flat: string;
}

export function sourceText(text: string): SourceText {
  const folded = fold(text);
  return {
    words: ` ${folded.replace(/[^\p{L}\p{N}+#]+/gu, ' ').trim()} `,
    digits: text.replace(/(?<=\d)[\s\-.()/]+(?=[\d(])/g, '').replace(/[()+]/g, ''),
    compact: folded.replace(/[^\p{L}\p{N}@./-]+/gu, ''),
    flat: folded.replace(/\s+/g, ' '),
  };
}

export function tokens(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
}

/** Every significant word of `value` appears as a word of the source ("Acme Ltd" matches "ACME Limited"). */
export function appearsAsWords(value: string, source: SourceText): boolean {
  const words = tokens(value).filter((w) => !LEGAL_FORMS.has(w));
  const check = words.length > 0 ? words : tokens(value);
  if (check.length === 0) return false;
  return check.every((word) => source.words.includes(` ${word} `));
}

/** At least `ratio` of the words of four letters or more appear in the source (a sentence lifted from the CV). */
export function mostlyFromSource(value: string, source: SourceText, ratio = 0.6): boolean {
  const words = tokens(value).filter((w) => w.length >= 4);
  if (words.length === 0) return appearsAsWords(value, source);
  const found = words.filter((w) => source.words.includes(` ${w} `)).length;
  return found / words.length >= ratio;
}

export function emailInSource(email: string, source: SourceText): boolean {
  return source.compact.includes(fold(email).replace(/\s+/g, ''));
}

/** The phone's last nine digits (or all, when shorter) appear in the source's digits. */
export function phoneInSource(phone: string, source: SourceText): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return false;
  return source.digits.includes(digits.slice(-9));
}

export function urlInSource(url: string, source: SourceText): boolean {
  const bare = fold(url)
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')
    .replace(/[^\p{L}\p{N}@./-]+/gu, '');
  return bare.length > 3 && source.compact.includes(bare);
}

const MONTH_NAMES: string[][] = [
  ['jan', 'janv', 'januar', 'enero', 'gennaio', 'janeiro'],
  ['feb', 'fev', 'fevr', 'februar', 'febrero', 'febbraio', 'fevereiro'],
  ['mar', 'mars', 'marz', 'maerz', 'marzo', 'marco'],
  ['apr', 'avr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio'],
  ['jun', 'juin', 'juni', 'junio', 'giugno', 'junho'],
  ['jul', 'juil', 'juillet', 'juli', 'julio', 'luglio', 'julho'],
  ['aug', 'aout', 'agosto'],
  ['sep', 'sept', 'septembre', 'september', 'septiembre', 'settembre', 'setembro'],
  ['oct', 'octobre', 'okt', 'oktober', 'octubre', 'ottobre', 'outubro'],
  ['nov', 'novembre', 'november', 'noviembre', 'novembro'],
  ['dec', 'decembre', 'dez', 'dezember', 'diciembre', 'dicembre', 'dezembro'],
];

/**
 * A "YYYY" or "YYYY-MM" date checked against the source: kept when found as written, reduced to the
 * year when only the year is there (as precise as the CV says, never more), null when the year is absent.
 */
export function groundDate(date: string | null, source: SourceText): string | null {
  if (!date) return null;
  const [year, month] = date.split('-');
  const words = source.words;
  if (!words.includes(` ${year} `) && !new RegExp(`\\D${year}\\D`).test(source.flat)) {
    // Two-digit years ("Mar 19", "03/19") are common: accept them next to a month.
    if (!month) return null;
  }
  if (!month) return year;
  const m = Number(month);
  const yy = year.slice(2);
  const numeric = new RegExp(`(^|\\D)0?${m}[./-](${year}|${yy})(\\D|$)|(^|\\D)${year}[./-]0?${m}(\\D|$)`);
  if (numeric.test(source.flat)) return date;
  const names = MONTH_NAMES[m - 1];
  const named = new RegExp(`\\b(${names.map((n) => `${n}[a-z]*`).join('|')})\\.? ?'?(${year}|${yy})\\b`);
  if (named.test(words.replace(/ +/g, ' '))) return date;
  return words.includes(` ${year} `) ? year : null;
}

/** Numbers in a text, normalised ("1,200" → "1200", "07" → "7", "2.50" → "2.5"). */
export function numbersIn(text: string): string[] {
  const found = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  return found.map((raw) => {
    // A comma followed by three digits groups thousands; otherwise it is a decimal comma.
    const normal = raw.replace(/,(?=\d{3}(\D|$))/g, '').replace(',', '.');
    const value = Number(normal);
    return Number.isFinite(value) ? String(value) : normal;
  });
}
