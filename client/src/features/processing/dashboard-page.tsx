import { LogIn, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useDashboardStats, useTemplates, useUploadedCvs } from './api';
import { CvsPanel } from './components/cvs-panel';
import { NoTemplateDialog } from './components/no-template-dialog';
import { ProcessingLogs } from './components/processing-logs';
import { PromoBlock } from './components/promo-block';
import { useDashboardActions } from './use-dashboard-actions';
import { useDashboardJobs } from './use-dashboard-jobs';
import { useDashboardSelection } from './use-dashboard-selection';

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

/** The two tabs: what is selected lives in useDashboardSelection, what the buttons do in useDashboardActions. */
function Dashboard({ credits }: { credits: number }) {
  const cvsQuery = useUploadedCvs();
  const templatesQuery = useTemplates();
  // docs/PRODUCT.md §7: fetched, though no screen shows it.
  useDashboardStats();
  const jobs = useDashboardJobs();
  useUnauthorizedRedirect(cvsQuery.error ?? jobs.jobsQuery.error ?? jobs.filesQuery.error ?? templatesQuery.error);

  const [tab, setTab] = useState<DashboardTab>('cvs');
  const picks = useDashboardSelection(cvsQuery.data);
  const actions = useDashboardActions(picks, { onProcessStarted: () => setTab('logs') });

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
            <CountPill count={cvsQuery.data?.length ?? 0} />
          </TabsTrigger>
          <TabsTrigger value="logs" className="sm:px-4">
            CV Processing Logs
            {jobs.activeCount > 0 ? <CountPill count={jobs.activeCount} label="active" isLive /> : null}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="cvs">
          <CvsPanel
            allCvs={cvsQuery.data}
            filteredCvs={picks.filteredCvs}
            isLoading={cvsQuery.isLoading}
            loadError={cvsQuery.error}
            onRetry={() => void cvsQuery.refetch()}
            templates={templatesQuery.data}
            templateId={picks.templateId}
            onTemplateChange={picks.setTemplateId}
            search={picks.search}
            onSearchChange={picks.setSearch}
            selection={picks.selection}
            latestJobs={jobs.latestJobs}
            credits={credits}
            isProcessing={actions.isProcessing}
            isBulkDeleting={actions.isBulkDeleting}
            deletingId={actions.deletingId}
            onProcess={actions.process}
            onDeleteSelected={actions.deleteSelected}
            onDelete={actions.deleteCv}
            onSelectRow={picks.selectRow}
            onSelectAll={picks.selectAll}
            onRowOption={picks.setRowOption}
            onColumnOption={picks.setColumnOption}
          />
        </TabsContent>

        <TabsContent value="logs">
          <ProcessingLogs
            allJobs={jobs.jobs}
            jobs={jobs.filteredJobs}
            filesByJob={jobs.filesByJob}
            isLoading={jobs.jobsQuery.isLoading}
            loadError={jobs.jobsQuery.error}
            isRefreshing={jobs.jobsQuery.isRefetching && !jobs.jobsQuery.isLoading}
            search={jobs.search}
            onSearchChange={jobs.setSearch}
            status={jobs.status}
            onStatusChange={jobs.setStatus}
            onRefresh={actions.refreshLogs}
            cancellingId={actions.cancellingId}
            busyFileIds={actions.busyFileIds}
            onCancel={actions.cancelJob}
            onDownload={actions.download}
            onDeleteFile={actions.deleteFile}
          />
        </TabsContent>
      </Tabs>

      <PromoBlock slotId="dashboard-bottom" format="auto" tip="operations" />

      <NoTemplateDialog
        open={actions.isTemplateDialogOpen}
        onOpenChange={actions.setIsTemplateDialogOpen}
        onContinue={actions.continueWithStandardTemplate}
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
