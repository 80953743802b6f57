import type { DocumentLine } from '../documents/types';
import { headingKind } from './sections';
import { MARITAL_STATUS, NOT_A_NAME } from './lexicon/headings';
import { lookupCountry, isKnownCity } from './lexicon/locations';
import { COMPANY_WORDS, CREDENTIALS, NAME_PREFIXES, TITLE_WORDS } from './lexicon/roles';
import { lookupSkill } from './lexicon/skills';
import { titleScore } from './header-parts';
import { fold, titleCaseIfShouting, wordCount } from './text-utils';

const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'da', 'del', 'della', 'di', 'du', 'la', 'le', 'bin', 'binti', 'al', 'el', 'y', 'dos', 'das', 'ten', 'ter', 'zu', 'in', 'op', 'het', "'t", '’t', 'te']);
/** Labels whose value on the next line is a role, a date or a place, never the name: "FUNCTIE / Low Code Test Engineer". */
const VALUE_LABEL = /^(?:functie|function|position|role|job title|title|current role|beruf|poste|fonction|puesto|cargo|funzione|ruolo|woonplaats|residence|geboortedatum|date of birth|nationality|nationaliteit)\s*:?$/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\p{L}\.?|\p{Lu}\.)$/u;
/** Words that appear on a CV's first lines but never in a person's name: addresses, boilerplate, roles. */
const NEVER_IN_NAME = new Set(
  `road street st avenue ave drive lane way nagar colony sector block floor flat house apartment apt po box city village
  resume template example student seeking internship association professional certified management project summary
  objective name father fathers mother date birth the of and for in at with page phone email mobile address contact
  university college school institute limited ltd company inc department curriculum vitae profile experience candidate
  personal details information career skills education references languages hobbies marketing sales team new
  technologies solutions services group india usa`.split(/\s+/),
);
const LABEL = /^(?:name|full name|nom|nom complet|nombre|nombre completo|vorname und nachname|candidate)\s*[:\-–]\s*/i;

/** Splits "Dr. Jane Doe, RN, BSN" into the name and what surrounds it. */
export function splitNameParts(text: string): { name: string; prefix: string | null; credentials: string[] } {
  let rest = text.trim().replace(LABEL, '');
  const prefix = NAME_PREFIXES.exec(rest)?.[0].trim() ?? null;
  if (prefix) rest = rest.slice(prefix.length + (rest.length > prefix.length ? 0 : 0)).replace(/^\s+/, '');
  const parts = rest.split(/\s*,\s*/);
  const credentials: string[] = [];
  while (parts.length > 1 && isCredential(parts[parts.length - 1])) credentials.unshift(parts.pop()!);
  let name = parts.join(', ');
  // Credentials written without a comma: "John Smith PhD", "Thabo Nkosi Pr.Eng."
  const words = name.split(/\s+/);
  while (words.length > 2 && isCredential(words[words.length - 1])) credentials.unshift(words.pop()!);
  name = words.join(' ');
  return { name, prefix, credentials };
}

function isCredential(token: string): boolean {
  const key = token.toLowerCase().replace(/[()]/g, '').trim();
  return CREDENTIALS.has(key) || CREDENTIALS.has(key.replace(/\.$/, '')) || CREDENTIALS.has(key.replace(/\./g, ''));
}

/** Whether a cleaned-up string looks like a person's name: 2–5 capitalised words, nothing else. */
export function isPlausibleName(name: string): boolean {
  if (!name || name.length > 50 || /[\d@/\\|:;()]/.test(name)) return false;
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const folded = fold(name);
  if (NOT_A_NAME.includes(folded) || MARITAL_STATUS.includes(folded) || headingKind(name)) return false;
  let capitalised = 0;
  for (const word of words) {
    const lower = fold(word);
    if (PARTICLES.has(lower)) continue;
    if (!NAME_WORD.test(word)) return false;
    if (TITLE_WORDS.has(lower) || COMPANY_WORDS.has(lower) || NOT_A_NAME.includes(lower) || NEVER_IN_NAME.has(lower.replace(/\.$/, ''))) return false;
    capitalised++;
  }
  if (capitalised < 2) return false;
  if (lookupSkill(name) || lookupCountry(name) || isKnownCity(name)) return false;
  return true;
}

