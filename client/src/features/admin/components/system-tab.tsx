import { Database, ListOrdered, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminHealth } from '../api';
import { formatCount, formatDuration } from '../format';
import { HealthBadge } from './health-badge';
import { LoadError, Muted } from './stat-card';

/** docs/PRODUCT.md §2 System: health of the database, the queue and the API services (refreshed every 60 s). */
export function SystemTab() {
  const { data, isLoading, error, dataUpdatedAt } = useAdminHealth(true);
  if (isLoading) return <Muted>Checking system health...</Muted>;
  if (error || !data) return <LoadError what="the system health" message={errorMessage(error, 'no answer from the server')} />;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <HealthCard title="Database" icon={<Database className="size-5" aria-hidden="true" />} status={data.database.status}>
          <Row label="Response time" value={formatDuration(data.database.responseTime)} />
        </HealthCard>
        <HealthCard title="Queue" icon={<ListOrdered className="size-5" aria-hidden="true" />} status={data.queue.status}>
          <Row label="Waiting" value={formatCount(data.queue.length)} />
          <Row label="Processing" value={formatCount(data.queue.processing)} />
        </HealthCard>
        <Card>
          <CardHeader className="flex-row items-center gap-2 space-y-0">
            <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Server className="size-5" aria-hidden="true" />
            </span>
            <CardTitle className="text-base">API Services</CardTitle>
          </CardHeader>
          <CardContent>
            {data.apiServices.length === 0 ? (
              <p className="text-sm text-muted-foreground">No AI provider configured.</p>
            ) : (
              <ul className="divide-y" aria-label="API services">
                {data.apiServices.map((service) => (
                  <li key={service.provider} className="flex items-center justify-between py-2 text-sm">
                    <span className="font-medium">{service.provider}</span>
                    <HealthBadge status={service.status} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <p className="text-xs text-muted-foreground">Last checked {formatDateTime(dataUpdatedAt)} · refreshed every minute</p>
    </div>
  );
}

function HealthCard({ title, icon, status, children }: { title: string; icon: ReactNode; status: string; children: ReactNode }) {
  return (
    <Card role="group" aria-label={`${title} health`}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">{icon}</span>
          <CardTitle className="text-base">{title}</CardTitle>
        </div>
        <HealthBadge status={status} />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
