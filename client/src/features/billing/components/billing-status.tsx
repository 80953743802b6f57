import type { SubscriptionResponse } from '@common/contracts/billing';
import { PLANS } from '@common/plans';
import { AlertTriangle, CalendarClock, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

function Notice({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm" data-testid={testId}>
      <span className="mt-0.5 text-primary">{icon}</span>
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

/**
 * What is under way on the subscription (decision 080): an upgrade waiting for an administrator, a
 * downgrade or cancellation at the period end (and when), a failed payment; and 'Manage billing',
 * which opens Stripe's customer portal for a Stripe customer.
 */
export function BillingStatus({ data, onManageBilling, isOpeningPortal }: { data: SubscriptionResponse; onManageBilling: () => void; isOpeningPortal: boolean }) {
  const { pendingUpgrade, scheduledChange, hasPaymentProblem, canManageBilling } = data;
  if (!pendingUpgrade && !scheduledChange && !hasPaymentProblem && !canManageBilling) return null;
  return (
    <div className="grid gap-3">
      {pendingUpgrade ? (
        <Notice icon={<Clock className="size-4" aria-hidden="true" />} testId="pending-upgrade">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <Badge variant="secondary">Upgrade requested</Badge>
            {PLANS[pendingUpgrade.plan].name}
          </p>
          <p className="text-muted-foreground">
            You asked for the {PLANS[pendingUpgrade.plan].name} plan on {formatDate(pendingUpgrade.requestedAt)}. An administrator will approve or decline it;
            your plan and credits stay as they are until then, and nothing is charged.
          </p>
        </Notice>
      ) : null}
      {scheduledChange ? (
        <Notice icon={<CalendarClock className="size-4" aria-hidden="true" />} testId="scheduled-change">
          <p className="font-medium">
            {scheduledChange.plan === 'free' ? 'Your subscription ends' : `Your plan changes to ${PLANS[scheduledChange.plan].name}`} on {formatDate(scheduledChange.effectiveAt)}.
          </p>
          <p className="text-muted-foreground">Until then you keep the {PLANS[data.subscription.plan].name} plan and its credits.</p>
        </Notice>
      ) : null}
      {hasPaymentProblem ? (
        <Notice icon={<AlertTriangle className="size-4 text-destructive" aria-hidden="true" />} testId="payment-problem">
          <p className="font-medium">Your last payment did not go through.</p>
          <p className="text-muted-foreground">Update your card in Manage billing; your credits renew once the payment is made.</p>
        </Notice>
      ) : null}
      {canManageBilling ? (
        <div>
          <Button variant="outline" onClick={onManageBilling} disabled={isOpeningPortal}>
            {isOpeningPortal ? 'Opening...' : 'Manage billing'}
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">Card, invoices, plan changes and cancellation, on Stripe.</p>
        </div>
      ) : null}
    </div>
  );
}
