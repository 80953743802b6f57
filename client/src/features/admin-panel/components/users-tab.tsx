import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useAllUsers } from '../api';
import { creditsBadge, fullName } from '../display';

/** docs/PRODUCT.md §2 Admin panel Users: User ID, Email, Name, Credits badge, Created. */
export function UsersTab() {
  const { data, isLoading, error } = useAllUsers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>All Users</CardTitle>
        <CardDescription>{data ? `${data.length} ${data.length === 1 ? 'account' : 'accounts'}` : 'Every registered account.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="py-8 text-center text-sm text-muted-foreground">Loading users...</p>
        ) : error || !data ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the users: {errorMessage(error, 'no answer from the server')}
          </p>
        ) : (
          <Table aria-label="All users">
            <TableHeader>
              <TableRow>
                <TableHead>User ID</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Credits</TableHead>
                <TableHead>Created</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((user) => {
                const credits = creditsBadge(user.credits);
                return (
                  <TableRow key={user.id}>
                    <TableCell className="max-w-40 truncate font-mono text-xs" title={user.id}>
                      {user.id}
                    </TableCell>
                    <TableCell className="font-medium">{user.email}</TableCell>
                    <TableCell>{fullName(user)}</TableCell>
                    <TableCell>
                      <Badge variant={credits.isDestructive ? 'destructive' : 'secondary'}>{credits.label}</Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatShortDate(user.createdAt)}</TableCell>
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
