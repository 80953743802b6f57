import type { CvData } from './cv-data';

/**
 * Who a CV is about, as far as free reprocessing is concerned (docs/decisions/092-free-reprocessing-is-for-the-same-candidate.md):
 * the candidate's name and the places of their career (employers and schools), folded so that case,
 * accents and punctuation never make two spellings of one candidate differ.
 */
export interface CandidateIdentity {
  /** The folded name; null when the data has none. */
  name: string | null;
  employers: string[];
  schools: string[];
}

/** 'Zoë  O’Brien-Smith' → 'zoe o brien smith': no case, no accents, punctuation as one space. */
export function foldIdentityText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The identity of a CV's data: its folded name (null when it has none) and its folded employers and schools. */
export function candidateIdentity(data: Pick<CvData, 'name' | 'experience' | 'education'>): CandidateIdentity {
  const places = (values: Array<string | null>) => [...new Set(values.map(foldIdentityText).filter(Boolean))];
  return {
    name: foldIdentityText(data.name) || null,
    employers: places(data.experience.map((entry) => entry.company)),
    schools: places(data.education.map((entry) => entry.institution)),
  };
}

/**
 * Whether `next` is still the candidate `paid` was: the same name (or none: a name taken out is an
 * anonymised CV, not another person), and at most half of the paid employers and schools gone. A name
 * where the paid CV had none, or employers and schools added to a CV that had none and no name to vouch
 * for them, is another candidate: an empty CV paid once would otherwise take anyone's data for free.
 */
export function isSameCandidate(paid: CandidateIdentity, next: CandidateIdentity): boolean {
  if (next.name && next.name !== paid.name) return false;
  const paidPlaces = [...paid.employers, ...paid.schools];
  const nextPlaces = [...next.employers, ...next.schools];
  if (paidPlaces.length === 0) return nextPlaces.length === 0 || (paid.name !== null && next.name !== null);
  const gone = paidPlaces.filter((place) => !nextPlaces.some((other) => isSamePlace(place, other))).length;
  return gone * 2 <= paidPlaces.length;
}

/**
 * One employer or school written two ways: the same words, one name inside the other ('barclays' in
 * 'barclays london'), or a typo fixed (two letters swapped, or letter pairs at least 70% shared: 'microsft').
 */
export function isSamePlace(a: string, b: string): boolean {
  if (a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `)) return true;
  // Two letters swapped ('barclyas') share few pairs but all their letters.
  const letters = (text: string) => [...text.replace(/ /g, '')].sort().join('');
  if (a.length >= 4 && a.length === b.length && letters(a) === letters(b)) return true;
  return pairSimilarity(a, b) >= 0.7;
}

/** Dice coefficient of the two strings' letter pairs (spaces left out). */
function pairSimilarity(a: string, b: string): number {
  const pairs = (text: string) => {
    const compact = text.replace(/ /g, '');
    const counts = new Map<string, number>();
    for (let i = 0; i < compact.length - 1; i++) counts.set(compact.slice(i, i + 2), (counts.get(compact.slice(i, i + 2)) ?? 0) + 1);
    return { counts, size: Math.max(0, compact.length - 1) };
  };
  const x = pairs(a);
  const y = pairs(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const [pair, count] of x.counts) shared += Math.min(count, y.counts.get(pair) ?? 0);
  return (2 * shared) / (x.size + y.size);
}
