import type { ProcessingJob, UploadedCv } from '../types';

/** An uploaded CV as GET /api/uploaded-cvs lists it, read and ready unless told otherwise. */
export function buildCv(id: string, overrides: Partial<UploadedCv> = {}): UploadedCv {
  return {
    id,
    originalFileName: `${id}.pdf`,
    fileSize: 48_200,
    format: 'pdf',
    createdAt: '2026-03-14T12:00:00Z',
    extractionStatus: 'done',
    extractionReason: null,
    isOcr: false,
    extractedData: null,
    freeReprocessUntil: null,
    extractionConfidence: null,
    ...overrides,
  };
}

export function buildJob(id: string, uploadedCvId: string, status: ProcessingJob['status']): ProcessingJob {
  return {
    id,
    status,
    originalFileName: `${uploadedCvId}.pdf`,
    mode: 'reformat',
    progress: status === 'completed' ? 100 : 0,
    createdAt: '2026-03-15T12:00:00Z',
    completedAt: status === 'completed' ? '2026-03-15T12:00:40Z' : null,
    errorMessage: null,
    uploadedCvId,
    templateId: 'default',
    templateName: 'Standard Template',
  };
}
