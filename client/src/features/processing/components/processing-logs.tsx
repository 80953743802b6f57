import { History, RefreshCw, Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { JOB_STATUS_FILTERS, type JobStatusFilter } from '../search';
import type { ProcessedFile, ProcessingJob } from '../types';
import { JobCard } from './job-card';

export interface ProcessingLogsProps {
  allJobs: ProcessingJob[] | undefined;
  jobs: ProcessingJob[];
  filesByJob: Map<string, ProcessedFile[]>;
  isLoading: boolean;
  loadError: unknown;
  isRefreshing: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  status: JobStatusFilter;
  onStatusChange: (status: JobStatusFilter) => void;
  onRefresh: () => void;
  cancellingId: string | null;
  busyFileIds: ReadonlySet<string>;
  onCancel: (job: ProcessingJob) => void;
  onDownload: (file: ProcessedFile) => void;
  onDeleteFile: (file: ProcessedFile) => void;
}

/** The 'CV Processing Logs' tab: Processing History with search, status filter and job cards. */
export function ProcessingLogs(props: ProcessingLogsProps) {
  const searchId = useId();
  const hasJobs = (props.allJobs?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="gap-4 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <History className="size-4" aria-hidden="true" />
            </span>
            <div>
              <CardTitle className="text-base">Processing History</CardTitle>
              <CardDescription>Jobs refresh every few seconds. Download the results here once a job completes.</CardDescription>
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor={searchId} className="sr-only">
              Search jobs
            </label>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                value={props.search}
                onChange={(event) => props.onSearchChange(event.target.value)}
                placeholder="Search by job ID or filename"
                className="pl-9"
              />
            </div>
            <Select value={props.status} onValueChange={(value) => props.onStatusChange(value as JobStatusFilter)}>
              <SelectTrigger aria-label="Filter by status" className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {JOB_STATUS_FILTERS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button variant="outline" onClick={props.onRefresh} disabled={props.isRefreshing}>
              <RefreshCw className={cn(props.isRefreshing && 'animate-spin')} aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </CardHeader>
      </Card>

      <JobList {...props} hasJobs={hasJobs} />
    </div>
  );
}

function JobList(props: ProcessingLogsProps & { hasJobs: boolean }) {
  if (props.isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading processing jobs" />
      </div>
    );
  }
  if (props.loadError && !props.allJobs) {
    return (
      <EmptyCard title="Processing jobs could not be loaded." text="Check your connection, then press Refresh." />
    );
  }
  if (!props.hasJobs) {
    return (
      <EmptyCard
        title="No processing jobs yet"
        text="Select CVs on the Uploaded CVs tab, tick the operations you want and press Process CVs."
      />
    );
  }
  if (props.jobs.length === 0) {
    return <EmptyCard title="No jobs match your filters" text="Try another job ID, file name or status." />;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Processing jobs">
      {props.jobs.map((job) => (
        <li key={job.id}>
          <JobCard
            job={job}
            files={props.filesByJob.get(job.id) ?? []}
            isCancelling={props.cancellingId === job.id}
            busyFileIds={props.busyFileIds}
            onCancel={props.onCancel}
            onDownload={props.onDownload}
            onDeleteFile={props.onDeleteFile}
          />
        </li>
      ))}
    </ul>
  );
}

function EmptyCard({ title, text }: { title: string; text: string }) {
  return (
    <Card className="flex flex-col items-center gap-1 px-4 py-12 text-center">
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
    </Card>
  );
}
