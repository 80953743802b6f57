import type { SubscriptionResponse } from '@common/contracts/billing';
import { UNLIMITED } from '@common/limits';
import { CalendarDays, Coins, Gauge } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

function UsageCard({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <div className="rounded-lg bg-primary/10 p-3 text-primary">{icon}</div>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** docs/PRODUCT.md §2 Billing: credits used, credits remaining (∞ when unlimited), days remaining. */
export function UsageCards({ data }: { data: SubscriptionResponse }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <UsageCard icon={<Gauge className="size-5" aria-hidden="true" />} label="Credits Used" value={String(data.subscription.creditsUsed)} testId="credits-used" />
      <UsageCard
        icon={<Coins className="size-5" aria-hidden="true" />}
        label="Credits Remaining"
        value={data.remainingCredits === UNLIMITED ? '∞' : String(data.remainingCredits)}
        testId="credits-remaining"
      />
      <UsageCard icon={<CalendarDays className="size-5" aria-hidden="true" />} label="Days Remaining" value={String(data.daysRemaining)} testId="days-remaining" />
    </div>
  );
}
