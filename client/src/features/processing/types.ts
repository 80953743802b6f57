import type { CvData } from '@common/cv-data';

export type { DashboardStats, JobStatus, ProcessedFile, ProcessingJob } from '@common/contracts/processing';

/** How far reading a CV has got (the ingestion pipeline sets it). */
export type ExtractionStatus = 'pending' | 'done' | 'needs_review' | 'failed';

/** An uploaded CV as GET /api/uploaded-cvs returns it (docs/PRODUCT.md §3 Uploaded CV, plus extraction state). */
export interface UploadedCv {
  id: string;
  originalFileName: string;
  fileSize: number;
  format: string;
  createdAt: string;
  extractionStatus: ExtractionStatus;
  extractionReason: string | null;
  isOcr: boolean;
  /** Partial on purpose: the dashboard only reads name, email, phone and experience. */
  extractedData: Partial<CvData> | null;
  /** Until when processing this CV again is free (charged in the last 30 days); null when it costs a credit. */
  freeReprocessUntil: string | null;
}

/** A template as GET /api/templates lists it; the dashboard needs only id and name. */
export interface TemplateSummary {
  id: string;
  name: string;
}
