import { applyRetentionJob } from './apply-retention';
import { extractCvJob } from './extract-cv';
import { processCvJob } from './process-cv';

/** Every job definition: their queues are created at start by every process (web or worker). */
export const ALL_JOBS = [extractCvJob, processCvJob, applyRetentionJob];
