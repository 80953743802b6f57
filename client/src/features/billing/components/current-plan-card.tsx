import type { SubscriptionResponse } from '@common/contracts/billing';
import { UNLIMITED } from '@common/limits';
import { PLANS } from '@common/plans';
import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDate, formatPounds } from '@/lib/format';

/** docs/PRODUCT.md §2 Billing: current plan, price, credit usage bar, next billing date, Active or Inactive badge. */
export function CurrentPlanCard({ data }: { data: SubscriptionResponse }) {
  const { subscription, isActive } = data;
  const plan = PLANS[subscription.plan];
  const isUnlimited = subscription.creditsLimit === UNLIMITED;
  const usedPercent = isUnlimited || subscription.creditsLimit <= 0 ? 0 : (subscription.creditsUsed / subscription.creditsLimit) * 100;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            Current Plan
          </CardTitle>
          <Badge variant={isActive ? 'success' : 'destructive'} data-testid="subscription-status">
            {isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <CardDescription>Your subscription and this period's usage.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-2xl font-bold" data-testid="current-plan-name">
            {plan.name}
          </span>
          <span className="text-lg font-semibold" data-testid="current-plan-price">
            {formatPounds(plan.price)}
            {plan.price > 0 ? <span className="text-sm font-normal text-muted-foreground">/month</span> : null}
          </span>
        </div>
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span className="font-medium">Credit usage</span>
            <span className="tabular-nums text-muted-foreground" data-testid="credit-usage">
              {isUnlimited ? `${subscription.creditsUsed} used · Unlimited` : `${subscription.creditsUsed} / ${subscription.creditsLimit} used`}
            </span>
          </div>
          <Progress value={usedPercent} aria-label="Credit usage" />
        </div>
        <div className="flex justify-between text-sm">
          <span className="font-medium">Next billing date</span>
          <span className="text-muted-foreground" data-testid="next-billing-date">
            {formatDate(subscription.currentPeriodEnd)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
