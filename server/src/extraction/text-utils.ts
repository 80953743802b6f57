/** Printable ASCII, tabs and line breaks only: text with no accents to take off and nothing to normalise. */
export function isPlainAscii(text: string): boolean {
  return /^[\t\n\r\x20-\x7e]*$/.test(text);
}

/** Lower-case and strip accents, for matching words across languages ("Expérience" → "experience"). */
export function fold(text: string): string {
  // The common case skips the normalisation.
  if (isPlainAscii(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Bullet characters CVs use at the start of list items. */
export const BULLET = /^\s*(?:[•●○◦▪▫■□►▸‣⁃∙∗·*➢➤✓✔❖◆◇→»–—-]|\d{1,2}[.)])\s+/;

export function isBullet(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Escapes a literal for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "JOHN O'NEIL-SMITH" → "John O'Neil-Smith"; leaves mixed-case text alone. */
export function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]/.test(text)) return text;
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Trims separators and stray punctuation from the ends of a fragment. */
export function cleanFragment(text: string): string {
  return trimTrailing(text.replace(/^[\s,;:|·•*–—\-/()[\]]+/, ''), TRAILING_SEPARATOR)
    .replace(/\s+/g, ' ')
    .trim();
}

const TRAILING_SEPARATOR = /[\s,;:|·•*–—\-/([]/;

/**
 * `text` without the characters `strip` matches at its end. A loop from the end, not a pattern anchored there: the
 * pattern would be tried from every character of a long run inside the text (a line of 300,000 spaces), each try
 * scanning the rest of the run, and take time quadratic in the run's length.
 */
export function trimTrailing(text: string, strip: RegExp): string {
  let end = text.length;
  while (end > 0 && strip.test(text[end - 1])) end--;
  return end === text.length ? text : text.slice(0, end);
}

/**
 * A value as it leaves the extractor, without the tabs the source laid it out with: a tab after a
 * space is a wrapped line's indent (a space), after a colon it parts a label from its value
 * ('Team Size:⇥4' → 'Team Size: 4'), anywhere else it parts two cells ('Training⇥Getoq Consulting' →
 * 'Training | Getoq Consulting'). A template has its own tab stops; the source's mean nothing there.
 */
export function withoutTabs(text: string): string {
  if (!text.includes('\t')) return text;
  return text
    .replace(/[ \u00A0]+\t[ \t\u00A0]*/g, ' ')
    .replace(/[ \u00A0]*([:：])[ \u00A0]*\t[ \t\u00A0]*/g, '$1 ')
    .replace(/^[ \t\u00A0]+|[ \t\u00A0]+$/g, '')
    .replace(/[ \u00A0]*\t[ \t\u00A0]*/g, ' | ');
}

/** Every string of an extracted value (nested lists and objects included) without tabs. */
export function valuesWithoutTabs<T>(value: T): T {
  if (typeof value === 'string') return withoutTabs(value) as T;
  if (Array.isArray(value)) return value.map(valuesWithoutTabs) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, valuesWithoutTabs(inner)])) as T;
  return value;
}

/**
 * Articles, prepositions and conjunctions of the seven languages, in lower case: words that hold a phrase or
 * a sentence together. A line's part that opens with one goes on from what came before it ("EXPERTISE IN
 * EDITING": "in editing" is no list under a heading "Expertise").
 */
export const JOINING_WORDS = new Set(
  (
    'a an the and or of in on at to for with by from into via than as such ' +
    'und oder der die das des dem den von mit für zu im bei auf ' +
    'et ou de du la le les à au aux en pour avec par sur dans ' +
    'y o del el los las con por para ' +
    'e ed di della dei delle il per nel nella ' +
    'do da dos das em na no com ' +
    'van het een voor op met bij'
  ).split(' '),
);

