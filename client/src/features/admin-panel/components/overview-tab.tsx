import { Activity, BarChart3, Coins, Cpu, FileStack, Infinity as InfinityIcon, ShieldCheck, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { useSystemStats } from '../api';
import { counterValue } from '../display';
import { CounterCard } from './counter-card';

const PRIVILEGES = [
  { icon: InfinityIcon, text: 'Unlimited CV processing with no credit deduction' },
  { icon: Cpu, text: 'Real-time AI model switching' },
  { icon: BarChart3, text: 'System statistics and monitoring' },
  { icon: Users, text: 'User management' },
];

/** docs/PRODUCT.md §2 Admin panel Overview: four counters and the 'Admin Privileges Active' card. */
export function OverviewTab() {
  const { data, isLoading, error } = useSystemStats();
  return (
    <div className="grid grid-cols-1 gap-6">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the statistics: {errorMessage(error, 'no answer from the server')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CounterCard label="Total Users" value={counterValue(data?.totalUsers, isLoading)} icon={Users} caption="Registered accounts" />
        <CounterCard label="Total Jobs" value={counterValue(data?.totalJobs, isLoading)} icon={FileStack} caption="Processing jobs ever run" />
        <CounterCard label="Credits Used" value={counterValue(data?.totalCreditsUsed, isLoading)} icon={Coins} caption="Across all users" />
        <CounterCard label="Active Jobs" value={counterValue(data?.activeJobs, isLoading)} icon={Activity} caption="Queued or processing" />
      </div>
      <Card className="border-success/40 bg-success/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-success" aria-hidden="true" />
            Admin Privileges Active
          </CardTitle>
          <CardDescription>As the built-in administrator you have:</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PRIVILEGES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 text-sm">
                <span className="flex size-7 items-center justify-center rounded-md bg-success/15 text-success">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
