// The review form checks the draft with the server's own schema, so it loads zod (in the review page's chunk only).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { changedFields, correctedCvDataSchema } from '@common/contracts/cv-review';
import type { CvData, EducationEntry, ExperienceEntry, ExtractionConfidence } from '@common/cv-data';

/** Problems with the draft, by field path ('experience.0.endDate'), in the server's own words (same schema). */
export type FieldErrors = Record<string, string>;

export function validateDraft(draft: CvData): FieldErrors {
  const result = correctedCvDataSchema.safeParse(draft);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Where each path sits on the form, top to bottom: the order "Next to check" steps in. */
export function formOrder(data: CvData): string[] {
  const order = ['name', 'email', 'phone', 'location', 'linkedin', 'website', 'summary'];
  data.experience.forEach((_, i) => order.push(...['title', 'company', 'location', 'startDate', 'endDate', 'current', 'highlights'].map((f) => `experience.${i}.${f}`)));
  data.education.forEach((_, i) => order.push(...['institution', 'degree', 'field', 'startDate', 'endDate'].map((f) => `education.${i}.${f}`)));
  order.push('skills', 'certifications', 'languages');
  return order;
}

/**
 * The fields extraction was unsure of, in form order, with their reasons. A confidence for a path
 * the form does not show (an entry since removed) is left out, and so is one for a field the recruiter
 * has changed from the first extraction (`original`): the reason ("No name found") was about the value
 * read, not the one typed, so it clears as soon as the field is corrected, saved or not.
 */
export function markedFields(confidence: ExtractionConfidence, data: CvData, original?: CvData | null): Array<{ path: string; reason: string }> {
  const corrected = new Set(original ? changedFields(original, data) : []);
  return formOrder(data)
    .filter((path) => confidence[path]?.level === 'low' && !corrected.has(path))
    .map((path) => ({ path, reason: confidence[path].reason ?? 'Extraction was unsure of this field' }));
}

/** The next marked field after the one with focus (wrapping round); the first when none has focus. */
export function nextMarked(marked: string[], current: string | null): string | null {
  if (marked.length === 0) return null;
  const index = current ? marked.indexOf(current) : -1;
  return marked[(index + 1) % marked.length];
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function emptyExperience(): ExperienceEntry {
  return { title: null, company: null, location: null, startDate: null, endDate: null, current: false, highlights: [] };
}

export function emptyEducation(): EducationEntry {
  return { institution: null, degree: null, field: null, startDate: null, endDate: null };
}

/** A text box's value as CvData keeps it: trimmed-empty is null (what the CV doesn't say stays null). */
export function textValue(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/** Chips typed as "Excel, SAP; IFRS" become three; duplicates (any case) and blanks are dropped. */
export function addChips(existing: string[], typed: string): string[] {
  const seen = new Set(existing.map((chip) => chip.toLowerCase()));
  const next = [...existing];
  for (const part of typed.split(/[,;\n]/)) {
    const chip = part.trim();
    if (chip && !seen.has(chip.toLowerCase())) {
      seen.add(chip.toLowerCase());
      next.push(chip);
    }
  }
  return next;
}

/** The DOM id of a field's control, so "Next to check" and error links can focus it. */
export function fieldId(path: string): string {
  return `cv-field-${path.replace(/\./g, '-')}`;
}
