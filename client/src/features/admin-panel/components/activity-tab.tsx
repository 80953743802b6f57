import type { ActivityLogEntry } from '@common/contracts/admin';
import { Activity, ArrowLeft, ChevronLeft, ChevronRight, Clock, Eye, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useActivities, useActivityStats } from '../api';
import { counterValue, formatActivityDetails, orDash } from '../display';
import { CounterCard } from './counter-card';

interface ViewedUser {
  id: string;
  email: string | null;
}

/** docs/PRODUCT.md §2 Activity Logs: counters, everyone's activity, or one user's after View User. */
export function ActivityTab() {
  const stats = useActivityStats();
  const [viewedUser, setViewedUser] = useState<ViewedUser | null>(null);
  const [page, setPage] = useState(1);

  function viewUser(user: ViewedUser) {
    setViewedUser(user);
    setPage(1);
  }

  function backToAll() {
    setViewedUser(null);
    setPage(1);
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <CounterCard
          label="Total Activities"
          value={counterValue(stats.data?.totalActivities, stats.isLoading)}
          caption="All user actions logged"
          icon={Activity}
        />
        <CounterCard
          label="Recent Activities"
          value={counterValue(stats.data?.recentActivities, stats.isLoading)}
          caption="Last 24 hours"
          icon={Clock}
        />
        <CounterCard label="Active Users" value={counterValue(stats.data?.uniqueUsers, stats.isLoading)} caption="Users with activity" icon={Users} />
      </div>

      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="grid gap-1.5">
            <CardTitle>{viewedUser ? 'User Activity' : 'Activity Logs'}</CardTitle>
            <CardDescription>
              {viewedUser ? (
                <>
                  Actions of <span className="font-medium text-foreground">{viewedUser.email ?? viewedUser.id}</span>
                  {viewedUser.email ? <span className="ml-1 font-mono text-xs">({viewedUser.id})</span> : null}
                </>
              ) : (
                'Every action users took, newest first.'
              )}
            </CardDescription>
          </div>
          {viewedUser ? (
            <Button variant="outline" size="sm" onClick={backToAll}>
              <ArrowLeft aria-hidden="true" />
              Back to All Activities
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <ActivityTable userId={viewedUser?.id ?? null} page={page} onPage={setPage} onViewUser={viewUser} />
        </CardContent>
      </Card>
    </div>
  );
}

function ActivityTable({
  userId,
  page,
  onPage,
  onViewUser,
}: {
  userId: string | null;
  page: number;
  onPage: (page: number) => void;
  onViewUser: (user: ViewedUser) => void;
}) {
  const { data, isLoading, error } = useActivities(userId, page);
  const isAllUsers = userId === null;

  if (isLoading) return <p className="py-8 text-center text-sm text-muted-foreground">Loading activities...</p>;
  if (error || !data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the activities: {errorMessage(error, 'no answer from the server')}
      </p>
    );
  }
  if (data.activities.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">{isAllUsers ? 'No activity logs found' : 'No activities found for this user'}</p>
    );
  }
  const totalPages = Math.max(1, data.pagination.totalPages);

  return (
    <>
      <Table aria-label={isAllUsers ? 'Activity logs' : 'User activity'}>
        <TableHeader>
          <TableRow>
            {isAllUsers ? <TableHead>User</TableHead> : null}
            <TableHead>Action</TableHead>
            <TableHead>Resource</TableHead>
            <TableHead>Details</TableHead>
            <TableHead>IP Address</TableHead>
            <TableHead>Time</TableHead>
            {isAllUsers ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.activities.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} isAllUsers={isAllUsers} onViewUser={onViewUser} />
          ))}
        </TableBody>
      </Table>
      {totalPages > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-3 border-t pt-4">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {Math.min(page, totalPages)} of {totalPages} · {data.pagination.total} entries
          </span>
          <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ActivityRow({
  entry,
  isAllUsers,
  onViewUser,
}: {
  entry: ActivityLogEntry;
  isAllUsers: boolean;
  onViewUser: (user: ViewedUser) => void;
}) {
  const details = formatActivityDetails(entry.details);
  const email = entry.user?.email ?? null;
  const userId = entry.userId;
  return (
    <TableRow>
      {isAllUsers ? (
        <TableCell>
          <div className="max-w-40">
            <p className="truncate font-mono text-xs" title={entry.userId ?? undefined}>
              {orDash(entry.userId)}
            </p>
            <p className="truncate text-xs text-muted-foreground" title={email ?? undefined}>
              {orDash(email)}
            </p>
          </div>
        </TableCell>
      ) : null}
      <TableCell>
        <Badge variant="outline" className="font-mono">
          {entry.action}
        </Badge>
      </TableCell>
      <TableCell>
        <div className="flex max-w-52 items-center gap-1.5">
          {entry.resourceType ? <Badge variant="secondary">{entry.resourceType}</Badge> : null}
          <span className="truncate text-sm" title={entry.resource ?? undefined}>
            {entry.resource ?? (entry.resourceType ? '' : '-')}
          </span>
        </div>
      </TableCell>
      <TableCell className="max-w-56">
        <span className="block truncate font-mono text-xs text-muted-foreground" title={details.full}>
          {details.text}
        </span>
      </TableCell>
      <TableCell className="font-mono text-xs">{orDash(entry.ipAddress)}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(entry.createdAt)}</TableCell>
      {isAllUsers ? (
        <TableCell className="text-right">
          {userId ? (
            <Button variant="ghost" size="sm" onClick={() => onViewUser({ id: userId, email })}>
              <Eye aria-hidden="true" />
              View User
            </Button>
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
