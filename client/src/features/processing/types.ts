import type { Template } from '@common/contracts/templates';
import type { CvData } from '@common/cv-data';

export type { DashboardStats, JobStatus, ProcessedFile, ProcessingJob, ProcessResponse } from '@common/contracts/processing';
export type { ExtractionStatus, UploadedCv } from '@common/contracts/cvs';

/** A template as GET /api/templates lists it; the dashboard needs only id and name. */
export type TemplateSummary = Pick<Template, 'id' | 'name'>;

/** What the dashboard reads of a CV's extracted data (search, the candidate line): name and email. */
export interface CandidateOf {
  extractedData: Pick<CvData, 'name' | 'email'> | null;
}
