import { Activity, AlertTriangle, CheckCircle2, Clock, Coins, Cpu, ListOrdered, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminDashboard } from '../api';
import { formatCount, formatDuration, formatUsdFromCents } from '../format';
import { LoadError, Muted, StatCard } from './stat-card';

/** docs/PRODUCT.md §2 Overview: the four counters, today's API usage and up to 5 recent errors. */
export function OverviewTab() {
  const { data, isLoading, error } = useAdminDashboard(true);
  if (isLoading) return <Muted>Loading overview...</Muted>;
  if (error || !data) return <LoadError what="the overview" message={errorMessage(error, 'no answer from the server')} />;
  const { overview, apiUsage, recentErrors } = data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Users" value={formatCount(overview.totalUsers)} icon={Users} hint="Registered accounts" />
        <StatCard label="Active Jobs" value={formatCount(overview.activeJobs)} icon={Activity} hint="Queued or processing" />
        <StatCard label="Queue Length" value={formatCount(overview.queueLength)} icon={ListOrdered} hint="Waiting for a worker" tone="warning" />
        <StatCard label="Total Processed" value={formatCount(overview.totalProcessed)} icon={CheckCircle2} tone="success" />
      </div>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Today's API Usage</CardTitle>
            <CardDescription>AI provider calls made since midnight.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <UsageFigure icon={Cpu} label="API Requests" value={formatCount(apiUsage.todayRequests)} />
              <UsageFigure icon={ListOrdered} label="Tokens" value={formatCount(apiUsage.todayTokens)} />
              <UsageFigure icon={Coins} label="Cost" value={formatUsdFromCents(apiUsage.todayCost)} />
              <UsageFigure icon={Clock} label="Avg Response" value={formatDuration(apiUsage.avgResponseTime)} />
            </dl>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
              Recent Errors
            </CardTitle>
            <CardDescription>The latest failures across processing and AI calls.</CardDescription>
          </CardHeader>
          <CardContent>
            {recentErrors.length === 0 ? (
              <p className="text-sm text-muted-foreground">No recent errors.</p>
            ) : (
              <ul className="divide-y" aria-label="Recent errors">
                {recentErrors.slice(0, 5).map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0 break-words">{item.action}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(item.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function UsageFigure({ icon: Icon, label, value }: { icon: typeof Cpu; label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