/**
 * "MSc Data Science (Birkbeck, 2019 – 2020)", "INRS (Responsable de l'architecture logicielle, C#/C++, 2017-2018)": dates
 * inside brackets that also hold other details. The text before the bracket, the bracket's text before the dates and after
 * them, and the text after the bracket; null when the dates stand in no such brackets.
 */
export function aroundBracketedDates(text: string, dates: { index: number; length: number }): [string, string, string, string] | null {
  const open = text.lastIndexOf('(', dates.index);
  const close = open >= 0 ? text.indexOf(')', dates.index + dates.length) : -1;
  if (close < 0 || text.slice(open + 1, dates.index).includes(')') || text.slice(dates.index + dates.length, close).includes('(') || !/\p{L}/u.test(text.slice(open + 1, dates.index))) return null;
  return [text.slice(0, open), text.slice(open + 1, dates.index), text.slice(dates.index + dates.length, close), text.slice(close + 1)];
}

/**
 * "🎓 Maestría … (2020 - 2022) 🎓 Programa … (2023)": an icon that opens a line and comes back inside it opens an item each
 * time (a paragraph whose items lost their breaks); the icon closing a line opens the item on the next.
 */
export function itemsAtRepeatedMarks(texts: string[]): string[] {
  const out: string[] = [];
  let carried = '';
  for (const raw of texts) {
    const text = carried ? `${carried} ${raw.trim()}` : raw;
    carried = '';
    const mark = /^(?:[•*-]\s*)?([\p{So}\p{Co}])\s/u.exec(text.trimStart())?.[1];
    if (!mark || !text.includes(` ${mark}`)) {
      out.push(text);
      continue;
    }
    const [first, ...rest] = text.trim().split(` ${mark}`);
    const pieces = [first, ...rest.map((piece) => `${mark}${piece}`)];
    if (pieces[pieces.length - 1].trim() === mark) carried = pieces.pop()!.trim();
    out.push(...pieces);
  }
  if (carried) out.push(carried);
  return out;
}

/** Small words that never end a name: a line ending on one was wrapped ("Universidad Nacional de" / "Buenos Aires"). */
// ("High School, Afonso de Albuquerque -" / "Guarda, Portugal": a separator closing a line says its fields go on on the next.)
export const JOINING_END = /\s(?:[-–—,]|of|the|and|&|for|at|de|del|della|delle|dei|di|da|do|dos|das|du|des|der|die|den|van|von|fur|für|und|et|y|e|en|in|zu|voor|per)$/i;

/** A row of a form: its label (folded, without a closing colon), its value, and the lines under it that go on with it. */
export interface FormRow {
  label: string;
  value: string;
  more: string[];
}

/**
 * A section written as a form, one row per field ("Azienda⇥Linear S.c.a.r.l.", "Istituto⇥Università di Padova"), cut
 * into its records: a record opens at the label of the form's first row. Lines without a label go on with the row above
 * them. Null where a line before the first row has no label, or the form is too short (four rows) or too long.
 */
export function formRecords(texts: string[]): FormRow[][] | null {
  const rows: FormRow[] = [];
  for (const text of texts) {
    const cell = /^([^\t]{2,60}?)\t+(.*)$/.exec(text.trim());
    if (cell && !/\d/.test(cell[1])) rows.push({ label: fold(cell[1].trim().replace(/[:：]$/, '')), value: cell[2].trim(), more: [] });
    else if (rows.length && text.trim()) rows[rows.length - 1].more.push(text.trim());
    else if (text.trim()) return null;
  }
  if (rows.length < 4 || rows.length > 400) return null;
  const records: FormRow[][] = [];
  for (const row of rows) {
    if (row.label === rows[0].label || !records.length) records.push([]);
    records[records.length - 1].push(row);
  }
  return records;
}

/** `text` without the words `ending` matches at its end, looked for in its last 40 characters only (a 1 MB line stays linear). */
export function withoutEnding(text: string, ending: RegExp): string {
  const cut = Math.max(0, text.length - 40);
  return text.slice(0, cut) + text.slice(cut).replace(ending, ' ');
}
