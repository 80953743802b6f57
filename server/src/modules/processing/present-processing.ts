import { OPERATIONS, type DashboardStats, type ProcessedFile, type ProcessingJob } from '@common/contracts/processing';
import type { processedFiles, processingJobs } from '../../db/schema';

type JobRow = typeof processingJobs.$inferSelect;
type FileRow = typeof processedFiles.$inferSelect;

export function presentJob(job: JobRow): ProcessingJob {
  return {
    id: job.id,
    // A job the user cancelled reads 'Cancelled', not 'Failed' (docs/PRODUCT.md §10 Screens).
    status: job.status,
    originalFileName: job.originalFileName,
    mode: job.mode,
    progress: job.progress,
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    errorMessage: job.errorMessage,
    uploadedCvId: job.uploadedCvId,
    templateId: job.templateId,
    templateName: job.templateName,
    // Once each: the reformat and enhance steps both render the template and may say the same about its fonts.
    notes: [...new Set(OPERATIONS.flatMap((operation) => job.stepNotes?.[operation] ?? []))],
    enhanceChanges: job.enhanceChanges ?? null,
  };
}

export function presentFile(file: FileRow): ProcessedFile {
  return {
    id: file.id,
    jobId: file.jobId,
    fileName: file.fileName,
    mode: file.mode,
    format: file.format,
    fileSize: file.fileSize,
    createdAt: file.createdAt.toISOString(),
  };
}

export type { DashboardStats };
