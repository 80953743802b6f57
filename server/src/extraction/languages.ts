import { lookupLanguage } from './lexicon/languages';
import { fold } from './text-utils';

/**
 * Spoken languages, by English name, from language-section lines such as "English (native),
 * German – C1", "Deutsch: Muttersprache", "Anglais courant". Levels are dropped.
 */
export function extractLanguages(lines: string[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const words = fold(line).split(/[^a-z]+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      // Two-word names first ("sign language", "mandarin chinese").
      const pair = i + 1 < words.length ? lookupLanguage(`${words[i]} ${words[i + 1]}`) : null;
      const name = pair ?? lookupLanguage(words[i]);
      if (pair) i++;
      if (name && !found.includes(name)) found.push(name);
    }
  }
  return found;
}
