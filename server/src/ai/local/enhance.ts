import type { CvData } from '@common/cv-data';
import { stripBullet } from '../../extraction/text-utils';
import { alignTense } from './verbs';

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
  const sentences = text.split(/(?<=[.;!?])\s+|\s*\n+\s*|\s+[|•·]\s+/);
  return sentences
    .filter((s) => s.trim() && !isPersonalData(s))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function capitalise(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** One bullet: glyph stripped, spaces tidied, first-person opener dropped, capitalised, tense aligned, no trailing period. */
export function normaliseBullet(raw: string, isCurrent: boolean): string {
  let text = stripBullet(raw.trim()).replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').trim();
  text = text.replace(/^(i|we)\s+(?=[a-z])/i, '');
  text = capitalise(text);
  text = alignTense(text, isCurrent);
  return text.replace(/[.;,:]+$/, '').trim();
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
  const years = data.totalYearsExperience !== null && data.totalYearsExperience >= 1 ? Math.round(data.totalYearsExperience) : null;
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
  const limits: Limits = { summaryWords: null, bulletsPerRole: null };
  for (const [target, texts] of Object.entries(instructions)) {
    for (const text of texts) {
      const words = /\b(?:under|max(?:imum)?|at most|no more than|up to|within|limit(?:ed)? to)\s+(\d{1,4})\s+words\b|\b(\d{1,4})\s+words\s+(?:max(?:imum)?|or less|or fewer)\b/i.exec(text);
      if (words && (/summary|profile|about/i.test(target) || /summary|profile/i.test(text))) limits.summaryWords = Number(words[1] ?? words[2]);
      const bullets = /\b(?:max(?:imum)?|at most|no more than|up to|top|only)\s+(\d{1,2})\s+(?:bullets?|bullet points|achievements|highlights|points)\b|\b(\d{1,2})\s+(?:bullets?|bullet points|achievements|highlights)\s+(?:per|for each|each)\b/i.exec(text);
      if (bullets) limits.bulletsPerRole = Number(bullets[1] ?? bullets[2]);
    }
  }
  return limits;
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

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The local provider's enhancement: consistent tense and punctuation, normalised bullets, personal
 * data removed from the summary and highlights, a summary composed from the CV's facts when there is
 * none, the template's word and bullet limits. Never adds a fact. Pure.
 */
export function localEnhance(data: CvData, instructions: TemplateInstructions = {}): CvData {
  const limits = instructionLimits(instructions);
  const cleanedSummary = data.summary ? stripPersonalData(data.summary) : '';
  let summary = cleanedSummary ? normaliseSentence(cleanedSummary.split(/(?<=[.!?])\s+/).map(normaliseSentence).join(' ')) : composeSummary(data);
  if (summary && limits.summaryWords) summary = limitWords(summary, limits.summaryWords);
  return {
    ...structuredClone(data),
    summary,
    experience: data.experience.map((entry) => {
      let highlights = dedupe(entry.highlights.map((h) => stripPersonalData(h)).map((h) => normaliseBullet(h, entry.current)));
      if (limits.bulletsPerRole) highlights = highlights.slice(0, limits.bulletsPerRole);
      return { ...structuredClone(entry), highlights };
    }),
  };
}
