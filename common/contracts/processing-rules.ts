// Kept apart from the zod schemas (./processing.ts re-exports them) so the client can use them without loading zod.

/** The operations of one CV, in pipeline order. */
export const OPERATIONS = ['reformat', 'enhance', 'report', 'email'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** At most this many CVs in one processing request. */
export const MAX_CVS_PER_PROCESS_REQUEST = 500;

export const NO_CVS_SELECTED = 'Please select at least one CV to process.';
export const NO_OPERATIONS_SELECTED = 'Please select at least one operation (reformat, enhance, report, or email) for each selected CV.';

/** docs/PRODUCT.md §4's four statuses plus 'cancelled': a job the user stopped is not a failure (docs/PRODUCT.md §10 Screens). */
export const JOB_STATUS_VALUES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUS_VALUES)[number];
