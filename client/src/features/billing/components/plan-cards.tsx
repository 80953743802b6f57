import type { PlansResponse } from '@common/contracts/billing';
import { UNLIMITED } from '@common/limits';
import { PLAN_ORDER, PLANS, planButton, type PlanId } from '@common/plans';
import { PlanFeatureList } from './plan-feature-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatPounds } from '@/lib/format';

interface PlanCardsProps {
  plans: PlansResponse;
  currentPlan: PlanId;
  pendingPlan: PlanId | null;
  /** A plan asked for and waiting for an administrator: its button reads 'Upgrade requested'. */
  requestedPlan: PlanId | null;
  onUpgrade: (plan: PlanId) => void;
}

/** The plan cards with the docs/PRODUCT.md §4 button rules (common/plans.ts planButton), and a requested upgrade (decision 080). */
export function PlanCards({ plans, currentPlan, pendingPlan, requestedPlan, onUpgrade }: PlanCardsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {PLAN_ORDER.filter((id) => plans[id]).map((id) => {
        const plan = plans[id];
        const button = planButton(currentPlan, id);
        const isCurrent = id === currentPlan;
        const isPending = pendingPlan === id;
        return (
          <Card key={id} data-testid={`plan-${id}`} className={cn('relative flex flex-col', isCurrent && 'border-primary ring-1 ring-primary')}>
            {PLANS[id].isPopular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">Most Popular</Badge> : null}
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              <CardDescription>
                <span className="text-3xl font-bold text-foreground">{formatPounds(plan.price)}</span>
                {plan.price > 0 ? <span className="text-sm"> per month</span> : null}
              </CardDescription>
              <p className="text-sm text-muted-foreground">
                {plan.creditsLimit === UNLIMITED ? 'Unlimited credits' : `${plan.creditsLimit} credits`}
              </p>
            </CardHeader>
            <CardContent className="flex-1">
              <PlanFeatureList features={plan.features} />
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                variant={button.canUpgrade ? 'default' : 'outline'}
                // One request at a time: the server answers 409 to a second while one waits.
                disabled={!button.canUpgrade || pendingPlan !== null || requestedPlan !== null}
                onClick={() => onUpgrade(id)}
              >
                {isPending ? 'Upgrading...' : requestedPlan === id ? 'Upgrade requested' : button.label}
              </Button>
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}
