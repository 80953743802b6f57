import * as contract from '@common/contracts/processing';
import { describe, expect, it } from 'vitest';
import {
  DONT_REMIND_TEMPLATE_KEY,
  NO_CVS_SELECTED,
  NO_OPERATIONS_SELECTED,
  NO_TEMPLATE_TEXT,
  deleteCvConfirmText,
  deleteCvsConfirmText,
  isTemplateReminderOff,
  jobsQueuedCount,
  setTemplateReminderOff,
  toasts,
} from './messages';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('confirmation texts (docs/PRODUCT.md §5)', () => {
  it('names the file for a single delete', () => {
    expect(deleteCvConfirmText('Ada "Countess" Lovelace.pdf')).toBe(
      'Are you sure you want to delete "Ada "Countess" Lovelace.pdf"? This action cannot be undone.',
    );
  });

  it('counts the CVs for a bulk delete', () => {
    expect(deleteCvsConfirmText(3)).toBe('Are you sure you want to delete 3 CV(s)? This action cannot be undone.');
  });

  it('words the template reminder as the spec does', () => {
    expect(NO_TEMPLATE_TEXT).toBe(
      "You haven't selected a template. The system will use the standard template for processing your CVs.",
    );
  });
});

describe('validation texts', () => {
  it('are the contract texts the server answers with', () => {
    expect(NO_CVS_SELECTED).toBe(contract.NO_CVS_SELECTED);
    expect(NO_OPERATIONS_SELECTED).toBe(contract.NO_OPERATIONS_SELECTED);
  });
});

describe('toast texts (docs/PRODUCT.md §8)', () => {
  it('matches the catalogue', () => {
    expect(toasts.processingStarted(2)).toEqual({ title: 'Processing Started', description: '2 processing jobs have been queued.' });
    expect(toasts.processingStarted(1).description).toBe('1 processing job has been queued.');
    expect(toasts.cvsDeleted(4)).toEqual({ title: 'CVs Deleted', description: 'Successfully deleted 4 CV(s).' });
    expect(toasts.cvDeleted).toEqual({ title: 'CV Deleted', description: 'The CV has been deleted successfully.' });
    expect(toasts.jobCancelled).toEqual({ title: 'Job Cancelled', description: 'Processing job has been cancelled successfully.' });
    expect(toasts.fileDeleted).toEqual({ title: 'File Deleted', description: 'Processed file has been deleted successfully.' });
    expect(toasts.downloadStarted('Ada - Report.docx')).toEqual({
      title: 'Download Started',
      description: 'Downloading Ada - Report.docx',
    });
    expect(toasts.downloadFailed).toEqual({ title: 'Download Failed', description: 'Could not download the file. Please try again.' });
    expect(toasts.bulkDeleteFailed).toBe('Failed to delete selected CVs. Please try again.');
    expect(toasts.deleteFailedTitle).toBe('Delete Failed');
    expect(toasts.cancelFailedTitle).toBe('Failed to Cancel Job');
    expect(toasts.fileDeleteFailedTitle).toBe('Failed to Delete File');
    expect(toasts.processingFailedTitle).toBe('Processing Failed');
  });
});

describe('jobsQueuedCount (docs/PRODUCT.md §7: jobsCreated, else the jobs array length)', () => {
  it('prefers jobsCreated', () => {
    expect(jobsQueuedCount({ jobsCreated: 3, jobs: [] })).toBe(3);
  });
  it('falls back to the jobs array, then 0', () => {
    expect(jobsQueuedCount({ jobs: [{}, {}] })).toBe(2);
    expect(jobsQueuedCount(undefined)).toBe(0);
  });
});

describe('dontRemindTemplateWarning flag (docs/PRODUCT.md §5)', () => {
  it('is off until stored, and can be cleared', () => {
    const storage = memoryStorage();
    expect(isTemplateReminderOff(storage)).toBe(false);
    setTemplateReminderOff(storage, true);
    expect(storage.data.get(DONT_REMIND_TEMPLATE_KEY)).toBe('true');
    expect(isTemplateReminderOff(storage)).toBe(true);
    setTemplateReminderOff(storage, false);
    expect(isTemplateReminderOff(storage)).toBe(false);
  });

  it('treats storage that throws as unset and does not throw itself', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(isTemplateReminderOff(broken)).toBe(false);
    expect(() => setTemplateReminderOff(broken, true)).not.toThrow();
    expect(isTemplateReminderOff(undefined)).toBe(false);
  });
});
