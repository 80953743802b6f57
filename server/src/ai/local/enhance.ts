import type { CvData } from '@common/cv-data';
import type { EnhanceChanges } from '@common/enhance-changes';
import { stripBullet } from '../../extraction/text-utils';
import { restyleDates, tidyEntryDates } from './dates';
import { readInstructions } from './instructions';
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
  return { text: tensed.replace(/[.;,:]+$/, '').trim(), hadFirstPerson, hadTenseChanged };
}

function normaliseSentence(text: string): string {
  const tidy = capitalise(text.replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').trim());
  return tidy && !/[.!?]$/.test(tidy) ? `${tidy}.` : tidy;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A summary made only of the CV's own facts: "<title> with N years of experience in <industry>,
 * skilled in A, B and C." Null when the CV gives nothing to say.
 */
export function composeSummary(data: CvData): string | null {
  const title = data.currentTitle ?? data.experience.find((e) => e.title)?.title ?? null;
  const years = data.totalYearsExperience !== null && data.totalYearsExperience >= 1 ? Math.floor(data.totalYearsExperience) : null;
  const skills = data.skills.slice(0, 3);
  if (!title && years === null && skills.length === 0) return null;
  let sentence = title ?? 'Professional';
  if (years !== null) sentence += ` with ${years} year${years === 1 ? '' : 's'} of experience`;
  if (data.industry) sentence += `${years !== null ? '' : ' with experience'} in ${data.industry}`;
  if (skills.length) sentence += `${years !== null || data.industry ? ',' : ''} skilled in ${listPhrase(skills)}`;
  return `${sentence}.`;
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
    const continues = CONTINUES.test(text) && (isFragment || !opensWithVerb(text)) && !/[.!?]$/.test(previous ?? '');
    if (previous !== undefined && !hadGlyph && (continues || OPEN_END.test(previous.replace(/[.\s]+$/, '')))) {
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

const hasFigure = (text: string) => /\d/.test(text);
/** Over this many bullets a role's list reads as a job description, not a CV. */
const MAX_BULLETS_DEFAULT = 8;

/** Keeps `max` bullets in their order, preferring those with figures (results) over those without. */
function trimBullets(bullets: string[], max: number): string[] {
  if (bullets.length <= max) return bullets;
  const ranked = bullets.map((text, index) => ({ text, index })).sort((a, b) => Number(hasFigure(b.text)) - Number(hasFigure(a.text)) || a.index - b.index);
  return ranked.slice(0, max).sort((a, b) => a.index - b.index).map((b) => b.text);
}

const FIRST_PERSON = /\b(I|I'm|I've|I'd|I'll)\b|\b(my|me|myself|mine)\b/i;

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

/**
 * The local provider's enhancement, what a careful consultant does without inventing: broken bullets
 * joined, duplicates removed, weak openers ("Responsible for managing") turned into the verb, the
 * role's tense, first person dropped, personal data removed, a third-person summary from the CV's own
 * facts when its summary is first person or missing, over-long bullet lists trimmed (keeping those
 * with figures), dates in one style ("Jan 2021 – Present", never a month the CV did not give), and
 * the template's instructions where it can read them. Never adds a fact. Pure; `now` only decides
 * the century of a two-digit year.
 */
export function localEnhanceDetailed(data: CvData, instructions: TemplateInstructions = {}, now = new Date()): LocalEnhancement {
  const rules = readInstructions(instructions);
  let summaryChange: EnhanceChanges['summary'] = 'kept';
  let personalData = 0;
  let datesRestyled = 0;

  const strippedSummary = data.summary ? stripPersonalDataCounted(data.summary) : { text: '', removed: 0 };
  personalData += strippedSummary.removed;
  const cleanedSummary = strippedSummary.text;
  let summary: string | null;
  if (cleanedSummary && !FIRST_PERSON.test(cleanedSummary)) {
    summary = normaliseSentence(cleanedSummary.split(/(?<=[.!?])\s+/).map(normaliseSentence).join(' '));
  } else {
    summary = composeSummary(data);
    if (summary) summaryChange = cleanedSummary ? 'rewritten' : 'written';
    else summary = cleanedSummary ? normaliseSentence(cleanedSummary) : null;
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

  let joined = 0;
  let duplicates = 0;
  let strengthened = 0;
  let trimmed = 0;
  let tooLong = 0;
  let tenseAligned = 0;
  let firstPerson = 0;
  const tidied = tidyEntryDates(data);
  datesRestyled += tidied.count;
  const experience = tidied.data.experience.map((entry) => {
    const isPast = !entry.current || rules.isPastTense;
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
  const lists: Partial<Pick<CvData, 'skills' | 'certifications' | 'languages'>> = {};
  let listItemsCut = 0;
  for (const [name, max] of Object.entries(rules.listItems)) {
    const key = name.toLowerCase() as 'skills' | 'certifications' | 'languages';
    if (data[key].length > max) {
      lists[key] = data[key].slice(0, max);
      listItemsCut += data[key].length - max;
    }
  }

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
  };
  const notes: string[] = [];
  if (tooLong) notes.push(`Instruction not applied: at most ${rules.bulletWords} words per bullet (${plural(tooLong, 'bullet is', 'bullets are')} longer and cannot be shortened without losing a fact).`);
  if (rules.isThirdPerson && summary && FIRST_PERSON.test(summary)) notes.push('Instruction not applied: third person (the CV gives too few facts to rewrite its first-person summary).');
  for (const text of rules.notApplied) notes.push(`Instruction not applied: ${text}.`);
  return { data: { ...structuredClone(tidied.data), ...lists, summary, experience }, changes, notes };
}


/** The local enhancement's data alone (see localEnhanceDetailed). */
export function localEnhance(data: CvData, instructions: TemplateInstructions = {}): CvData {
  return localEnhanceDetailed(data, instructions).data;
}
