import { Clock, Cog, Hourglass, Layers, Percent, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { useAdminQueue, useForceProcess } from '../api';
import { formatCount, formatDuration, formatPercent } from '../format';
import { LoadError, Muted, StatCard } from './stat-card';

/** docs/PRODUCT.md §2 Queue: status and the jobs in progress, each with Retry (refreshed every 10 s). */
export function QueueTab() {
  const { data, isLoading, error } = useAdminQueue(true);
  const forceProcess = useForceProcess();
  if (isLoading) return <Muted>Loading queue...</Muted>;
  if (error || !data) return <LoadError what="the queue" message={errorMessage(error, 'no answer from the server')} />;
  const { currentStatus } = data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard label="Queued" value={formatCount(currentStatus.queued)} icon={Hourglass} tone="warning" />
        <StatCard label="Processing" value={formatCount(currentStatus.processing)} icon={Cog} />
        <StatCard label="Max Concurrent" value={formatCount(currentStatus.maxConcurrent)} icon={Layers} />
        <StatCard label="Success Rate" value={formatPercent(data.successRate)} icon={Percent} tone="success" />
        <StatCard label="Avg Processing Time" value={formatDuration(data.avgProcessingTime)} icon={Clock} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Currently Processing</CardTitle>
          <CardDescription>Jobs a worker holds right now. Retry puts a job back in the queue.</CardDescription>
        </CardHeader>
        <CardContent>
          {currentStatus.processingJobs.length === 0 ? (
            <Muted>No jobs are processing right now.</Muted>
          ) : (
            <Table aria-label="Jobs in progress">
              <TableHeader>
                <TableRow>
                  <TableHead>Job ID</TableHead>
                  <TableHead className="text-right">Files</TableHead>
                  <TableHead className="w-1/3">Progress</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {currentStatus.processingJobs.map((job) => {
                  const isRetrying = forceProcess.isPending && forceProcess.variables === job.id;
                  return (
                    <TableRow key={job.id}>
                      <TableCell className="font-mono text-xs">{job.id}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatCount(job.filesCount)}</TableCell>
                      <TableCell>
                        <div className="flex items-center gap-3">
                          <Progress value={job.progress} aria-label={`Progress of job ${job.id}`} />
                          <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{Math.round(job.progress)}%</span>
                        </div>
                      </TableCell>
                      <TableCell className="text-right">
                        <Button variant="outline" size="sm" disabled={isRetrying} onClick={() => forceProcess.mutate(job.id)}>
                          <RotateCcw aria-hidden="true" />
                          {isRetrying ? 'Retrying...' : 'Retry'}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
