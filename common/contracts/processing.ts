import { z } from 'zod';
import { DEFAULT_TEMPLATE_ID } from '../limits';

/** The operations of one CV, in pipeline order. */
export const OPERATIONS = ['reformat', 'enhance', 'report', 'email'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** At most this many CVs in one processing request. */
export const MAX_CVS_PER_PROCESS_REQUEST = 500;

export const NO_CVS_SELECTED = 'Please select at least one CV to process.';
export const NO_OPERATIONS_SELECTED = 'Please select at least one operation (reformat, enhance, report, or email) for each selected CV.';

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

/** docs/PRODUCT.md §4's four statuses plus 'cancelled': a job the user stopped is not a failure (docs/PRODUCT.md §10 Screens). */
export const JOB_STATUS_VALUES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUS_VALUES)[number];

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
  /** What the steps report beyond their files, in pipeline order (the enhancement's changes, instructions not applied). */
  notes: z.array(z.string()).optional(),
});
export type ProcessingJob = z.infer<typeof processingJobSchema>;

export const processResponseSchema = z.object({
  jobsCreated: z.number(),
  jobs: z.array(processingJobSchema),
});

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
