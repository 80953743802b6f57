import { z } from 'zod';
import type { CandidateIdentity } from '../candidate-identity';
import { cleanLine, cleanMultiline } from '../input-text';
import { cvDateSchema, extractionConfidenceSchema, type CvData } from '../cv-data';
import { uploadedCvSchema } from './cvs';

/**
 * Limits on what a recruiter may save on the review screen. Far above any real CV (the longest in the
 * eval sets has 38 skills and an 1,800-character summary), low enough that one request cannot make a
 * row, a template render or the analytics statement heavy.
 */
export const CORRECTION_LIMITS = {
  text: 300,
  summary: 5_000,
  highlight: 1_000,
  highlights: 50,
  experience: 50,
  education: 30,
  skills: 200,
  certifications: 100,
  languages: 50,
  chip: 120,
} as const;

export const CV_STILL_BEING_READ = 'This CV is still being read; its data can be reviewed in a few seconds.';
export const CV_COULD_NOT_BE_READ = 'This CV could not be read, so there is no data to correct; upload a clearer copy.';
export const END_BEFORE_START = 'The end date is before the start date';
export const CURRENT_WITH_END = 'A current role has no end date';

// Every field is cleaned of control characters before its limit is checked (common/input-text.ts): a
// corrected name reaches email subjects, file names and DOCX files. Only the summary keeps its lines.
const text = (max: number = CORRECTION_LIMITS.text) => z.string().overwrite(cleanLine).max(max, `At most ${max.toLocaleString('en-GB')} characters`).nullable();
const multiline = (max: number) => z.string().overwrite(cleanMultiline).max(max, `At most ${max.toLocaleString('en-GB')} characters`).nullable();
const list = (max: number, itemMax: number = CORRECTION_LIMITS.chip) =>
  z.array(z.string().overwrite(cleanLine).max(itemMax, `At most ${itemMax.toLocaleString('en-GB')} characters`)).max(max, `At most ${max.toLocaleString('en-GB')} entries`);

/** "2019-03" ≤ "2020" compares as a year when either side is only a year. */
export function isEndBeforeStart(start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  if (start.length === 4 || end.length === 4) return end.slice(0, 4) < start.slice(0, 4);
  return end < start;
}

