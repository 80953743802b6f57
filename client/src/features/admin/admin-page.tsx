import { ArrowLeft, BarChart3, FileClock, LayoutDashboard, ListOrdered, Mail, Server, ShieldAlert, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Brand } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { IconTabsList } from '@/components/icon-tabs-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session';
import { useAdminAccess } from './api';
import { AnalyticsTab } from './components/analytics-tab';
import { OverviewTab } from './components/overview-tab';
import { ProcessingLogsTab } from './components/processing-logs-tab';
import { QueueTab } from './components/queue-tab';
import { SmtpSettingsTab } from './components/smtp-settings-tab';
import { SystemTab } from './components/system-tab';
import { UsersTab } from './components/users-tab';
import { ROLE_LABELS, roleAudience } from './format';

export const ACCESS_DENIED_TEXT = "Access Denied: You don't have permission to access the admin dashboard.";

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'analytics', label: 'Analytics', icon: BarChart3 },
  { value: 'logs', label: 'Processing Logs', icon: FileClock },
  { value: 'queue', label: 'Queue', icon: ListOrdered },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'system', label: 'System', icon: Server },
  { value: 'settings', label: 'Settings', icon: Mail },
] as const;

/** docs/PRODUCT.md §2 Admin dashboard (/admin), outside the common shell; managers and admins (docs/PRODUCT.md §6). */
export default function AdminPage() {
  const { user } = useAuth();
  const access = useAdminAccess();

  if (access.isLoading) return <PageSpinner label="Checking admin access" />;
  // Any failure of the check (403, 401, network) is treated as no access: nothing else is fetched.
  if (!access.data?.hasAccess) return <AccessDenied />;

  const { role, permissions } = access.data;
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <Brand />
          <div className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:border-l sm:pl-4">
            <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight">
              Admin Dashboard
              <Badge variant="secondary">
                <ShieldCheck aria-hidden="true" />
                {ROLE_LABELS[role]}
              </Badge>
            </h1>
            <p className="text-sm text-muted-foreground">
              System monitoring and management for {roleAudience(role)}
            </p>
          </div>
          <Button asChild variant="outline" className="ml-auto">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to App
            </Link>
          </Button>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Tabs defaultValue="overview">
          <IconTabsList tabs={TABS} />
          {/* Radix unmounts inactive tabs, so each tab's queries (and their polling) run only while it is open. */}
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="logs">
            <ProcessingLogsTab />
          </TabsContent>
          <TabsContent value="queue">
            <QueueTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab canManageUsers={permissions.canManageUsers} currentUserId={user?.id} />
          </TabsContent>
          <TabsContent value="system">
            <SystemTab />
          </TabsContent>
          <TabsContent value="settings">
            {/* Managers read the mail settings; administrators change them (issue #14). */}
            <SmtpSettingsTab userEmail={user?.email} canEdit={role === 'admin'} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

function AccessDenied() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/30 px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlert className="size-6" aria-hidden="true" />
          </span>
          <p role="alert" className="font-medium">
            {ACCESS_DENIED_TEXT}
          </p>
          <Button asChild variant="outline">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to App
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
