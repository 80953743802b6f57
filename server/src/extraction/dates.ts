import { fold, isPlainAscii, withoutEnding } from './text-utils';

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the range was found in the text, so callers can cut it out. */
  index: number;
  length: number;
}

/** Month names and abbreviations in English, German, French, Spanish, Italian, Portuguese and Dutch (accents folded). */
const MONTHS: Record<string, number> = {};
const MONTH_WORDS: [number, string[]][] = [
  [1, ['january', 'jan', 'januar', 'janvier', 'janv', 'enero', 'ene', 'jänner', 'janner', 'gennaio', 'gen', 'janeiro', 'januari']],
  [2, ['february', 'feb', 'februar', 'fevrier', 'fev', 'fevr', 'febrero', 'febbraio', 'fevereiro', 'februari', 'febr']],
  [3, ['march', 'mar', 'marz', 'maerz', 'mars', 'marzo', 'marco', 'maart', 'mrt', 'mrz']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile']],
  [5, ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'mei']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho']],
  [7, ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho']],
  [8, ['august', 'aug', 'aout', 'agosto', 'ago', 'augustus']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'set', 'settembre', 'setembro']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out']],
  [11, ['november', 'nov', 'novembre', 'noviembre', 'novembro']],
  [12, ['december', 'dec', 'dez', 'dezember', 'decembre', 'diciembre', 'dic', 'dicembre', 'dezembro']],
];
for (const [month, words] of MONTH_WORDS) for (const word of words) MONTHS[word] = month;

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Words meaning "until now" in the seven languages. */
const PRESENT =
  "present|current(?:ly)?|now|today|ongoing|till\\s+date|to\\s+date|until\\s+now|date|heute|aktuell|jetzt|laufend|bis\\s+heute|dato|aujourd'hui|aujourd’hui|ce\\s+jour|a\\s+ce\\s+jour|actuel(?:lement)?|en\\s+cours|present[e]?|actualidad|actual(?:mente)?|hoy|la\\s+fecha|presente|heden|nu|huidig|lopend|alla\\s+data\\s+attuale|ad\\s+oggi|oggi|attuale|in\\s+corso|in\\s+essere|atual(?:mente)?|o\\s+momento|momento|" +
  // "till now", "to the present", "até hoje", "en curso", "hasta hoy", "maintenant", "jusqu'à présent", "tuttora",
  // "tot heden", "momenteel", "gegenwärtig", "derzeit", "lfd." (laufend), "bis dato": more of the seven languages' words.
  // "Jan/2020 - cursando", "2019 - em curso": a study still going on, as Portuguese and Spanish CVs write it.
  "cursando|em\\s+curso|em\\s+andamento|en\\s+progreso|" +
  // "Maio/2022 - agora", "2019 – ahora", "dal 2020 – adesso": the seven languages' plain "now".
  "agora|ahora|adesso|" +
  // "2017 — Auj.": French shortens "aujourd'hui" so in a narrow date column (its stop is the word's).
  "auj\\.?|" +
  // "May 2011–Act.": Spanish shortens "actualidad" so, its stop always written.
  "act\\.|" +
  "till\\s+now|tilldate|the\\s+present|ate\\s+hoje|ate\\s+o\\s+momento|ate\\s+a\\s+data|en\\s+curso|hasta\\s+hoy|hasta\\s+ahora|maintenant|jusqu['’]?\\s*a\\s+present|jusqu['’]?\\s*a\\s+aujourd['’]hui|tuttora|tot\\s+heden|tot\\s+nu|momenteel|gegenwartig|derzeit|lfd|bis\\s+dato";
const SINCE = 'since|seit|ab|depuis|desde|from|dal|sinds|vanaf|[àa]\\s+partir\\s+d(?:e|u)|a\\s+partire\\s+dal?';

/** Month names, "until now" words and durations: what is left of "Jan 2007", "9 Months" or "Current / 6 years" once they go. */
const DATE_WORDS = new RegExp(`\\b(?:${MONTH_ALT}|${PRESENT}|duration|till|until|${SINCE})\\b\\.?|\\b\\d+(?:\\.\\d+)?\\s*\\+?\\s*(?:years?|yrs?|months?|mos?|weeks?|wks?|days?)\\b|\\b(?:19|20)(?:\\d{2}|xx)\\b`, 'g');

/** Whether a text says nothing but a date, a period or a duration: no role, employer or place in it. */
export function isOnlyDates(text: string): boolean {
  return !/\p{L}/u.test(fold(text).replace(DATE_WORDS, ' '));
}

// A single date: month-name forms, numeric month/year forms, or a bare year. Works on folded text.
// A day written with the month ("1 March 2019", "1st Aug 2002", "15. März 2019", "3 de marzo de 2019", "1er mars
// 2019", "01-Oct-2015", "March 1, 2019") belongs to the date; a CV's period needs its month and year.
const DAY = `(?:0?[1-9]|[12]\\d|3[01])`;
const DAY_BEFORE = `(?:${DAY}(?:st|nd|rd|th|er|o|º|\\.)?(?:\\s+de)?[\\s-]+)`;
const DAY_AFTER = `\\s+${DAY}(?:st|nd|rd|th)?,\\s*`;
const MONTH_NAME_DATE = `${DAY_BEFORE}?(?:${MONTH_ALT})\\.?(?:(?:\\s+de)?\\s*(?:['’‘]\\s*\\d{2}(?!\\d)|['’‘]?[\\s,./-]*(?:19|20)\\d{2})|${DAY_AFTER}(?:19|20)\\d{2})`;
// 01/07/2021 (day first, as Europe writes it): the month and year are what a CV's period needs. 6/30/2012 (month
// first, as the United States writes it) where the middle part cannot be a month.
const DAY_DATE = `(?:(?:0?[1-9]|[12]\\d|3[01])[/.-](?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])[/.-](?:1[3-9]|2\\d|3[01]))[/.-](?:19|20)\\d{2}`;
// "05 – 2017": a two-digit month set off from its year by a spaced dash, as tables of periods write it.
// 1989-06-12: an ISO date, as a generator or a form writes it.
const ISO_DATE = `(?:19|20)\\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?!\\d)`;
const NUMERIC_DATE = `${ISO_DATE}|${DAY_DATE}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:0[1-9]|1[0-2])\\s[–—]\\s(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/.-]\\s*(?:0?[1-9]|1[0-2])(?![\\d])`;
// "Summer 2022", "Term 1, 2017", "WS 2019", "Q3 2020": a season or term gives the year only.
const SEASON_DATE = `(?:spring|summer|autumn|fall|winter|sommer|herbst|fruhling|fruhjahr|ete|hiver|printemps|automne|verano|invierno|primavera|otono|zomer|najaar|voorjaar|estate|inverno|outono|ws|ss|q[1-4]|(?:term|semester|trimester|quarter)\\s*\\d)\\s*,?\\s*(?:de\\s+)?(?:19|20)\\d{2}`;
const YEAR = `(?:19|20)\\d{2}`;
// "2019/20", "2015/2018": a period of years written with a slash, as academic and fiscal years are (and Italian and
// Portuguese CVs write whole periods). Two figures after the slash only above 12: "2011/12" is December 2011.
const YEAR_PERIOD = `(?:19|20)\\d{2}\\s?/\\s?(?:(?:19|20)\\d{2}|1[3-9]|[2-9]\\d)(?![\\d/])`;
// "2019-Apr", "2018/Oct": the year first, joined to the month's name, as some web CV themes print a machine's date. (Not
// across a space: "2019 – 2020 Mayo Clinic" ends in 2020 at an employer, "2019 - April 2020" is a range.)
const YEAR_MONTH_NAME_DATE = `(?:19|20)\\d{2}[/.-](?:${MONTH_ALT})\\.?(?![a-z\\d])`;
const DATE = `(?:${SEASON_DATE}|${MONTH_NAME_DATE}|${NUMERIC_DATE}|${YEAR_MONTH_NAME_DATE}|${YEAR_PERIOD}|${YEAR})`;
// Only inside a range, where the other side makes them dates: "06/15 - Now", "Sep 15 - NOW", "August 24 - Jan 2025".
const SHORT_DATE = `(?:(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])|(?:${MONTH_ALT})\\.?\\s+\\d{2}(?![\\d:]))`;
const RANGE_DATE = `(?:${DATE}|${SHORT_DATE})`;
// Arrows too: "Jan 2019 ➔ Jan 2022", "2019 → today".
const DASH = '[-–—‑‒−~→➔➜➝➞⟶⇒]';
// A tab between two dates: the from and to columns of a table of periods.
const SEPARATOR = `\\s*(?:${DASH}+|\\t|to|till|until|bis|au|a|hasta|al|jusqu'a|jusqu’a|t/m|tot|tot en met|ate|fino\\s+a|–\\s*to)\\s*`;
const RANGE = new RegExp(
  `(?<![\\w/.-])(?:(?:from|von|vom|de|desde|du|dal|da|van)\\s+|dall['’]\\s*)?(${RANGE_DATE})${SEPARATOR}(${RANGE_DATE}|${PRESENT})(?![\\w/])` +
    `|(?<![\\w/.-])(?:${SINCE})\\s+(${DATE})(?![\\w/])` +
    `|(?<![\\w/.-])(${RANGE_DATE})\\s*(?:${DASH}+|to|bis|a)?\\s*(?:${PRESENT})\\b` +
    // "2019 –" with nothing after it: a period still open.
    `|(?<![\\w/.-])(${DATE})\\s*${DASH}\\s*(?=$|\\t|\\s{2,}|\\|)`,
  'i',
);
const SINGLE = new RegExp(`(?<![\\w/.-])(${DATE})(?![\\w/])`, 'i');

const MONTH_NAME_TOKEN = new RegExp(
  `^${DAY_BEFORE}?(${MONTH_ALT})\\.?(?:(?:\\s+de)?\\s*(?:['’‘]?\\s*(\\d{2})|['’‘]?[\\s,./-]*((?:19|20)\\d{2}))|${DAY_AFTER}((?:19|20)\\d{2}))$`,
);
const SEASON_TOKEN = new RegExp(`^${SEASON_DATE}$`);
const YEAR_MONTH_NAME_TOKEN = new RegExp(`^((?:19|20)\\d{2})[/.-](${MONTH_ALT})\\.?$`);

const THREE_PART_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})$/;

