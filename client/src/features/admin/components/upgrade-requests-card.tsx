import { PLANS } from '@common/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useDecideUpgradeRequest, useUpgradeRequests } from '../api';
import { LoadError, Muted } from './stat-card';

/**
 * Upgrades asked for without a payment provider (decision 080): an administrator approves (the user
 * moves to the plan now, with its credits) or declines (nothing changes). Shown on the Users tab.
 */
export function UpgradeRequestsCard() {
  const { data, isLoading, error } = useUpgradeRequests(true);
  const decide = useDecideUpgradeRequest();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upgrade requests</CardTitle>
        <CardDescription>Without a payment provider, a paid plan starts only when an administrator approves the request. Nothing is charged.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Muted>Loading upgrade requests...</Muted>
        ) : error || !data ? (
          <LoadError what="the upgrade requests" message={errorMessage(error, 'no answer from the server')} />
        ) : data.length === 0 ? (
          <Muted>No upgrade requests waiting.</Muted>
        ) : (
          <Table aria-label="Upgrade requests">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>From</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Requested</TableHead>
                <TableHead className="text-right">Decision</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((request) => {
                const isDeciding = decide.isPending && decide.variables?.id === request.id;
                return (
                  <TableRow key={request.id}>
                    <TableCell className="font-medium">{request.email}</TableCell>
                    <TableCell>{request.name ?? '-'}</TableCell>
                    <TableCell>{PLANS[request.fromPlan].name}</TableCell>
                    <TableCell>{PLANS[request.toPlan].name}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTime(request.createdAt)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">
                        <Button size="sm" disabled={isDeciding} onClick={() => decide.mutate({ id: request.id, decision: 'approve' })} aria-label={`Approve ${request.email}`}>
                          Approve
                        </Button>
                        <Button size="sm" variant="outline" disabled={isDeciding} onClick={() => decide.mutate({ id: request.id, decision: 'decline' })} aria-label={`Decline ${request.email}`}>
                          Decline
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
