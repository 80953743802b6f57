import { z } from 'zod';
import { defineJob } from '../define-job';

/**
 * The daily retention run (docs/decisions/085-retention-and-erasure.md): expired CVs with everything
 * made from them, and outbox copies older than 30 days. Scheduled at 03:00 UTC; also sent at a
 * worker's start when the last run was cut off (kill -9: it resumes) or a day was missed.
 */
export const applyRetentionJob = defineJob({
  name: 'apply-retention',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 60 * 60,
});

export const RETENTION_CRON = '0 3 * * *';
