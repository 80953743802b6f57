import type { PlansResponse } from '@common/contracts/billing';
import { PLAN_ORDER, PLANS } from '@common/plans';

/** The plans of docs/PRODUCT.md §9 as GET /api/subscription/plans answers them: keyed by plan name. */
export function listPlans(): PlansResponse {
  return Object.fromEntries(
    PLAN_ORDER.map((id) => [id, { name: PLANS[id].name, price: PLANS[id].price, creditsLimit: PLANS[id].creditsLimit, features: [...PLANS[id].features] }]),
  ) as PlansResponse;
}
