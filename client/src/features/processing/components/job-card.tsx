import { AlertTriangle, Ban, ChevronDown, ChevronUp, Download, FileText, LoaderCircle, Trash2, XCircle } from 'lucide-react';
import { describeEnhanceChanges } from '@common/enhance-changes';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDateTime } from '@/lib/format';
import { canCancelJob, fileModeLabel, formatBytes, jobDuration, modeLabels, showsProgress } from '../status';
import type { ProcessedFile, ProcessingJob } from '../types';
import { JobStatusBadge } from './status-badges';

export interface JobCardProps {
  job: ProcessingJob;
  files: ProcessedFile[];
  isCancelling: boolean;
  busyFileIds: ReadonlySet<string>;
  onCancel: (job: ProcessingJob) => void;
  onDownload: (file: ProcessedFile) => void;
  onDeleteFile: (file: ProcessedFile) => void;
}

function endedLabel(status: ProcessingJob['status']): string {
  if (status === 'failed') return 'Ended';
  if (status === 'cancelled') return 'Cancelled';
  return 'Completed';
}

/** One job in the Processing History (docs/PRODUCT.md §2): status, progress, error details, outputs. */
export function JobCard({ job, files, isCancelling, busyFileIds, onCancel, onDownload, onDeleteFile }: JobCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const detailsId = `job-details-${job.id}`;
  const duration = jobDuration(job);

  return (
    <Card data-testid="job-card" className="overflow-hidden">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
            <FileText className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="truncate font-medium" title={job.originalFileName}>
                {job.originalFileName}
              </h3>
              <JobStatusBadge status={job.status} />
            </div>
            <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              {modeLabels(job.mode).map((label) => (
                <Badge key={label} variant="secondary" className="px-2 py-0 font-medium">
                  {label}
                </Badge>
              ))}
              <span aria-hidden="true">·</span>
              <span>{job.templateName}</span>
              <span aria-hidden="true">·</span>
              <span>Created {formatDateTime(job.createdAt)}</span>
              {job.completedAt ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span>
                    {endedLabel(job.status)} {formatDateTime(job.completedAt)}
                  </span>
                </>
              ) : null}
            </div>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2 self-end sm:self-start">
          {canCancelJob(job) ? (
            <Button variant="outline" size="sm" disabled={isCancelling} onClick={() => onCancel(job)}>
              {isCancelling ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <XCircle aria-hidden="true" />}
              Cancel Job
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={() => setIsExpanded((value) => !value)}
          >
            {isExpanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {isExpanded ? 'Hide Details' : 'Show Details'}
          </Button>
        </div>
      </div>

      {showsProgress(job) ? (
        <div className="flex items-center gap-3 px-4 pb-4">
          <Progress value={job.progress} aria-label={`Progress of ${job.originalFileName}`} className="flex-1" />
          <span className="w-10 text-right text-xs font-medium text-muted-foreground tabular-nums">{Math.round(job.progress)}%</span>
        </div>
      ) : null}

      {job.status === 'cancelled' ? (
        // The user stopped it: a neutral note, not an error.
        <p className="mx-4 mb-4 flex gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {job.errorMessage ?? 'Cancelled by the user.'}
        </p>
      ) : job.errorMessage ? (
        <div className="mx-4 mb-4 flex gap-2 rounded-lg border border-destructive/25 bg-destructive/5 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium text-destructive">Error Details</p>
            <p className="mt-0.5 break-words text-foreground/90">{job.errorMessage}</p>
          </div>
        </div>
      ) : null}

      {files.length > 0 ? (
        <ul className="divide-y border-t bg-muted/20" aria-label={`Files from ${job.originalFileName}`}>
          {files.map((file) => (
            <li key={file.id} className="flex flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium" title={file.fileName}>
                  {file.fileName}
                </p>
                <p className="text-xs text-muted-foreground">
                  {fileModeLabel(file.mode)} · {file.format.toUpperCase()} · {formatBytes(file.fileSize)}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Download ${file.fileName}`}
                  disabled={busyFileIds.has(file.id)}
                  onClick={() => onDownload(file)}
                >
                  <Download aria-hidden="true" />
                  Download
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${file.fileName}`}
                  disabled={busyFileIds.has(file.id)}
                  onClick={() => onDeleteFile(file)}
                  className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Delete</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {isExpanded ? (
        <dl id={detailsId} className="grid gap-x-6 gap-y-2 border-t px-4 py-3 text-sm sm:grid-cols-2">
          <Detail term="Job ID" value={<span className="font-mono text-xs break-all">{job.id}</span>} />
          <Detail term="Status" value={<JobStatusBadge status={job.status} />} />
          <Detail term="Operations" value={modeLabels(job.mode).join(', ') || '—'} />
          <Detail term="Template" value={job.templateName} />
          <Detail term="Created" value={formatDateTime(job.createdAt)} />
          <Detail term={endedLabel(job.status)} value={formatDateTime(job.completedAt)} />
          <Detail term="Duration" value={duration ?? '—'} />
          <Detail term="Progress" value={`${Math.round(job.progress)}%`} />
          <Detail term="Output files" value={String(files.length)} />
          <Detail
            term="Source CV"
            value={job.uploadedCvId ? <span className="font-mono text-xs break-all">{job.uploadedCvId}</span> : 'Deleted'}
          />
          {job.enhanceChanges ? (
            <div className="sm:col-span-2" data-testid="job-enhance-changes">
              <dt className="text-muted-foreground">What enhance changed</dt>
              <dd>
                <ul className="mt-1 grid list-disc gap-1 pl-5">
                  {describeEnhanceChanges(job.enhanceChanges).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {job.notes?.length ? (
            <div className="sm:col-span-2" data-testid="job-notes">
              <dt className="text-muted-foreground">Notes</dt>
              <dd>
                <ul className="mt-1 grid gap-1">
                  {job.notes.map((note) => (
                    <li key={note} className="break-words">
                      {note}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 sm:justify-start">
      <dt className="w-28 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-right sm:text-left">{value}</dd>
    </div>
  );
}
