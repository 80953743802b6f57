import { z } from 'zod';
import { defineJob } from '../define-job';

/** One CV through its operations (reformat, enhance, report, email). Its handler is ./process-cv-handler.ts. */
export const processCvJob = defineJob({
  name: 'process-cv',
  payload: z.object({ processingJobId: z.string() }),
  // Transient failures (storage, database, a provider's outage) are retried with backoff; the
  // handler fails the job for good on the last attempt and refunds its credit.
  retryLimit: 3,
  retryDelaySeconds: 2,
  expireInSeconds: 15 * 60,
});
