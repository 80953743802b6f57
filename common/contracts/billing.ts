import { z } from 'zod';
import { MAX_CUSTOM_PROMPT_LENGTH, PLAN_IDS } from '../plans';

/** GET /api/subscription (docs/PRODUCT.md §3 Subscription response). -1 means unlimited. */
export const subscriptionResponseSchema = z.object({
  subscription: z.object({
    plan: z.enum(PLAN_IDS),
    creditsUsed: z.number().int(),
    creditsLimit: z.number().int(),
    currentPeriodEnd: z.string(),
  }),
  remainingCredits: z.number().int(),
  daysRemaining: z.number().int(),
  isActive: z.boolean(),
  /** Beyond the spec's fields (decision 080): how upgrades are paid for here: 'stripe', or 'approval' by an administrator. */
  paymentProvider: z.enum(['stripe', 'approval']),
  /** An upgrade waiting for an administrator ('Upgrade requested'). */
  pendingUpgrade: z.object({ plan: z.enum(PLAN_IDS), requestedAt: z.string() }).nullable(),
  /** A downgrade or cancellation that takes effect at the period end. */
  scheduledChange: z.object({ plan: z.enum(PLAN_IDS), effectiveAt: z.string() }).nullable(),
  /** Stripe says the last payment failed (past_due, unpaid): the plan stays, nothing renews until it is paid. */
  hasPaymentProblem: z.boolean(),
  /** A Stripe customer exists: 'Manage billing' opens Stripe's customer portal. */
  canManageBilling: z.boolean(),
});

/** GET /api/subscription/plans (docs/PRODUCT.md §3 Plan data): an object keyed by plan name. */
export const planDataSchema = z.object({
  name: z.string(),
  price: z.number(),
  creditsLimit: z.number().int(),
  features: z.array(z.string()),
});
export const plansResponseSchema = z.record(z.enum(PLAN_IDS), planDataSchema);

/**
 * POST /api/subscription/upgrade. Any string is accepted here so the domain answers an unknown plan
 * by name ("Unknown plan 'gold'…") rather than with zod's enum text.
 */
export const upgradeRequestSchema = z.object({
  plan: z.string({ error: 'plan is required' }).trim().min(1, 'plan is required').max(50, 'plan must be at most 50 characters'),
});

/**
 * The answer to an upgrade or plan change (decision 080). checkout: go to `checkoutUrl` (Stripe) and
 * the plan changes when Stripe confirms the payment; requested: an administrator will approve or
 * decline (202); scheduled: a lower plan or cancellation from the period end.
 */
export const upgradeResponseSchema = z.object({
  status: z.enum(['checkout', 'requested', 'scheduled']),
  message: z.string(),
  checkoutUrl: z.string().optional(),
  subscription: subscriptionResponseSchema,
});

/** POST /api/subscription/portal: Stripe's customer portal. */
export const billingPortalResponseSchema = z.object({ url: z.string() });

/** A pending upgrade request as the admin dashboard's Users tab lists it. */
export const upgradeRequestItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  fromPlan: z.enum(PLAN_IDS),
  toPlan: z.enum(PLAN_IDS),
  status: z.enum(['pending', 'approved', 'declined']),
  createdAt: z.string(),
});
export const upgradeRequestListSchema = z.array(upgradeRequestItemSchema);
export const upgradeRequestIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const upgradeRequestDecisionResponseSchema = z.object({ message: z.string(), request: upgradeRequestItemSchema.omit({ email: true, name: true }) });
export type UpgradeRequestDecisionResponse = z.infer<typeof upgradeRequestDecisionResponseSchema>;

const customPrompt = z
  .string({ error: 'a custom prompt must be text' })
  .max(MAX_CUSTOM_PROMPT_LENGTH, `a custom prompt must be at most ${MAX_CUSTOM_PROMPT_LENGTH.toLocaleString('en-GB')} characters`);

/** GET/PUT /api/settings/custom-prompts (Enterprise): one prompt per AI operation; an empty one is removed. */
export const customPromptsSchema = z.strictObject({ enhance: customPrompt.optional(), report: customPrompt.optional() });

/** POST /api/api-keys */
export const createApiKeyRequestSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
});

/** An API key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const apiKeyListSchema = z.array(apiKeySchema);

/** The answer to POST /api/api-keys: the only time the key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

/** DELETE /api/api-keys/:id */
export const revokeApiKeyResponseSchema = z.object({ message: z.string(), apiKey: apiKeySchema });

export const apiKeyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export type PlanData = z.infer<typeof planDataSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;
export type UpgradeRequest = z.infer<typeof upgradeRequestItemSchema>;
export type BillingPortalResponse = z.infer<typeof billingPortalResponseSchema>;
export type CustomPrompts = z.infer<typeof customPromptsSchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type RevokeApiKeyResponse = z.infer<typeof revokeApiKeyResponseSchema>;
