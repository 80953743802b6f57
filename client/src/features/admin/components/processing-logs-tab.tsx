import { CheckCircle2, ChevronLeft, ChevronRight, Clock, FileText, Percent, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useProcessingLogs, useProcessingStats } from '../api';
import {
  canGoNext,
  canGoPrevious,
  formatCount,
  formatDuration,
  formatFileSize,
  formatLogCost,
  formatPercent,
  isLogSuccess,
  pageLabel,
} from '../format';
import { LoadError, Muted, StatCard } from './stat-card';

/** docs/PRODUCT.md §2 Processing Logs: totals, a paginated table (processing log columns), today's stats. */
export function ProcessingLogsTab() {
  const [page, setPage] = useState(1);
  const stats = useProcessingStats(true);
  const logs = useProcessingLogs(page, true);
  const pagination = logs.data?.pagination;
  const totalPages = pagination?.totalPages ?? 1;

  return (
    <div className="grid grid-cols-1 gap-6">
      {stats.error ? (
        <LoadError what="the processing stats" message={errorMessage(stats.error, 'no answer from the server')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard label="Total Files" value={stats.data ? formatCount(stats.data.totalFiles) : '...'} icon={FileText} />
          <StatCard
            label="Success Rate"
            value={stats.data ? formatPercent(stats.data.successRate) : '...'}
            icon={Percent}
            tone="success"
          />
          <StatCard
            label="Avg Processing Time"
            value={stats.data ? formatDuration(stats.data.avgProcessingTime) : '...'}
            icon={Clock}
          />
        </div>
      )}

      {stats.data ? (
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Today</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-3 gap-4 text-sm">
              <div>
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                  Processed today
                </dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{formatCount(stats.data.todayStats.processed)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <XCircle className="size-4 text-destructive" aria-hidden="true" />
                  Failed today
                </dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{formatCount(stats.data.todayStats.failed)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-muted-foreground">
                  <Clock className="size-4" aria-hidden="true" />
                  Avg time today
                </dt>
                <dd className="mt-1 text-xl font-semibold tabular-nums">{formatDuration(stats.data.todayStats.avgTime)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Processing Logs</CardTitle>
          <CardDescription>
            {pagination ? `${formatCount(pagination.total)} ${pagination.total === 1 ? 'entry' : 'entries'} in total` : 'Every file the pipeline handled.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {logs.isLoading ? (
            <Muted>Loading processing logs...</Muted>
          ) : logs.error || !logs.data ? (
            <LoadError what="the processing logs" message={errorMessage(logs.error, 'no answer from the server')} />
          ) : logs.data.logs.length === 0 ? (
            <Muted>No processing logs yet.</Muted>
          ) : (
            <Table aria-label="Processing logs">
              <TableHeader>
                <TableRow>
                  <TableHead>File</TableHead>
                  <TableHead>Operation</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Size</TableHead>
                  <TableHead className="text-right">Time</TableHead>
                  <TableHead>Provider</TableHead>
                  <TableHead className="text-right">Tokens</TableHead>
                  <TableHead className="text-right">Cost</TableHead>
                  <TableHead>Started</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {logs.data.logs.map((log) => (
                  <TableRow key={log.id}>
                    <TableCell className="max-w-56 truncate font-medium" title={log.filename}>
                      {log.filename}
                    </TableCell>
                    <TableCell>{log.operation}</TableCell>
                    <TableCell>
                      {isLogSuccess(log.status) ? (
                        <Badge variant="success">Completed</Badge>
                      ) : (
                        // Capitalised like every badge; docs/PRODUCT.md §4: anything but completed reads as a failure.
                        <Badge variant="destructive">{capitalise(log.status || 'failed')}</Badge>
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatFileSize(log.fileSize)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatDuration(log.processingTime)}</TableCell>
                    <TableCell>{log.apiProvider ?? '-'}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(log.tokensUsed)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatLogCost(log.costCents)}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(log.startedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}

          <div className="mt-4 flex items-center justify-between gap-3 border-t pt-4">
            <Button variant="outline" size="sm" disabled={!canGoPrevious(page)} onClick={() => setPage((p) => Math.max(1, p - 1))}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {pageLabel(page, totalPages)}
            </span>
            <Button variant="outline" size="sm" disabled={!canGoNext(page, totalPages)} onClick={() => setPage((p) => p + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
