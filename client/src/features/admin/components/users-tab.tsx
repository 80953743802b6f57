import type { AdminUser } from '@common/contracts/admin';
import { BUILT_IN_ADMIN_ID, ROLES, type Role } from '@common/roles';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/errors';
import { formatShortDate } from '@/lib/format';
import { useAdminUsers, useUpdateUserRole } from '../api';
import { ROLE_LABELS } from '../format';
import { LoadError, Muted } from './stat-card';
import { UpgradeRequestsCard } from './upgrade-requests-card';

function name(user: AdminUser): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || '-';
}

/** docs/PRODUCT.md §2 Users: the list; the role selector only with canManageUsers (docs/PRODUCT.md §6). */
export function UsersTab({ canManageUsers, currentUserId }: { canManageUsers: boolean; currentUserId: string | undefined }) {
  const { data, isLoading, error } = useAdminUsers(true);
  const updateRole = useUpdateUserRole();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 [&>*]:min-w-0">
      {/* Deciding upgrades is for administrators, like roles (decision 080). */}
      {canManageUsers ? <UpgradeRequestsCard /> : null}
      <Card>
        <CardHeader>
          <CardTitle>Users</CardTitle>
          <CardDescription>
            {canManageUsers ? 'Everyone with an account. Change a role with its selector.' : 'Everyone with an account. Only administrators can change roles.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <Muted>Loading users...</Muted>
          ) : error || !data ? (
            <LoadError what="the users" message={errorMessage(error, 'no answer from the server')} />
          ) : data.length === 0 ? (
            <Muted>No users yet.</Muted>
          ) : (
            <Table aria-label="Users">
              <TableHeader>
                <TableRow>
                  <TableHead>Email</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Plan</TableHead>
                  <TableHead className="text-right">Credits</TableHead>
                  <TableHead>Joined</TableHead>
                  <TableHead>Role</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((user) => {
                  // The server refuses these too; the selector says so before anyone tries.
                  const isLocked = user.id === BUILT_IN_ADMIN_ID || user.id === currentUserId;
                  const isSaving = updateRole.isPending && updateRole.variables?.id === user.id;
                  return (
                    <TableRow key={user.id}>
                      <TableCell className="font-medium">{user.email}</TableCell>
                      <TableCell>{name(user)}</TableCell>
                      <TableCell className="capitalize">{user.plan}</TableCell>
                      <TableCell className="text-right tabular-nums">{user.credits === -1 ? '∞' : user.credits}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{formatShortDate(user.createdAt)}</TableCell>
                      <TableCell>
                        {canManageUsers ? (
                          <Select
                            value={user.role}
                            disabled={isLocked || isSaving}
                            onValueChange={(role) => {
                              if (role !== user.role) updateRole.mutate({ id: user.id, role: role as Role });
                            }}
                          >
                            <SelectTrigger
                              className="w-32"
                              aria-label={`Role of ${user.email}`}
                              title={isLocked ? (user.id === BUILT_IN_ADMIN_ID ? 'The built-in administrator keeps the admin role.' : 'You cannot change your own role.') : undefined}
                            >
                              <SelectValue />
                            </SelectTrigger>
                            <SelectContent>
                              {ROLES.map((role) => (
                                <SelectItem key={role} value={role}>
                                  {ROLE_LABELS[role]}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                        ) : (
                          <Badge variant={user.role === 'user' ? 'outline' : 'secondary'}>{ROLE_LABELS[user.role]}</Badge>
                        )}
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
