import type { CvData } from '@common/cv-data';

/** The languages the built-in writer can write a sentence in and read instructions in. */
export type CvLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'pt';

/**
 * Function words: short, frequent, and (mostly) particular to one language. A CV's language is the
 * one whose function words its own prose uses most; too few hits means "not known" (a CV of
 * keywords, or in a language not listed), and the writer then writes no sentence of its own.
 */
const FUNCTION_WORDS: Record<CvLanguage, string[]> = {
  en: ['the', 'and', 'of', 'with', 'for', 'to', 'in', 'on', 'at', 'my', 'a', 'an', 'as', 'by', 'from', 'is', 'was', 'were', 'have', 'has', 'our', 'team', 'years'],
  de: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'im', 'zur', 'zum', 'bei', 'ich', 'eine', 'ein', 'auf', 'als', 'den', 'des', 'sowie', 'jahre', 'ist'],
  fr: ['et', 'le', 'la', 'les', 'des', 'du', 'de', 'avec', 'pour', 'dans', 'une', 'un', 'sur', 'au', 'aux', 'je', 'en', 'est', 'ans', 'mes'],
  es: ['y', 'el', 'la', 'los', 'las', 'del', 'de', 'con', 'para', 'en', 'una', 'un', 'por', 'al', 'mi', 'es', 'años', 'como'],
  nl: ['en', 'de', 'het', 'van', 'met', 'voor', 'een', 'op', 'bij', 'ik', 'in', 'naar', 'als', 'jaar', 'zijn', 'werd'],
  it: ['e', 'il', 'la', 'di', 'del', 'della', 'con', 'per', 'nel', 'nella', 'una', 'un', 'dei', 'delle', 'anni', 'come', 'sono'],
  pt: ['e', 'o', 'a', 'de', 'do', 'da', 'dos', 'das', 'com', 'para', 'em', 'no', 'na', 'uma', 'um', 'por', 'anos', 'como'],
};
const WORD_SETS = Object.entries(FUNCTION_WORDS).map(([language, words]) => [language as CvLanguage, new Set(words)] as const);

/** The language of a text by its function words, or null when it is not clear. */
export function detectLanguage(text: string): CvLanguage | null {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const scores = WORD_SETS.map(([language, set]) => ({ language, score: words.filter((w) => set.has(w)).length }));
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  // Enough prose, and clearly ahead of the next language (Spanish, Italian and Portuguese share words).
  if (best.score < 2 || best.score < second.score * 1.25) return null;
  return best.language;
}

/** The language the CV is written in, from its own prose: summary, bullets, then titles. */
export function cvLanguage(data: CvData): CvLanguage | null {
  const prose = [data.summary ?? '', ...data.experience.flatMap((e) => [e.title ?? '', ...e.highlights]), ...data.education.map((e) => `${e.degree ?? ''} ${e.field ?? ''}`)].join('\n');
  return detectLanguage(prose);
}
