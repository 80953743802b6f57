import { lookupSkill } from '../server/src/extraction/lexicon/skills';

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export function norm(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function similar(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  if (x === y || x.includes(y) || y.includes(x)) return true;
  const xs = new Set(x.split(' '));
  const ys = new Set(y.split(' '));
  const inter = [...xs].filter((word) => ys.has(word)).length;
  return inter / (xs.size + ys.size - inter) >= 0.6;
}

/** One single-valued field: right, wrong (counts as both FP and FN), missing or invented. */
export function scoreValue(counts: Counts, extracted: unknown, truth: unknown, equal: (a: any, b: any) => boolean): void {
  const hasX = extracted !== null && extracted !== undefined && extracted !== '';
  const hasT = truth !== null && truth !== undefined && truth !== '';
  if (hasX && hasT && equal(extracted, truth)) counts.tp++;
  else {
    if (hasX) counts.fp++;
    if (hasT) counts.fn++;
  }
}

/** Greedy one-to-one matching of two lists; returns matched index pairs. */
export function matchLists<A, B>(extracted: A[], truth: B[], equal: (a: A, b: B) => boolean): [number, number][] {
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  truth.forEach((t, ti) => {
    const xi = extracted.findIndex((x, i) => !used.has(i) && equal(x, t));
    if (xi >= 0) {
      used.add(xi);
      pairs.push([xi, ti]);
    }
  });
  return pairs;
}

export function scoreList<A, B>(counts: Counts, extracted: A[], truth: B[], equal: (a: A, b: B) => boolean): [number, number][] {
  const pairs = matchLists(extracted, truth, equal);
  counts.tp += pairs.length;
  counts.fp += extracted.length - pairs.length;
  counts.fn += truth.length - pairs.length;
  return pairs;
}

export const samePhone = (a: string, b: string) => {
  const x = a.replace(/\D/g, '');
  const y = b.replace(/\D/g, '');
  return x.length >= 7 && y.length >= 7 && x.slice(-9) === y.slice(-9);
};

export const sameSkill = (a: string, b: string) => norm(lookupSkill(a)?.name ?? a) === norm(lookupSkill(b)?.name ?? b);

export function prf(counts: Counts): { p: number; r: number; f1: number } {
  const p = counts.tp + counts.fp ? counts.tp / (counts.tp + counts.fp) : 1;
  const r = counts.tp + counts.fn ? counts.tp / (counts.tp + counts.fn) : 1;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

export function percentile(values: number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
