import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { isOutOfCreditsError, isUnauthorizedError } from '@/lib/errors';
import { handleUnauthorized, reportError } from '@/lib/notify';
import {
  JOBS_KEY,
  PROCESSED_FILES_KEY,
  downloadProcessedFile,
  useCancelJob,
  useDeleteCv,
  useDeleteCvs,
  useDeleteProcessedFile,
  useProcessCvs,
} from './api';
import { deleteCvConfirmText, deleteCvsConfirmText, isTemplateReminderOff, jobsQueuedCount, toasts } from './messages';
import { buildProcessRequest, selectedIds, validateSelection } from './selection';
import type { ProcessedFile, ProcessingJob, UploadedCv } from './types';
import type { DashboardSelection } from './use-dashboard-selection';

/**
 * What the dashboard's buttons do: process the selection (checked, then the no-template reminder), delete
 * CVs, cancel jobs, download and delete processed files, refresh the logs; each with its toast
 * (docs/PRODUCT.md §5, §8) and its busy state for the buttons.
 */
export function useDashboardActions(picks: DashboardSelection, { onProcessStarted }: { onProcessStarted: () => void }) {
  const queryClient = useQueryClient();
  const processMutation = useProcessCvs();
  const deleteCvMutation = useDeleteCv();
  const deleteCvsMutation = useDeleteCvs();
  const cancelJobMutation = useCancelJob();
  const deleteFileMutation = useDeleteProcessedFile();
  const [isTemplateDialogOpen, setIsTemplateDialogOpen] = useState(false);
  const [busyFileIds, setBusyFileIds] = useState<ReadonlySet<string>>(() => new Set());

  function startProcessing() {
    processMutation.mutate(buildProcessRequest(picks.selection, picks.templateId), {
      onSuccess: (response) => {
        toast(toasts.processingStarted(jobsQueuedCount(response)));
        picks.clear();
        onProcessStarted();
      },
      onError: (error) =>
        reportError(
          error,
          toasts.processingFailedTitle,
          toasts.processingFailedFallback,
          // Out of credits: the way on is a plan with more, one click away (issue #19).
          isOutOfCreditsError(error) ? (
            <ToastAction altText="Go to Billing to get more credits" asChild>
              <Link href="/billing">{toasts.outOfCreditsAction}</Link>
            </ToastAction>
          ) : undefined,
        ),
    });
  }

  function process() {
    const problem = validateSelection(picks.selection);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    if (!picks.templateId && !isTemplateReminderOff(window.localStorage)) {
      setIsTemplateDialogOpen(true);
      return;
    }
    startProcessing();
  }

  function deleteCv(cv: UploadedCv) {
    if (!window.confirm(deleteCvConfirmText(cv.originalFileName))) return;
    deleteCvMutation.mutate(cv.id, {
      onSuccess: () => {
        picks.deselect([cv.id]);
        toast(toasts.cvDeleted);
      },
      onError: (error) => reportError(error, toasts.deleteFailedTitle, toasts.singleDeleteFallback),
    });
  }

  function deleteSelected() {
    const ids = selectedIds(picks.selection);
    if (ids.length === 0) return;
    if (!window.confirm(deleteCvsConfirmText(ids.length))) return;
    deleteCvsMutation.mutate(ids, {
      onSuccess: ({ deleted, errors }) => {
        picks.deselect(deleted);
        if (errors.some(isUnauthorizedError)) {
          handleUnauthorized();
        } else if (errors.length > 0) {
          toast({ title: toasts.deleteFailedTitle, description: toasts.bulkDeleteFailed, variant: 'destructive' });
        } else {
          toast(toasts.cvsDeleted(deleted.length));
        }
      },
    });
  }

  function cancelJob(job: ProcessingJob) {
    cancelJobMutation.mutate(job.id, {
      onSuccess: () => toast(toasts.jobCancelled),
      onError: (error) => reportError(error, toasts.cancelFailedTitle, toasts.cancelFailedFallback),
    });
  }

  function markFileBusy(fileId: string, isBusy: boolean) {
    setBusyFileIds((current) => {
      const next = new Set(current);
      if (isBusy) next.add(fileId);
      else next.delete(fileId);
      return next;
    });
  }

  function deleteFile(file: ProcessedFile) {
    markFileBusy(file.id, true);
    deleteFileMutation.mutate(file.id, {
      onSuccess: () => toast(toasts.fileDeleted),
      onError: (error) => reportError(error, toasts.fileDeleteFailedTitle, toasts.fileDeleteFailedFallback),
      onSettled: () => markFileBusy(file.id, false),
    });
  }

  async function download(file: ProcessedFile) {
    markFileBusy(file.id, true);
    try {
      await downloadProcessedFile(file);
      toast(toasts.downloadStarted(file.fileName));
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ ...toasts.downloadFailed, variant: 'destructive' });
    } finally {
      markFileBusy(file.id, false);
    }
  }

  function refreshLogs() {
    void Promise.all([
      queryClient.refetchQueries({ queryKey: JOBS_KEY }),
      queryClient.refetchQueries({ queryKey: PROCESSED_FILES_KEY }),
    ]);
  }

  return {
    process,
    /** The no-template reminder's 'Continue with Standard Template'. */
    continueWithStandardTemplate: () => {
      setIsTemplateDialogOpen(false);
      startProcessing();
    },
    isTemplateDialogOpen,
    setIsTemplateDialogOpen,
    deleteCv,
    deleteSelected,
    cancelJob,
    deleteFile,
    download: (file: ProcessedFile) => void download(file),
    refreshLogs,
    isProcessing: processMutation.isPending,
    isBulkDeleting: deleteCvsMutation.isPending,
    deletingId: deleteCvMutation.isPending ? (deleteCvMutation.variables ?? null) : null,
    cancellingId: cancelJobMutation.isPending ? (cancelJobMutation.variables ?? null) : null,
    busyFileIds,
  };
}
