import { z } from 'zod';
import { MAX_CUSTOM_PROMPT_LENGTH, PLAN_IDS } from '../plans';

/** GET /api/subscription (spec §3 Subscription response). -1 means unlimited. */
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
});

/** GET /api/subscription/plans (spec §3 Plan data): an object keyed by plan name. */
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

export const upgradeResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionResponseSchema,
  /** What happened about payment: with no provider configured (this version), 'no payment provider configured'. */
  payment: z.object({ status: z.enum(['charged', 'not_configured']), message: z.string() }),
});

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

export const apiKeyIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export type PlanData = z.infer<typeof planDataSchema>;
export type PlansResponse = z.infer<typeof plansResponseSchema>;
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;
export type CustomPrompts = z.infer<typeof customPromptsSchema>;
export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
