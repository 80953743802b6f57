import type { PlanId } from '@common/plans';
import { PLANS } from '@common/plans';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { reportError } from '@/lib/notify';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { usePlans, useSubscription, useUpgrade } from './api';
import { ApiAccessCard } from './components/api-access-card';
import { CurrentPlanCard } from './components/current-plan-card';
import { CustomPromptsCard } from './components/custom-prompts-card';
import { PlanCards } from './components/plan-cards';
import { UsageCards } from './components/usage-cards';

/** Spec §2 Billing (/billing) 'Billing & Subscription'. */
export default function BillingPage() {
  const subscription = useSubscription();
  const plans = usePlans();
  const upgrade = useUpgrade();
  useUnauthorizedRedirect(subscription.error ?? plans.error);

  function onUpgrade(plan: PlanId) {
    upgrade.mutate(plan, {
      onSuccess: (result) => toast({ title: 'Subscription Upgraded', description: result.message }),
      onError: (err) => reportError(err, 'Upgrade Failed', 'Failed to upgrade subscription'),
    });
  }

  const error = subscription.error ?? plans.error;
  const currentPlan = subscription.data?.subscription.plan;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing &amp; Subscription</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your plan, this period's credits, and the plans you can move to.</p>
      </div>

      {subscription.isLoading || plans.isLoading ? <PageSpinner label="Loading your subscription" /> : null}
      {error ? <p className="text-sm text-destructive">{errorMessage(error, 'Could not load your subscription.')}</p> : null}

      {subscription.data ? (
        <>
          <CurrentPlanCard data={subscription.data} />
          <UsageCards data={subscription.data} />
        </>
      ) : null}

      {plans.data && currentPlan ? (
        <section className="grid gap-4" aria-labelledby="plans-heading">
          <div>
            <h2 id="plans-heading" className="text-xl font-semibold">
              Plans
            </h2>
            <p className="text-sm text-muted-foreground">
              Upgrades take effect immediately. No card is charged: online payment is not set up yet. To move to a lower plan, contact support.
            </p>
          </div>
          <PlanCards plans={plans.data} currentPlan={currentPlan} pendingPlan={upgrade.isPending ? (upgrade.variables ?? null) : null} onUpgrade={onUpgrade} />
        </section>
      ) : null}

      {currentPlan === 'enterprise' ? (
        <>
          <ApiAccessCard />
          <CustomPromptsCard />
        </>
      ) : currentPlan ? (
        <p className="text-sm text-muted-foreground">
          API access and custom AI prompts are part of the {PLANS.enterprise.name} plan.
        </p>
      ) : null}
    </div>
  );
}
