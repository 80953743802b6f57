import type { CandidateIdentity } from '@common/candidate-identity';
import type { UploadedCv } from '@common/contracts/cvs';
import type { UploadedCvDetail } from '@common/contracts/cv-review';
import type { uploadedCvs } from '../../db/schema';
import { isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { cvDataOf } from './cv-data-of';

export type UploadedCvRow = typeof uploadedCvs.$inferSelect;

/** An uploaded CV as the API shows it: never its storage key or its full text. */
export function presentCv(row: UploadedCvRow, freeReprocessUntil: Date | null = null): UploadedCv {
  return {
    id: row.id,
    originalFileName: row.originalFileName,
    fileSize: row.fileSize,
    format: row.format,
    createdAt: row.createdAt.toISOString(),
    extractionStatus: row.extractionStatus,
    extractionReason: row.extractionReason,
    isOcr: row.isOcr,
    // Corrections win everywhere: the list, the review screen and the API show the corrected data.
    extractedData: cvDataOf(row),
    freeReprocessUntil: freeReprocessUntil?.toISOString() ?? null,
    extractionConfidence: row.extractionConfidence ?? null,
  };
}

/** One CV for the review screen: its data, the first extraction beside it, the confidences and how its document is shown. */
export function presentCvDetail(row: UploadedCvRow, freeReprocessUntil: Date | null = null, paidCandidates: CandidateIdentity[] = []): UploadedCvDetail {
  const isPdfView = row.format === 'pdf' || ((row.format === 'docx' || row.format === 'doc') && isLibreOfficeAvailable());
  return {
    ...presentCv(row, freeReprocessUntil),
    extractionConfidence: row.extractionConfidence ?? {},
    correctedAt: row.correctedData ? (row.correctedAt?.toISOString() ?? null) : null,
    correctedFields: row.correctedFields ?? [],
    originalData: row.extractedData ?? null,
    paidCandidates,
    documentKind: isPdfView ? 'pdf' : 'text',
  };
}
