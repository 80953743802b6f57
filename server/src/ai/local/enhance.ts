import type { CvData } from '@common/cv-data';
import type { EnhanceChanges } from '@common/enhance-changes';
import { stripBullet } from '../../extraction/text-utils';
import { restyleDates, tidyEntryDates } from './dates';
import { readInstructions } from './instructions';
import { cvLanguage, type CvLanguage } from './language';
import { composeProfile, isFirstPersonIn, sentenceToThirdPerson, THIRD_PERSON_BY_LANGUAGE } from './profile';
import { hasMeasure, hasQuantity } from './quantities';
import { NAME_PREFIXES } from '../../extraction/lexicon/roles';
import { alignTense, opensWithVerb } from './verbs';

/** Template instructions: placeholder or section name ('Summary', 'Experience', '' for general) → texts. */
export type TemplateInstructions = Record<string, string[]>;

// Personal data agencies strip before sending a CV to a client (equal-opportunity practice).
const PERSONAL_DATA = [
  /\b(date of birth|d\.?o\.?b\.?|birth ?date|born (on|in)\b|geburtsdatum|date de naissance|fecha de nacimiento)/i,
  /\b(marital status|married|single|divorced|widowed|civil partnership|familienstand|verheiratet|ledig|situation familiale|mari[ée]e?|célibataire|estado civil|casad[oa]|solter[oa])\b/i,
  /\b(nationality|citizenship|staatsangeh[öo]rigkeit|nationalit[ée]|nacionalidad)\b/i,
  /\b(age|alter|[âa]ge|edad)\s*[:=]\s*\d{2}\b|\b\d{2} (years|yrs) old\b/i,
  /\b(gender|sex|religion|father of|mother of|\d+ children)\b/i,
];
/** A nationality is kept where the work needs it: right to work, visas, security clearance. */
const NEEDED = /\b(right to work|work permit|visa|security clearance|cleared|eligible to work|authori[sz]ed to work)\b/i;

function isPersonalData(sentence: string): boolean {
  if (NEEDED.test(sentence)) return false;
  return PERSONAL_DATA.some((pattern) => pattern.test(sentence));
}

/** Removes the sentences and clauses that carry personal data agencies strip. */
export function stripPersonalData(text: string): string {
  return stripPersonalDataCounted(text).text;
}

/** stripPersonalData, and how many sentences or clauses it removed. */
function stripPersonalDataCounted(text: string): { text: string; removed: number } {
  const sentences = text.split(/(?<=[.;!?])\s+|\s*\n+\s*|\s+[|•·]\s+/).filter((s) => s.trim());
  const kept = sentences.filter((s) => !isPersonalData(s));
  return { text: kept.join(' ').replace(/\s+/g, ' ').trim(), removed: sentences.length - kept.length };
}

function capitalise(text: string): string {
  // A web address or a name written in lower case on purpose ("iOS", "eBay", "https://…") keeps its case.
  if (!text || /^(?:https?:|www\.|[a-z][\w-]*\.[a-z]{2,}(?:\/|$)|[a-z]+[A-Z])/.test(text)) return text;
  return text[0].toUpperCase() + text.slice(1);
}

/**
 * A bullet's closing full stop, semicolon or comma goes (bullets carry none); an ellipsis stays, as
 * one character ('awk, sed, grep, …': the list goes on), and so does a colon that introduces a list.
 */
function withoutClosingStop(text: string): string {
  if (/(?:\.{3}|…)$/.test(text)) return text.replace(/\s*(?:\.{3}|…)$/, ' …').trim();
  return text.replace(/[.;,]+$/, '').trim();
}

/** One bullet: glyph stripped, spaces tidied, first-person opener dropped, capitalised, tense aligned, no trailing period. */
export function normaliseBullet(raw: string, isCurrent: boolean): string {
  return normaliseBulletCounted(raw, isCurrent).text;
}

/** normaliseBullet, saying whether it dropped a first-person opener and whether it changed the tense. */
function normaliseBulletCounted(raw: string, isCurrent: boolean): { text: string; hadFirstPerson: boolean; hadTenseChanged: boolean } {
  let text = stripBullet(raw.trim()).replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').trim();
  const personless = text.replace(/^(i|we)\s+(?=[a-z])/i, '');
  const hadFirstPerson = personless !== text;
  text = capitalise(personless);
  const tensed = alignTense(text, isCurrent);
  const hadTenseChanged = tensed !== text;
  // A colon stays: 'Technologies include:' introduces the bullets under it.
  return { text: withoutClosingStop(tensed), hadFirstPerson, hadTenseChanged };
}

