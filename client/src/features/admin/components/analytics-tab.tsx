import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { useAdminAnalytics } from '../api';
import { formatCount, formatDuration, formatUsdFromCents } from '../format';
import { FieldCorrectionsCard } from './field-corrections-card';
import { LoadError, Muted } from './stat-card';

/** docs/PRODUCT.md §2 Analytics: usage per provider and per endpoint; issue 17: fields corrected per CV. */
export function AnalyticsTab() {
  const { data, isLoading, error } = useAdminAnalytics(true);
  if (isLoading) return <Muted>Loading analytics...</Muted>;
  if (error || !data) return <LoadError what="the analytics" message={errorMessage(error, 'no answer from the server')} />;
  const maxProvider = Math.max(1, ...data.byProvider.map((row) => row.requests));
  const maxEndpoint = Math.max(1, ...data.byEndpoint.map((row) => row.requests));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Usage by Provider</CardTitle>
          <CardDescription>AI requests and their cost per provider.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.byProvider.length === 0 ? (
            <Muted>No AI usage recorded yet.</Muted>
          ) : (
            <Table aria-label="Usage by provider">
              <TableHeader>
                <TableRow>
                  <TableHead>Provider</TableHead>
                  <TableHead className="text-right">Requests</TableHead>
                  <TableHead className="text-right">Cost</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byProvider.map((row) => (
                  <TableRow key={row.provider}>
                    <TableCell>
                      <span className="font-medium">{row.provider}</span>
                      <Bar fraction={row.requests / maxProvider} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(row.requests)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatUsdFromCents(row.cost)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Usage by Endpoint</CardTitle>
          <CardDescription>Requests and average response time per pipeline step.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.byEndpoint.length === 0 ? (
            <Muted>No AI usage recorded yet.</Muted>
          ) : (
            <Table aria-label="Usage by endpoint">
              <TableHeader>
                <TableRow>
                  <TableHead>Endpoint</TableHead>
                  <TableHead className="text-right">Requests</TableHead>
                  <TableHead className="text-right">Avg Time</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byEndpoint.map((row) => (
                  <TableRow key={row.endpoint}>
                    <TableCell>
                      <span className="font-medium">{row.endpoint}</span>
                      <Bar fraction={row.requests / maxEndpoint} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCount(row.requests)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatDuration(row.avgTime)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <FieldCorrectionsCard />
    </div>
  );
}

/** A thin proportional bar under a row's name. */
function Bar({ fraction }: { fraction: number }) {
  return (
    <div className="mt-1.5 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-muted" aria-hidden="true">
      <div className="h-full rounded-full bg-primary/70" style={{ width: `${Math.max(2, Math.round(fraction * 100))}%` }} />
    </div>
  );
}
