/** The dashboard's user-facing texts (docs/PRODUCT.md §5, §8), in one place so tests hold them to the letter. */

// The validation texts the server answers with too, from the contract's zod-free half.
export { NO_CVS_SELECTED, NO_OPERATIONS_SELECTED } from '@common/contracts/processing-rules';

export const deleteCvConfirmText = (fileName: string) =>
  `Are you sure you want to delete "${fileName}"? This action cannot be undone.`;

export const deleteCvsConfirmText = (count: number) =>
  `Are you sure you want to delete ${count} CV(s)? This action cannot be undone.`;

export const NO_TEMPLATE_TITLE = 'No Template Selected';
export const NO_TEMPLATE_TEXT = "You haven't selected a template. The system will use the standard template for processing your CVs.";
export const NO_TEMPLATE_CONTINUE = 'Continue with Standard Template';
export const DONT_REMIND_LABEL = "Don't remind me again";
/** Kept in localStorage (docs/PRODUCT.md §5). */
export const DONT_REMIND_TEMPLATE_KEY = 'dontRemindTemplateWarning';

export interface ToastText {
  title: string;
  description?: string;
}

export const toasts = {
  processingStarted: (jobs: number): ToastText => ({
    title: 'Processing Started',
    description: jobs === 1 ? '1 processing job has been queued.' : `${jobs} processing jobs have been queued.`,
  }),
  processingFailedTitle: 'Processing Failed',
  /** The link in 'Processing Failed' when the account is out of credits. */
  outOfCreditsAction: 'Go to Billing',
  processingFailedFallback: 'Could not start processing. Please try again.',
  cvDeleted: { title: 'CV Deleted', description: 'The CV has been deleted successfully.' } satisfies ToastText,
  cvsDeleted: (count: number): ToastText => ({ title: 'CVs Deleted', description: `Successfully deleted ${count} CV(s).` }),
  deleteFailedTitle: 'Delete Failed',
  bulkDeleteFailed: 'Failed to delete selected CVs. Please try again.',
  singleDeleteFallback: 'Failed to delete the CV. Please try again.',
  jobCancelled: { title: 'Job Cancelled', description: 'Processing job has been cancelled successfully.' } satisfies ToastText,
  cancelFailedTitle: 'Failed to Cancel Job',
  cancelFailedFallback: 'The job could not be cancelled.',
  fileDeleted: { title: 'File Deleted', description: 'Processed file has been deleted successfully.' } satisfies ToastText,
  fileDeleteFailedTitle: 'Failed to Delete File',
  fileDeleteFailedFallback: 'The file could not be deleted.',
  downloadStarted: (fileName: string): ToastText => ({ title: 'Download Started', description: `Downloading ${fileName}` }),
  downloadFailed: { title: 'Download Failed', description: 'Could not download the file. Please try again.' } satisfies ToastText,
} as const;

/** docs/PRODUCT.md §7: the response is read for jobsCreated, else the length of its jobs array. */
export function jobsQueuedCount(response: { jobsCreated?: number; jobs?: unknown[] } | undefined): number {
  if (typeof response?.jobsCreated === 'number') return response.jobsCreated;
  return Array.isArray(response?.jobs) ? response.jobs.length : 0;
}

/** The reminder flag: set when stored as 'true'. Storage that throws (private mode) counts as unset. */
export function isTemplateReminderOff(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(DONT_REMIND_TEMPLATE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setTemplateReminderOff(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, isOff: boolean): void {
  try {
    if (isOff) storage?.setItem(DONT_REMIND_TEMPLATE_KEY, 'true');
    else storage?.removeItem(DONT_REMIND_TEMPLATE_KEY);
  } catch {
    // Storage refused (private mode, quota): the dialog simply shows again next time.
  }
}
