import { z } from 'zod';

/** "YYYY-MM" or "YYYY": as precise as the CV says, never more. */
export const cvDateSchema = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Dates are YYYY or YYYY-MM');

export const experienceEntrySchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  startDate: cvDateSchema.nullable(),
  endDate: cvDateSchema.nullable(),
  /** true (and endDate null) for Present, Current, to date, seit, depuis, actualidad… */
  current: z.boolean(),
  highlights: z.array(z.string()),
});

export const educationEntrySchema = z.object({
  institution: z.string().nullable(),
  degree: z.string().nullable(),
  field: z.string().nullable(),
  startDate: cvDateSchema.nullable(),
  endDate: cvDateSchema.nullable(),
});

/** Structured CV content, kept as an uploaded CV's extractedData. What the CV doesn't say stays null/empty. */
export const cvDataSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  linkedin: z.string().nullable(),
  website: z.string().nullable(),
  summary: z.string().nullable(),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
  totalYearsExperience: z.number().nullable(),
  currentTitle: z.string().nullable(),
  industry: z.string().nullable(),
});

/**
 * How sure extraction is of one field. Keys are paths into CvData: 'name', 'email', 'phone',
 * 'location', 'linkedin', 'website', 'summary', 'skills', 'certifications', 'languages',
 * 'experience.0.company', 'experience.0.startDate', 'education.1.degree'… A field with no entry is
 * high confidence by default; 'low' always carries a reason a recruiter can act on.
 */
export const fieldConfidenceSchema = z.object({
  level: z.enum(['high', 'low']),
  reason: z.string().max(300).nullable(),
});
export const extractionConfidenceSchema = z.record(z.string().max(100), fieldConfidenceSchema);

export type FieldConfidence = z.infer<typeof fieldConfidenceSchema>;
export type ExtractionConfidence = z.infer<typeof extractionConfidenceSchema>;
export type CvDate = z.infer<typeof cvDateSchema>;
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type EducationEntry = z.infer<typeof educationEntrySchema>;
export type CvData = z.infer<typeof cvDataSchema>;

export function emptyCvData(): CvData {
  return {
    name: null,
    email: null,
    phone: null,
    location: null,
    linkedin: null,
    website: null,
    summary: null,
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    languages: [],
    totalYearsExperience: null,
    currentTitle: null,
    industry: null,
  };
}
