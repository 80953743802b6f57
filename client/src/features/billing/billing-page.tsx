import type { PlanId } from '@common/plans';
import { PLANS } from '@common/plans';
import { useEffect, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { reportError } from '@/lib/notify';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useBillingPortal, usePlans, useRefreshUser, useSubscription, useUpgrade } from './api';
import { ApiAccessCard } from './components/api-access-card';
import { BillingStatus } from './components/billing-status';
import { CurrentPlanCard } from './components/current-plan-card';
import { CustomPromptsCard } from './components/custom-prompts-card';
import { PlanCards } from './components/plan-cards';
import { UsageCards } from './components/usage-cards';

/** Back from Stripe: wait this long at most for its webhook to move the plan, asking every few seconds. */
const CHECKOUT_WAIT_MS = 2 * 60_000;
const CHECKOUT_POLL_MS = 3_000;
/** While an administrator has not decided an upgrade request, the page looks again this often. */
const REQUEST_POLL_MS = 30_000;

/** The plan the user had when leaving for Stripe: Stripe's webhook often arrives before the user is back. */
const CHECKOUT_FROM_KEY = 'cvforge.checkoutFromPlan';

/** Stripe sends people back with ?checkout=success or ?checkout=cancelled; read once, then cleared from the address. */
function useCheckoutReturn(): { outcome: 'success' | 'cancelled' | null; since: number; fromPlan: PlanId | null } {
  const [state] = useState(() => {
    const value = new URLSearchParams(window.location.search).get('checkout');
    const outcome: 'success' | 'cancelled' | null = value === 'success' || value === 'cancelled' ? value : null;
    const stored = outcome ? window.sessionStorage.getItem(CHECKOUT_FROM_KEY) : null;
    const fromPlan = stored && stored in PLANS ? (stored as PlanId) : null;
    if (outcome) window.sessionStorage.removeItem(CHECKOUT_FROM_KEY);
    return { outcome, since: Date.now(), fromPlan };
  });
  useEffect(() => {
    if (state.outcome) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [state.outcome]);
  return state;
}

/** docs/PRODUCT.md §2 Billing (/billing) 'Billing & Subscription', with Stripe or an administrator's approval (decision 080). */
export default function BillingPage() {
  const checkout = useCheckoutReturn();
  const [planAtReturn, setPlanAtReturn] = useState<PlanId | null>(checkout.fromPlan);
  const [now, setNow] = useState(() => Date.now());
  const [hasStripeConfirmed, setHasStripeConfirmed] = useState(false);
  const isWaitingForStripe = checkout.outcome === 'success' && !hasStripeConfirmed && now - checkout.since < CHECKOUT_WAIT_MS;
  const [requestedPlan, setRequestedPlan] = useState<PlanId | null>(null);
  const subscription = useSubscription(isWaitingForStripe ? CHECKOUT_POLL_MS : requestedPlan ? REQUEST_POLL_MS : false);
  const plans = usePlans();
  const upgrade = useUpgrade();
  const portal = useBillingPortal();
  const refreshUser = useRefreshUser();
  useUnauthorizedRedirect(subscription.error ?? plans.error);

  const currentPlan = subscription.data?.subscription.plan;
  useEffect(() => {
    if (currentPlan && planAtReturn === null) setPlanAtReturn(currentPlan);
  }, [currentPlan, planAtReturn]);
  useEffect(() => {
    if (!isWaitingForStripe) return;
    const timer = setInterval(() => setNow(Date.now()), CHECKOUT_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaitingForStripe]);
  useEffect(() => {
    if (!hasStripeConfirmed && checkout.outcome === 'success' && planAtReturn !== null && currentPlan !== undefined && currentPlan !== planAtReturn) {
      setHasStripeConfirmed(true);
      void refreshUser();
    }
  }, [hasStripeConfirmed, checkout.outcome, planAtReturn, currentPlan, refreshUser]);

  // An upgrade request decided while the page is open: say so, as the spec's 'Subscription Upgraded'.
  const pendingPlan = subscription.data?.pendingUpgrade?.plan ?? null;
  useEffect(() => {
    if (!subscription.data) return;
    if (pendingPlan) {
      if (pendingPlan !== requestedPlan) setRequestedPlan(pendingPlan);
      return;
    }
    if (!requestedPlan) return;
    setRequestedPlan(null);
    if (currentPlan === requestedPlan) {
      toast({ title: 'Subscription Upgraded', description: `An administrator approved your request: you are now on the ${PLANS[requestedPlan].name} plan.` });
      void refreshUser();
    } else {
      toast({ title: 'Upgrade Declined', description: `An administrator declined your request for the ${PLANS[requestedPlan].name} plan. Nothing changed.` });
    }
  }, [subscription.data, pendingPlan, requestedPlan, currentPlan, refreshUser]);

  function onUpgrade(plan: PlanId) {
    upgrade.mutate(plan, {
      onSuccess: (result) => {
        if (result.status === 'checkout' && result.checkoutUrl) {
          window.sessionStorage.setItem(CHECKOUT_FROM_KEY, result.subscription.subscription.plan);
          window.location.assign(result.checkoutUrl);
          return;
        }
        toast({ title: result.status === 'requested' ? 'Upgrade Requested' : 'Plan Change Scheduled', description: result.message });
      },
      onError: (err) => reportError(err, 'Upgrade Failed', 'Failed to upgrade subscription'),
    });
  }

  function onManageBilling() {
    portal.mutate(undefined, {
      onSuccess: (result) => window.location.assign(result.url),
      onError: (err) => reportError(err, 'Billing Portal Failed', 'Could not open the billing portal.'),
    });
  }

  const error = subscription.error ?? plans.error;
  const isStripe = subscription.data?.paymentProvider === 'stripe';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Billing &amp; Subscription</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your plan, this period's credits, and the plans you can move to.</p>
      </div>

      {checkout.outcome === 'success' ? (
        <p className="rounded-lg border p-4 text-sm" role="status" data-testid="checkout-return">
          {hasStripeConfirmed && currentPlan
            ? `Stripe confirmed your payment: you are now on the ${PLANS[currentPlan].name} plan.`
            : isWaitingForStripe
              ? 'Back from Stripe. Your plan changes as soon as Stripe confirms the payment; this page updates by itself.'
              : 'Stripe has not confirmed a payment yet. If you paid, reload this page in a minute; otherwise choose a plan again.'}
        </p>
      ) : checkout.outcome === 'cancelled' ? (
        <p className="rounded-lg border p-4 text-sm" role="status" data-testid="checkout-return">
          Checkout was cancelled: nothing was charged and your plan is unchanged.
        </p>
      ) : null}

      {subscription.isLoading || plans.isLoading ? <PageSpinner label="Loading your subscription" /> : null}
      {error ? <p className="text-sm text-destructive">{errorMessage(error, 'Could not load your subscription.')}</p> : null}

      {subscription.data ? (
        <>
          <CurrentPlanCard data={subscription.data} />
          <BillingStatus data={subscription.data} onManageBilling={onManageBilling} isOpeningPortal={portal.isPending} />
          <UsageCards data={subscription.data} />
        </>
      ) : null}

      {plans.data && currentPlan && subscription.data ? (
        <section className="grid gap-4" aria-labelledby="plans-heading">
          <div>
            <h2 id="plans-heading" className="text-xl font-semibold">
              Plans
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="plans-note">
              {isStripe
                ? 'Upgrades are paid on Stripe Checkout and take effect as soon as Stripe confirms the payment. Downgrades and cancellations take effect at the end of the period: use Manage billing, or contact support.'
                : 'Upgrades are approved by an administrator; no card is charged, as online payment is not set up. To move to a lower plan, contact support.'}
            </p>
          </div>
          <PlanCards
            plans={plans.data}
            currentPlan={currentPlan}
            pendingPlan={upgrade.isPending ? (upgrade.variables ?? null) : null}
            requestedPlan={subscription.data.pendingUpgrade?.plan ?? null}
            onUpgrade={onUpgrade}
          />
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
