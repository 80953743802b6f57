import type { ExperienceEntry } from '@common/cv-data';
import { INDUSTRY_KEYWORDS } from './lexicon/industries';
import { fold } from './text-utils';

const KEYWORDS: { word: string; pattern: RegExp; industry: string }[] = [];
for (const [industry, words] of Object.entries(INDUSTRY_KEYWORDS)) {
  for (const word of words) KEYWORDS.push({ word, pattern: new RegExp(`(?:^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z])`), industry });
}

/** The industry of the candidate's recent work, from words in employers and titles (recent roles weigh more). */
export function detectIndustry(entries: ExperienceEntry[]): string | null {
  const scores = new Map<string, number>();
  entries.slice(0, 4).forEach((entry, index) => {
    const weight = 4 - index;
    const company = fold(entry.company ?? '');
    const title = fold(entry.title ?? '');
    for (const { word, pattern, industry } of KEYWORDS) {
      // A plain search for the word first: most of the few hundred keywords are in neither text.
      // The employer says more about the industry than the role ("Accountant at a hospital").
      if (company.includes(word) && pattern.test(company)) scores.set(industry, (scores.get(industry) ?? 0) + weight * 2);
      if (title.includes(word) && pattern.test(title)) scores.set(industry, (scores.get(industry) ?? 0) + weight);
    }
  });
  let best: string | null = null;
  let bestScore = 0;
  for (const [industry, score] of scores) {
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  return best;
}
