import type { ExperienceEntry } from '@common/cv-data';
import { findDateRange, findSingleDate, isOnlyDates, parseDate, type DateRange } from './dates';
import { OTHER_LABEL, assignHeaderParts, isEmploymentType, isColumnHeadingRow, isDatesLabel, companyScore, employerBeforePlace, employerLine, ORGANISATION_UNIT, isPlaceOnly, labelledField, placeAfterDates, roleAcrossDashes, labelNames, roleLine, roleParts, splitHeader, titleScore, wordsBeforePlaces, type HeaderFields } from './header-parts';
import { headingKind } from './sections';
import { INSTITUTION_WORDS, LEGAL_FORMS, TITLE_WORDS } from './lexicon/roles';
import { isTownName, lookupCountry } from './lexicon/locations';
import { isStreetAddress } from './location';
import { withHeaderItemsUnmarked } from './header-items';
import { JOINING_END, aroundBracketedDates, cleanFragment, escapeRegExp, fold, formRecords, isBullet, stripBullet, wordCount, type FormRow } from './text-utils';

interface Line {
  text: string;
  isBullet: boolean;
  range: DateRange | null;
  /** The line with its date range cut out. */
  rest: string;
  /** The place set after the line's opening dates and a dash ("… – Lleida"), apart from its fields. */
  place?: string;
}

const MAX_HEADER_LINES = 3;

