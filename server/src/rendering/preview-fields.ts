/**
 * Sample values for the Word fields a template preview meets (PAGE, NUMPAGES, DATE…). Word computes
 * these when it lays the document out; a preview shows what a reader would see on the first page of
 * a two-page CV printed today, in the field's own picture ("dd/MM/yyyy", "MMMM yyyy").
 */

/** What the preview prints for page fields: the first page of a typical two-page CV. */
export const SAMPLE_PAGE = 1;
export const SAMPLE_PAGE_COUNT = 2;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a date with a Word date picture (`\@ "d MMMM yyyy"`); unknown letters stay as written. */
export function formatWordDate(date: Date, picture: string): string {
  const hours12 = date.getHours() % 12 || 12;
  const tokens: Record<string, () => string> = {
    yyyy: () => String(date.getFullYear()),
    yy: () => pad(date.getFullYear() % 100),
    MMMM: () => MONTHS[date.getMonth()]!,
    MMM: () => MONTHS[date.getMonth()]!.slice(0, 3),
    MM: () => pad(date.getMonth() + 1),
    M: () => String(date.getMonth() + 1),
    dddd: () => DAYS[date.getDay()]!,
    ddd: () => DAYS[date.getDay()]!.slice(0, 3),
    dd: () => pad(date.getDate()),
    d: () => String(date.getDate()),
    HH: () => pad(date.getHours()),
    H: () => String(date.getHours()),
    hh: () => pad(hours12),
    h: () => String(hours12),
    mm: () => pad(date.getMinutes()),
    m: () => String(date.getMinutes()),
    ss: () => pad(date.getSeconds()),
    s: () => String(date.getSeconds()),
    'AM/PM': () => (date.getHours() < 12 ? 'AM' : 'PM'),
    'am/pm': () => (date.getHours() < 12 ? 'am' : 'pm'),
  };
  return picture.replace(/'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|AM\/PM|am\/pm/g, (token) =>
    token.startsWith("'") ? token.slice(1, -1) : tokens[token]!(),
  );
}

function toRoman(n: number): string {
  const numerals: [number, string][] = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let rest = n;
  let out = '';
  for (const [value, numeral] of numerals) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** A number in the field's `\*` format switch (roman, ROMAN, alphabetic, ALPHABETIC, Arabic). */
function formatNumber(n: number, instruction: string): string {
  const format = /\\\*\s*(\w+)/.exec(instruction.replace(/\\\*\s*MERGEFORMAT/gi, ''))?.[1];
  if (format === 'roman') return toRoman(n).toLowerCase();
  if (format === 'ROMAN') return toRoman(n);
  if (format === 'alphabetic') return String.fromCharCode(96 + n);
  if (format === 'ALPHABETIC') return String.fromCharCode(64 + n);
  return String(n);
}

/**
 * The value a preview shows for a field instruction (`PAGE \* MERGEFORMAT`, `DATE \@ "dd/MM/yyyy"`),
 * or undefined for fields whose last computed result (kept in the template) is already the truth:
 * MERGEFIELD, HYPERLINK, REF, TOC…
 */
export function sampleFieldValue(instruction: string, now: Date): string | undefined {
  const trimmed = instruction.trim();
  const name = /^(\w+)/.exec(trimmed)?.[1]?.toUpperCase();
  const picture = /\\@\s*(?:"([^"]*)"|(\S+))/.exec(trimmed);
  const datePicture = picture ? (picture[1] ?? picture[2] ?? '') : undefined;
  switch (name) {
    case 'PAGE':
    case 'SECTION':
      return formatNumber(SAMPLE_PAGE, trimmed);
    case 'NUMPAGES':
    case 'SECTIONPAGES':
      return formatNumber(SAMPLE_PAGE_COUNT, trimmed);
    case 'DATE':
    case 'CREATEDATE':
    case 'SAVEDATE':
    case 'PRINTDATE':
      return formatWordDate(now, datePicture ?? 'd MMMM yyyy');
    case 'TIME':
      return formatWordDate(now, datePicture ?? 'HH:mm');
    default:
      return undefined;
  }
}
