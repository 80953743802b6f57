import type { CvData } from '@common/cv-data';
import { detectIndustry } from '../../extraction/industry';
import { totalYearsExperience } from '../../extraction/years';

type Key = keyof CvData;
/** Figures derived from the experience list; the review form does not edit them. */
const DERIVED_FROM_EXPERIENCE: Key[] = ['totalYearsExperience', 'industry', 'currentTitle'];

/**
 * The derived figures of a correction follow its experience: when the recruiter fixed the roles but
 * left a derived figure as first extracted, it is worked out again from the corrected roles (analytics
 * and the templates' YearsExperience read it). A derived figure the caller changed is kept as given.
 */
export function withDerivedFigures(original: CvData, corrected: CvData, now = new Date()): CvData {
  if (JSON.stringify(original.experience) === JSON.stringify(corrected.experience)) return corrected;
  const out = { ...corrected };
  if (out.totalYearsExperience === original.totalYearsExperience) out.totalYearsExperience = totalYearsExperience(out.experience, now) ?? original.totalYearsExperience;
  if (out.industry === original.industry) out.industry = detectIndustry(out.experience) ?? original.industry;
  if (out.currentTitle === original.currentTitle && original.currentTitle === (original.experience[0]?.title ?? null)) {
    out.currentTitle = out.experience[0]?.title ?? null;
  }
  return out;
}

/**
 * AI refinement never overwrites a corrected field: every top-level part of CvData the recruiter
 * corrected ('experience' for 'experience.2.company', 'skills'…) is taken whole from the correction, and
 * the refinement fills only the rest. Whole sections, not single entries, because a model may add,
 * drop or reorder entries, and entry 2 of its answer need not be the entry 2 the recruiter fixed.
 */
export function keepCorrections(refined: CvData, corrected: CvData, correctedFields: readonly string[]): CvData {
  const keys = new Set(correctedFields.map((path) => path.split('.')[0] as Key));
  if (keys.has('experience')) for (const key of DERIVED_FROM_EXPERIENCE) keys.add(key);
  const out: Record<string, unknown> = { ...refined };
  for (const key of keys) if (key in corrected) out[key] = corrected[key];
  return out as CvData;
}
