import { lookupLanguage } from './lexicon/languages';
import { fold, titleCaseIfShouting } from './text-utils';

/**
 * Spoken languages from language-section lines such as "English (native), German – C1",
 * "Deutsch: Muttersprache", "Anglais courant", written as the CV writes them ("Français" stays
 * "Français": a recruiter's client reads the CV in its own language). Levels are dropped.
 */
export function extractLanguages(lines: string[]): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const words = [...line.matchAll(/\p{L}[\p{L}\p{M}]*/gu)].map((match) => match[0]);
    for (let i = 0; i < words.length; i++) {
      // Two-word names first ("Sign Language", "Mandarin Chinese").
      const pairText = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
      const pair = pairText ? lookupLanguage(fold(pairText)) : null;
      const name = pair ?? lookupLanguage(fold(words[i]));
      const written = pair ? pairText! : words[i];
      if (pair) i++;
      if (!name || seen.has(name)) continue;
      seen.add(name);
      // "ENGLISH" in a shouted list reads "English"; otherwise the CV's own spelling.
      found.push(titleCaseIfShouting(written.charAt(0).toUpperCase() + written.slice(1)));
    }
  }
  return found;
}

const SPEAKS = /\b(?:fluent|fluency|bilingual|trilingual|multilingual|conversant|proficient|native speaker|speaks?|speaking|fließend|courant|fluido|fluente|vloeiend)\b(?:\s+(?:in|of|en|in|im))?\s+((?:\p{L}+(?:\s*(?:,|\/|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b)\s*)?){1,6})/giu;

/**
 * Languages a CV names only in a sentence, for a CV with no languages section: "fluent in English,
 * Mandarin and Cantonese", "speaks German and French". Only the list right after the telling word counts,
 * and only words the language lexicon knows.
 */
export function findLanguagesInProse(lines: string[]): string[] {
  const lists = lines.flatMap((line) => [...line.matchAll(SPEAKS)].map((match) => match[1]));
  return extractLanguages(lists);
}
