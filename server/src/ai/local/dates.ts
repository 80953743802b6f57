import type { CvData } from '@common/cv-data';
import { formatCvDate } from '../../rendering/format-dates';

/**
 * One date style across an enhanced CV, the style its entries are printed in (formatDateRange):
 * "Jan 2021", "Jan 2021 – Mar 2023", "2019 – 2021", "Jan 2021 – Present". Dates written in the text
 * of bullets and the summary ("03/2021", "January 2021", "Sept. '21", "2019-2021", "2020 - now") are
 * put in that style. Never more precise than the CV: a year stays a year, no month is added; a day
 * ("12/03/2021") and anything ambiguous ("2011-12", an academic year or a month?) are left alone.
 */

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};

const MONTH_NAME = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const YEAR = '(?:19|20)\\d{2}';
// Not part of a longer date: "12/03/2021" and "12-03-2021" carry a day and are left as written.
const NOT_AFTER_DAY = '(?<!(?:^|\\D)\\d{1,2}[/.\\-])(?<!\\d[/.])';
const NOT_BEFORE_MORE = '(?![/.]\\d)(?!-\\d{1,2}\\b)';
// A month written as a name ("January 2021", "Jan. 2021", "Jan, 2021", "Sept '21") or a number ("03/2021", "3.2021", "03-2021").
const NAMED = `\\b(?:${MONTH_NAME})\\.?,?\\s*(?:${YEAR}\\b|['’]\\d{2}\\b)`;
const NUMERIC = `${NOT_AFTER_DAY}\\b(?:0?[1-9]|1[0-2])[/.\\-]${YEAR}\\b${NOT_BEFORE_MORE}`;
const YEAR_ALONE = `${NOT_AFTER_DAY}\\b${YEAR}\\b${NOT_BEFORE_MORE}`;
const OPEN_END = 'present|current|now|today|to date|date|ongoing';
// At each place a range is tried first, so the dates of a range are styled with it, once.
const DATE_OR_RANGE = new RegExp(
  `(${NAMED}|${NUMERIC}|${YEAR_ALONE})\\s*(?:-|–|—|−)\\s*(${NAMED}|${NUMERIC}|${YEAR_ALONE}|\\b(?:${OPEN_END})\\b)|${NAMED}|${NUMERIC}`,
  'gi',
);
const IS_OPEN_END = new RegExp(`^(?:${OPEN_END})$`, 'i');

/** "'21" → 2021 and "'98" → 1998: the century that does not put the date in the future. */
function fullYear(text: string, now: Date): string {
  if (!/^['’]\d{2}$/.test(text)) return text;
  const yy = Number(text.slice(1));
  return String(yy <= (now.getFullYear() % 100) + 1 ? 2000 + yy : 1900 + yy);
}

/** One date in the CV's style: "Jan 2021"; a year alone stays a year. */
function styleDate(text: string, now: Date): string {
  const named = new RegExp(`^(${MONTH_NAME})\\.?,?\\s*(${YEAR}|['’]\\d{2})$`, 'i').exec(text);
  if (named) return formatCvDate(`${fullYear(named[2]!, now)}-${String(MONTH_NUMBERS[named[1]!.toLowerCase()]).padStart(2, '0')}`);
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) return formatCvDate(`${numeric[2]}-${numeric[1]!.padStart(2, '0')}`);
  return text;
}

export interface Restyled {
  text: string;
  /** How many dates or ranges were written differently (a range counts once). */
  count: number;
}

/** Puts every date and date range in a piece of CV text in the CV's one style. */
export function restyleDates(text: string, now = new Date()): Restyled {
  let count = 0;
  const restyled = text.replace(DATE_OR_RANGE, (match: string, from: string | undefined, to: string | undefined) => {
    const styled = from && to ? `${styleDate(from, now)} – ${IS_OPEN_END.test(to) ? 'Present' : styleDate(to, now)}` : styleDate(match, now);
    if (styled !== match) count += 1;
    return styled;
  });
  return { text: restyled, count };
}

/**
 * The entries' own dates, as the CV gave them, made consistent: a role marked current has no end
 * date ("Jan 2021 – Present", not "Jan 2021 – Mar 2023 – Present"). Returns how many were changed.
 */
export function tidyEntryDates(data: CvData): { data: CvData; count: number } {
  let count = 0;
  const experience = data.experience.map((entry) => {
    if (entry.current && entry.endDate) {
      count += 1;
      return { ...entry, endDate: null };
    }
    return entry;
  });
  return { data: { ...data, experience }, count };
}