/**
 * Whether a numeric date writes its month first: "6/30/2012" does (30 is no month), "4/1/2009" may, read alone, either
 * way; read beside a month-first date in the same range it does too. Null when the token does not say.
 */
function writesMonthFirst(token: string): boolean | null {
  const match = THREE_PART_DATE.exec(fold(token).trim());
  if (!match) return null;
  if (Number(match[2]) > 12) return true;
  if (Number(match[1]) > 12) return false;
  return null;
}

/** A numeric date read month first: "4/1/2009" beside "6/30/2012" is April. */
function parseMonthFirst(token: string): string | null {
  const match = THREE_PART_DATE.exec(fold(token).trim());
  return match && Number(match[1]) <= 12 ? `${match[3]}-${pad(Number(match[1]))}` : parseDate(token);
}

const YEAR_PERIOD_TOKEN = /^((?:19|20)\d{2})\s?\/\s?((?:19|20)\d{2}|1[3-9]|[2-9]\d)$/;

/**
 * The first and last year of a period written "2019/20" or "2015/2018": forward, within a decade (as two-figure year
 * ends are read, see shortYearRange); null for a token written so that is no such period ("2018/15").
 */
function yearPeriod(token: string): { first: string; last: string } | null {
  const match = YEAR_PERIOD_TOKEN.exec(fold(token).trim());
  if (!match) return null;
  const first = Number(match[1]);
  const written = Number(match[2]);
  const last = match[2].length === 4 ? written : first - (first % 100) + written + (written < first % 100 ? 100 : 0);
  return last > first && last - first <= 10 ? { first: match[1], last: String(last) } : null;
}

