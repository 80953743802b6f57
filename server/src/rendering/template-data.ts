import type { CvData } from '@common/cv-data';
import { cvLanguage, type CvLanguage } from '../ai/local/language';
import { isOnlyDates } from '../extraction/dates';
import { formatCvDate, formatDateRange } from './format-dates';

/** Agency fields a recruiter's settings provide; shown by the Consultant… and AgencyName placeholders. */
export interface AgencyExtras {
  consultantName?: string | null;
  consultantEmail?: string | null;
  consultantPhone?: string | null;
  agencyName?: string | null;
}

/** An entry in a loop: values keyed by the normalised placeholder name ('startdate'). */
export interface EntryScope {
  kind: 'entry';
  section: 'Experience' | 'Education';
  values: Record<string, string | string[] | boolean>;
}

export interface RootScope {
  kind: 'root';
  values: Record<string, string | string[] | EntryScope[]>;
}

// Characters XML 1.0 forbids (PDF extraction leaves some behind); Word refuses a file containing them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// Private-use code points are icon-font glyphs (Wingdings bullets, phone and mail icons) a PDF or Word
// file left in the text: without that font they print as empty boxes.
// C1 control characters (U+0080–U+009F) are no text either: an icon font's glyph mapped there (a
// graduation cap read as U+009B before ' University of …') shows as a box or a gap.
const ICON_GLYPHS = /[\uE000-\uF8FF\u0080-\u009F]/g;

// Markdown a CV was written in (a README-style CV, a text pasted from a profile site): '[text](url)' prints
// its text, '**bold**' its words ('__' is left alone: identifiers use it). Only links to a web or mail
// address, so '[sic](1)' stays.
const MARKDOWN_LINK = /\[([^[\]\n]+)\]\((?:https?:\/\/|www\.|mailto:)[^()\s]*(?:\([^()\s]*\)[^()\s]*)*\)/gi;
const MARKDOWN_STRONG = /(?<![\w*])\*\*(?=\S)([^*\n]+?)(?<=\S)\*\*(?![\w*])/g;

/**
 * An icon font's glyph read as a bracket: a PDF whose map-pin or phone icon is drawn with '(' leaves
 * 'University of Oceanic Affairs ( Ottertown'. A bracket standing alone between spaces, with no partner
 * after it, is no punctuation: between two pieces of text it separated them (a comma now), at an end it
 * goes. (U+E000 marks it meanwhile: private-use characters are already gone.)
 */
function dropLoneBrackets(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/(^|\s)\((?=\s|$)(?![^(]*\))/g, '$1\uE000')
        .replace(/(^|\s)\)(?=\s|$)/g, (m, before: string, offset: number) => (line.slice(0, offset).includes('(') ? m : `${before}\uE000`))
        .replace(/^[\s\uE000]+/, '')
        .replace(/(?<=[^\s\uE000])[\s\uE000]+$/, '')
        .replace(/(\S)\s*\uE000[\s\uE000]*/g, '$1, ')
        .replace(/\uE000/g, ''),
    )
    .join('\n');
}

/**
 * A period the CV left open ('Young Researcher (Oct. 2023 -)', 'Tutor, 2019 –'): a year, a dash and
 * nothing after it before a closing bracket or the end of a line means it still runs. Printed as the
 * template prints a current role's dates ('Oct. 2023 – Present') rather than as a dash that dangles.
 */
const OPEN_PERIOD = /((?:19|20)\d{2})\s*[-–—]+\s*(?=\)|$)/gmu;

/**
 * The marks that stand between two fields on a printed line ('Lisbon, Portugal', 'Acme | 2019 – 2021').
 * Once a value stands alone in the agency's template, such a mark at either end of it, or two in a row,
 * separated it from a neighbour that is no longer there: 'Lisbon, Portugal,' / '| Munich' / 'Paris – | France'.
 */
const SEPARATOR = '[|·,;/–—]';
const SEPARATOR_MARK = /[|·,;/–—]/u;
const SEPARATOR_PAIR = new RegExp(`(${SEPARATOR})(?:[ \\t]*${SEPARATOR})+(?=\\s)`, 'gu');

/** The line without separators at its ends (a hyphen counts only standing apart: '- Java', 'Porto -'). Walked, not matched: no backtracking over long runs of spaces. */
function trimSeparators(line: string): string {
  let text = line.trim();
  for (;;) {
    if (SEPARATOR_MARK.test(text[0] ?? '') || /^-\s/.test(text)) text = text.slice(1).trimStart();
    else if (SEPARATOR_MARK.test(text.at(-1) ?? '') || /\s-$/.test(text)) text = text.slice(0, -1).trimEnd();
    else return text;
  }
}
/** A line drawn with characters ('-----', '=====', '* * *'): furniture of a plain-text CV, no content. */
const RULE_LINE = /^[\s\p{P}\p{S}]*$/u;

