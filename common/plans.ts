import { UNLIMITED } from './limits';

export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly price in pounds. */
  price: number;
  /** -1 means unlimited. */
  creditsLimit: number;
  features: string[];
  isPopular: boolean;
  cta: string;
}

/** The plans of docs/PRODUCT.md §9, defined once: the landing page, billing and the server all read these. */
export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free Trial',
    price: 0,
    creditsLimit: 3,
    features: ['3 CV processing credits', 'Basic reformatting', 'Email delivery'],
    isPopular: false,
    cta: 'Start Free Trial',
  },
  pro: {
    id: 'pro',
    name: 'Professional',
    price: 20,
    creditsLimit: 50,
    features: ['50 CV processing credits', 'All reformatting features', 'AI enhancement', 'Candidate analysis', 'Priority processing'],
    isPopular: true,
    cta: 'Get Started',
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    price: 100,
    creditsLimit: UNLIMITED,
    features: ['Unlimited CV processing', 'All Pro features', 'Custom AI prompts', 'API access', 'Priority support'],
    isPopular: false,
    cta: 'Contact Sales',
  },
};

export const PLAN_ORDER: PlanId[] = ['free', 'pro', 'enterprise'];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Position in PLAN_ORDER: a higher rank is a higher plan. */
export function planRank(id: PlanId): number {
  return PLAN_ORDER.indexOf(id);
}

/**
 * Whether a plan's credits are topped up to its limit at each period end (docs/PRODUCT.md §10 Credits
 * and plans: Professional credits go back to 50 at each period end). The free trial's 3 signup credits
 * never renew; unlimited plans have nothing to renew.
 */
export function renewsCredits(id: PlanId): boolean {
  return id === 'pro';
}

/** The longest custom AI prompt (per operation) an Enterprise user may save. */
export const MAX_CUSTOM_PROMPT_LENGTH = 2000;

/** The features only the Enterprise plan has (docs/PRODUCT.md §6), enforced by the server. */
export const ENTERPRISE_FEATURES = {
  apiKeys: 'API keys',
  customPrompts: 'Custom AI prompts',
} as const;

/** The server's 403 text for an Enterprise-only feature: 'API keys are available on the Enterprise plan.' */
export function enterpriseOnlyMessage(feature: keyof typeof ENTERPRISE_FEATURES): string {
  return `${ENTERPRISE_FEATURES[feature]} are available on the ${PLANS.enterprise.name} plan.`;
}

/** The button a plan card shows to a user on `current` (docs/PRODUCT.md §4, Subscription plans). */
export type PlanButton = { label: string; canUpgrade: boolean };

export function planButton(current: PlanId, card: PlanId): PlanButton {
  if (card === current) return { label: 'Current Plan', canUpgrade: false };
  if (current === 'free') return { label: `Upgrade to ${PLANS[card].name}`, canUpgrade: true };
  if (planRank(card) < planRank(current)) return { label: 'Contact Support', canUpgrade: false };
  return { label: 'Select Plan', canUpgrade: true };
}
