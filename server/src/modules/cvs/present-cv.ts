import type { UploadedCv } from '@common/contracts/cvs';
import type { uploadedCvs } from '../../db/schema';

export type UploadedCvRow = typeof uploadedCvs.$inferSelect;

/** An uploaded CV as the API shows it: never its storage key or its full text. */
export function presentCv(row: UploadedCvRow): UploadedCv {
  return {
    id: row.id,
    originalFileName: row.originalFileName,
    fileSize: row.fileSize,
    format: row.format,
    createdAt: row.createdAt.toISOString(),
    extractionStatus: row.extractionStatus,
    extractionReason: row.extractionReason,
    isOcr: row.isOcr,
    extractedData: row.extractedData ?? null,
    extractionConfidence: row.extractionConfidence ?? null,
  };
}