/**
 * A bracket left open by a value cut from its line ('Engineer (Contract') is closed where the value
 * ends; a closing bracket with no opening one ('Contract) Engineer') goes, unless it numbers an item
 * ('a) …', '2) …'). Marks hugging a bracket's inside ('( – 2019)', '(Remote, )') and empty brackets go too.
 */
function balanceBrackets(line: string): string {
  let text = line
    .replace(new RegExp(`\\(\\s*${SEPARATOR}\\s*`, 'gu'), '(')
    .replace(new RegExp(`(\\S)\\s*${SEPARATOR}[ \\t]*\\)`, 'gu'), '$1)')
    .replace(/ ?(?:\(\s*\)|\[\s*\])/g, '');
  let depth = 0;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    if (c === ')') {
      if (depth === 0) {
        // '1) ', 'a) ': an enumeration, not a stray bracket.
        if (/(?:^|\s)[\p{L}\p{N}]{1,2}$/u.test(text.slice(Math.max(0, i - 3), i)) && /^(?:\s|$)/.test(text.slice(i + 1))) out += c;
        continue;
      }
      depth--;
    }
    out += c;
  }
  text = out;
  if (depth > 0 && text.trimEnd().endsWith('(')) text = text.trimEnd().slice(0, -1).trimEnd();
  const open = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
  return open > 0 ? text + ')'.repeat(open) : text;
}

/** One line of a value made to stand alone: no separator dangling at an end or doubled, brackets closed. */
function tidyLine(line: string): string | null {
  if (!line.trim()) return line;
  // Nothing but marks: a rule drawn with characters, or separators whose fields are all gone.
  if (RULE_LINE.test(line)) return null;
  return balanceBrackets(trimSeparators(line.replace(SEPARATOR_PAIR, '$1'))) || null;
}

export function cleanText(value: string | null | undefined): string {
  const text = (value ?? '').replace(INVALID_XML_CHARS, '').replace(ICON_GLYPHS, '').replace(/\r\n?/g, '\n');
  return dropLoneBrackets(text.replace(MARKDOWN_LINK, '$1').replace(MARKDOWN_STRONG, '$1'))
    .replace(OPEN_PERIOD, '$1 – Present')
    .split('\n')
    .map(tidyLine)
    .filter((line) => line !== null)
    .join('\n')
    .trim();
}

const cleanList = (values: string[]) => values.map(cleanText).filter(Boolean);

/**
 * 'BSc Honours' + 'Computer Science' → 'BSc Honours in Computer Science': a degree means little
 * without its subject. Nothing is repeated when the degree already names the subject.
 */
/** The word that joins a degree to its subject in the CV's own language ('Licenciatura en Matemáticas'). */
const SUBJECT_JOINER: Record<CvLanguage, string> = { en: 'in', de: 'in', nl: 'in', it: 'in', fr: 'en', es: 'en', pt: 'em' };

/**
 * The language a degree's own name is in, where that name belongs to one ("Licenciatura", "Laurea", "Bacharelado"):
 * a Spanish degree on a CV written in English is still "Licenciatura en …", as the candidate wrote it.
 */
const DEGREE_LANGUAGE: [RegExp, CvLanguage][] = [
  [/^(?:bacharelado|mestrado|doutorado|tecn[oó]logo)\b/i, 'pt'],
  [/^(?:licenciatura|licenciad[oa]|bachiller|grado|maestr[ií]a|doctorado|ingenier[oa]|t[eé]cnico superior)\b/i, 'es'],
  [/^(?:laurea|dottorato|diploma di)\b/i, 'it'],
  [/^(?:licence|ma[iî]trise|dipl[oô]me|doctorat|ing[eé]nieur|dut|bts)\b/i, 'fr'],
];

export function degreeWithSubject(degree: string | null, field: string | null, language: CvLanguage | null = null): string {
  const d = cleanText(degree);
  const f = cleanText(field);
  if (!d || !f) return d || f;
  if (d.toLowerCase().includes(f.toLowerCase())) return d;
  // "Diploma magistrale": a subject in lower case qualifies the degree as an adjective does; no joining word.
  if (/^\p{Ll}/u.test(f)) return `${d} ${f}`;
  const own = DEGREE_LANGUAGE.find(([pattern]) => pattern.test(d))?.[1];
  // "Licenciatura" is Spanish and Portuguese: the CV's own language decides between the two.
  const joinIn = own === 'es' && language === 'pt' ? 'pt' : (own ?? language ?? 'en');
  return `${d} ${SUBJECT_JOINER[joinIn]} ${f}`;
}

/** Whole years only: '24 years' reads as a fact, '24.6' as a calculation. */
export function wholeYears(years: number | null): string {
  return years === null || !Number.isFinite(years) || years < 0 ? '' : String(Math.floor(years));
}

