import { z } from 'zod';
import type { EnhanceChanges } from '../enhance-changes';
import { DEFAULT_TEMPLATE_ID } from '../limits';
import { JOB_STATUS_VALUES, MAX_CVS_PER_PROCESS_REQUEST } from './processing-rules';

export {
  JOB_STATUS_VALUES,
  MAX_CVS_PER_PROCESS_REQUEST,
  NO_CVS_SELECTED,
  NO_OPERATIONS_SELECTED,
  OPERATIONS,
  type JobStatus,
  type Operation,
} from './processing-rules';

export const cvOptionsSchema = z.object({
  reformat: z.boolean().default(false),
  enhance: z.boolean().default(false),
  report: z.boolean().default(false),
  email: z.boolean().default(false),
  /** Blind CV: contact details removed, name shortened (false when absent). */
  anonymise: z.boolean().default(false),
});
export type CvOptions = z.infer<typeof cvOptionsSchema>;

export const processRequestSchema = z.object({
  cvIds: z.array(z.string().min(1).max(100), { error: 'cvIds must be a list of CV ids' }).max(MAX_CVS_PER_PROCESS_REQUEST, `At most ${MAX_CVS_PER_PROCESS_REQUEST} CVs can be processed in one request`),
  templateId: z.string().min(1).max(100).default(DEFAULT_TEMPLATE_ID),
  options: z.record(z.string(), cvOptionsSchema).default({}),
});
export type ProcessRequest = z.infer<typeof processRequestSchema>;

const count = z.number().int().min(0);
/** EnhanceChanges (common/enhance-changes.ts) as the API documents it. */
export const enhanceChangesSchema = z.object({
  bulletsBefore: count,
  bulletsAfter: count,
  summary: z.enum(['kept', 'tidied', 'third-person', 'rewritten', 'written']),
  bulletsJoined: count,
  duplicatesRemoved: count,
  openersStrengthened: count,
  tenseAligned: count,
  firstPersonRemoved: count,
  personalDataRemoved: count,
  bulletsTrimmed: count,
  datesRestyled: count,
  listItemsCut: count,
  rolesReordered: count.optional(),
  bulletsWithoutFigures: count.optional(),
  educationChanged: count.optional(),
  fieldsLeftOut: count.optional(),
  summarySentencesDropped: count.optional(),
}) satisfies z.ZodType<EnhanceChanges>;

export const processingJobSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUS_VALUES),
  originalFileName: z.string(),
  /** The operations asked for, comma-separated in pipeline order, e.g. "reformat,enhance". */
  mode: z.string(),
  progress: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  uploadedCvId: z.string().nullable(),
  templateId: z.string(),
  templateName: z.string(),
  /** What the steps report beyond their files, in pipeline order (instructions not applied, a logo that could not be read). */
  notes: z.array(z.string()).optional(),
  /** What the built-in enhancement changed in this CV, counted; null without enhance or with a remote provider. */
  enhanceChanges: enhanceChangesSchema.nullable().optional(),
});
export type ProcessingJob = z.infer<typeof processingJobSchema>;

export const processResponseSchema = z.object({
  jobsCreated: z.number(),
  jobs: z.array(processingJobSchema),
});
export type ProcessResponse = z.infer<typeof processResponseSchema>;

export const processedFileSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  fileName: z.string(),
  mode: z.enum(['reformat', 'enhance', 'report']),
  format: z.enum(['docx', 'pdf']),
  fileSize: z.number(),
  createdAt: z.string(),
});
export type ProcessedFile = z.infer<typeof processedFileSchema>;

export const dashboardStatsSchema = z.object({
  totalCvs: z.number(),
  processedCvs: z.number(),
  totalJobs: z.number(),
  jobsByStatus: z.record(z.enum(JOB_STATUS_VALUES), z.number()),
  totalFiles: z.number(),
  creditsRemaining: z.number(),
  creditsLimit: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
