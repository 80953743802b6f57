import Stripe from 'stripe';
import type { PlanId } from '@common/plans';
import type { Config } from '../../config';
import type { AppContext } from '../../context';

type PaidPlan = Exclude<PlanId, 'free'>;

/** Stripe as this server uses it: the SDK client, the webhook signing secret and one price per paid plan. */
export interface StripeBilling {
  stripe: Stripe;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
}

/** What the billing use cases that call Stripe are given: the database and the configured Stripe. */
export type StripeContext = Pick<AppContext, 'database'> & { billing: StripeBilling };

/**
 * The Stripe set-up from the settings, or null when Stripe is not configured (the embedded default:
 * upgrades are then requests an administrator approves, decision 080). config.ts already refused a
 * half configuration. STRIPE_API_HOST/PORT/PROTOCOL point the SDK at a loopback server in tests.
 */
export function configuredStripe(config: Config): StripeBilling | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_ENTERPRISE } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PRO || !STRIPE_PRICE_ENTERPRISE) return null;
  const stripe = new Stripe(STRIPE_SECRET_KEY, {
    // A person waits on Checkout; Stripe answers in well under a second.
    timeout: 20_000,
    maxNetworkRetries: 1,
    appInfo: { name: 'CVForge' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
  return { stripe, webhookSecret: STRIPE_WEBHOOK_SECRET, prices: { pro: STRIPE_PRICE_PRO, enterprise: STRIPE_PRICE_ENTERPRISE } };
}

/** The plan a Stripe price id sells, or null for a price this server does not know. */
export function planForPrice(billing: StripeBilling, priceId: string | null | undefined): PaidPlan | null {
  if (priceId === billing.prices.pro) return 'pro';
  if (priceId === billing.prices.enterprise) return 'enterprise';
  return null;
}

/** Stripe writes ids or expanded objects in the same field. */
export function stripeId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
