import type { TemplateInstructions } from './enhance';

/**
 * The template instructions the built-in provider can follow, read deterministically from the
 * agencies' own wording: limits in digits or words ("three sentences", "four bullet points at most",
 * "max 20 words"), third person, no first names, no personal data, past tense. An instruction it
 * cannot follow is returned in `notApplied`, so the job says so instead of ignoring it.
 */
export interface InstructionRules {
  summaryWords: number | null;
  summarySentences: number | null;
  bulletsPerRole: number | null;
  bulletWords: number | null;
  /** 'Skills' → 10: list placeholders cut to a number of items. */
  listItems: Record<string, number>;
  isThirdPerson: boolean;
  hasNoFirstNames: boolean;
  hasNoPersonalData: boolean;
  isPastTense: boolean;
  notApplied: string[];
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100, 'a hundred': 100, 'one hundred': 100,
};
const NUMBER = String.raw`(\d{1,4}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const toNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : NUMBER_WORDS[value.toLowerCase()]);

const SUMMARY_TARGET = /^(summary|profile)$/i;
const BULLET_TARGET = /^experience(\.highlights)?$/i;
const LIST_TARGET = /^(skills|certifications|languages)$/i;

function count(text: string, unit: string): number | null {
  const match = new RegExp(String.raw`\b${NUMBER}\s+(?:${unit})\b`, 'i').exec(text);
  return match ? toNumber(match[1]) : null;
}

/** Reads every instruction; what it recognises becomes a rule, the rest is listed as not applied. */
export function readInstructions(instructions: TemplateInstructions): InstructionRules {
  const rules: InstructionRules = {
    summaryWords: null, summarySentences: null, bulletsPerRole: null, bulletWords: null, listItems: {},
    isThirdPerson: false, hasNoFirstNames: false, hasNoPersonalData: false, isPastTense: false, notApplied: [],
  };
  for (const [target, texts] of Object.entries(instructions)) {
    for (const raw of texts) {
      const text = raw.trim();
      let isUnderstood = false;
      const isSummary = SUMMARY_TARGET.test(target) || (!target && /summary|profile/i.test(text));
      const isBullets = BULLET_TARGET.test(target) || /bullet|achievement|highlight|per role|each role/i.test(text);

      const sentences = count(text, 'sentences?');
      if (sentences !== null && (isSummary || !target)) {
        rules.summarySentences = sentences;
        isUnderstood = true;
      }
      const words = count(text, 'words?');
      if (words !== null) {
        if (isBullets && !isSummary) rules.bulletWords = words;
        else rules.summaryWords = words;
        isUnderstood = true;
      }
      const bullets = count(text, 'bullets?|bullet points?|achievements?|highlights?|points?');
      if (bullets !== null) {
        rules.bulletsPerRole = bullets;
        isUnderstood = true;
      }
      const list = LIST_TARGET.exec(target);
      const items = list ? (count(text, 'skills?|items?|entries|certifications?|languages?') ?? new RegExp(String.raw`\b(?:top|max(?:imum)?|at most|up to|no more than)\s+${NUMBER}\b|\b${NUMBER}\s+(?:at most|max(?:imum)?)\b`, 'i').exec(text)?.slice(1).filter(Boolean).map(toNumber)[0] ?? null) : null;
      if (list && items) {
        rules.listItems[list[1][0].toUpperCase() + list[1].slice(1).toLowerCase()] = items;
        isUnderstood = true;
      }
      if (/\b(third[- ]person|3rd[- ]person)\b/i.test(text)) rules.isThirdPerson = isUnderstood = true;
      if (/\bno (candidate'?s? )?first names?\b|\bwithout (the )?first names?\b|\bsurname only\b|\bnot? (use|mention) (the )?(candidate'?s? )?(first )?name\b/i.test(text)) rules.hasNoFirstNames = isUnderstood = true;
      if (/\bno personal (data|details|information|info)\b|\b(remove|strip|exclude) personal (data|details|information)\b/i.test(text)) rules.hasNoPersonalData = isUnderstood = true;
      if (/\bpast tense\b/i.test(text)) rules.isPastTense = isUnderstood = true;
      // Wording the enhancement always does anyway ("most recent first" is the extraction's order).
      if (/\b(most recent first|reverse chronological|professional tone|concise|results[- ]oriented|action verbs?)\b/i.test(text)) isUnderstood = true;
      if (!isUnderstood) rules.notApplied.push(target ? `[${text}] (${target})` : `[${text}]`);
    }
  }
  return rules;
}
