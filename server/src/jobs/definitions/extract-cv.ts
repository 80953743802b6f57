import { z } from 'zod';
import { defineJob } from '../define-job';

/**
 * Reads an uploaded CV and extracts its data, right after upload. A file we cannot read is an
 * outcome (status failed or needs_review, with a reason), not an error: only transient failures
 * (storage or database unavailable) throw and are retried.
 */
export const extractCvJob = defineJob({
  name: 'extract-cv',
  payload: z.object({ cvId: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  // Above the PDF reader's own bounds (text and OCR), so a slow scan is not cut off and run again.
  expireInSeconds: 300,
});