export interface TemplateDataOptions {
  /**
   * The template prints the subject itself ({{Field}} somewhere): {{Degree}} is then the degree alone,
   * so 'BSc in Computer Science, Computer Science' never happens.
   */
  isFieldSeparate?: boolean;
}

/**
 * A highlight that is only a date or a period ('20XX – PRESENT', '2019 – 2021'): the role's dates put
 * among its bullets by the reader. It is never printed as a bullet; it gives the role its dates when the
 * role has none.
 */
function isDateLine(text: string): boolean {
  return isOnlyDates(text) && /(?:19|20)(?:\d{2}|xx)/i.test(text);
}

/**
 * The role's dates: its own, else (no start known) a period one of its highlights states
 * ('20XX – PRESENT' → from '20XX' to 'PRESENT').
 */
function entryDates(entry: CvData['experience'][number], dateLines: string[]): { startdate: string; enddate: string; dates: string } {
  if (entry.startDate || dateLines.length === 0) {
    const dates = formatDateRange(entry.startDate, entry.endDate, entry.current);
    return { startdate: formatCvDate(entry.startDate), enddate: entry.current ? 'Present' : formatCvDate(entry.endDate), dates };
  }
  const [start, end = ''] = dateLines[0].split(/\s+[-–—]\s+|\s*[–—]\s*/, 2);
  return { startdate: start.trim(), enddate: end.trim(), dates: dateLines[0] };
}

/** CvData plus agency extras in the shape the template parser reads. */
export function buildTemplateData(data: CvData, extras: AgencyExtras = {}, options: TemplateDataOptions = {}): RootScope {
  const experience: EntryScope[] = data.experience.map((entry) => {
    const highlights = cleanList(entry.highlights);
    const dateLines = highlights.filter(isDateLine);
    return {
      kind: 'entry',
      section: 'Experience',
      values: {
        title: cleanText(entry.title),
        company: cleanText(entry.company),
        location: cleanText(entry.location),
        ...entryDates(entry, dateLines),
        current: entry.current,
        highlights: highlights.filter((line) => !dateLines.includes(line)),
      },
    };
  });
  const language = cvLanguage(data);
  const education: EntryScope[] = data.education.map((entry) => ({
    kind: 'entry',
    section: 'Education',
    values: {
      institution: cleanText(entry.institution),
      degree: options.isFieldSeparate ? cleanText(entry.degree) : degreeWithSubject(entry.degree, entry.field, language),
      degreeonly: cleanText(entry.degree),
      degreefull: degreeWithSubject(entry.degree, entry.field, language),
      // The subject once: 'Master of Business Administration, Business Administration' says it twice.
      field: options.isFieldSeparate && degreeWithSubject(entry.degree, entry.field, language) === cleanText(entry.degree) && cleanText(entry.degree) ? '' : cleanText(entry.field),
      startdate: formatCvDate(entry.startDate),
      enddate: formatCvDate(entry.endDate),
      dates: formatDateRange(entry.startDate, entry.endDate),
    },
  }));
  return {
    kind: 'root',
    values: {
      fullname: cleanText(data.name),
      email: cleanText(data.email),
      phone: cleanText(data.phone),
      address: cleanText(data.location),
      summary: cleanText(data.summary),
      linkedin: cleanText(data.linkedin),
      website: cleanText(data.website),
      currenttitle: cleanText(data.currentTitle),
      industry: cleanText(data.industry),
      totalyearsexperience: wholeYears(data.totalYearsExperience),
      experience,
      education,
      skills: cleanList(data.skills),
      certifications: cleanList(data.certifications),
      languages: cleanList(data.languages),
      consultantname: cleanText(extras.consultantName),
      consultantemail: cleanText(extras.consultantEmail),
      consultantphone: cleanText(extras.consultantPhone),
      agencyname: cleanText(extras.agencyName),
    },
  };
}

/**
 * One line per entry, for a section tag used inline ('Skills: {{Skills}}'). An entry's highlights are
 * sentences, not keywords: they become a bulleted list, one per line, rather than 'Eclipse., Delivered'.
 */
export function inlineSectionText(value: string[] | EntryScope[], isSentenceList = false): string {
  if (value.length === 0) return '';
  if (typeof value[0] === 'string') return isSentenceList ? (value as string[]).map((item) => `•\t${item}`).join('\n') : (value as string[]).join(', ');
  return (value as EntryScope[])
    .map(({ values: v }) => {
      const what = [v.title || v.degreefull, v.company || v.institution].filter(Boolean).join(v.title ? ' at ' : ', ');
      return [what, v.dates].filter(Boolean).join(' (') + (what && v.dates ? ')' : '');
    })
    .filter(Boolean)
    .join('\n');
}
