import { LogIn, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY, useAuth } from '@/lib/session';
import { isOutOfCreditsError, isUnauthorizedError } from '@/lib/errors';
import { handleUnauthorized, reportError } from '@/lib/notify';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import {
  JOBS_KEY,
  PROCESSED_FILES_KEY,
  UPLOADED_CVS_KEY,
  downloadProcessedFile,
  useCancelJob,
  useDashboardStats,
  useDeleteCv,
  useDeleteCvs,
  useDeleteProcessedFile,
  useProcessCvs,
  useProcessedFiles,
  useProcessingJobs,
  useTemplates,
  useUploadedCvs,
} from './api';
import { CvsPanel } from './components/cvs-panel';
import { NoTemplateDialog } from './components/no-template-dialog';
import { ProcessingLogs } from './components/processing-logs';
import { PromoBlock } from './components/promo-block';
import { deleteCvConfirmText, deleteCvsConfirmText, isTemplateReminderOff, jobsQueuedCount, toasts } from './messages';
import { filterCvs, filterJobs, type JobStatusFilter } from './search';
import {
  EMPTY_SELECTION,
  buildProcessRequest,
  pruneSelection,
  selectedIds,
  setAllSelected,
  setOptionForAll,
  setRowOption,
  setRowSelected,
  validateSelection,
  type Selection,
} from './selection';
import { latestJobByCv } from './status';
import type { ProcessedFile, ProcessingJob, UploadedCv } from './types';

type DashboardTab = 'cvs' | 'logs';

/** docs/PRODUCT.md §2 Dashboard (/): 'CV Processing Dashboard'. */
export default function DashboardPage() {
  const { user } = useAuth();

  if (!user) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <Card className="w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-4 pt-6">
            <p className="text-muted-foreground">Please log in to access the dashboard</p>
            <Button asChild>
              {/* A full page load: /api/login signs the user in (docs/PRODUCT.md §2). */}
              <a href="/api/login">
                <LogIn aria-hidden="true" />
                Log In
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return <Dashboard credits={user.credits} />;
}