const DANGLING_SEPARATOR = /(?:\b(?:19|20)\d{2}|\d{2})\s*(?:[-–—]|to|bis|au|à|a|hasta)\s*$/i;
/** "Mar 2014", "Summer 2011", "2015": a line holding one date and nothing else. */
const SEASON = /^(?:spring|summer|fall|autumn|winter)\s+/i;
const PRESENT_ONLY = /^(?:present|current(?:ly)?|now|today|till\s+date|to\s+date|ongoing|heute|aujourd'hui|actualidad)\.?$/i;

/** "(6 months)", "(2 Jahre)", "· 3 yrs": a duration printed after a date. */
// (From the start of a run of spaces only: tried inside a long run, "\s*" would rescan it from every space.)
const DURATION = /(?<!\s)\s*(?:[(·,-]\s*)?\d+(?:[.,]\d+)?\+?\s*(?:months?|mos?|years?|yrs?|monate?|jahre?|mois|ans?|meses|anos?|años|mesi|anni|maanden|jaar)\.?\s*\)?$/i;

/** "(3 years 11 months)", "(1 an et 2 mois)": the time a range spans, in brackets after it, is none of the entry's fields. */
const SPAN_IN_BRACKETS =
  /^\s*\(\s*\d+(?:[.,]\d+)?\+?\s*(?:months?|mos?|years?|yrs?|monate?n?|jahre?n?|mois|ans?|meses|anos?|años|mesi|anni|maanden|jaar)\.?(?:\s*(?:,|and|und|et|y|e|en)?\s*\d+\s*(?:months?|mos?|monate?n?|mois|meses|mesi|maanden)\.?)?\s*\)/i;

function isDateOnly(text: string): boolean {
  // ("📅 Mayo 2024 (6 meses) - Remoto": an icon before the date, and how the work was done after it, are none of it.)
  const unmarked = text.trim().replace(/^[^\p{L}\p{N}(]+/u, '');
  const [first, ...rest] = unmarked.split(/(?<!\s)\s+[-–—|·]\s+/);
  const dated = rest.length && rest.every(isEmploymentType) ? first : unmarked;
  const bare = dated.replace(SEASON, '').replace(DURATION, '').replace(/[.,;:]$/, '');
  const single = findSingleDate(bare);
  return single !== null && single.index === 0 && single.length >= bare.length - 1;
}

/** ", March 2011" closing a line: a date after the comma that ends a header's words. */
const TRAILING_DATE = /(?:,\s*|\s)((?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*$/u;

const LEADING_DATE = /^\s*((?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2}|present|current|now|heute|aujourd'hui|actualidad|presente|today)\b/iu;

/** "2021⇥LaBRI, …" under a date cell cut before its year: the year opening the next line. */
const YEAR_OPENING = /^((?:19|20)\d{2})(?=\t|\s|$)/;

/** "Nov 2021⇥" opening a line: a month and its year alone in the line's first cell. */
const STACKED_DATE = /^\s*(\p{L}{3,}\.?\s+(?:19|20)\d{2})\t(?=\S)/u;

/** "Avril-Août⇥" opening a line: two months and a dash, no year, then a cell's edge. */
const MONTH_SPAN = /^\s*(\p{L}{3,}\.?)\s*[-–—]\s*(\p{L}{3,}\.?)\s*\t/u;

/** "octobre 2018 - février " opening a line: a start date, a dash, and a month whose year is not on the line. */
const WRAPPED_END_MONTH = /^\s*((?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*[-–—]\s*(\p{L}{3,}\.?)\s+(?=\p{L})/u;

const LEADING_DATE_DASH = /^\s*((?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d{2})\s*[-–—]\s+(?=\p{L})/iu;

/**
 * A narrow date column wraps "November 2021 to / October 2024" over two lines; put the end date
 * back on the line with the start so the range reads whole.
 */
function joinWrappedRanges(texts: string[]): string[] {
  const out = texts.map((text) => text.trim());
  for (let i = 0; i + 1 < out.length; i++) {
    // "Feb 2013 / current", "January 2012 / November 2012": a range written over two lines.
    if (isDateOnly(out[i]) && (isDateOnly(out[i + 1]) || PRESENT_ONLY.test(out[i + 1].trim())) && !findDateRange(out[i])) {
      const joined = `${out[i].replace(SEASON, '')} - ${out[i + 1].replace(SEASON, '')}`;
      if (findDateRange(joined)) {
        out[i] = joined;
        out[i + 1] = '';
        continue;
      }
    }
    // "octobre 2018 - février Ingénieur d'études" over "2021⇥LaBRI, Université de Bordeaux": a date cell wrapped after its
    // end's month, the year opening the next line, beside the header's lines.
    const monthEnd = WRAPPED_END_MONTH.exec(out[i]);
    const endYear = monthEnd ? YEAR_OPENING.exec(out[i + 1]) : null;
    if (monthEnd && endYear && parseDate(`${monthEnd[2]} ${endYear[1]}`) && findDateRange(`${monthEnd[1]} - ${monthEnd[2]} ${endYear[1]}`)?.end) {
      out[i] = `${monthEnd[1]} - ${monthEnd[2]} ${endYear[1]}\t${out[i].slice(monthEnd[0].length)}`;
      out[i + 1] = out[i + 1].slice(endYear[0].length).trim();
      continue;
    }
    // "Avril-Août⇥Développeur Unity3D, NaturalPad" over "2015⇥Stage encadré…": a span of months whose one year a narrow date
    // column wrapped under it.
    const months = MONTH_SPAN.exec(out[i]);
    const spanYear = months ? YEAR_OPENING.exec(out[i + 1]) : null;
    if (months && spanYear && parseDate(`${months[1]} ${spanYear[1]}`) && parseDate(`${months[2]} ${spanYear[1]}`)) {
      out[i] = `${months[1]} ${spanYear[1]} - ${months[2]} ${spanYear[1]}\t${out[i].slice(months[0].length)}`;
      out[i + 1] = out[i + 1].slice(spanYear[0].length).trim();
      continue;
    }
    // "Nov 2021⇥Tech Lead na Nova Escola" over "Jul 2021⇥Educação": a date column holding a period's two ends one above the
    // other (either way round), each beside a line of the header; a pair of them, neither line above nor below dated so.
    const upper = STACKED_DATE.exec(out[i]);
    const lower = upper ? STACKED_DATE.exec(out[i + 1]) : null;
    const isPaired = !STACKED_DATE.test(out[i - 1] ?? '') && !STACKED_DATE.test(out[i + 2] ?? '');
    const [above, below] = upper && lower ? [parseDate(upper[1]), parseDate(lower[1])] : [null, null];
    if (upper && lower && isPaired && above && below && above.length === 7 && below.length === 7 && !findDateRange(out[i]) && !findDateRange(out[i + 1])) {
      const [from, to] = above <= below ? [upper[1], lower[1]] : [lower[1], upper[1]];
      out[i] = `${from} - ${to}\t${out[i].slice(upper[0].length)}`;
      out[i + 1] = out[i + 1].slice(lower[0].length).trim();
      i++;
      continue;
    }
    // "2017 – Product Manager, Google" / "Present Leading teams…": a date column's end wrapped under its start.
    const opening = LEADING_DATE_DASH.exec(out[i]);
    const wrappedEnd = opening && !findDateRange(out[i]) ? LEADING_DATE.exec(out[i + 1]) : null;
    if (opening && wrappedEnd && findDateRange(`${opening[1]} - ${wrappedEnd[1]}`)) {
      out[i] = `${opening[1]} - ${wrappedEnd[1]} ${out[i].slice(opening[0].length)}`;
      out[i + 1] = out[i + 1].slice(wrappedEnd[0].length).trim();
      continue;
    }
    // "Bartender, July 2014 / July 2016", "Drupal Developer Consultant, December 2013 / February 2014": a header line
    // ending on its start date, the end date alone on the next line (the dash between them lost).
    const trailing = TRAILING_DATE.exec(out[i]);
    if (trailing && !findDateRange(out[i]) && (isDateOnly(out[i + 1]) || PRESENT_ONLY.test(out[i + 1].trim())) && findDateRange(`${trailing[1]} - ${out[i + 1].trim()}`)) {
      out[i] = `${out[i]} - ${out[i + 1].trim()}`;
      out[i + 1] = '';
      continue;
    }
    const [first, ...cells] = out[i].split('\t');
    if (!DANGLING_SEPARATOR.test(first)) continue;
    const next = LEADING_DATE.exec(out[i + 1]);
    if (!next) continue;
    out[i] = [`${first} ${next[1]}`, ...cells].join('\t');
    out[i + 1] = out[i + 1].slice(next[0].length).trim();
  }
  return out;
}

/**
 * "2022 - actual⇥Universitat Politècnica de Catalunya - Escuela Técnica Superior de" / "Ingeniería de Caminos …": a dated
 * header whose words stop on a joining word goes on on the next line, when that line opens a name (a capital, no date,
 * no item mark, a few words).
 */
function joinWrappedHeaders(texts: string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const previous = out[out.length - 1];
    const range = previous === undefined ? null : findDateRange(previous);
    const words = range && previous !== undefined ? `${previous.slice(0, range.index)} ${previous.slice(range.index + range.length)}`.trim() : '';
    const endsOnJoin = range !== null && previous !== undefined && range.index + range.length < previous.trimEnd().length && / \p{L}{1,4}$/u.test(previous.trimEnd()) && JOINING_END.test(previous.trimEnd());
    if (endsOnJoin && words && /^\p{Lu}/u.test(text.trim()) && !isBullet(text) && !findDateRange(text) && !findSingleDate(text) && wordCount(text) <= 12 && !/[.!?]$/.test(text.trim())) {
      out[out.length - 1] = `${previous!.trimEnd()} ${text.trim()}`;
      continue;
    }
    out.push(text);
  }
  return out;
}

function prepare(texts: string[]): Line[] {
  // ("Zeitraum⇥Position⇥Unternehmen / Projekt": a table's row of column headings heads the rows under it; it is no line of an entry.)
  // ("•⇥Rackspace – Linux Systems Administrator (2003)": a list's glyph set apart by a tab, as Word sets its bullets, opens
  // the item; the tab parts no cells.)
  // ("4" alone between a wrapped header's lines: a footnote's or a page's number, no part of any entry.)
  const unmarked = texts.filter((text) => !/^\s*\d{1,2}\s*$/.test(text)).map((text) => (isBullet(text) && /^\s*\S\t/.test(text) ? text.replace('\t', ' ') : text));
  const joined = withHeaderItemsUnmarked(joinWrappedHeaders(joinWrappedRanges(unmarked)).filter((text) => text && !isColumnHeadingRow(text)));
  const found = joined.map(findDateRange);
  // "Frontend Engineer · Effectivity⇥11.2021 – obecnie" beside "Fizjoterapeuta⇥10.2016 – 11.2021": a date cell that opens a
  // range and closes it with one word no list knows, where the section writes its other periods as ranges, is a period
  // that goes on (the word is the CV's own for "now").
  const ranges = found.some(Boolean) ? joined.map((text, i) => found[i] ?? openRangeInLastCell(text)) : found;
  // (A lone date in brackets dates a role only in a list that writes all its periods so: "Praktikant (April 2011)" under
  // "Junior Developer (August 2011 - Dezember 2015)". Elsewhere "Elementary Tutor (Summer 2004)" names the role it was.)
  const bracketsDates = ranges.some(Boolean) && ranges.every((range, i) => !range || CLOSING_BRACKETS.test(joined[i].slice(range.index + range.length)));
  const dates = withoutItemsUnderLabel(
    joined,
    withSingleDatesInClosersShape(
      joined,
      withSingleDatesInOpenersShape(
        joined,
        joined.map((text, i) => ranges[i] ?? singleDateRange(text, bracketsDates) ?? leadingDateRange(text)),
      ),
    ),
  );
  // "• Professor at Ecole D'Ingénieurs (2015 – 2017)": where every dated line of the section is a list item, the
  // items are the roles, and only a date inside a sentence of one is no role's.
  // (A period alone on the section's first line, "Earlier Experience" over "1998 - 2008" and the items, spans them all:
  // it dates the list, no role of its own.)
  const first = dates[0];
  const year = (date: string | null) => date?.slice(0, 4) ?? '';
  const spansAll = first !== null && dates.slice(1).filter(Boolean).length >= 2 && dates.slice(1).every((range) => !range || (year(range.start) >= year(first.start) && year(first.start) !== '' && (first.current || year(range.end ?? range.start) <= year(first.end))));
  const span = first && spansAll && first.index <= 1 && joined[0].trim().length <= first.index + first.length + 1 ? 0 : -1;
  const isListOfRoles = dates.some((range, i) => range && i !== span) && joined.every((text, i) => !dates[i] || isBullet(text) || i === span);
  // "2021–Atual⇥Monitoria, Universidade Federal…" over "Monitor na disciplina … desde junho de 2021.": where the section's
  // entries open their lines on their dates, a sentence that tells a date after its words is the role's text, no entry.
  const opening = dates.filter((range, i) => range && range.index <= 1 && !isBullet(joined[i])).length;
  const entriesOpenOnDates = opening >= 3 && opening * 2 > dates.filter(Boolean).length;
  // (Dates in brackets after a role's words date that role: "Voiture pilote chez Mediaco (Juillet/Août 2011-2012).")
  const isToldDate = (text: string, range: DateRange) => entriesOpenOnDates && range.index > 1 && /[.!]$/.test(text.trim()) && wordCount(text.slice(0, range.index)) >= 3 && !/\(\s*(?:\p{L}+\/)?\p{L}*\s*$/u.test(text.slice(0, range.index));
  return joined
    .flatMap((text, i): Line[] => {
      if (isListOfRoles && i === span) return [];
      const found = dates[i];
      // (So is one inside a paragraph of prose: "Since 2004 visual assault has been designing and building …".)
      const isProse = !isBullet(text) && wordCount(text) >= 10 && /[.!]$/.test(text.trim()) && lowerCaseWords(text) >= 5;
      const range = found && (((isBullet(text) || isProse) && isInSentence(text, found, isListOfRoles && !isProse)) || isToldDate(text, found)) ? null : found;
      // A tab is a cell boundary ("Title⇥Company, 2019 - 2021"): keep it as a separator, not a space.
      const cells = (part: string) => part.replace(/\t+/g, ' | ');
      // "CEO – Carrefour Pologne (2020 – 2025): 900 magasins, +15% CA": after the dates, a colon opens what the role was;
      // that is the role's text, an item of its own (never more of its header).
      // (So does an arrow: "Systematica * Desenvolvedor de sistemas * 2014 - 2016 > Desenvolvimento de sistemas …".)
      const told = range && !isBullet(text) && /\p{L}/u.test(text.slice(0, range.index)) ? /^\)?\s*(?::|>|→|»|=>)\s+(?=\S)/.exec(text.slice(range.index + range.length)) : null;
      // (Unless a role follows the colon: "Google (June 1999 – Present): AVP of Data Centers" is a header in one line.)
      const after = told ? text.slice(range!.index + range!.length + told[0].length) : '';
      if (range && told && (titleScore(after) === 0 || wordCount(after) > 8)) {
        const head = text.slice(0, range.index + range.length + told[0].search(/[:>→»=]/));
        return [{ text: head, isBullet: false, range, rest: cleanFragment(cells(text.slice(0, range.index))) }, { text: after, isBullet: true, range: null, rest: after }];
      }
      // "(08/2014 – presente) Sistemas Globales S. A., desarrollador web UI. Lider técnico en …": after dates that open the
      // line, the fields run to the first full stop (not an initial's or a legal form's) and the role's text follows it.
      // (An item of a list of roles opens on its dates after its mark: "• (08/2014 – presente) …".)
      const opensOnDates = range !== null && (range.index <= 1 || (isListOfRoles && isBullet(text) && /^\s*\S\s*\(?\s*$/u.test(text.slice(0, range.index))));
      const opened = range && opensOnDates ? headThenText(text.slice(range.index + range.length)) : null;
      if (range && opened) {
        const head = text.slice(0, range.index + range.length) + opened.head;
        return [{ text: head, isBullet: isBullet(text), range, rest: cleanFragment(cells(opened.head)) }, { text: opened.text, isBullet: true, range: null, rest: opened.text }];
      }
      // "INRS (Responsable de l'architecture logicielle, C#/C++, 2017-2018)": brackets that hold the dates with other details
      // hold the entry's other fields, each a part of its own.
      const around = range ? aroundBracketedDates(text, range) : null;
      const bracketed = around && /\p{L}{2}/u.test(around[1]) ? around : null;
      const rest = !range
        ? cells(text)
        : bracketed
          ? cleanFragment([bracketed[0], ...bracketed[1].split(/\s*,\s*/), bracketed[2], bracketed[3]].map(cells).map((part) => part.trim()).filter((part) => /\p{L}|\d/u.test(part)).join(' | '))
          : cleanFragment(cells(text.slice(0, range.index)) + ' | ' + cells(text.slice(range.index + range.length).replace(SPAN_IN_BRACKETS, '')));
      // "Septiembre 2017–Diciembre 2018 – Lleida": the place beside the dates that open the line, no field of the header.
      const place = range && range.index <= 1 ? placeAfterDates(text.slice(range.index + range.length)) : null;
      if (place) return [{ text, isBullet: isBullet(text), range, rest: '', place }];
      const fields = cleanFragment(rest.replace(/\(\s*\)/g, ''));
      // "Marshmallow | Londres - Technical Lead.": the stop closing a row of fields belongs to none of them.
      return [{ text, isBullet: isBullet(text), range, rest: /[.!]$/.test(fields) && !endsOnAbbreviation(fields) && isFieldRow(fields) ? fields.slice(0, -1) : fields }];
    });
}

/**
 * "• Maintain the stock forecast, used from January 2019", "• Led the 2019-2020 migration": a date inside a
 * bullet's sentence is what the bullet tells, not the dates of a new role. Among the bullets of a role's
 * description, a date after any word in lower-case letters is taken as the sentence's ("• Delivered Project
 * Phoenix (2019 – 2020)"); in a list whose items are the roles (`isListOfRoles`), only one after a word that
 * opens in lower case is ("• Lecturer at Ecole D'Ingénieurs (2012 – 2015)" is a role with its dates).
 */
function isInSentence(text: string, range: DateRange, isListOfRoles: boolean): boolean {
  const before = text.slice(0, range.index).trimEnd();
  const after = text.slice(range.index + range.length).trimStart();
  const endsOnProse = isListOfRoles ? /(?:^|[^\p{L}'’])\p{Ll}[\p{L}'’]*\s*\(?$/u : /\p{Ll}[\p{L}'’]*\s*\(?$/u;
  return endsOnProse.test(before) || /^\)?\s*(?:\p{Ll}|[,;]\s*\p{Ll})/u.test(after);
}

/** The fields before the first full stop that ends a word (an initial's or a legal form's aside) and the sentence after it. */
function headThenText(after: string): { head: string; text: string } | null {
  if (after.length > 400) return null;
  const stop = /(\S+)\.\s+(?=\p{Lu})/gu;
  for (let match = stop.exec(after); match; match = stop.exec(after)) {
    const word = match[1];
    if (/^\p{L}$/u.test(word) || /\.\p{L}$/u.test(word) || LEGAL_FORMS.has(`${fold(word)}.`)) continue;
    const head = after.slice(0, match.index + word.length);
    const text = after.slice(match.index + match[0].length).trim();
    // (A few fields, one comma at least, before a sentence: "Acme Ltd, Developer. Built …".)
    if (wordCount(head) > 10 || !head.includes(',') || wordCount(text) < 3 || titleScore(head) === 0) return null;
    return { head, text };
  }
  return null;
}

function openRangeInLastCell(text: string): DateRange | null {
  const cellStart = text.lastIndexOf('\t') + 1;
  if (cellStart === 0 || text.length - cellStart > 40) return null;
  const cell = /^(\s*)(\S.*?)\s*[–—-]\s*(\p{L}+)\.?\s*$/u.exec(text.slice(cellStart));
  if (!cell) return null;
  const start = findSingleDate(cell[2]);
  if (!start || start.index !== 0 || start.length < cell[2].length || findSingleDate(cell[3]) || isEmploymentType(cell[3])) return null;
  return { start: start.date, end: null, current: true, index: cellStart + cell[1].length, length: text.length - cellStart - cell[1].length };
}

/** What closes a line after its dates when they are written in brackets at its end. */
const CLOSING_BRACKETS = /^\s*\)\s*$/;

/** A line that is one date ("Summer 2011", "Mar 2008") dates a role that began and ended then. */
function singleDateRange(text: string, bracketsDates = false): DateRange | null {
  // "Innovatech Solutions⇥2022 (6 months)", "Stagiaire en Chimie | 2018": a lone date in the last cell of a row (a tab
  // or a bar with space around it parts the cells) dates that row's role.
  const bar = /\s\|\s+(?=[^|]*$)/.exec(text);
  const cellStart = Math.max(text.lastIndexOf('\t') + 1, bar ? bar.index + bar[0].length : 0);
  const cell = text.slice(cellStart);
  // "Praktikant (April 2011)": a lone date in brackets closing a short header line dates that line's role.
  const bracketed = /^([^()]{2,80}?)\s*\(([^()]{4,30})\)\s*$/.exec(text);
  if (bracketsDates && bracketed && !isBullet(text) && wordCount(bracketed[1]) <= 8 && !/[.!?;:]$/.test(bracketed[1]) && isDateOnly(bracketed[2])) {
    const date = findSingleDate(bracketed[2].trim().replace(SEASON, ''))!.date;
    return { start: date, end: date, current: false, index: bracketed[1].length, length: text.length - bracketed[1].length };
  }
  if (!isDateOnly(cell)) return null;
  const bare = cell.trim().replace(SEASON, '');
  const date = findSingleDate(bare)!.date;
  return { start: date, end: date, current: false, index: cellStart, length: cell.length };
}

/**
 * "Projekte:" / "04.2012 – heute: Entwicklung von Messgeräten …" / "06.2012 – 03.2015: Projekt PERCIVAL, …": under a label
 * of a role's own (a short line ending on a colon), the lines that open on their dates and a colon are the role's dated
 * items, its projects or stations, not roles of their own.
 */
function withoutItemsUnderLabel(texts: string[], dates: (DateRange | null)[]): (DateRange | null)[] {
  const out = [...dates];
  let underLabel = false;
  texts.forEach((text, i) => {
    const range = dates[i];
    if (!range && wordCount(text) <= 3 && /\p{L}[:：]\s*$/u.test(text.trim())) {
      underLabel = true;
      return;
    }
    const isDatedItem = range !== null && range.index <= 1 && /^\s*[:：]\s+\S/u.test(text.slice(range.index + range.length));
    if (underLabel && isDatedItem) out[i] = null;
    else underLabel = false;
  });
  return out;
}

/**
 * "July 2014 - July 2016 Convertr Media Ltd, London : Developer" / … / "September 2016 Asmodee Digital, Paris 9e : DevOps":
 * where the section's headers open on their dates and part their fields with one mark, a line that opens on a single
 * date and parts its words with that mark is a header too, of a role dated by that one month or year.
 */
function withSingleDatesInOpenersShape(texts: string[], dates: (DateRange | null)[]): (DateRange | null)[] {
  const rests = texts.map((text, i) => (dates[i] && dates[i]!.index <= 1 && !isBullet(text) ? text.slice(dates[i]!.index + dates[i]!.length) : null)).filter((rest): rest is string => rest !== null);
  if (rests.length < 2) return dates;
  const mark = [' : ', ' | ', ' — ', ' – ', ' @ '].find((candidate) => rests.every((rest) => rest.includes(candidate)));
  if (!mark) return dates;
  return dates.map((range, i) => {
    const text = texts[i];
    if (range || isBullet(text) || !text.includes(mark) || wordCount(text) > 14) return range;
    const single = findSingleDate(text);
    if (!single || single.index > 1 || !/^\s*\p{Lu}/u.test(text.slice(single.index + single.length)) || !text.slice(single.index + single.length).includes(mark)) return range;
    return { start: single.date, end: single.date, current: false, index: single.index, length: single.length };
  });
}

/**
 * "iRancho / dez 2019 - atualmente" … "Freelance / set 2016": where the section's headers close on their dates after one
 * mark, a line that closes on a single date after that mark is a header too, of a role dated by that one month or year.
 */
function withSingleDatesInClosersShape(texts: string[], dates: (DateRange | null)[]): (DateRange | null)[] {
  const heads = texts.map((text, i) => {
    const range = dates[i];
    return range && !isBullet(text) && range.index > 0 && text.slice(range.index + range.length).trim() === '' ? text.slice(0, range.index) : null;
  });
  const dated = heads.filter((head): head is string => head !== null);
  if (dated.length < 2 || dated.length < dates.filter(Boolean).length) return dates;
  const mark = [' / ', ' | ', ' — ', ' – ', ' · ', ', '].find((candidate) => dated.every((head) => head.endsWith(candidate)));
  if (!mark) return dates;
  return dates.map((range, i) => {
    const text = texts[i];
    const at = text.lastIndexOf(mark);
    if (range || isBullet(text) || at <= 0 || wordCount(text) > 14 || !isDateOnly(text.slice(at + mark.length))) return range;
    const single = findSingleDate(text.slice(at + mark.length))!;
    const index = at + mark.length + single.index;
    return { start: single.date, end: single.date, current: false, index, length: text.length - index };
  });
}

/** "2016 / 09 - University of Bremen": one date opening a header line, set off by a dash, dates that role alone. */
function leadingDateRange(text: string): DateRange | null {
  // "2016 / 09⇥Fullstack Engineer⇥University of Bremen": a lone date in a date-margin column dates the row's role.
  const firstCell = text.split('\t')[0];
  if (firstCell !== text && isDateOnly(firstCell)) {
    const date = findSingleDate(firstCell.trim().replace(SEASON, ''))!.date;
    return { start: date, end: date, current: false, index: 0, length: firstCell.length };
  }
  const single = findSingleDate(text);
  if (!single || single.index > 1) return null;
  const after = text.slice(single.index + single.length);
  // "2020 (6 months) – FooBarEn – Software Developer": how long the role lasted may stand between the date and the dash.
  const dash = /^(?:\s*\(\s*\d+(?:[.,]\d+)?\s*\p{L}+\s*\))?\s*[-–—|]\s+(?=\p{L})/u.exec(after);
  if (!dash || wordCount(after) > 10) return null;
  return { start: single.date, end: single.date, current: false, index: single.index, length: single.length + dash[0].length };
}

/**
 * "Acme Inc.", "ACME S.P.A.", "Brouwer B.V.", "Müller e.V.", "Vinhos do Douro Lda.": a name that ends on an
 * abbreviation's full stop (a legal form of the lexicon, initials with their stops) ends no sentence.
 */
function endsOnAbbreviation(text: string): boolean {
  // ("S. A.", "S. L.": initials spaced apart are one abbreviation too.)
  if (/(?:\b(?:jr|sr)\.|(?:^|[\s(])(?:\p{L}{1,3}\.\s?){2,})$/iu.test(text.slice(-40))) return true;
  // (A short form only: "…the growth of the group." ends a sentence.)
  const last = /(\S+)\.$/u.exec(text)?.[1];
  return last !== undefined && (LEGAL_FORMS.has(`${fold(last)}.`) || (fold(last).length <= 4 && LEGAL_FORMS.has(fold(last))));
}

/**
 * "Tesco Stores Ltd, 12 High Street, Leeds LS1 4AB (United Kingdom)": an employer's line without its street address,
 * postcode and country in brackets, for counting its words (an address makes a name's line long, not a sentence).
 */
function withoutAddress(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .split(/\s*,\s*/)
    .filter((part) => !isStreetAddress(part.replace(/\s*\([^()]*\)\s*$/, '')))
    .join(', ');
}

/** A line that can be part of an entry's header: short, not a bullet, not a sentence. */
const NAMED_PERSON_ROW = /^[^:：]{2,40}[:：]\s*(?:prof|dr|mr|mrs|ms|herr|frau|mme|mlle|sr|sra|dott|dott\.ssa|ing|mag|dipl)\.?\s+\p{Lu}/iu;

function isHeaderLike(line: Line): boolean {
  // "Main activities⇥…": a form's row that the CV labels as the entry's text.
  if (line.isBullet || OTHER_LABEL.test(line.text)) return false;
  const text = line.rest || line.text;
  // "LV-Leiter: Prof. Dr. Nikolaus Hautsch", "Betreuer: Dr. Ann Lee": a label naming a person by an honorific (the
  // entry's supervisor or referee) is a detail of the entry above, no role or employer.
  if (NAMED_PERSON_ROW.test(text)) return false;
  // (A cell's bar or an ampersand is no word: "Fiducia & GAD IT AG (nun Atruvia AG) | Karlsruhe, DE" is ten.)
  const words = withoutAddress(text).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  // (A row of short fields is a header however long: "Engineering, Ingegneria Informatica SPA - Consulente Applicativo -
  // Product Specialist⇥Cesena (FC) - Emilia-Romagna" names an employer, two roles and a place, each in a few words.)
  if (((words > 10 && wordsBeforePlaces(text) > 10) || text.length > 110) && !(text.length <= 200 && isFieldRow(text))) return false;
  if (/[.!?]$/.test(text) && !endsOnAbbreviation(text) && wordCount(text) > 4 && !isFieldRow(text)) return false;
  return true;
}

/**
 * "Marshmallow | Londres (Royaume-Uni) - Technical Lead.": short fields set apart by separators, none of them a
 * phrase of prose, are a header's parts however the line ends; a stop closes a sentence only in running text.
 */
function isFieldRow(text: string): boolean {
  const parts = text.replace(/[.!?]$/, '').split(/\s*\|\s*|\s+[·•–—-]\s+/);
  return parts.length >= 2 && parts.every((part) => wordCount(part) <= 6 && !isSentence(part) && !/[.!?;:]\s/.test(part));
}

/**
 * "Generali Italia: Banca e Assicurazioni": an organisation's name of two capitalised words or more, a colon, then its line
 * of business, as a group names its branch; a label before a colon ("Client: BC Hydro", "Sector: Banking") is one word.
 */
function isNameThenItsLine(company: string): boolean {
  const [before, after] = company.split(/\s*:\s+/, 2);
  return after !== undefined && /^\p{Lu}/u.test(after) && wordCount(before) >= 2 && before.split(/\s+/).every((word) => /^\p{Lu}/u.test(word)) && labelledField(company) === null && !OTHER_LABEL.test(company);
}

/**
 * Experience entries in the CV's order. Each date range anchors an entry; the short lines next to
 * it (above when the section writes headers before dates, below when dates come first) and the
 * rest of the date line hold the title, company and place; what follows is its highlights.
 * Roles listed under one employer heading inherit that employer.
 */
export function parseExperience(texts: string[]): ExperienceEntry[] {
  const entries = formEntries(texts) ?? parseEntries(prepare(texts));
  for (const entry of entries) {
    // (A name in lower case with its legal form is a name: "visual assault, llc".)
    if (entry.company && (!isPlausibleHeaderPart(entry.company) || isDeedSentence(entry.company) || (isSentence(entry.company) && !hasLegalForm(entry.company)) || endsSentence(entry.company) || (/\S\s*:\s/.test(entry.company) && !isNameThenItsLine(entry.company)))) entry.company = null;
    // "Caisse des Dépôts — Direction de la formation professionnelle", "EDF — Équipe SoDATA": the employer, then the unit of
    // it the candidate worked in, set off by a dash; the employer is the name before it.
    const unit = entry.company ? /^(.{2,80}?)\s+[—–-]\s+(\S.*)$/u.exec(entry.company) : null;
    if (unit && ORGANISATION_UNIT.test(unit[2]) && !ORGANISATION_UNIT.test(unit[1])) entry.company = unit[1].trim();
    // "Salem, Tamil Nadu", "Cupertino, CA": a place read where the employer was expected is the entry's place.
    if (entry.company && isPlaceOnly(entry.company.replace(/[.\s]+$/, ''))) {
      entry.location ??= entry.company.replace(/[.\s]+$/, '');
      entry.company = null;
    }
    // "Asignación a Cliente: Analytics Engineer", "Mission : Consultant SAP": a label naming no role before the role itself.
    const labelled = entry.title ? /^([^:]{3,40}?)\s*:\s+(\S.*)$/.exec(entry.title) : null;
    if (labelled && titleScore(labelled[1]) === 0 && titleScore(labelled[2]) > 0) entry.title = labelled[2];
    if (entry.title && (!isPlausibleHeaderPart(entry.title) || !isPlausibleRole(entry.title))) entry.title = null;
    // "Metro Manila", "Chelmsford": a place read where the role was expected is the entry's place too.
    if (entry.title && titleScore(entry.title) === 0 && isPlaceOnly(entry.title.replace(/[.\s]+$/, ''))) {
      entry.location ??= entry.title.replace(/[.\s]+$/, '');
      entry.title = null;
    }
  }
  for (const entry of entries) {
    // "Collegio di Sant'Anna" / "Oxford, Regno Unito": a place on a line of its own under the entry's header, before its
    // text, is the entry's place, not its first bullet.
    const first = entry.highlights[0]?.replace(/[.\s]+$/, '');
    if (!entry.location && first && isPlaceOnly(first)) {
      entry.location = first;
      entry.highlights.shift();
    }
  }
  for (const entry of entries) {
    // An employer written with its place ("Acme, New York") read as the place alone, or as the employer with its place.
    const parts = !entry.company && entry.location ? employerBeforePlace(entry.location) : entry.company && !entry.location ? employerBeforePlace(entry.company) : null;
    if (parts) [entry.company, entry.location] = [parts.employer, parts.place];
  }
  cutPlacesLikeTheSection(entries);
  // An undated entry left with neither a role nor an employer said nothing; a training or a course listed among the jobs
  // ("Project Management Simulation Training⇥Getoq Consulting, 2011 / 11") was attended, not held.
  return entries.filter((entry) => (entry.title || entry.company || entry.startDate || entry.endDate || entry.current) && !isTrainingAttended(entry.title ?? entry.company ?? ''));
}

/** A course's name: its last word names a training, a course or a workshop, and no word of it names a role. */
const TRAINING = /(?:^|\s)(?:training|course|workshop|seminar|bootcamp|schulung|lehrgang|kurs|seminario|curso|corso|cursus|cours|formation|formação|formacion|formación|formazione)$/iu;
function isTrainingAttended(title: string): boolean {
  return TRAINING.test(title.trim()) && titleScore(title) === 0;
}

/** A name, its web address in brackets (and a note beside it), then places: "Thinkbright (thinkbright.nl, web archive), Utrecht, NL". */
const NAME_WITH_SITE = /^(\p{Lu}[^()]{0,60}?)\s*\((?:https?:\/\/)?(?:www\.)?((?:[\p{L}\d-]+\.)+\p{L}{2,})(?:\/[^\s(),]*)?(?:,[^()]{0,30})?\)\s*(?:,\s*([^()]{1,60}))?$/u;

/** Whether a name carries an organisation's legal form ("Siemens AG", "Globex Ltd", "Acme S.r.l."). */
function hasLegalForm(name: string): boolean {
  return name.split(/[\s,]+/).some((word) => LEGAL_FORMS.has(fold(word).replace(/[.,]/g, '')));
}

/** "2019-03" → 201903, "2019" → 201900 (start) or 201912 (end): a date as a number that sorts. */
function monthKey(date: string | null, end: boolean): number | null {
  const match = date ? /^(\d{4})(?:-(\d{2}))?/.exec(date) : null;
  if (!match) return null;
  return Number(match[1]) * 100 + (match[2] ? Number(match[2]) : end ? 12 : 0);
}

/**
 * A role named twice with the same dates, once bare and once with its text: a table of contents before the jobs (a web
 * CV's "Contents" box listing each job's heading as a link), or a summary line repeating a header. It is one role, read
 * once, where its text is. (Rows that repeat one another with no text are kept: the CV lists them so.)
 */
export function withoutRepeatedRoles(entries: ExperienceEntry[]): ExperienceEntry[] {
  const key = (entry: ExperienceEntry) => [entry.title, entry.company].map((value) => fold(value ?? '')).join('|') + `|${entry.startDate}|${entry.endDate}|${entry.current}`;
  const withText = new Set(entries.filter((entry) => entry.highlights.length).map(key));
  return entries.filter((entry) => !entry.title || !entry.startDate || entry.highlights.length > 0 || !withText.has(key(entry)));
}

/**
 * "ABC Store, Example City / 1997 to Present" over "Office Manager, 2007 to present" and "Secretary, 1998 to 2007":
 * an employer dated with the whole time spent there, then the roles held there, each dated within that time. The
 * roles are the entries, each at that employer; the employer's own line is no role of its own. Applied after the
 * roles the CV states in sentences are merged: "joined Acme as Analyst" names the employer's entry a role first.
 */
export function rolesWithinEmployer(entries: ExperienceEntry[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const employer = entries[i];
    const from = monthKey(employer.startDate, false);
    const to = employer.current ? Infinity : monthKey(employer.endDate, true);
    if (!employer.company || employer.title || from === null || to === null) {
      out.push(employer);
      continue;
    }
    let j = i + 1;
    for (; j < entries.length; j++) {
      const role = entries[j];
      const start = monthKey(role.startDate, false);
      const end = role.current ? (employer.current ? Infinity : null) : monthKey(role.endDate ?? role.startDate, true);
      const isWithin = start !== null && end !== null && start >= from && end <= to;
      if (!role.title || (role.company && role.company !== employer.company) || !isWithin) break;
    }
    if (j === i + 1) {
      out.push(employer);
      continue;
    }
    const roles = entries.slice(i + 1, j).map((role) => ({ ...role, company: employer.company, location: role.location ?? employer.location }));
    roles[0].highlights = [...employer.highlights, ...roles[0].highlights];
    out.push(...roles);
    i = j - 1;
  }
  return out;
}

/**
 * Whether a role or an employer as read can be one: not a date or a duration ("Jan 2007", "9 Months",
 * "Current / 6 years"), a number, a phone number, a placeholder ("XXXXXX"), a page marker, a sentence
 * ("Promoted after one year of employment."), a degree ("Master of Arts"), a fragment that opens on a
 * joining word ("& its infrastructure).") or a section's word ("Responsibilities", "PROFESSIONAL").
 */
function isPlausibleHeaderPart(value: string): boolean {
  const text = value.trim();
  // "3M", "2U" are employers; ".", "*", "000", "37%" are not.
  if (!/\p{L}/u.test(text) || /^x{3,}$/i.test(text)) return false;
  if (/^page \d+(?: of \d+)?$/i.test(text) || (text.match(/\d/g) ?? []).length >= 7) return false;
  if (isOnlyDates(text)) return false;
  if (/^(?:and|or|&|of|the|with|for|to|in)\b/i.test(text) && /^\p{Ll}|^&/u.test(text)) return false;
  // "Trabajé en el desarrollo y": a sentence cut at the end of a line, ending on a joining word.
  if (wordCount(text) >= 3 && /\s(?:and|or|of|the|to|for|with|in|y|e|o|de|del|el|la|en|und|oder|der|die|et|le|les|des|du|di|il|van|het|een)$/i.test(text)) return false;
  if (/^[^(]*\)/.test(text) || /^(?:bachelor|master|doctor)\s+of\b/i.test(text)) return false;
  if (wordCount(text) >= 4 && /[.!]$/.test(text) && !endsOnAbbreviation(text)) return false;
  // "Java / Swing / XML", "PHP5 / CodeIgniter / AngularJS / Bootstrap": three items or more parted by slashes are a list
  // (the tools under a role), no name; unless a piece names an organisation ("UCM / European Defense Agency / Ministerio
  // de Defensa": a joint project's partners).
  const pieces = text.split(/\s\/\s/);
  if (pieces.length >= 3 && !pieces.some((piece) => companyScore(piece) >= 1)) return false;
  return !isSubheading(text);
}

/**
 * "Responsibilities & Achievements", "Key Achievements", "Roles and Responsibilities", "Remunerated": the heading of a
 * part of a role's text or of a list of roles names no role or employer; every piece of it is such a heading.
 */
function isSubheading(text: string): boolean {
  return text
    .trim()
    .replace(/[:：]$/, '')
    .split(/\s*(?:&|\band\b|\/|,)\s*/i)
    // A heading that is also a role's word ("Volunteer") is the role.
    .every((piece) => SUBHEADING.test(piece) || (headingKind(piece, true) !== null && titleScore(piece) === 0));
}

// With the words of the STAR method a role's text is told in, in the seven languages (situation, task, action, result).
const SUBHEADING =
  /^(?:(?:key |main )?(?:responsibilities|duties|tasks)|roles?|achievements|projects?|skills|summary|remunerated|voluntary|professional|personal|situation|situatie|situaci[oó]n|situazione|situa[çc][ãa]o|task|taak|taken|aufgaben?|t[âa]ches?|tareas?|compiti|tarefas?|actions?|actie|acties|ma[ßs]nahmen|acciones|azioni|a[çc][õo]es|results?|resultaten|resultaat|ergebnisse?|r[ée]sultats?|resultados?|risultati)$/i;

/**
 * "Personal Injury. Litigation": an employer's name never holds the end of one sentence and the start of another.
 * (A stop at the end of the line says nothing: some CVs end every line with one, "Infosys Limited.")
 */
function endsSentence(text: string): boolean {
  // (Six letters at least before the stop: "Tech.", "Dept.", "Assoc." abbreviate a word of the name.)
  return /\p{L}{5}[.!]\s+\p{Lu}/u.test(text);
}

/**
 * "Promoted after one year of employment", "Introduced valuable curriculum to prevalent programs": a sentence
 * telling what was done (a past form, then lower-case words) is no employer's name, which capitalises its
 * words ("United Airlines", "Advanced Micro Devices").
 */
function isDeedSentence(text: string): boolean {
  const [first = '', second = ''] = text.trim().split(/\s+/);
  return /^\p{Lu}\p{Ll}{2,}ed$/u.test(first) && !ROLE_PARTICIPLES.test(first) && /^\p{Ll}/u.test(second);
}

/**
 * "Held seminars in EFL books and their evaluation", "Entering orders on customer database": three or more words in lower
 * case besides the joining words make a sentence; an employer's name capitalises its words.
 */
function isSentence(text: string): boolean {
  return lowerCaseWords(text) >= 3;
}

/**
 * The words of a text that open in lower case, joining words aside; a word after an elided article opens as its own
 * letter does ("l’Enseignement", "dell’Università" are capitalised names).
 */
function lowerCaseWords(text: string): number {
  return text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word.replace(ELIDED_ARTICLE, '')) && !JOINING_WORD.test(word)).length;
}

/** "l’", "d’", "dell’", "all’", "nell’", "qu’": an article or preposition elided before the word it is written onto. */
const ELIDED_ARTICLE = /^(?:l|d|dell|dall|all|nell|sull|qu)['’](?=\p{L})/u;

/** Words ending in -ed that open real roles ("Registered Nurse", "Certified Public Accountant"). */
const ROLE_PARTICIPLES = /^(?:registered|licensed|certified|chartered|qualified|accredited|enrolled|appointed|elected|seconded|retired|advanced|salaried|contracted|assisted)$/i;

/**
 * Whether a role as read can be one: not a sentence that opens on what was done ("Maintained financial
 * records", "Have worked as a Support Engineer"), not a project's or a technology's label ("Environment: Microsoft, MSSQL", "Project Title: …").
 */
function isPlausibleRole(title: string): boolean {
  const text = title.trim();
  const first = text.split(/\s+/)[0] ?? '';
  // ("Tenured Researcher", "Licensed Nurse": a short name whose last word is a role's is that role, whatever its first word.)
  const isQualifiedRole = wordCount(text) <= 4 && TITLE_WORDS.has(fold(text.split(/\s+/).at(-1) ?? ''));
  if (wordCount(text) >= 2 && /^\p{L}{3,}ed$/u.test(first) && !ROLE_PARTICIPLES.test(first) && !isQualifiedRole) return false;
  if (/^(?:have|has|had|was|were|am|is)\s/i.test(text)) return false;
  return !/^(?:environment|project(?: title)?|client|technologies|tools|courses taught|special topics|reader)\s*(?::|$)/i.test(text);
}

function parseEntries(lines: Line[]): ExperienceEntry[] {
  const anchors = lines.map((line, index) => (line.range ? index : -1)).filter((index) => index >= 0);
  if (anchors.length === 0) return parseUndated(lines);

  // Headers above the dates when the section opens with header lines before its first date.
  // A label alone above the first dates ("Remunerated", "Key Achievements") heads the list, not its first role.
  // (Not in a form whose entries open on their labelled dates, "Dates⇥Jan 2019 – Jan 2022": the rows under them are the entry's.)
  const opensOnLabelledDates =
    anchors.every((anchor) => isDatesLabel(lines[anchor].text.slice(0, lines[anchor].range!.index))) && !lines.slice(0, anchors[0]).some((line) => labelledField(line.text) !== null);
  // ("Julio i septiembre 2015 – Lleida" over "Becario, …", then "Febrero 2016–Abril 2016 – Lleida": a section whose first line
  // is dated the way its anchors are, after the dates a dash and a place, opens on its dates, one the range reader could
  // not read; the lines above the first anchor it reads are that first entry's, not a header above the dates.)
  const opensOnUnreadDates = anchors[0] > 0 && findSingleDate(lines[0].text) !== null && / [–—-] \p{Lu}[\p{L} ]*$/u.test(lines[0].text) && / [–—-] \p{Lu}[\p{L} ]*$/u.test(lines[anchors[0]].text);
  const isHeaderAbove = !opensOnLabelledDates && !opensOnUnreadDates && anchors[0] > 0 && lines.slice(0, anchors[0]).some((line) => isHeaderLike(line) && !isSubheading(line.rest || line.text));
  const entries: ExperienceEntry[] = [];
  const headerStarts: number[] = [];
  const headerEnds: number[] = [];
  for (let i = 0; i < anchors.length; i++) {
    const anchor = anchors[i];
    const floor = i === 0 ? 0 : anchors[i - 1] + 1;
    let start = anchor;
    let end = anchor + 1;
    if (isHeaderAbove) {
      // Upwards too, the header ends once the lines above the dates name the role and the employer: what is above them is the previous role's text.
      while (start > floor && anchor - start < MAX_HEADER_LINES && isHeaderLike(lines[start - 1]) && !lines[start - 1].range && !(start < anchor && isCompleteHeader(lines.slice(start, anchor), lines[start - 1], start - 2 >= floor ? lines[start - 2] : undefined))) start--;
      if (i > 0 && start <= headerEnds[i - 1]) start = Math.min(anchor, headerEnds[i - 1]);
    }
    // (Dates alone with nothing of a header above them, the previous role's items there, have their header below:
    // "2021-04 TO 2021-10" / "Webmaster at Matériel et Services Guyane", the theme setting the dates beside the title.)
    if (!isHeaderAbove || (start === anchor && !lines[anchor].rest && anchor > floor && lines[anchor - 1].isBullet)) {
      const ceiling = i + 1 < anchors.length ? anchors[i + 1] : lines.length;
      // The header ends once it names both the role and the employer: what follows is its description.
      // (A line opening on what was done, "Invented a flexible assessment framework", is the role's text: the header ends there.)
      while (end < ceiling && end - anchor <= MAX_HEADER_LINES && isHeaderLike(lines[end]) && !lines[end].range && !isDeedSentence(lines[end].rest || lines[end].text) && !isCompleteHeader(lines.slice(anchor, end), lines[end], end + 1 < ceiling ? lines[end + 1] : undefined)) end++;
    }
    headerStarts.push(start);
    headerEnds.push(end);
  }
  if (isHeaderAbove) takeRolesUnderDates(lines, anchors, headerStarts, headerEnds);

  let groupCompany: string | null = null;
  const drafts: Draft[] = [];
  for (let i = 0; i < anchors.length; i++) {
    const anchor = anchors[i];
    let headerLines = lines.slice(headerStarts[i], headerEnds[i]);
    // "Head Code Ninja, Area 52" / "2013-09 — Present | Agile PostgreSQL Boost MySQL JIRA": when the lines above the
    // dates name the role and the employer, a list of capitalised tags sharing the date line is neither.
    const above = headerLines.filter((line) => line !== lines[anchor]);
    const isTagList = wordCount(lines[anchor].rest) >= 5 && lines[anchor].rest.split(/\s+/).every((word) => !/^\p{Ll}/u.test(word));
    const fragments = (isHeaderAbove && above.length && isTagList && namesRoleAndEmployer(above) ? above : headerLines).map((line) => line.rest).filter(Boolean);
    let fields = withEmployerOverBrackets(assignHeaderParts(fragments), headerLines);
    // "LOVOO GmbH, Dresden" / "Head of Data" / "Aufstieg über Data Engineer, Lead Data Engineer …" / dates: where the
    // line next to the dates names neither the role nor the employer, the header lines above it do.
    if (isHeaderAbove && !fields.title && !fields.company) {
      const floor = i === 0 ? 0 : headerEnds[i - 1];
      let start = headerStarts[i];
      // (Over one line of prose at most, just above the dates: the career at that employer told in a sentence.)
      const prose = start === anchor && start > floor + 1 && !lines[start - 1].isBullet && !lines[start - 1].range && isHeaderLike(lines[start - 2]) ? lines[start - 1] : null;
      if (prose) start--;
      while (start > floor && anchor - start < MAX_HEADER_LINES && isHeaderLike(lines[start - 1]) && !lines[start - 1].range) start--;
      const wider = start < headerStarts[i] ? assignHeaderParts(lines.slice(start, headerEnds[i]).filter((line) => line !== prose).map((line) => line.rest).filter(Boolean)) : null;
      if (wider && (wider.title || wider.company)) {
        headerStarts[i] = start;
        headerLines = lines.slice(start, headerEnds[i]);
        fields = wider;
      }
    }

    // An employer line standing alone above several roles: remember it for the roles below.
    // (A time spent at the employer, "5 years 2 months", is no line of the header's names.)
    const standalone = headerLines.filter((line) => line !== lines[anchor] && !line.range && line.rest.replace(DURATION, '').replace(DURATION, '').trim() !== '');
    // (A role the line writes across a dash, "Account Executive - Corporate Wellness", is held whole.)
    const holds = (line: Line | undefined, value: string | null) => line !== undefined && value !== null && (splitHeader(line.rest).includes(value) || (/\s[–—-]\s/.test(value) && line.rest.includes(value)));
    const isEmployerLine = standalone.length === 1 && holds(standalone[0], fields.company);
    // "Acme Inc." / "Senior Developer" / "January 2019 - Present": the employer's line over the role's own line, as
    // LinkedIn and many Word CVs list several roles at one employer, names the employer of the roles listed under it.
    const isEmployerOverRole = standalone.length === 2 && holds(standalone[0], fields.company) && !holds(standalone[0], fields.title) && holds(standalone[1], fields.title) && !holds(standalone[1], fields.company);
    if (isHeaderAbove && ((isEmployerLine && lines[anchor].rest && holds(lines[anchor], fields.title)) || (isEmployerOverRole && !lines[anchor].rest))) {
      groupCompany = fields.company;
    } else if (fields.company) {
      groupCompany = fields.company === groupCompany ? groupCompany : null;
    }
    // (Only a role whose own lines name nothing else: an employer may still stand on the line under its dates.)
    const below = lines[headerEnds[i]];
    // (A place there, "Berlin, Germany" under LinkedIn's dates, names where the role was held, not who employed it.)
    const mayNameEmployerBelow = below !== undefined && !below.isBullet && !below.range && isHeaderLike(below) && wordCount(below.rest || below.text) <= 6 && !/[.!?]$/.test(below.text.trim()) && !isSentenceCased(below.rest || below.text) && !isPlaceOnly((below.rest || below.text).replace(/[.\s]+$/, ''));
    if (!fields.company && groupCompany && fields.title && !mayNameEmployerBelow) fields.company = groupCompany;

    let bodyStart = headerEnds[i];
    const bodyEnd = i + 1 < anchors.length ? headerStarts[i + 1] : lines.length;
    if (!fields.title && bodyStart < bodyEnd) {
      // "Vice President of Operations - Promoted to…": the role opens the first line of the description.
      const first = lines[bodyStart];
      // ("• Softwareentwicklerin" as the first item under "Acme GmbH, Berlin (2019 – heute)": a list item of a few role
      // words, no sentence, is the role the items under the employer go on to describe.)
      const isRoleItem = first.isBullet && wordCount(stripBullet(first.text)) <= 6 && titleScore(stripBullet(first.text)) > 0 && !/[.!?;:,]$/.test(first.text.trim());
      const source = isRoleItem ? stripBullet(first.text) : first.text;
      const lead = first.isBullet && !isRoleItem ? null : /^(.{3,70}?)(?:\s+[-–—:]\s+|$)/.exec(source);
      // A whole line read as the role is a name, not a sentence ending on its full stop.
      if (lead && titleScore(lead[1]) > 0 && wordCount(lead[1]) <= 8 && (lead[0].length < source.length || isHeaderLike(first) || isRoleItem)) {
        fields.title = cleanFragment(lead[1]);
        if (lead[0].length === source.length) bodyStart++;
      } else if (bodyStart + 1 < bodyEnd && !first.isBullet && !isHeaderLike(first) && isRoleName(lines[bodyStart + 1])) {
        // "Acme Corp, Boston / 2000 to Present / World leader in analytical instruments. / Vice President of Sales": a
        // sentence telling what the employer is, then the role.
        fields.title = cleanFragment(lines[bodyStart + 1].text);
        lines.splice(bodyStart + 1, 1, { ...lines[bodyStart + 1], text: '', rest: '' });
      }
    }
    // The entry's shape: what each of its short lines holds, by the line's place relative to the dates.
    const window = headerLines.length ? [headerStarts[i], headerEnds[i]] : [anchor, anchor + 1];
    // Headers above the dates: the line under the dates can still be part of the entry ("Acme" / "2019-2021" / "Engineer").
    // A duty written under the dates ("Develop test automation, using BDD approach") is the role's text, not one of its parts.
    const under = lines[headerEnds[i]];
    if (isHeaderAbove && headerEnds[i] < bodyEnd && isHeaderLike(under) && !under.range && !(isSentenceCased(under.rest || under.text) && titleScore(under.text) === 0)) window[1]++;
    drafts.push({ anchor, fields, bodyStart, bodyEnd, header: headerLines, slots: entrySlots(lines, anchor, window[0], window[1]), isLabelled: headerLines.some((line) => labelledField(line.rest) !== null) });
  }

  readLabelledRows(drafts, lines);
  readByShape(drafts, lines);
  for (const draft of drafts) {
    const { fields, anchor, bodyEnd } = draft;
    if (!fields.company && !fields.title) continue;
    const range = lines[anchor].range!;
    // "SENIOR SOFTWARE, DATA ENGINEER - PARTNER" / "MASSIVE DATA HEIGHTS | Varazze, Italia": an employer read from the role's
    // own line gives way to a header line of a name and its place; the role is its line as written.
    // (Only a comma between them: "Dottorando, Assegnista di ricerca" names two roles, "SAP - FI Consultant" an employer and a role.)
    const roleLineAt = fields.company && fields.title ? draft.header.find((line) => commaJoins(line.rest, fields.company!, fields.title!)) : undefined;
    const employerBelow = roleLineAt ? draft.header.map(employerWithPlace).find((name) => name !== null && name !== fields.company) : undefined;
    if (roleLineAt && employerBelow) {
      fields.title = cleanFragment(roleLineAt.rest.split(/\s*\|\s*/).find((cell) => cell.includes(fields.title!)) ?? fields.title!);
      fields.company = employerBelow;
    }
    // The employer on a line of its own, without the role: the whole line up to its place is the employer.
    const employerAt = fields.company && fields.title ? draft.header.find((line) => !line.text.includes(fields.title!) && splitHeader(line.rest).includes(fields.company!)) : undefined;
    if (employerAt) fields.company = employerLine(employerAt.rest, fields.company!) ?? fields.company;
    // The role on a line of its own, without the employer: the whole line's role words, as written.
    const roleAt = fields.company && fields.title ? draft.header.find((line) => splitHeader(line.rest).includes(fields.title!) && !splitHeader(line.rest).includes(fields.company!)) : undefined;
    if (roleAt) fields.title = roleLine(roleAt.rest, fields.title!) ?? roleAcrossDashes(roleAt.rest, fields.title!) ?? fields.title;
    // A labelled role's or employer's row is no achievement; another row's label ("Main activities⇥…") heads its text.
    const body = lines
      .slice(draft.bodyStart, Math.max(draft.bodyStart, bodyEnd))
      // (Nor is a table's row of column headings: "Periode | Opdrachtgever | Functie" heads the rows under it.)
      .filter((line) => labelledField(line.text) === null && !isColumnHeadingRow(line.text))
      // (A short value keeps its label, or it is a word torn from its meaning: "Sector: telco", not "telco".)
      .map((line) => (OTHER_LABEL.test(line.text) ? { ...line, text: labelledOrBare(line.text) } : line))
      .filter((line) => line.text.trim() !== '');
    // "City: Brussels | Country: Belgium" under the role (as the Europass editor writes it): where, not an achievement.
    let labelledPlace: string | null = null;
    while (body.length && !body[0].isBullet) {
      const place = labelledPlaceOf(body[0].text);
      if (place === null) break;
      labelledPlace ||= place;
      body.shift();
    }
    // "Teaching Assistant (Data Structures and Algorithms)⇥Jan 2025 – Present" over "Colorado School of Mines · Golden, CO":
    // the brackets after the role held its field, where the line under it names the employer with its place.
    // (So does what follows a dash or "at" after the role, "Intern – Analysis of transcriptomic RNA-seq data", "Intern at
    // Engineering SPA", where the line under it opens on an organisation's name: "University of Trento, Department of CIBIO,
    // Trento (Italy)", "Engineering Tributi SPA".)
    const roleThenName = fields.title && fields.company && body.length && !body[0].isBullet ? new RegExp(`${escapeRegExp(fields.title)}(?: \\(| [–—-] | at | @ )${escapeRegExp(fields.company)}\\)?`) : null;
    const joined = roleThenName ? draft.header.map((line) => roleThenName.exec(line.rest)?.[0]).find(Boolean) : undefined;
    const employerUnder = joined ? (organisationOpening(body[0]) ?? (joined.endsWith(')') ? employerWithPlace(body[0]) : null)) : null;
    if (joined && employerUnder && employerUnder !== fields.company) {
      fields.title = joined;
      fields.company = employerUnder;
      fields.location ??= splitHeader(body[0].rest || body[0].text).filter((part) => !employerUnder.includes(part) && (isPlaceOnly(part) || isTownName(part) || lookupCountry(part) !== null)).join(', ') || null;
      body.shift();
    }
    // "Werkstudentin" / "10/2014 – 07/2015" / "Siemens AG, Erlangen": a role whose header names no employer, and under its
    // dates a line that names an organisation by its legal form ("AG", "Ltd") and no role: that line is the employer (a
    // cell's text set beside the dates wherever the dates happen to fall).
    if (fields.title && !fields.company && body.length && !body[0].isBullet && wordCount(body[0].text) <= 8 && !/[.!?;:]$/.test(body[0].text.trim())) {
      const [name, ...rest] = splitHeader(body[0].text);
      if (name && hasLegalForm(name) && titleScore(name) === 0 && !findDateRange(body[0].text) && rest.every((part) => isPlaceOnly(part) || isTownName(part))) {
        fields.company = name;
        fields.location ??= rest.join(', ') || null;
        body.shift();
      }
    }
    // "IN60SECONDS (in60seconds.nl), Amsterdam, NL", "Self employed (noop.digital), Remote": a name with its web address in
    // brackets is an organisation, whatever its words; where the name is how the candidate was employed, the address
    // names the business.
    const site = fields.title && !fields.company && body.length && !body[0].isBullet ? NAME_WITH_SITE.exec(body[0].text.trim()) : null;
    const places = site?.[3] ? site[3].split(/\s*,\s*/) : [];
    if (site && wordCount(site[1]) <= 6 && titleScore(site[1]) === 0 && places.every((part) => isPlaceOnly(part) || isTownName(part) || /^(?:remote|hybrid|[A-Z]{2})$/i.test(part))) {
      fields.company = isEmploymentType(site[1]) ? site[2] : cleanFragment(site[1]);
      fields.location ??= places.join(', ') || null;
      body.shift();
    }
    // "Via Zamboni 37 40126 Bologna" under the employer (Europass): the employer's address says where, it is no achievement.
    const town = labelledPlace || (body.length && !body[0].isBullet ? postalTown(body[0].text) : null);
    entries.push({
      title: fields.title,
      company: fields.company ? withoutPlace(fields.company) : null,
      location: fields.location ?? town ?? lines[anchor].place ?? null,
      startDate: range.start,
      endDate: range.current ? null : range.end,
      current: range.current,
      highlights: collectHighlights(town && labelledPlace === null ? body.slice(1) : body),
    });
  }
  return entries;
}

/**
 * "Digital Meat" / "https://meat.cl" / "January 2018 – Present" / "Desarrollador", then the next employer: entries
 * whose employer stands above the dates and whose role stands under them. The document shows it by repetition: the
 * line right under every entry's dates, the last entry's too, is a role (role words, no more organisation than role),
 * and nothing above the first dates names a role. Each such line is its own entry's role, not the next entry's: the next
 * entry's header starts after it.
 */
function takeRolesUnderDates(lines: Line[], anchors: number[], headerStarts: number[], headerEnds: number[]): void {
  if (anchors.length < 2) return;
  const isRoleUnder = (anchor: number, i: number) => {
    const line = lines[anchor + 1];
    const next = i + 1 < anchors.length ? anchors[i + 1] : lines.length;
    if (!line || line.range || anchor + 1 >= next || !isHeaderLike(line)) return false;
    const text = line.rest || line.text;
    return wordCount(text) <= 6 && titleScore(text) > 0 && titleScore(text) > companyScore(text);
  };
  if (!anchors.every(isRoleUnder)) return;
  if (lines.slice(headerStarts[0], anchors[0]).some((line) => titleScore(line.rest || line.text) > 0)) return;
  // Only where the next entry's header reached up to take the role (a description under the role keeps them apart).
  if (!anchors.some((anchor, i) => i + 1 < anchors.length && headerStarts[i + 1] <= anchor + 1)) return;
  anchors.forEach((anchor, i) => {
    if (i + 1 < anchors.length && headerStarts[i + 1] > anchor + 1) return;
    headerEnds[i] = Math.max(headerEnds[i], anchor + 2);
    if (i + 1 < anchors.length) headerStarts[i + 1] = anchor + 2;
  });
}

/**
 * A CV that names its fields ("Occupation or position held⇥Researcher", "Name and address of employer⇥Council of
 * Europe", as Europass and the forms of other languages write them) says in each row what the row holds, wherever
 * the row stands in its entry: under a description as well as beside the dates. Those rows fill the entry's
 * role and employer where its header did not.
 */
function readLabelledRows(drafts: Draft[], lines: Line[]): void {
  for (const draft of drafts) {
    // The fields the header's own rows labelled stay; a field read from unlabelled lines gives way to a labelled row.
    const labelledInHeader = new Set(draft.header.map((line) => labelledField(line.rest)?.field).filter(Boolean));
    for (let index = draft.bodyStart; index < draft.bodyEnd; index++) {
      const labelled = labelledField(lines[index].text);
      if (!labelled || labelledInHeader.has(labelled.field)) continue;
      draft.isLabelled = true;
      labelledInHeader.add(labelled.field);
      draft.fields[labelled.field] = labelled.value;
    }
  }
}

/** One dated entry as read on its own, before the section's shape is applied. */
interface Draft {
  anchor: number;
  fields: HeaderFields;
  bodyStart: number;
  bodyEnd: number;
  /** The entry's header lines (the dates' line among them). */
  header: Line[];
  /** Slot ("-1:0": the line above the dates, its first part) → the role-or-employer part it holds. */
  slots: Map<string, Slot>;
  /** "Position: Analyst": the CV names its fields, so no shape needs to. */
  isLabelled: boolean;
}

interface Slot {
  text: string;
  /** The line the part is on. */
  line: number;
}

/** The parts of an entry's short lines that can be a role or an employer, keyed by their place around the dates. */
function entrySlots(lines: Line[], anchor: number, from: number, to: number): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  for (let index = from; index < to; index++) {
    const line = lines[index];
    if (line.isBullet || (index !== anchor && (line.range || !isHeaderLike(line)))) continue;
    roleParts(line.rest).forEach((text, part) => slots.set(`${index - anchor}:${part}`, { text, line: index }));
  }
  return slots;
}

/** The slot of an entry that holds what was read as its title or employer ("Tutor - IT-Security I" is read from "Tutor"). */
function slotOf(draft: Draft, value: string | null): string | undefined {
  if (!value) return undefined;
  let found: string | undefined;
  for (const [key, slot] of draft.slots) {
    if (slot.text === value) return key;
    if (!found && value.startsWith(slot.text)) found = key;
  }
  return found;
}

/**
 * Entries of one section share a shape: the role and the employer sit in the same places around the
 * dates in each of them ("Title | Employer, dates"; "Employer" / "dates" / "Title"). Which place holds the
 * role and which the employer is decided across all the entries at once — the place whose parts carry role
 * words against the one whose parts carry organisation forms (Ltd, GmbH, University…) — and, where the
 * words say nothing, by where most entries were read to hold them. An entry read against that shape, or
 * missing a field its shape holds, is read again by it. Linear in the entries and their slots.
 */
function readByShape(drafts: Draft[], lines: Line[]): void {
  if (drafts.length < 2 || drafts.some((draft) => draft.isLabelled)) return;
  const quorum = Math.max(2, Math.ceil(drafts.length / 2));
  const evidence = new Map<string, { count: number; role: number; organisation: number }>();
  for (const draft of drafts) {
    for (const [key, slot] of draft.slots) {
      const seen = evidence.get(key) ?? { count: 0, role: 0, organisation: 0 };
      seen.count++;
      seen.role += titleScore(slot.text);
      // ("DÉVELOPPEUR AR • FREELANCE": a kind of contract beside the role is no evidence of an employer's slot, whatever
      // its capitals look like.)
      seen.organisation += isEmploymentType(slot.text) ? 0 : companyScore(slot.text);
      evidence.set(key, seen);
    }
  }
  const held = [...evidence].filter(([, seen]) => seen.count >= quorum);
  if (held.length < 2) return;
  /** The held slot most entries were read to hold a field in, when they agree. */
  const mostRead = (field: 'title' | 'company', except?: string) => {
    const votes = new Map<string, number>();
    for (const draft of drafts) {
      const key = slotOf(draft, draft.fields[field]);
      if (key && key !== except) votes.set(key, (votes.get(key) ?? 0) + 1);
    }
    const best = [...votes].filter(([key]) => held.some(([heldKey]) => heldKey === key)).sort((a, b) => b[1] - a[1]);
    return best.length && best[0][1] >= quorum && (best.length === 1 || best[0][1] > best[1][1]) ? best[0][0] : undefined;
  };
  // "IBM⇥Crotone, KR" / "Exprivia⇥Rende, CS": a slot that holds a place in most entries holds no employer, however its
  // region codes in capitals look like one's initials.
  const isPlaceSlot = (key: string) => drafts.filter((draft) => isPlaceOnly(draft.slots.get(key)?.text ?? '')).length >= quorum;
  const strongest = (score: (seen: { role: number; organisation: number }) => number, except?: string) => {
    const ranked = held.filter(([key]) => key !== except && !isPlaceSlot(key)).map(([key, seen]) => [key, score(seen)] as const).sort((a, b) => b[1] - a[1]);
    return ranked.length && ranked[0][1] > 0 && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : undefined;
  };
  /** With one field's place known, the one other place most entries fill is the other field's ("Employer, Role, Town"). */
  const other = (key: string | undefined) => {
    const rest = held.filter(([heldKey]) => heldKey !== key);
    return key && rest.length === 1 ? rest[0][0] : undefined;
  };
  const titleSlot = strongest((seen) => seen.role - seen.organisation) ?? mostRead('title') ?? other(strongest((seen) => seen.organisation - seen.role));
  if (!titleSlot) return;
  // Where the entries hold two parts beside their dates and one of them is the role's, the other is the employer's.
  // (Only a slot that holds names in every entry: no dates, figures or places.)
  const others = held.filter(([key]) => key !== titleSlot);
  const holdsNames = (key: string) => drafts.every((draft) => {
    const text = draft.slots.get(key)?.text;
    return text !== undefined && !/\d/.test(text) && isPlausibleHeaderPart(text) && !isPlaceOnly(text);
  });
  const companySlot = strongest((seen) => seen.organisation - seen.role, titleSlot) ?? mostRead('company', titleSlot) ?? (others.length === 1 && holdsNames(others[0][0]) ? others[0][0] : undefined);
  if (!companySlot) return;

  // How many entries were read by the shape, both fields in its places, against how many crosswise.
  const readAs = (draft: Draft, titleKey: string, companyKey: string) => slotOf(draft, draft.fields.title) === titleKey && slotOf(draft, draft.fields.company) === companyKey;
  const byShape = drafts.filter((draft) => readAs(draft, titleSlot, companySlot)).length;
  const isShapeSettled = byShape >= 3 && byShape >= 2 * drafts.filter((draft) => readAs(draft, companySlot, titleSlot)).length;
  for (const draft of drafts) {
    const { fields } = draft;
    const title = draft.slots.get(titleSlot);
    const company = draft.slots.get(companySlot);
    const titleRead = slotOf(draft, fields.title);
    const companyRead = slotOf(draft, fields.company);
    const next = { title: fields.title, company: fields.company };
    // The entry's own words still count: a part is not taken over one that names the field more clearly
    // ("Universität Regensburg" stays the employer over a chair's line that a wrapped title moved into its place).
    // (Capitals alone are no evidence here: "INTERVENANT JEUX VIDÉO" in an entry of roles set in capitals.)
    const asRole = (text: string) => titleScore(text) - Math.floor(companyScore(text));
    // (A title read from the slot the section keeps its employers in gives way to a role word in the role's slot:
    // "Software Specialist" over "Ixorateam (Retail Expert) – SEAC S.p.A.".)
    const readFromEmployers = titleRead === companySlot && titleScore(title?.text ?? '') > 0;
    // (An entry read crosswise, its role from the employers' slot and its employer from the roles', is read by the
    // shape where at least three entries and twice as many as are crosswise were read by it, unless the role's slot
    // names an organisation: "Lex Editora" / "Desenvolvimento desktop" after four entries of employer over role,
    // "Editora" a role's word too.)
    const crosswise = isShapeSettled && readAs(draft, companySlot, titleSlot) && title !== undefined && companyScore(title.text) < 1 && !isPlaceOnly(title.text);
    if (title && (!fields.title || (titleRead !== undefined && titleRead !== titleSlot && (readFromEmployers || crosswise || asRole(title.text) >= asRole(fields.title))))) next.title = title.text;
    // (Brackets the role was read to close are the role's: "DEVOPS CONSULTANT (SC CLEARED)" over its employer's line; and a
    // unit does not take the place of the organisation read beside it: "Department of …" over "University of …".)
    const isUnitOverOrganisation = company !== undefined && fields.company !== null && isUnitOf(company.text, fields.company);
    // (Nor does a town's name take the place of a name that is none: "Developer, Coval, Soest" among entries whose
    // employer stands third after a role of two parts.)
    const isTownOverName = company !== undefined && fields.company !== null && isTownName(company.text) && !isTownName(fields.company) && !isPlaceOnly(fields.company);
    if (company && !isUnitOverOrganisation && !isTownOverName && !fields.title?.includes(`(${company.text})`) && (!fields.company || isPlaceOnly(fields.company) || (companyRead !== undefined && companyRead !== companySlot && (crosswise || -asRole(company.text) >= -asRole(fields.company))))) next.company = company.text;
    // "CeSIUM⇥2022 - ongoing" / "Collaborator - Pedagogical & Open Source": where the entries hold their employer on a line
    // of its own, a part read as the employer from the role's own line is more of the role (its department or team),
    // whatever its words; the role is that line's parts as written.
    const readOnRoleLine = companyRead !== undefined && companyRead !== companySlot && title !== undefined && draft.slots.get(companyRead)?.line === title.line;
    // (Not across a table's cells: "Software Intern⇥Tech" holds the role and its field in two columns.)
    if (company && title && readOnRoleLine && !lines[title.line].text.includes('\t') && company.line !== title.line && titleSlot.split(':')[0] !== companySlot.split(':')[0] && titleScore(company.text) === 0) {
      next.company = company.text;
      next.title = [...draft.slots.entries()].filter(([key, slot]) => slot.line === title.line && key.split(':')[0] === titleSlot.split(':')[0]).map(([, slot]) => slot.text).join(' - ');
    }
    if (next.title === fields.title && next.company === fields.company) continue;
    if (!next.title || !next.company || next.title === next.company) continue;
    fields.title = next.title;
    fields.company = next.company;
    // A role read from the line under the dates is not the first line of its description.
    for (const slot of [title, company]) if (slot && slot.line >= draft.bodyStart && slot.line < draft.bodyEnd) draft.bodyStart = slot.line + 1;
  }
}

/**
 * Header lines that already name the role (by a role word) and an employer, unless the next line (below, or
 * above when headers precede dates) is a better employer: a department line beside the organisation's
 * line ("Lehrstuhl für …" / "Universität …", "Enterprise Business Marketing" / "MTN").
 */
function namesRoleAndEmployer(header: Line[]): boolean {
  const fields = assignHeaderParts(header.map((line) => line.rest).filter(Boolean));
  return fields.title !== null && fields.company !== null && titleScore(fields.title) > 0;
}

/** Whether a line holds two values with nothing but a comma between them, in either order. */
function commaJoins(text: string, a: string, b: string): boolean {
  return text.includes(`${a}, ${b}`) || text.includes(`${b}, ${a}`) || text.includes(`${a},${b}`) || text.includes(`${b},${a}`);
}

/** "MASSIVE DATA HEIGHTS | Varazze, Italia": a line of a name and its place, as an employer's line is written; the name. */
/** "University of Trento, Department of CIBIO, Trento (Italy)": a line under a role that opens on an organisation's name. */
function organisationOpening(line: Line): string | null {
  if (line.range || !isHeaderLike(line)) return null;
  const first = splitHeader(line.rest || line.text)[0];
  return first !== undefined && titleScore(first) === 0 && (companyScore(first) >= 1 || INSTITUTION_WORDS.test(fold(first))) ? employerLine(line.rest || line.text, first) ?? first : null;
}

function employerWithPlace(line: Line | undefined): string | null {
  if (!line || line.range || !isHeaderLike(line)) return null;
  const [name, ...places] = splitHeader(line.rest || line.text);
  return name !== undefined && places.length >= 1 && wordCount(name) <= 6 && titleScore(name) === 0 && isPlausibleHeaderPart(name) && isPlaceLike(places.join(', ')) ? name : null;
}

/** A place as a header writes it: a town or region the lexicon knows, "Varazze, Italia" (a country last), or working remotely. */
function isPlaceLike(place: string): boolean {
  // ("Varazze, Italia (Remoto)": how the work was done, in brackets after the place, is no part of it.)
  const text = place.replace(/\s*\((?:remote|remoto|hybrid|h[íi]brido|ibrido|t[ée]l[ée]travail|home ?office)\)\s*$/i, '');
  const parts = text.split(',').map((part) => part.trim());
  return isPlaceOnly(text) || isTownName(parts[0]) || lookupCountry(parts[parts.length - 1]) !== null || /^(?:remote|remoto|hybrid|t[ée]l[ée]travail|home ?office)$/i.test(text.trim());
}

function isCompleteHeader(header: Line[], next: Line, afterNext?: Line): boolean {
  const fields = assignHeaderParts(header.map((line) => line.rest).filter(Boolean));
  if (fields.title === null || fields.company === null || titleScore(fields.title) === 0) return false;
  const isBetterEmployer = (line: Line | undefined) => {
    const text = line ? line.rest || line.text : '';
    // "& its infrastructure).": the wrapped end of the previous role's sentence is no employer, whatever its words.
    // (Or, where the employer read is a unit of one — "Department of Computer Science and Engineering" — a line of an
    // organisation that is no unit: "University of California, San Diego".)
    const isOrganisationOfUnit = isUnitOf(fields.company!, text) && companyScore(text) >= 1;
    return line !== undefined && !line.range && isHeaderLike(line) && wordCount(text) <= 6 && isPlausibleHeaderPart(text) && titleScore(text) === 0 && (companyScore(text) > companyScore(fields.company!) || isOrganisationOfUnit);
  };
  // "SENIOR SOFTWARE, DATA ENGINEER - PARTNER" / "MASSIVE DATA HEIGHTS | Varazze, Italia": where the role's own line gave
  // the employer too (a comma inside the role), a next line of a name and its place is the employer's line.
  const onRoleLine = header.some((line) => commaJoins(line.rest, fields.company!, fields.title!));
  // "DEVOPS CONSULTANT (SC CLEARED)" / "Capgemini / Home Office": brackets or words closing the role's line name an employer
  // only where no line of its own does; a name on the next line, no role's and no place's, is the employer.
  const inBrackets = header.some((line) => runOnRole(line.rest, fields.title!, fields.company!) !== null);
  // The organisation may sit one line further, after a chair or team line ("Lehrstuhl für …" / "Universität …").
  return !(isBetterEmployer(next) || (onRoleLine && employerWithPlace(next) !== null) || (inBrackets && isEmployerOfItsOwn(next)) || (isHeaderLike(next) && !next.range && isBetterEmployer(afterNext)));
}

/**
 * "DEVOPS CONSULTANT (SC CLEARED)" / "Capgemini / Home Office", "IT-Techniker Design & Implementierung" / "IT-Systemhaus
 * der BA": an employer read from the end of the role's own line, with nothing but a space or brackets between them, gives
 * way to a header line that names one by itself; the role is its line as written.
 */
function withEmployerOverBrackets(fields: HeaderFields, header: Line[]): HeaderFields {
  const { title, company } = fields;
  const roleLine = title && company ? header.find((line) => runOnRole(line.rest, title, company) !== null) : undefined;
  const own = roleLine ? header.find((line) => line !== roleLine && isEmployerOfItsOwn(line)) : undefined;
  if (!roleLine || !own || !title || !company) return fields;
  const [name, ...places] = splitHeader(own.rest || own.text);
  if (!name) return fields;
  return { ...fields, title: runOnRole(roleLine.rest, title, company), company: name, location: fields.location ?? (places.join(', ') || null) };
}

/** "Engineer (Acme)", "IT-Techniker Design & Implementierung": a role and what was read as its employer run on in a line, as written; or null. */
function runOnRole(text: string, title: string, company: string): string | null {
  const start = text.indexOf(title);
  if (start < 0) return null;
  const after = text.slice(start + title.length);
  const run = [`(${company})`, ` (${company})`, ` ${company}`].find((tail) => after.startsWith(tail));
  return run ? cleanFragment(text.slice(start, start + title.length + run.length)) : null;
}

/** "Department of Computer Science" beside "University of California": the first names a unit, the second no unit. */
function isUnitOf(unit: string, organisation: string): boolean {
  return ORGANISATION_UNIT.test(unit) && !ORGANISATION_UNIT.test(organisation);
}

/** A line that can name an employer by itself: short, a name (no sentence, no date), an organisation's words or no role's, no place. */
function isEmployerOfItsOwn(line: Line): boolean {
  const text = line.rest || line.text;
  return !line.range && !line.isBullet && isHeaderLike(line) && wordCount(text) <= 6 && isPlausibleHeaderPart(text) && !/[.!?;:]$/.test(text.trim()) && (companyScore(text) >= 1 || titleScore(text) === 0) && !isPlaceOnly(text);
}

/** The text of a row the CV labels as something else, without its label; a value of three words or fewer keeps it. */
function labelledOrBare(text: string): string {
  const value = text.replace(OTHER_LABEL, '');
  if (wordCount(value) > 3 || !value.trim()) return value;
  const label = text.slice(0, text.length - value.length).replace(/[\s:：|\t]+$/, '');
  return `${label}: ${value.trim()}`;
}

/** "City:", "Country:", "Stadt:", "Pays:", "Cidade:": the labels a form gives an entry's place, in the seven languages. */
const PLACE_LABEL = /^(?:city|country|location|place|town|ort|stadt|land|standort|arbeitsort|ville|pays|lieu|ciudad|pa[íi]s|localidad|ubicaci[óo]n|citt[àa]|paese|luogo|sede|cidade|local(?:iza[çc][ãa]o)?|plaats|stad|locatie|werkplek)\s*[:：]\s*(\S.{0,60})$/iu;

/**
 * The place of a row whose every cell is a labelled place ("City: Brussels | Country: Belgium", "Ort: Berlin"): the
 * first cell's value, "" when the row is such a row with no value worth keeping; null for any other row.
 */
function labelledPlaceOf(text: string): string | null {
  const cells = text.split(/\s*(?:\t|\s\|\s)\s*/).filter(Boolean);
  const values = cells.map((cell) => PLACE_LABEL.exec(cell.trim())?.[1].trim());
  if (!values.length || values.some((value) => value === undefined)) return null;
  return values[0] ?? '';
}

/**
 * The town of a postal address written on a line of its own: a street and its number, then a postcode and the
 * town ("Via Zamboni 37 40126 Bologna", "123, Bd Ney, 75023 Paris (France)"). Null for anything else.
 */
export function postalTown(text: string): string | null {
  const address = /^(?=\S*\s)(.{3,60}?)[\s,]+(\d{4,5})\s+(\p{Lu}[\p{L}'’. -]{1,30}?(?:\s*\([^()]{2,30}\))?)\s*$/u.exec(text.trim());
  if (!address || !/\d/.test(address[1]) || wordCount(text) > 10 || /[.!?;:]$/.test(text.trim())) return null;
  return address[3].trim();
}

/** Joins wrapped lines back onto the bullet they continue. */
/**
 * A form's records, one row per field ("Azienda⇥Linear S.c.a.r.l." / "Dates⇥07/2014 - in essere" / "Ruolo⇥Software
 * Developer" / "Responsabilità⇥- Gestione …"), the same labels in every record: a record opens at the label of the form's
 * first row, the labels say which value is the role and which the employer, the dated row gives the dates, and the other
 * rows' values (the lines under them too) are the role's text. Null where the section is no such form.
 */
function formEntries(texts: string[]): ExperienceEntry[] | null {
  const records = formRecords(texts);
  if (!records) return null;
  // (The employer's name without the address a form asks for with it: "British Council, 123 Bd Ney, Paris".)
  const valueOf = (record: FormRow[], field: 'title' | 'company') => {
    const row = record.find((candidate) => labelNames(candidate.label) === field);
    const first = row ? splitHeader(row.value)[0] : undefined;
    if (!row || !first) return null;
    return field === 'company' ? withoutPlace(employerLine(row.value, first) ?? first) : row.value;
  };
  const rangeOf = (record: FormRow[]) => record.map((row) => findDateRange(row.value)).find(Boolean) ?? null;
  if (records.length < 2 || !records.every((record) => rangeOf(record) !== null && (valueOf(record, 'title') !== null || valueOf(record, 'company') !== null))) return null;
  return records.map((record) => {
    const range = rangeOf(record)!;
    const text = record.filter((row) => labelNames(row.label) === null && !findDateRange(row.value)).flatMap((row) => [row.value, ...row.more]);
    return {
      title: valueOf(record, 'title'),
      company: valueOf(record, 'company'),
      location: null,
      startDate: range.start,
      endDate: range.current ? null : range.end,
      current: range.current,
      highlights: collectHighlights(text.map((line) => ({ text: line, isBullet: isBullet(line), range: null, rest: line }))),
    };
  });
}

function collectHighlights(lines: Line[]): string[] {
  const highlights: string[] = [];
  let previousWasBullet = false;
  for (const line of lines) {
    const text = stripBullet(line.text);
    // The employer's web address under a role ("https://telcoin.xyz/") is no achievement, nor is a footnote set
    // under the entries ("*this summary may take into account…": its mark glued to its first word, not a bullet's).
    if (!text || /^(?:https?:\/\/|www\.)\S+$/i.test(text) || /^(?:\*{1,3}|[†‡])\p{L}/u.test(text)) continue;
    // "Responsibilities:", "Situatie", "Resultaten": a heading of a part of the role's text is no achievement.
    if (!line.isBullet && wordCount(text) <= 3 && SUBHEADING.test(text.replace(/[:：]\s*$/, '').trim())) continue;
    if (!line.isBullet && previousWasBullet && /^[a-z(]/.test(text) && highlights.length) {
      highlights[highlights.length - 1] += ` ${text}`;
      continue;
    }
    highlights.push(text);
    previousWasBullet = line.isBullet;
  }
  return highlights;
}

/** Without any dates, each short non-bullet line that names a role starts an entry; the short line after it can complete it. */
function parseUndated(lines: Line[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  let current: ExperienceEntry | null = null;
  let headerLines: string[] = [];
  lines.forEach((line, index) => {
    const parts = splitHeader(line.text);
    const next = lines[index + 1];
    // "Brightline Foods / Warehouse Supervisor": an employer with no telling word, named by the title under it.
    const isEmployerAboveTitle = !current?.highlights.length && next !== undefined && isNameLine(line) && titleScore(line.text) === 0 && isNameLine(next) && titleScore(next.text) > 0;
    const isRoleLine = isHeaderLike(line) && wordCount(line.text) <= 10 && (parts.some((part) => titleScore(part) > 0 || companyScore(part) > 1) || labelledField(line.text) !== null || isEmployerAboveTitle);
    if (current && headerLines.length === 1 && !current.highlights.length && completesHeader(current, line)) {
      // "Data Entry Operator / Microsoft - Patna, Bihar": the title's line, then the employer's.
      headerLines.push(line.text);
      Object.assign(current, assignHeaderParts(headerLines));
    } else if (isRoleLine) {
      headerLines = [line.text];
      current = { ...assignHeaderParts(headerLines), startDate: null, endDate: null, current: false, highlights: [] };
      entries.push(current);
    } else if (current) {
      current.highlights.push(stripBullet(line.text));
      headerLines = [];
    }
  });
  return entries;
}

/** A line that is a role's name alone: short, capitalised, with a role word, not a sentence ("Vice President of Sales"). */
function isRoleName(line: Line): boolean {
  const text = line.text.trim();
  return !line.range && isNameLine(line) && !/[,;]/.test(text) && titleScore(text) > 0 && !isSentenceCased(text) && isPlausibleRole(text) && isPlausibleHeaderPart(text);
}

/** A short capitalised line that is not a sentence: an employer's or a role's name. */
function isNameLine(line: Line): boolean {
  const text = line.text.trim();
  return isHeaderLike(line) && wordCount(text) <= 8 && !/[.!?:]$/.test(text) && /^\p{Lu}/u.test(text);
}

/** "Process invoices twice a week": two or more lower-case words that are not joining words make a sentence, not a name. */
function isSentenceCased(text: string): boolean {
  return lowerCaseWords(text) >= 2;
}

const JOINING_WORD = /^(?:of|the|and|for|at|in|on|a|an|to|with|de|del|della|di|da|do|dos|das|du|des|der|die|den|la|le|el|les|los|las|y|e|et|und|en|van|von|voor|für|fur|zu|&)$/;

/** Whether a line supplies what an undated header lacks: the employer under a title, or the title under an employer. */
function completesHeader(entry: ExperienceEntry, line: Line): boolean {
  if (!isNameLine(line)) return false;
  const fields = assignHeaderParts([line.text]);
  // "Microsoft - Patna, Bihar": the employer with its place; a line that is only a place supplies no employer.
  if (entry.title && !entry.company) return titleScore(line.text) === 0 && (fields.company ?? fields.title) !== null && !isSentenceCased(line.text);
  if (entry.company && !entry.title) return titleScore(line.text) > 0;
  return false;
}

/** "BMW AG (Landshut)", "Acme Ltd (Leeds, UK)": the place in brackets after an employer is not its name. */
function withoutPlace(company: string): string {
  // "REDITUS, SA https://reditus.pt": the employer's web address after its name is where to find it, not its name.
  const site = /^(.*?\p{L}.*?)[\s,;–—|-]+(?:https?:\/\/|www\.)\S+$/iu.exec(company);
  // (The stop before it closed the name's line, after a whole word: "CMCorp Soluções em Informática. https://…"; an
  // abbreviation keeps its own: "Ltda.", "Inc.".)
  if (site) return withoutPlace(site[1].replace(/(\p{L}{5,})\.$/u, '$1'));
  // "Acme Ltd. (Toronto" once its place was cut at a separator: a bracket never closed is not part of the name.
  const unclosed = /^(.*\S)\s*\([^)]*$/.exec(company);
  if (unclosed) return unclosed[1];
  return company.replace(/\s*\((\p{Lu}\p{Ll}+(?:[ -]\p{Lu}?\p{Ll}+)*(?:,\s*\p{Lu}[\p{L} ]+)?)\)$/u, '').trim() || company;
}

/** "Barilla, Parma", "Siemens AG — Erlangen": an employer, a separator, then one to three capitalised words. */
const TRAILING_PART = /^(.*\S)(?:\s*,|\s+[–—|-])\s+(\p{Lu}[\p{L}'’.]*(?:[\s-]\p{Lu}[\p{L}'’.]*){0,2})$/u;

/**
 * Entries of one section write their employer's place the same way. Where the section's other entries had a
 * known place cut off their employer ("Studio Rossi — Bologna"), an employer that ends the same way, after a
 * separator, with a few capitalised words that name neither a role nor an organisation, ends with its place too:
 * a town no list knows ("Barilla — Parma"). A section where no place was known is left as read.
 */
function cutPlacesLikeTheSection(entries: ExperienceEntry[]): void {
  if (!entries.some((entry) => entry.location && entry.company)) return;
  for (const entry of entries) {
    if (!entry.company || entry.location) continue;
    const match = TRAILING_PART.exec(entry.company);
    if (!match || titleScore(match[2]) > 0 || companyScore(match[2]) > 0 || titleScore(match[1]) > 0) continue;
    entry.company = match[1].trim();
    entry.location = match[2];
  }
}