/** A bullet tidied without touching its words: glyph, spaces, trailing full stop (any language). */
function tidyBullet(raw: string): string {
  return withoutClosingStop(capitalise(stripBullet(raw.trim()).replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').trim()));
}

function normaliseSentence(text: string): string {
  const tidy = capitalise(text.replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').trim());
  return tidy && !/[.!?]$/.test(tidy) ? `${tidy}.` : tidy;
}

interface Limits {
  summaryWords: number | null;
  bulletsPerRole: number | null;
}

/** The limits the local provider can honour from bracketed instructions ("max 50 words", "3 bullets per role"). */
export function instructionLimits(instructions: TemplateInstructions): Limits {
  const rules = readInstructions(instructions);
  return { summaryWords: rules.summaryWords, bulletsPerRole: rules.bulletsPerRole };
}

function limitWords(text: string, maxWords: number): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  let count = 0;
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/).filter(Boolean).length;
    if (count + words > maxWords && kept.length > 0) break;
    kept.push(sentence);
    count += words;
  }
  return kept.join(' ');
}

function limitSentences(text: string, max: number): string {
  return text.split(/(?<=[.!?])\s+/).slice(0, Math.max(1, max)).join(' ');
}

/** A line that continues the bullet before it: the CV (or a PDF's line wrap) broke one bullet in two. */
const CONTINUES = /^[a-z(&]|^(and|or|to|of|for|with|in|on|at|by|the)\b/;
const OPEN_END = /(,|-|–|&|\b(and|or|to|of|for|with|in|on|at|by|the|a|an|including|across|from))$/i;

function joinBrokenBullets(bullets: string[]): { bullets: string[]; joined: number } {
  const result: string[] = [];
  let joined = 0;
  for (const raw of bullets) {
    const text = stripBullet(raw.trim()).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const previous = result[result.length - 1];
    const hadGlyph = text !== raw.trim();
    // A lower-case line continues the one before unless it opens a bullet of its own with a verb.
    // ('plan', 'function' alone on a line are the end of the line before, not bullets.)
    const isFragment = /^[a-z]/.test(text) && text.split(' ').length <= 2;
    // 'nxLog', 'iPhone', 'jQuery': a name written with a capital inside opens a bullet of its own.
    const opensWithName = /^\p{Ll}+\p{Lu}/u.test(text);
    const continues = CONTINUES.test(text) && !opensWithName && (isFragment || !opensWithVerb(text)) && !/[.!?]$/.test(previous ?? '');
    // A bullet that ends on an ellipsis ('awk, sed, grep, …') is complete: the list goes on without more words.
    const endsOpen = previous !== undefined && !/(?:\.{3}|…)$/.test(previous) && OPEN_END.test(previous.replace(/[.\s]+$/, ''));
    if (previous !== undefined && !hadGlyph && (continues || endsOpen)) {
      result[result.length - 1] = `${previous.replace(/\.\s*$/, '')} ${text}`;
      joined += 1;
    } else {
      result.push(text);
    }
  }
  return { bullets: result, joined };
}

// "Responsible for managing…", "Involved in building…": the verb is there, behind a weak opener.
const WEAK_OPENER = /^(?:(?:i\s+was|was|were)\s+)?(?:responsible for|involved in|tasked with|in charge of|duties included|worked on|helped (?:to|with)?)\s+([a-z]+ing)\b\s*/i;

function strengthenOpener(bullet: string, isCurrent: boolean): string {
  const match = WEAK_OPENER.exec(bullet);
  if (!match) return bullet;
  const rest = bullet.slice(match[0].length);
  if (!rest) return bullet;
  const verb = alignTense(`${match[1][0].toUpperCase()}${match[1].slice(1)} ${rest}`, isCurrent);
  // Only when the -ing word really is a verb the tense rules know ("Responsible for planning the…").
  return verb.startsWith(`${match[1][0].toUpperCase()}${match[1].slice(1)} `) ? bullet : verb;
}

/** Over this many bullets a role's list reads as a job description, not a CV. */
const MAX_BULLETS_DEFAULT = 8;

/**
 * What a bullet is worth keeping when a role has too many: a measured result first, then a sentence
 * about the work (four words or more), then a bare item ('Git', 'SLES11', a list's entry), and last a
 * label over a list ('Technologies include:'), which says nothing once its list is cut.
 */
function bulletWorth(text: string): number {
  if (/:\s*$/.test(text)) return 0;
  const words = (text.match(/\p{L}{2,}/gu) ?? []).length;
  return (hasMeasure(text) ? 4 : 0) + (words >= 4 ? 2 : 0) + 1;
}

/**
 * The labels a role's bullets are grouped under: results ('Achievements include:') are what a CV is
 * read for; a technology list ('Technologies include:', 'Environment:') belongs with the skills.
 */
const RESULTS_LABEL = /\b(achievements?|accomplishments?|results?|key wins|erfolge|ergebnisse|r[ée]alisations|r[ée]sultats|logros|resultados|risultati|realizza[zc]ioni|resultaten|prestaties|conquistas)\b/i;
const TOOLS_LABEL = /\b(technolog\w*|tech stack|stack|environment|tools|toolset|umgebung|werkzeuge|outils|environnement|herramientas|entorno|strumenti|ambiente|ferramentas|omgeving)\b/i;

/** Keeps `max` bullets in their order, the most worth keeping (bulletWorth, and the label they stand under) first. */
function trimBullets(bullets: string[], max: number): string[] {
  if (bullets.length <= max) return bullets;
  let label = '';
  const worth = bullets.map((text) => {
    if (/:\s*$/.test(text)) {
      label = text;
      return 0;
    }
    return bulletWorth(text) + (RESULTS_LABEL.test(label) ? 3 : TOOLS_LABEL.test(label) ? -2 : 0);
  });
  const ranked = bullets.map((text, index) => ({ text, index, worth: worth[index] })).sort((a, b) => b.worth - a.worth || a.index - b.index);
  return ranked.slice(0, max).sort((a, b) => a.index - b.index).map((b) => b.text);
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export interface LocalEnhancement {
  data: CvData;
  /** What changed, counted (shown in the job's details through describeEnhanceChanges). */
  changes: EnhanceChanges;
  /** Every instruction that could not be followed ('Instruction not applied: …'). */
  notes: string[];
}

const DEGREE_RANK: [RegExp, number][] = [
  // Secondary school first: 'High School Diploma' is no diploma of higher education.
  [/\b(high school|secondary|gcse|a-?levels?|abitur|baccalaur[ée]at|bachillerato|havo|vwo|maturità|ensino m[ée]dio|gymnasium|lycée|realschule)\b/i, 1],
  [/\b(ph\.?\s?d|doctor\w*|dphil|promotion|doctorat|doctorado|dottorato|doutorado|edd|md)\b/i, 5],
  [/\b(master\w*|m\.?\s?sc|m\.?\s?a\b|mba|m\.?\s?eng|msc|meng|llm|mphil|magister|diplom\b|máster|maestría|laurea magistrale|mestrado)\b/i, 4],
  [/\b(bachelor\w*|b\.?\s?sc|b\.?\s?a\b|b\.?\s?s\b|b\.?\s?eng|beng|bsc|llb|licence|licenciatura|licenciado|grado|laurea|hbo|wo)\b/i, 3],
  [/\b(associate|diploma|hnd|hnc|certificate|ausbildung|bts|dut|fp|mbo|técnico)\b/i, 2],
];
function degreeRank(text: string): number {
  return DEGREE_RANK.find(([pattern]) => pattern.test(text))?.[1] ?? 0;
}

const EXPIRED = /\b(expired|lapsed|abgelaufen|expiré\w*|caducad\w*|vencid\w*|verlopen|scadut\w*|expirad\w*)\b/i;
function isExpired(certification: string, now: Date): boolean {
  if (EXPIRED.test(certification)) return true;
  const until = /\b(?:valid until|valid to|expires?|expiry|exp\.?|gültig bis|bis|jusqu'à|hasta|tot|fino a|até)\s*:?\s*(?:\w+\s+)?((?:19|20)\d{2})\b/i.exec(certification);
  return Boolean(until && Number(until[1]) < now.getUTCFullYear());
}

/** A role's sort key for newest first: current roles first, then by start, then by end. */
function recency(entry: CvData['experience'][number]): [number, number] | null {
  const month = (d: string | null) => (d ? Number(d.slice(0, 4)) * 12 + (d.length > 4 ? Number(d.slice(5, 7)) - 1 : 0) : null);
  const start = month(entry.startDate);
  const end = entry.current ? Infinity : month(entry.endDate);
  if (start === null && end === null) return null;
  return [entry.current ? Infinity : (start ?? end!), end ?? start!];
}

/** Dated roles sorted among their own positions (an undated role keeps its place); how many moved. */
function orderRoles<T extends CvData['experience'][number]>(entries: T[], order: 'newest' | 'oldest'): { entries: T[]; moved: number } {
  const slots = entries.map((e, i) => ({ e, i, key: recency(e) })).filter((x) => x.key !== null);
  const sign = order === 'newest' ? -1 : 1;
  const sorted = [...slots].sort((a, b) => sign * (a.key![0] - b.key![0]) || sign * (a.key![1] - b.key![1]) || a.i - b.i);
  const result = [...entries];
  let moved = 0;
  slots.forEach((slot, n) => {
    result[slot.i] = sorted[n].e;
    if (sorted[n].i !== slot.i) moved += 1;
  });
  return { entries: result, moved };
}

/** 'Dr. Jane Smith, PhD, MBA' → 'Jane Smith'. */
function nameOnly(name: string): string {
  const stripped = name
    .replace(NAME_PREFIXES, '')
    .replace(/(?:,?\s+(?:ph\.?\s?d\.?|m\.?d\.?|mba|msc|m\.?sc\.?|bsc|b\.?sc\.?|ba|ma|cpa|cfa|pmp|acca|frcs|mrcp|rn|jr\.?|sr\.?|esq\.?|dipl\.?-\w+\.?))+\s*$/i, '')
    .trim();
  return stripped || name;
}

const LANGUAGE_NAMES: Record<CvLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', it: 'Italian', pt: 'Portuguese' };
const FILLERS = /\b(very|really|extremely|truly|highly|incredibly)\s+(?=[a-z])/gi;

/**
 * The local provider's enhancement (decisions 072, 091, 095, 096): changes only where a rule is sure.
 * Repeats removed, broken bullets joined, glyphs gone, dates in one style — in any language; weak
 * openers, tense and first-person openers only in English, where a verb table keeps the grammar
 * (coordinated verbs change together or not at all). The candidate's own summary is kept (tidied,
 * put into the third person when asked); where the CV has none, one sentence from its facts in its
 * own language. The template's instructions as a catalogue (instructions.ts): each one it can act on
 * is followed, the others are listed on the job, one asking to invent is refused. Never adds a fact.
 * Pure; `now` only decides the century of a two-digit year and which certifications have expired.
 */
export function localEnhanceDetailed(data: CvData, instructions: TemplateInstructions = {}, now = new Date()): LocalEnhancement {
  const rules = readInstructions(instructions);
  const language = cvLanguage(data);
  const isEnglish = language === 'en';
  const notes: string[] = [];
  let summaryChange: EnhanceChanges['summary'] = 'kept';
  let personalData = 0;
  let datesRestyled = 0;
  let summarySentencesDropped = 0;

  const strippedSummary = data.summary ? stripPersonalDataCounted(data.summary) : { text: '', removed: 0 };
  personalData += strippedSummary.removed;
  const cleanedSummary = strippedSummary.text;
  let summary: string | null;
  if (cleanedSummary) {
    // The candidate's own words stay; tidied, and tightened only where a rule is sure.
    let sentences = cleanedSummary.split(/(?<=[.!?])\s+/).map(normaliseSentence).filter(Boolean);
    if (rules.isConcise && isEnglish) sentences = sentences.map((t) => t.replace(FILLERS, ''));
    if (rules.isThirdPerson && isFirstPersonIn(sentences.join(' '), language)) {
      // English and French: a verb table turns each sentence; other languages: the first-person sentences
      // are left out (no table to turn them), as long as one of the candidate's sentences remains.
      const toThirdPerson = language ? THIRD_PERSON_BY_LANGUAGE[language] : sentenceToThirdPerson;
      const converted = sentences.map((t) => (!isFirstPersonIn(t, language) ? t : toThirdPerson ? toThirdPerson(t) : null));
      const kept = converted.filter((t): t is string => t !== null).map(normaliseSentence);
      if (kept.length > 0) {
        summarySentencesDropped = converted.length - kept.length;
        sentences = kept;
        summaryChange = 'third-person';
      }
    }
    summary = normaliseSentence(sentences.join(' '));
  } else {
    summary = composeProfile(data, language, now);
    if (summary) summaryChange = 'written';
  }
  if (summary && rules.hasNoFirstNames && data.name) {
    // The full name first, then the first name alone: 'Daniel Okafor builds…' / 'Daniel builds…' → 'The candidate builds…'.
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const parts = data.name.trim().split(/\s+/);
    for (const form of [parts.join(' '), parts[0]].filter((f) => f.length > 1)) {
      summary = summary.replace(new RegExp(`\\b${escape(form)}\\b`, 'g'), 'The candidate');
    }
    summary = summary.replace(/([^.!?]\s)The candidate/g, '$1the candidate');
  }
  if (summary && rules.summarySentences) summary = limitSentences(summary, rules.summarySentences);
  if (summary && rules.summaryWords) summary = limitWords(summary, rules.summaryWords);
  if (summary) {
    const restyled = restyleDates(summary, now);
    summary = restyled.text;
    datesRestyled += restyled.count;
  }
  if (summary !== data.summary && data.summary && summaryChange === 'kept') summaryChange = 'tidied';
  if (rules.isThirdPerson && summary && isFirstPersonIn(summary, language)) {
    notes.push('Instruction not applied: third person (every sentence of the summary is in the first person and none could be turned without rewording it; it is kept as the candidate wrote it).');
  }

  let joined = 0;
  let duplicates = 0;
  let strengthened = 0;
  let trimmed = 0;
  let tooLong = 0;
  let tenseAligned = 0;
  let firstPerson = 0;
  let withoutFigures = 0;
  let rolesWithoutFigures = 0;
  const tidied = tidyEntryDates(data);
  datesRestyled += tidied.count;
  const ordered = rules.experienceOrder ? orderRoles(tidied.data.experience, rules.experienceOrder) : { entries: tidied.data.experience, moved: 0 };
  const experience = ordered.entries.map((entry) => {
    const isPast = (!entry.current || rules.isPastTense) && !rules.isPresentTense;
    // Repeats first, so a repeated line is never taken for the end of the one before it.
    const lines = entry.highlights.map((h) => {
      const stripped = stripPersonalDataCounted(h);
      personalData += stripped.removed;
      return stripped.text;
    });
    const distinct = dedupe(lines);
    duplicates += lines.filter(Boolean).length - distinct.length;
    const broken = joinBrokenBullets(distinct);
    joined += broken.joined;
    let highlights = broken.bullets.map((h) => {
      if (!isEnglish) return tidyBullet(h);
      const normalised = normaliseBulletCounted(h, !isPast);
      if (normalised.hadFirstPerson) firstPerson += 1;
      const strong = strengthenOpener(normalised.text, !isPast);
      if (strong !== normalised.text) strengthened += 1;
      else if (normalised.hadTenseChanged) tenseAligned += 1;
      return strong;
    });
    const unique = dedupe(highlights);
    duplicates += highlights.length - unique.length;
    highlights = unique.filter(Boolean);
    if (rules.isQuantifiedOnly && highlights.length) {
      const figures = highlights.filter(hasQuantity);
      if (figures.length) {
        withoutFigures += highlights.length - figures.length;
        highlights = figures;
      } else rolesWithoutFigures += 1;
    }
    const max = rules.bulletsPerRole ?? MAX_BULLETS_DEFAULT;
    const kept = trimBullets(highlights, max).map((h) => {
      const restyled = restyleDates(h, now);
      datesRestyled += restyled.count;
      return restyled.text;
    });
    trimmed += highlights.length - kept.length;
    if (rules.bulletWords) tooLong += kept.filter((h) => h.split(/\s+/).length > rules.bulletWords!).length;
    return { ...structuredClone(entry), highlights: kept };
  });

  let education = structuredClone(tidied.data.education);
  let educationChanged = 0;
  if (rules.hasNoSecondarySchool && education.some((e) => degreeRank(`${e.degree ?? ''} ${e.field ?? ''} ${e.institution ?? ''}`) >= 2)) {
    const before = education.length;
    education = education.filter((e) => degreeRank(`${e.degree ?? ''} ${e.field ?? ''} ${e.institution ?? ''}`) !== 1);
    educationChanged += before - education.length;
  }
  if (rules.educationOrder) {
    const rank = (e: CvData['education'][number]) => (rules.educationOrder === 'highest' ? degreeRank(`${e.degree ?? ''} ${e.field ?? ''}`) * 10000 : 0) + Number((e.endDate ?? e.startDate ?? '0').slice(0, 4));
    const sorted = education.map((e, i) => ({ e, i })).sort((a, b) => rank(b.e) - rank(a.e) || a.i - b.i);
    educationChanged += sorted.filter((x, n) => x.i !== n).length;
    education = sorted.map((x) => x.e);
  }

  const lists: Partial<Pick<CvData, 'skills' | 'certifications' | 'languages'>> = {};
  let listItemsCut = 0;
  if (rules.isCurrentCertificationsOnly) {
    const current = data.certifications.filter((c) => !isExpired(c, now));
    listItemsCut += data.certifications.length - current.length;
    lists.certifications = current;
  }
  for (const [name, max] of Object.entries(rules.listItems)) {
    const key = name.toLowerCase() as 'skills' | 'certifications' | 'languages';
    const items = lists[key] ?? data[key];
    if (items.length > max) {
      lists[key] = items.slice(0, max);
      listItemsCut += items.length - max;
    }
  }

  const result: CvData = { ...structuredClone(tidied.data), ...lists, summary, experience, education };
  if (rules.isNameOnly && result.name) result.name = nameOnly(result.name);
  let fieldsLeftOut = 0;
  for (const field of rules.excluded) {
    const value = result[field];
    if (Array.isArray(value) ? value.length === 0 : !value) continue;
    fieldsLeftOut += 1;
    if (Array.isArray(value)) (result[field] as unknown[]) = [];
    else (result[field] as string | null) = null;
  }
  if (rules.excluded.includes('summary')) summaryChange = data.summary ? 'tidied' : 'kept';

  const changes: EnhanceChanges = {
    bulletsBefore: data.experience.reduce((n, e) => n + e.highlights.filter((h) => h.trim()).length, 0),
    bulletsAfter: experience.reduce((n, e) => n + e.highlights.length, 0),
    summary: summaryChange,
    bulletsJoined: joined,
    duplicatesRemoved: duplicates,
    openersStrengthened: strengthened,
    tenseAligned,
    firstPersonRemoved: firstPerson,
    personalDataRemoved: personalData,
    bulletsTrimmed: trimmed,
    datesRestyled,
    listItemsCut,
    rolesReordered: ordered.moved,
    bulletsWithoutFigures: withoutFigures,
    educationChanged,
    fieldsLeftOut,
    summarySentencesDropped,
  };
  if (tooLong) notes.push(`Instruction not applied: at most ${rules.bulletWords} words per bullet (${plural(tooLong, 'bullet is', 'bullets are')} longer and cannot be shortened without losing a fact).`);
  if ((rules.isPastTense || rules.isPresentTense) && !isEnglish) notes.push(`Instruction not applied: ${rules.isPastTense ? 'past' : 'present'} tense (the built-in writer changes tenses only in English, where its verb table keeps the grammar).`);
  if (rules.isQuantifiedOnly && rolesWithoutFigures) notes.push(`Highlights with figures: ${plural(rolesWithoutFigures, 'role has', 'roles have')} no bullet with a figure; ${rolesWithoutFigures === 1 ? 'its bullets are' : 'their bullets are'} kept as written.`);
  if (rules.language && rules.language !== language) {
    notes.push(`Instruction not applied: ${rules.languageInstruction} (the built-in writer does not translate${language ? `; the CV is in ${LANGUAGE_NAMES[language]}` : ''}).`);
  }
  for (const text of rules.notApplied) notes.push(`Instruction not applied: ${text}.`);
  for (const text of rules.refused) notes.push(`Instruction refused: ${text}: it asks to state what the CV does not say, and the built-in writer never adds a fact.`);
  return { data: result, changes, notes };
}

/** The local enhancement's data alone (see localEnhanceDetailed). */
export function localEnhance(data: CvData, instructions: TemplateInstructions = {}): CvData {
  return localEnhanceDetailed(data, instructions).data;
}