function Dashboard({ credits }: { credits: number }) {
  const queryClient = useQueryClient();
  const cvsQuery = useUploadedCvs();
  const templatesQuery = useTemplates();
  const jobsQuery = useProcessingJobs();
  const filesQuery = useProcessedFiles();
  // docs/PRODUCT.md §7: fetched, though no screen shows it.
  useDashboardStats();

  useUnauthorizedRedirect(cvsQuery.error ?? jobsQuery.error ?? filesQuery.error ?? templatesQuery.error);

  const [tab, setTab] = useState<DashboardTab>('cvs');
  const [templateId, setTemplateId] = useState('');
  const [cvSearch, setCvSearch] = useState('');
  const [rawSelection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [isTemplateDialogOpen, setIsTemplateDialogOpen] = useState(false);
  const [jobSearch, setJobSearch] = useState('');
  const [jobStatus, setJobStatus] = useState<JobStatusFilter>('all');
  const [busyFileIds, setBusyFileIds] = useState<ReadonlySet<string>>(() => new Set());

  const cvs = cvsQuery.data;
  const jobs = jobsQuery.data;
  // A CV deleted elsewhere (another tab, another session) leaves the selection by itself.
  const selection = useMemo(
    () => (cvs ? pruneSelection(rawSelection, cvs.map((cv) => cv.id)) : rawSelection),
    [cvs, rawSelection],
  );
  const filteredCvs = useMemo(() => filterCvs(cvs ?? [], cvSearch), [cvs, cvSearch]);
  const latestJobs = useMemo(() => latestJobByCv(jobs ?? []), [jobs]);
  const filteredJobs = useMemo(() => filterJobs(jobs ?? [], jobSearch, jobStatus), [jobs, jobSearch, jobStatus]);
  const filesByJob = useMemo(() => {
    const byJob = new Map<string, ProcessedFile[]>();
    for (const file of filesQuery.data ?? []) {
      const list = byJob.get(file.jobId);
      if (list) list.push(file);
      else byJob.set(file.jobId, [file]);
    }
    return byJob;
  }, [filesQuery.data]);

  useRefundWatcher(jobs);
  usePaidCvsWatcher(jobs);

  const processMutation = useProcessCvs();
  const deleteCvMutation = useDeleteCv();
  const deleteCvsMutation = useDeleteCvs();
  const cancelJobMutation = useCancelJob();
  const deleteFileMutation = useDeleteProcessedFile();

  function startProcessing() {
    processMutation.mutate(buildProcessRequest(selection, templateId), {
      onSuccess: (response) => {
        toast(toasts.processingStarted(jobsQueuedCount(response)));
        setSelection(EMPTY_SELECTION);
        setTab('logs');
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

  function onProcess() {
    const problem = validateSelection(selection);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    if (!templateId && !isTemplateReminderOff(window.localStorage)) {
      setIsTemplateDialogOpen(true);
      return;
    }
    startProcessing();
  }

  function onDeleteCv(cv: UploadedCv) {
    if (!window.confirm(deleteCvConfirmText(cv.originalFileName))) return;
    deleteCvMutation.mutate(cv.id, {
      onSuccess: () => {
        setSelection((current) => setRowSelected(current, cv.id, false));
        toast(toasts.cvDeleted);
      },
      onError: (error) => reportError(error, toasts.deleteFailedTitle, toasts.singleDeleteFallback),
    });
  }

  function onDeleteSelected() {
    const ids = selectedIds(selection);
    if (ids.length === 0) return;
    if (!window.confirm(deleteCvsConfirmText(ids.length))) return;
    deleteCvsMutation.mutate(ids, {
      onSuccess: ({ deleted, errors }) => {
        setSelection((current) => deleted.reduce((next, id) => setRowSelected(next, id, false), current));
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

  function onCancelJob(job: ProcessingJob) {
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

  function onDeleteFile(file: ProcessedFile) {
    markFileBusy(file.id, true);
    deleteFileMutation.mutate(file.id, {
      onSuccess: () => toast(toasts.fileDeleted),
      onError: (error) => reportError(error, toasts.fileDeleteFailedTitle, toasts.fileDeleteFailedFallback),
      onSettled: () => markFileBusy(file.id, false),
    });
  }

  async function onDownload(file: ProcessedFile) {
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

  function onRefresh() {
    void Promise.all([
      queryClient.refetchQueries({ queryKey: JOBS_KEY }),
      queryClient.refetchQueries({ queryKey: PROCESSED_FILES_KEY }),
    ]);
  }

  const cvCount = cvs?.length ?? 0;
  const activeJobs = (jobs ?? []).filter((job) => job.status === 'queued' || job.status === 'processing').length;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">CV Processing Dashboard</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose a template, pick the operations for each CV and track your processing jobs.
          </p>
        </div>
        <Button asChild size="lg">
          <Link href="/upload">
            <Upload aria-hidden="true" />
            Upload New CVs
          </Link>
        </Button>
      </div>

      <PromoBlock slotId="dashboard-top" format="banner" tip="templates" />

      <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="cvs" className="sm:px-4">
            Uploaded CVs
            <CountPill count={cvCount} />
          </TabsTrigger>
          <TabsTrigger value="logs" className="sm:px-4">
            CV Processing Logs
            {activeJobs > 0 ? <CountPill count={activeJobs} label="active" isLive /> : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="cvs">
          <CvsPanel
            allCvs={cvs}
            filteredCvs={filteredCvs}
            isLoading={cvsQuery.isLoading}
            loadError={cvsQuery.error}
            onRetry={() => void cvsQuery.refetch()}
            templates={templatesQuery.data}
            templateId={templateId}
            onTemplateChange={setTemplateId}
            search={cvSearch}
            onSearchChange={setCvSearch}
            selection={selection}
            latestJobs={latestJobs}
            credits={credits}
            isProcessing={processMutation.isPending}
            isBulkDeleting={deleteCvsMutation.isPending}
            deletingId={deleteCvMutation.isPending ? (deleteCvMutation.variables ?? null) : null}
            onProcess={onProcess}
            onDeleteSelected={onDeleteSelected}
            onDelete={onDeleteCv}
            onSelectRow={(id, checked) => setSelection(setRowSelected(selection, id, checked))}
            onSelectAll={(checked) =>
              setSelection(
                setAllSelected(
                  selection,
                  filteredCvs.map((cv) => cv.id),
                  checked,
                ),
              )
            }
            onRowOption={(id, key, value) => setSelection(setRowOption(selection, id, key, value))}
            onColumnOption={(key, value) => setSelection(setOptionForAll(selection, key, value))}
          />
        </TabsContent>

        <TabsContent value="logs">
          <ProcessingLogs
            allJobs={jobs}
            jobs={filteredJobs}
            filesByJob={filesByJob}
            isLoading={jobsQuery.isLoading}
            loadError={jobsQuery.error}
            isRefreshing={jobsQuery.isRefetching && !jobsQuery.isLoading}
            search={jobSearch}
            onSearchChange={setJobSearch}
            status={jobStatus}
            onStatusChange={setJobStatus}
            onRefresh={onRefresh}
            cancellingId={cancelJobMutation.isPending ? (cancelJobMutation.variables ?? null) : null}
            busyFileIds={busyFileIds}
            onCancel={onCancelJob}
            onDownload={(file) => void onDownload(file)}
            onDeleteFile={onDeleteFile}
          />
        </TabsContent>
      </Tabs>

      <PromoBlock slotId="dashboard-bottom" format="auto" tip="operations" />

      <NoTemplateDialog
        open={isTemplateDialogOpen}
        onOpenChange={setIsTemplateDialogOpen}
        onContinue={() => {
          setIsTemplateDialogOpen(false);
          startProcessing();
        }}
      />
    </div>
  );
}

function CountPill({ count, label, isLive = false }: { count: number; label?: string; isLive?: boolean }) {
  return (
    <span className="inline-flex min-w-5 items-center justify-center gap-1 rounded-full bg-primary/10 px-1.5 text-xs font-semibold text-primary tabular-nums">
      {isLive ? <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden="true" /> : null}
      {count}
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}

/**
 * A job that fails (or is cancelled elsewhere) gets its credit back on the server; refresh the
 * header's figure when the number of failed jobs changes, not on every 3-second poll.
 */
function useRefundWatcher(jobs: ProcessingJob[] | undefined) {
  const queryClient = useQueryClient();
  const failed = jobs?.filter((job) => job.status === 'failed' || job.status === 'cancelled').length;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (failed === undefined) return;
    if (previous.current !== undefined && previous.current !== failed) {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
    previous.current = failed;
  }, [failed, queryClient]);
}


/**
 * A completed job charges its CV, which makes processing that CV again free for 30 days: refresh the
 * CV list (its freeReprocessUntil feeds the credit line) when the number of completed jobs changes.
 */
function usePaidCvsWatcher(jobs: ProcessingJob[] | undefined) {
  const queryClient = useQueryClient();
  const completed = jobs?.filter((job) => job.status === 'completed').length;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (completed === undefined) return;
    if (previous.current !== undefined && previous.current !== completed) {
      void queryClient.invalidateQueries({ queryKey: UPLOADED_CVS_KEY });
    }
    previous.current = completed;
  }, [completed, queryClient]);
}