/**
 * The candidate's name: the best-scoring plausible name among the first lines of the document
 * (page header and preamble), preferring large or bold type and names that match the e-mail address.
 */
const SELF_INTRODUCTION =
  /^[¡¿]?(?:(?:hi|hello|hey|hallo|moin|servus|bonjour|salut|hola|ciao|salve|ol[áa]|oi|hoi|dag)(?:\s+(?:there|everyone|all|zusammen|à tous|a todos|a tutti))?[!,.]*\s+)?(?:i['’]?m|i am|my name is|ich bin|ich hei(?:ß|ss)e|mein name ist|je suis|je m['’]appelle|soy|me llamo|mi nombre es|sono|mi chiamo|sou|eu sou|chamo-me|meu nome [ée]|ik ben|mijn naam is)\s+((?:\p{Lu}[\p{L}'’-]+\s+){0,3}\p{Lu}[\p{L}'’-]+)(?=[\s!,.]|$)/iu;

/** A form's label before the candidate's name, in the seven languages. */
const NAME_LABEL = /^(?:(?:full\s+)?name|vor-?\s*und\s+nachname|nom(?:\s+et\s+pr[ée]nom)?|pr[ée]nom\s+et\s+nom|nombre(?:\s+completo)?|nome(?:\s+completo|\s+e\s+cognome)?|naam)\s*[:：]\s*(\p{Lu}.{2,60})$/iu;

/** The letters an icon font's LinkedIn, GitHub, X or Facebook glyph comes out as, before a link's text. */
const ICON_LABEL = /^(?:in|gh|tw|fb|li)\s+(?=\p{Lu})/u;

export function findName(lines: DocumentLine[], email: string | null): string | null {
  const emailKey = email ? fold(email.split('@')[0]).replace(/[^a-z]/g, '') : '';
  const maxFont = Math.max(0, ...lines.map((line) => line.fontSize ?? 0));
  // A running header comes back on every page: its copies are one line, and push nothing further down.
  const seen = new Set<string>();
  const distinct = lines.filter((line) => {
    const key = line.text.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const candidates: { name: string; score: number; fontSize?: number }[] = [];
  distinct.slice(0, 25).forEach((line, index) => {
    if (index > 0 && VALUE_LABEL.test(distinct[index - 1].text.trim())) return;
    // ("in Pedro Pereira", "gh gbiolo": an icon font's glyph for LinkedIn or GitHub comes out as its letters before the link's text.)
    const segments = line.text.split(/\s*[|•·\t▪●]\s*|\s+[–—-]\s+|\s{2,}/).map((segment) => segment.replace(/^["'“”\s]+|["'“”\s,]+$/g, '').replace(ICON_LABEL, ''));
    // "Allen King ESB Integration Developer": a name run straight into a job title.
    const leading = /^((?:\p{Lu}[\p{L}'’-]+\s+){1,3}\p{Lu}[\p{L}'’-]+)\s+(.+)$/u.exec(segments[0] ?? '');
    // …or into the street address: "Ivan Keeling 87 Some Example Street".
    if (leading && (titleScore(leading[2]) > 0 || /^\d/.test(leading[2]))) segments.push(leading[1]);
    // "Mei Schuppe, Telangana": the name, then the place.
    const beforeComma = /^([^,]+),\s*\S/.exec(segments[0] ?? '');
    // "MÜLLER, Hans", "DUPONT, Jean-Luc": a surname in capitals, a comma, the given names: the name in its printed order.
    const surnameFirst = /^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+)?),\s*(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?)$/u.exec(segments[0] ?? '');
    const isPlace = (text: string) => lookupCountry(text) !== null || isKnownCity(text);
    if (surnameFirst && !isPlace(surnameFirst[1]) && !isPlace(surnameFirst[2])) segments.push(`${titleCaseIfShouting(surnameFirst[1])} ${surnameFirst[2]}`);
    else if (beforeComma) segments.push(beforeComma[1]);
    // "Nome: Thiago Lúcio Bittencourt Thomaz Silva", "Name: Jens Bremmekamp": the name after its label, in the seven languages.
    const labelled = NAME_LABEL.exec(line.text.trim());
    if (labelled) segments.push(labelled[1].trim());
    // "Jan Küster Resume": the name, then what the document is.
    const titled = /^(.+?)\s+(?:resume|résumé|cv|curriculum vitae|lebenslauf)$/i.exec(segments[0] ?? '');
    if (titled) segments.push(titled[1]);
    // "Curriculum Vitae di Paolo Alborno", "Resume of Jane Doe", "Lebenslauf von Max Muster": what the document is, then whose.
    const whose = /^(?:resume|résumé|cv|curriculum vitae|lebenslauf|curr[íi]culo)\s+(?:of|de|di|del|von|van|da|do|du)\s+(\p{Lu}.+)$/iu.exec(segments[0] ?? '');
    if (whose) segments.push(whose[1]);
    // "Hi, I am Maximilian Berger 👋", "Hallo, ich bin Jana Weiß", "Je m'appelle Luc Martin": a greeting that introduces
    // the candidate names them, in the seven languages.
    const introduced = SELF_INTRODUCTION.exec(line.text.trim());
    // (The words that are capitalised, as a name's are: "I am passionate about …" names nobody.)
    const introducedName = introduced ? /^(?:(?:\p{Lu}\p{Ll}[\p{L}'’-]*|de|van|von|der|den|da|di|du|la|le|del|dos|das)\s+){0,3}\p{Lu}\p{Ll}[\p{L}'’-]*(?=[\s,.!]|$)/u.exec(introduced[1])?.[0] : undefined;
    if (introducedName && /\s/.test(introducedName)) segments.push(introducedName);
    // "MAX" over "MUSTER": a name set in a narrow column, one word a line. The first
    // word's line may run on into a cell of the column beside it ("AMBROSE⇥CAREER OBJECTIVE").
    const next = lineBelow(distinct, index);
    const first = line.text.split('\t')[0].trim();
    if (next && isLoneNameWord(first) && isLoneNameWord(next.text)) segments.push(`${first} ${next.text.trim()}`);
    // ("José Ramón Martínez" over "Batlle", both in the name's large type: a name too long for its column wraps.)
    const wrapped = next && line.fontSize && next.fontSize === line.fontSize && line.fontSize >= maxFont - 0.5 && isPlausibleName(first) && wordCount(first) <= 3 && isLoneNameWord(next.text) && titleScore(next.text) === 0 ? `${first} ${next.text.trim()}` : null;
    if (wrapped) segments.push(wrapped);
    for (const written of segments) {
      // ("gilles jacobs" over gilles@jacobsgill.es: a name set in lower case as a design's type is, in the largest type,
      // a word of it the e-mail's own: the name in the case names are written.)
      const isLowerCaseName = /^\p{Ll}{2,}(?:\s\p{Ll}{2,}){1,2}$/u.test(written) && !!line.fontSize && line.fontSize >= maxFont - 0.5 && emailKey !== '' && written.split(/\s+/).some((word) => word.length > 2 && emailKey.includes(fold(word)));
      const segment = isLowerCaseName ? written.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()) : written;
      const { name: raw } = splitNameParts(segment);
      const name = withoutStrayCapitals(nameCase(raw.replace(/\s+/g, ' ').trim()));
      if (!isPlausibleName(name) && !isOneWordName(name, line, emailKey, maxFont)) continue;
      // A full name outweighs its first word alone.
      let score = 10 - index * 0.4 - (/\s/.test(name) ? 0 : 2);
      if (line.fontSize && maxFont && line.fontSize >= maxFont - 0.5) score += 4;
      if (line.bold) score += 1;
      // (A name read whole over its wrap outweighs the same name cut at the line's end.)
      if (written === wrapped) score += 2;
      else if (segment === line.text) score += 1;
      const words = fold(name).split(/\s+/);
      if (emailKey && words.some((word) => word.length > 2 && emailKey.includes(word.replace(/[^a-z]/g, '')))) score += 3;
      candidates.push({ name, score, fontSize: line.fontSize });
    }
  });
  // Of the names on offer, the one set in the largest type: a name is printed larger than a running
  // header's or a contact line's words ("Minerva Europass | Generated on …" at 7 pt over "John Smith" at 14 pt).
  const sizes = candidates.map((candidate) => candidate.fontSize ?? 0);
  const largest = Math.max(0, ...sizes);
  const smallest = Math.min(...sizes);
  let best: { name: string; score: number } | null = null;
  for (const candidate of candidates) {
    const score = candidate.score + (largest > 0 && smallest < largest * 0.9 && (candidate.fontSize ?? 0) >= largest - 0.5 ? 3 : 0);
    if (!best || score > best.score) best = { name: candidate.name, score };
  }
  return best?.name ?? null;
}

/**
 * A name of one word ("Alice"): only when it is the whole of the e-mail address's own part
 * (alice@wonderland.com) and set in the document's largest type, as a name heading a CV is.
 */
function isOneWordName(name: string, line: DocumentLine, emailKey: string, maxFont: number): boolean {
  if (!emailKey || /\s/.test(name) || !isLoneNameWord(name) || name.length < 3) return false;
  return fold(name) === emailKey && !!line.fontSize && line.fontSize >= maxFont - 0.5;
}

/**
 * The line under a line: the next one, or where the page gives positions, the next of the following three
 * that starts at its left edge (a paragraph of the column beside it may come between in reading order).
 */
function lineBelow(lines: DocumentLine[], index: number): DocumentLine | undefined {
  const line = lines[index];
  if (line.x === undefined) return lines[index + 1];
  return lines.slice(index + 1, index + 4).find((other) => other.x !== undefined && Math.abs(other.x - line.x!) <= 2 && (other.page ?? 1) === (line.page ?? 1));
}

/** A name written in capitals, in the case a name is written: "CHARLES MCTURLAND" → "Charles McTurland" (a "Mc" is always followed by a capital). */
function nameCase(text: string): string {
  const cased = titleCaseIfShouting(text);
  return cased === text ? text : cased.replace(/(^|\s)Mc(\p{Ll})/gu, (_, sep: string, letter: string) => `${sep}Mc${letter.toUpperCase()}`);
}

/** One capitalised word alone on its line, as a name set one word a line prints it. */
function isLoneNameWord(text: string): boolean {
  const word = text.trim();
  return NAME_WORD.test(word) && word.length >= 2 && !NEVER_IN_NAME.has(fold(word)) && !headingKind(word);
}

/** Beginnings after which a name has a second capital: McTurland, MacLeod, DeVito, O'Brien, LaToya. */
const INNER_CAPITAL_PREFIX = /^(?:mc|mac|de|di|da|du|van|von|la|le|o'|o’|d'|d’|st)$/i;

/** "JoHn Sample" → "John Sample": a capital inside a name word where no name has one is a typing slip. */
function withoutStrayCapitals(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      const inner = /^(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}*)$/u.exec(word);
      return inner && !INNER_CAPITAL_PREFIX.test(inner[1]) ? word.charAt(0) + word.slice(1).toLowerCase() : word;
    })
    .join(' ');
}
