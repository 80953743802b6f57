import { BUILT_IN_ADMIN_ID } from '@common/roles';
import { Activity, ArrowRight, Bot, Infinity as InfinityIcon, LayoutDashboard, Lock, LogIn, LogOut, Mail, ShieldAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Brand } from '@/components/brand';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { IconTabsList } from '@/components/icon-tabs-list';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session';
import { ActivityTab } from './components/activity-tab';
import { AiConfigTab } from './components/ai-config-tab';
import { OverviewTab } from './components/overview-tab';
import { SecurityTab } from './components/security-tab';
import { SmtpConfigTab } from './components/smtp-config-tab';
import { UsersTab } from './components/users-tab';
import { InstanceRetentionCard } from '@/features/privacy';

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'users', label: 'Users', icon: Users },
  { value: 'activity', label: 'Activity Logs', icon: Activity },
  { value: 'security', label: 'Security', icon: Lock },
  { value: 'ai', label: 'AI Config', icon: Bot },
  { value: 'smtp', label: 'SMTP Config', icon: Mail },
] as const;

/** docs/PRODUCT.md §2 Admin panel (/admin-panel), outside the common shell: the built-in administrator's alone (docs/PRODUCT.md §6). */
export default function AdminPanelPage() {
  const { user, logoutMutation } = useAuth();

  if (!user) {
    return (
      <Gate icon={<LogIn className="size-6" aria-hidden="true" />} title="Authentication Required" text="Sign in as the administrator to open the admin panel.">
        <Button asChild>
          <Link href="/auth">Sign In</Link>
        </Button>
      </Gate>
    );
  }
  if (user.id !== BUILT_IN_ADMIN_ID) {
    return (
      <Gate icon={<ShieldAlert className="size-6" aria-hidden="true" />} title="Access Denied" text="The admin panel is for the built-in administrator only." isDenied>
        <Button asChild variant="outline">
          <Link href="/">Back to App</Link>
        </Button>
      </Gate>
    );
  }

  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <Brand />
          <div className="order-last flex min-w-0 basis-full items-center gap-3 sm:order-none sm:basis-auto sm:border-l sm:pl-4">
            <h1 className="text-xl font-bold tracking-tight">Admin Panel</h1>
            <Badge variant="success">
              <InfinityIcon aria-hidden="true" />
              Unlimited Usage
            </Badge>
          </div>
          <div className="ml-auto flex items-center gap-2">
            <Button asChild variant="outline">
              <Link href="/dashboard">
                Go to App
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
              <LogOut aria-hidden="true" />
              {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <Tabs defaultValue="overview">
          <IconTabsList tabs={TABS} />
          <TabsContent value="overview">
            <OverviewTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTab />
          </TabsContent>
          <TabsContent value="security">
            <SecurityTab />
            <InstanceRetentionCard />
          </TabsContent>
          <TabsContent value="ai">
            <AiConfigTab />
          </TabsContent>
          <TabsContent value="smtp">
            <SmtpConfigTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

function Gate({ icon, title, text, isDenied, children }: { icon: ReactNode; title: string; text: string; isDenied?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/30 px-4">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-3 pt-6">
          <span
            className={
              isDenied
                ? 'flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive'
                : 'flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary'
            }
          >
            {icon}
          </span>
          <h1 className="text-xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{text}</p>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
