import { z } from 'zod';

/** docs/PRODUCT.md §9: list lengths of the CV Data Analytics screen. */
export const TOP_SKILLS_LIMIT = 10;
export const TOP_INDUSTRIES_LIMIT = 8;
export const TOP_LOCATIONS_LIMIT = 10;
export const EMERGING_SKILLS_LIMIT = 10;
export const POPULAR_TITLES_LIMIT = 10;
/** Monthly processing covers the current month and the 11 before it. */
export const MONTHLY_PROCESSING_MONTHS = 12;

/** Experience ranges in years, in chart order; a CV's totalYearsExperience falls in exactly one. */
export const EXPERIENCE_RANGES = [
  { range: '0-2', below: 3 },
  { range: '3-5', below: 6 },
  { range: '6-10', below: 11 },
  { range: '11-15', below: 16 },
  { range: '16+', below: null },
] as const;

/** Degree types after normalisation across languages (BSc, Licence, Licenciatura… are all Bachelor). */
export const DEGREE_TYPES = ['Bachelor', 'Master', 'MBA', 'Doctorate', 'Diploma', 'Other'] as const;

const count = z.number().int().nonnegative();

/** docs/PRODUCT.md §3 Analytics response, field names to the letter. */
export const cvAnalyticsSchema = z.object({
  overview: z.object({
    totalCVs: count,
    totalCandidates: count,
    avgExperienceYears: z.number(),
    totalSkills: count,
    uniqueSkills: count,
    processedThisMonth: count,
  }),
  skillsAnalytics: z.object({
    topSkills: z.array(z.object({ skill: z.string(), count, percentage: z.number() })),
    skillCategories: z.array(z.object({ category: z.string(), count })),
    /**
     * growth: percentage change of mentions in CVs uploaded in the last 30 days over the 30 before.
     * Empty until the account has CVs in both windows (common/analytics-definitions.ts).
     */
    emergingSkills: z.array(z.object({ skill: z.string(), growth: z.number() })),
    /** 'YYYY-MM-DD' from which emerging skills can be measured, or null when they already can. */
    emergingSkillsShowFrom: z.string().nullable(),
  }),
  experienceAnalytics: z.object({
    experienceDistribution: z.array(z.object({ range: z.string(), count })),
    industryExperience: z.array(z.object({ industry: z.string(), count, avgYears: z.number() })),
  }),
  educationAnalytics: z.object({
    degreeTypes: z.array(z.object({ degree: z.string(), count })),
  }),
  locationAnalytics: z.object({
    topLocations: z.array(z.object({ location: z.string(), count })),
  }),
  trendsAnalytics: z.object({
    /**
     * month: 'YYYY-MM', oldest first, one entry per month including months with none; count: CVs
     * processed that month (a job completed), each CV once — the last entry is processedThisMonth.
     */
    monthlyProcessing: z.array(z.object({ month: z.string(), count })),
    popularJobTitles: z.array(z.object({ title: z.string(), count })),
  }),
});
export type CvAnalytics = z.infer<typeof cvAnalyticsSchema>;