const experienceInput = z
  .object({
    title: text(),
    company: text(),
    location: text(),
    startDate: cvDateSchema.nullable(),
    endDate: cvDateSchema.nullable(),
    current: z.boolean(),
    highlights: list(CORRECTION_LIMITS.highlights, CORRECTION_LIMITS.highlight),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (isEndBeforeStart(entry.startDate, entry.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
    if (entry.current && entry.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: CURRENT_WITH_END });
  });

const educationInput = z
  .object({
    institution: text(),
    degree: text(),
    field: text(),
    startDate: cvDateSchema.nullable(),
    endDate: cvDateSchema.nullable(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (isEndBeforeStart(entry.startDate, entry.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  });

/**
 * PUT /api/uploaded-cvs/{id}/data: a whole CvData object (the shape of cvDataSchema), with the limits
 * above and dates checked (YYYY or YYYY-MM, end not before start). Unknown keys are refused so a typo
 * is not silently dropped.
 */
export const correctedCvDataSchema = z
  .object({
    name: text(),
    email: text(),
    phone: text(),
    location: text(),
    linkedin: text(),
    website: text(),
    summary: multiline(CORRECTION_LIMITS.summary),
    experience: z.array(experienceInput).max(CORRECTION_LIMITS.experience, `At most ${CORRECTION_LIMITS.experience} entries`),
    education: z.array(educationInput).max(CORRECTION_LIMITS.education, `At most ${CORRECTION_LIMITS.education} entries`),
    skills: list(CORRECTION_LIMITS.skills),
    certifications: list(CORRECTION_LIMITS.certifications, CORRECTION_LIMITS.text),
    languages: list(CORRECTION_LIMITS.languages),
    totalYearsExperience: z.number().min(0).max(80).nullable(),
    currentTitle: text(),
    industry: text(),
  })
  .strict();

/** Who a CV is about, folded (common/candidate-identity.ts). */
const candidateIdentitySchema: z.ZodType<CandidateIdentity> = z.object({ name: z.string().nullable(), employers: z.array(z.string()), schools: z.array(z.string()) });

/** GET /api/uploaded-cvs/{id}: the CV with its data (corrected when corrected), confidences and the first extraction. */
export const uploadedCvDetailSchema = uploadedCvSchema.extend({
  /** Per-field confidence of the first extraction; {} when the extractor gave none. */
  extractionConfidence: extractionConfidenceSchema,
  /** When the recruiter last saved a correction; null while the data is as first extracted. */
  correctedAt: z.string().nullable(),
  /** Paths that differ from the first extraction ('name', 'experience.0.company'…). */
  correctedFields: z.array(z.string()),
  /** The first extraction, kept so a correction can be undone; equal to extractedData when not corrected. */
  originalData: uploadedCvSchema.shape.extractedData,
  /** The reviewed (or original) document as the screen shows it: pdf pages, or text. */
  documentKind: z.enum(['pdf', 'text']),
  /**
   * The candidates this CV was charged for in the last 30 days: processing it again is free while its
   * data is one of them (isSameCandidate, docs/decisions/092-free-reprocessing-is-for-the-same-candidate.md).
   */
  paidCandidates: z.array(candidateIdentitySchema),
});

/** POST /api/uploaded-cvs/{id}/preview: the data on screen (saved or not) and the template to show it in. */
export const cvPreviewRequestSchema = z.object({
  templateId: z.string().min(1).max(100),
  data: correctedCvDataSchema,
});

export type UploadedCvDetail = z.infer<typeof uploadedCvDetailSchema>;
export type CvPreviewRequest = z.infer<typeof cvPreviewRequestSchema>;

const SCALAR_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin', 'website', 'summary', 'totalYearsExperience', 'currentTitle', 'industry'] as const;
const LIST_FIELDS = ['skills', 'certifications', 'languages'] as const;
const EXPERIENCE_FIELDS = ['title', 'company', 'location', 'startDate', 'endDate', 'current', 'highlights'] as const;
const EDUCATION_FIELDS = ['institution', 'degree', 'field', 'startDate', 'endDate'] as const;

/**
 * The paths where `next` differs from `original`, in the confidence map's vocabulary: 'name', 'skills',
 * 'experience.0.company'… An entry added or removed counts its every field from that index on.
 */
export function changedFields(original: CvData, next: CvData): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const changed: string[] = [];
  for (const key of SCALAR_FIELDS) if (!same(original[key], next[key])) changed.push(key);
  for (const key of LIST_FIELDS) if (!same(original[key], next[key])) changed.push(key);
  const entries = <T extends object>(section: 'experience' | 'education', fields: readonly (keyof T)[], a: T[], b: T[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const isAddedOrRemoved = !a[i] || !b[i];
      for (const field of fields) {
        if (isAddedOrRemoved || !same(a[i][field], b[i][field])) changed.push(`${section}.${i}.${String(field)}`);
      }
    }
  };
  entries('experience', EXPERIENCE_FIELDS, original.experience, next.experience);
  entries('education', EDUCATION_FIELDS, original.education, next.education);
  return changed;
}

/** 'experience.3.company' → 'experience.company': corrections counted per field, whatever the entry. */
export function fieldFamily(path: string): string {
  return path.replace(/\.\d+\./, '.');
}

/** GET /api/admin/field-corrections: the admin Analytics card "Fields corrected per CV". */
export const fieldCorrectionsSchema = z.object({
  windowDays: z.number().int(),
  /** CVs saved on the review screen in the window (corrected, or saved and undone). */
  cvsReviewed: z.number().int(),
  /** Corrected fields per reviewed CV, all fields together. */
  perCv: z.number(),
  byField: z.array(
    z.object({
      /** 'name', 'skills', 'experience.company'… (entries of a list counted under one field). */
      field: z.string(),
      /** Reviewed CVs with this field corrected. */
      cvs: z.number().int(),
      /** Corrections of this field per reviewed CV (two employers fixed on one CV count two). */
      perCv: z.number(),
    }),
  ),
});
export type FieldCorrections = z.infer<typeof fieldCorrectionsSchema>;