/** Parses one date token to "YYYY-MM" or "YYYY"; null if it is not a date. A period of years alone is dated by its end. */
export function parseDate(token: string): string | null {
  const text = fold(token).trim();
  if (YEAR_PERIOD_TOKEN.test(text)) return yearPeriod(text)?.last ?? null;
  let match = MONTH_NAME_TOKEN.exec(text);
  if (match) {
    const month = MONTHS[match[1]];
    const fullYear = match[3] ?? match[4];
    const year = fullYear ? Number(fullYear) : expandTwoDigitYear(Number(match[2]));
    return `${year}-${pad(month)}`;
  }
  match = YEAR_MONTH_NAME_TOKEN.exec(text);
  if (match) return `${match[1]}-${pad(MONTHS[match[2]])}`;
  match = /^((?:19|20)\d{2})-(\d{2})-\d{2}$/.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${match[1]}-${match[2]}`;
  match = THREE_PART_DATE.exec(text);
  if (match && Number(match[2]) <= 12) return `${match[3]}-${pad(Number(match[2]))}`;
  if (match && Number(match[1]) <= 12) return `${match[3]}-${pad(Number(match[1]))}`;
  match = SEASON_TOKEN.exec(text);
  if (match) return /((?:19|20)\d{2})$/.exec(text)![1];
  match = /^(0?[1-9]|1[0-2])\/(\d{2})$/.exec(text);
  if (match) return `${expandTwoDigitYear(Number(match[2]))}-${pad(Number(match[1]))}`;
  match = /^(\d{1,2})\s*[/.–—-]\s*((?:19|20)\d{2})$/.exec(text);
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
  if (!PLACEHOLDER_YEAR.test(line)) return findDateRangeWithSpacing(line);
  // "20XX – present", "Dec 20XX–Jan 20XX": a template's placeholder years still mark a period, one whose dates
  // are not known. Read with a stand-in year of the same length, so positions hold, then the stand-ins dropped.
  const range = findDateRangeWithSpacing(line.replace(PLACEHOLDER_YEAR_ALL, STAND_IN_YEAR));
  if (!range) return null;
  const known = (date: string | null) => (date === null || date.startsWith(STAND_IN_YEAR) ? null : date);
  return { ...range, start: known(range.start), end: known(range.end) };
}

/** A placeholder for a year, as templates write it: "20XX", "19xx", "YYYY". */
const PLACEHOLDER_YEAR = /(?<![\p{L}\d])(?:(?:19|20)xx|yyyy)(?![\p{L}\d])/iu;
const PLACEHOLDER_YEAR_ALL = new RegExp(PLACEHOLDER_YEAR.source, 'giu');
/** A year no CV period holds (a range in 1900 is a placeholder's, not the candidate's). */
const STAND_IN_YEAR = '1900';

function findDateRangeWithSpacing(line: string): DateRange | null {
  const found = findDateRangeAsWritten(line);
  if (found) return withLaterPeriods(line, found);
  // "O K T . 2 0 2 3 – A P R . 2 0 2 5": a sidebar that spaces its letters out; read with the spaces closed up,
  // the position mapped back onto the line as written.
  const closed = closeLetterSpacing(line);
  if (!closed) return null;
  const range = findDateRangeAsWritten(closed.text);
  return range ? { ...range, ...closed.span(range.index, range.length) } : null;
}

/**
 * "Agosto 2015 - Mayo 2016, Agosto 2016 - Mayo 2017": one role held over several periods written one
 * after the other runs from the first start to the last end (a teaching post renewed each year). Only
 * periods joined by a comma, "and" or "&" right after the range, each starting no earlier than the
 * previous one ends, are joined.
 */
function withLaterPeriods(line: string, range: DateRange): DateRange {
  let joined = range;
  for (let guard = 0; guard < 10 && joined.end && !joined.current; guard++) {
    const after = line.slice(joined.index + joined.length);
    const joiner = /^\s*(?:,|&|\+|;|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*/iu.exec(after);
    if (!joiner) break;
    const next = findDateRangeAsWritten(after.slice(joiner[0].length));
    if (!next || next.index !== 0 || !next.start || next.start < joined.end) break;
    joined = { start: joined.start, end: next.end, current: next.current, index: joined.index, length: joined.length + joiner[0].length + next.length };
  }
  return joined;
}

function findDateRangeAsWritten(line: string): DateRange | null {
  // Folding keeps offsets for Latin text (one char per char after removing combining marks is not
  // guaranteed), so fold per character to keep indices aligned with the original line.
  const folded = foldAligned(line);
  // Every date the patterns read holds a figure: a line without one is not searched.
  if (!/\d/.test(folded)) return null;
  const match = RANGE.exec(folded);
  if (!match) return sameYearRange(folded) ?? yearMonthToMonth(folded) ?? shortYearRange(folded) ?? periodOfYears(folded) ?? currentSince(folded);
  const [whole, from, to, since, openStart, openEnded] = match;
  // A period of years at the start of a range starts it in its first year ("2017/18 – 2019/20" runs 2017 to 2020).
  const startOf = (token: string) => yearPeriod(token)?.first ?? parseDate(token);
  if (openEnded) return { start: startOf(openEnded), end: null, current: true, index: match.index, length: whole.length };
  if (since) return { start: startOf(since), end: null, current: true, index: match.index, length: whole.length };
  if (openStart) return { start: startOf(openStart), end: null, current: true, index: match.index, length: whole.length };
  // An end written as a period of years that is none ("2018/15") is no date: the line holds no range.
  if ([from, to].some((token) => YEAR_PERIOD_TOKEN.test(token.trim()) && !yearPeriod(token))) return null;
  // Both ends of a range are written the same way: one end that can only be month first makes the other so.
  const monthFirst = writesMonthFirst(from) === true || writesMonthFirst(to) === true;
  const start = monthFirst ? parseMonthFirst(from) : startOf(from);
  const endDate = monthFirst ? parseMonthFirst(to) : parseDate(to);
  const isCurrent = endDate === null;
  // Year-only ranges written "2016-19" are not matched (ambiguous with YYYY-MM); others must run forward.
  if (start && endDate && start.slice(0, 4) > endDate.slice(0, 4)) return null;
  return { start, end: endDate, current: isCurrent, index: match.index, length: whole.length };
}

/** The first single date (e.g. a graduation year) in a line, with its position. */
export function findSingleDate(line: string): { date: string; index: number; length: number } | null {
  const found = findSingleDateAsWritten(line);
  if (found) return found;
  const closed = closeLetterSpacing(line);
  const date = closed ? findSingleDateAsWritten(closed.text) : null;
  return closed && date ? { date: date.date, ...closed.span(date.index, date.length) } : null;
}

function findSingleDateAsWritten(line: string): { date: string; index: number; length: number } | null {
  const folded = foldAligned(line);
  if (!/\d/.test(folded)) return null;
  const match = SINGLE.exec(folded);
  if (!match) return null;
  const date = parseDate(match[1]);
  return date ? { date, index: match.index, length: match[0].length } : null;
}

/** Letter-spaced runs of at least this many single characters are read as one word. */
const SPACED_RUN = 4;

/**
 * "O K T . 2 0 2 3 – A P R . 2 0 2 5" → "OKT.2023 – APR.2025": runs of single characters, each set off by one
 * space, closed up (a wider gap stays a space between words). Null when the line has no such run. One pass
 * over the line, whatever its length; `span` maps a position in the closed text back onto the line.
 */
export function closeLetterSpacing(line: string): { text: string; span: (index: number, length: number) => { index: number; length: number } } | null {
  if (!/(?:^|\s)\S \S \S \S(?:\s|$)/.test(line)) return null;
  // Words at even indices, the spaces between them at odd ones.
  const tokens = line.split(/( +)/);
  // The length of the run of one-character words each word belongs to (1 when it is in none).
  const runLength = new Array<number>(tokens.length).fill(1);
  for (let i = 0; i < tokens.length; i += 2) {
    if (tokens[i].length !== 1) continue;
    let end = i;
    while (end + 2 < tokens.length && tokens[end + 1] === ' ' && tokens[end + 2].length === 1) end += 2;
    const length = (end - i) / 2 + 1;
    for (let k = i; k <= end; k += 2) runLength[k] = length;
    i = end;
  }
  let text = '';
  const origin: number[] = [];
  let at = 0;
  let changed = false;
  tokens.forEach((token, i) => {
    const isGapInRun = i % 2 === 1 && token === ' ' && runLength[i - 1] >= SPACED_RUN && runLength[i + 1] >= SPACED_RUN && tokens[i - 1].length === 1 && tokens[i + 1]?.length === 1;
    if (isGapInRun) changed = true;
    else {
      for (let k = 0; k < token.length; k++) origin.push(at + k);
      text += token;
    }
    at += token.length;
  });
  if (!changed) return null;
  return {
    text,
    span: (index, length) => {
      const start = origin[index] ?? line.length;
      const end = length > 0 ? (origin[index + length - 1] ?? line.length - 1) + 1 : start;
      return { index: start, length: end - start };
    },
  };
}

/** Lower-cases and strips accents one character at a time, so positions match the original. */
function foldAligned(text: string): string {
  // Plain ASCII folds character for character already.
  if (isPlainAscii(text)) return text.toLowerCase();
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

/** "Currently | 05/2025", "aktuell seit 03/2021": the word for now before a single date makes it the start of a current period. */
const CURRENT_SINCE = new RegExp(`(?<![\\w/.-])(?:currently|current|aktuell|derzeit|actuellement|actualmente|attualmente|atualmente|momenteel|huidig)\\s*[|:,–—-]?\\s*(?:(?:${SINCE})\\s+)?(${DATE})(?![\\w/])`, 'i');

function currentSince(folded: string): DateRange | null {
  // Most lines hold none of the words: a plain search first keeps the pattern off them.
  if (!/curr|aktu|derz|actu|attu|atua|mome|huid/.test(folded)) return null;
  const match = CURRENT_SINCE.exec(folded);
  if (!match) return null;
  const start = parseDate(match[1]);
  return start ? { start, end: null, current: true, index: match.index, length: match[0].length } : null;
}

const SHORT_YEAR_RANGE = /(?<![\w/.-])((?:19|20)\d{2})\s*(?:([–—])|-)\s*(\d{2})(?![\w/.-]|\s*[/.-]\s*\d)/;

/**
 * "2014–15", "2016-19": a period of years whose end keeps its last two figures, as academic years and short posts are
 * written. Read only where the two figures cannot be the month of an ISO-like "2016-09" (a hyphen before 13 or
 * more) or follow a dash no date format uses, and only forward, within a decade.
 */
function shortYearRange(folded: string): DateRange | null {
  const match = SHORT_YEAR_RANGE.exec(folded);
  if (!match) return null;
  const [whole, first, longDash, last] = match;
  const from = Number(first);
  const century = from - (from % 100);
  const to = century + Number(last);
  if (to <= from || to - from > 10 || (!longDash && Number(last) <= 12)) return null;
  return { start: first, end: String(to), current: false, index: match.index, length: whole.length };
}

const PERIOD_OF_YEARS = new RegExp(`(?<![\\w/.-])${YEAR_PERIOD}`);

/** "2019/20", "2015/2018" alone: the period from its first year to its last. */
function periodOfYears(folded: string): DateRange | null {
  const match = PERIOD_OF_YEARS.exec(folded);
  const period = match ? yearPeriod(match[0]) : null;
  return match && period ? { start: period.first, end: period.last, current: false, index: match.index, length: match[0].length } : null;
}

const SAME_YEAR_RANGE = new RegExp(`(?<![\\w/.-])(${MONTH_ALT})\\.?${SEPARATOR}((${MONTH_ALT})\\.?\\s*((?:19|20)\\d{2}))(?![\\w/])`, 'i');

/** "Avril - Août 2024", "Jan – Mar 2020": two months sharing the year written once, after the second. */
/** "2015/05 – 06", "2014-08 – 10": a year and month, then only the month the period ended in that year. */
// (A dash with space before it, or a long one: "1989-06-12" is a day.)
const YEAR_MONTH_TO_MONTH = /(?<![\w/.-])((?:19|20)\d{2})[/-](0?[1-9]|1[0-2])(?:\s+[–—-]|\s*[–—])\s*(0?[1-9]|1[0-2])(?![\w/.-])/;

function yearMonthToMonth(folded: string): DateRange | null {
  const match = YEAR_MONTH_TO_MONTH.exec(folded);
  if (!match) return null;
  const [whole, year, from, to] = match;
  const start = `${year}-${pad(Number(from))}`;
  const end = `${year}-${pad(Number(to))}`;
  return start <= end ? { start, end, current: false, index: match.index, length: whole.length } : null;
}

function sameYearRange(folded: string): DateRange | null {
  const match = SAME_YEAR_RANGE.exec(folded);
  if (!match) return null;
  const [whole, startMonth, , endMonth, year] = match;
  const start = `${year}-${pad(MONTHS[startMonth])}`;
  const end = `${year}-${pad(MONTHS[endMonth])}`;
  return start <= end ? { start, end, current: false, index: match.index, length: whole.length } : null;
}

/**
 * "Intervallo temporale⇥07/2014 - in essere", repeated in every entry of a form: a first cell that every dated row of a
 * form repeats before its dates is the form's label for them, whatever its words; it is written as the label every
 * reader knows ("Dates⇥07/2014 - in essere"), so that it is read as no role, employer or degree. A form is known by its
 * label column: other first cells repeat once per record too ("Azienda⇥…", "Ruolo⇥…"); a role repeated before its
 * dates ("Systems Analyst⇥2013 – 2014", twice) in a list of no such rows names the role.
 */
export function withFormDatesLabels(texts: string[]): string[] {
  const firstCell = (text: string): string | null => {
    const tab = text.indexOf('\t');
    return tab >= 2 && tab <= 40 ? fold(text.slice(0, tab).trim()) : null;
  };
  const dateCell = (text: string): string | null => {
    const cell = firstCell(text);
    const range = cell ? findDateRange(text) : null;
    return range && range.index > text.indexOf('\t') && !text.slice(text.indexOf('\t'), range.index).trim() && !/\d/.test(cell!) ? cell : null;
  };
  const dated = texts.map(dateCell);
  const labels = new Set(dated.filter((cell): cell is string => cell !== null));
  if (labels.size !== 1) return texts;
  const [label] = labels;
  const records = dated.filter((cell) => cell === label).length;
  if (records < 2) return texts;
  const others = new Map<string, number>();
  for (const text of texts) {
    const cell = firstCell(text);
    if (cell && cell !== label && !findDateRange(text)) others.set(cell, (others.get(cell) ?? 0) + 1);
  }
  if ([...others.values()].filter((count) => count >= records).length < 2) return texts;
  return texts.map((text, i) => (dated[i] === label ? `Dates\t${text.slice(text.indexOf('\t') + 1)}` : text));
}

/** A word introducing a date at the end of what precedes it ("nel", "in", "en", "em", "im Jahr", "op", "en el año", ", em"). */
const DATE_INTRODUCER = /[\s,]+(?:in|nel|nell['’]anno|en(?:\s+el\s+año)?|em|im(?:\s+jahr)?|am|au|op|le|el|since|seit|depuis|desde|dal|dall['’]|vanaf)\s*$/i;

/**
 * What precedes a date cut out of a line, without the word that introduced it ("… Università di Padova nel", "emitido
 * por EXIN, em"): looked for in its last 40 characters only, so that a 1 MB line stays linear.
 */
export function withoutDateIntroducer(text: string): string {
  return withoutEnding(text, DATE_INTRODUCER);
}
