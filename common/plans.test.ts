import { describe, expect, it } from 'vitest';
import { enterpriseOnlyMessage, planButton } from './plans';

describe('planButton (docs/PRODUCT.md §4 Subscription plans)', () => {
  it('reads Current Plan, disabled, on the current plan', () => {
    for (const plan of ['free', 'pro', 'enterprise'] as const) expect(planButton(plan, plan)).toEqual({ label: 'Current Plan', canUpgrade: false });
  });

  it("offers a free user 'Upgrade to {plan}' on the paid plans", () => {
    expect(planButton('free', 'pro')).toEqual({ label: 'Upgrade to Professional', canUpgrade: true });
    expect(planButton('free', 'enterprise')).toEqual({ label: 'Upgrade to Enterprise', canUpgrade: true });
  });

  it("shows 'Contact Support', disabled, to a pro user on free and to an enterprise user on a lower plan", () => {
    expect(planButton('pro', 'free')).toEqual({ label: 'Contact Support', canUpgrade: false });
    expect(planButton('enterprise', 'free')).toEqual({ label: 'Contact Support', canUpgrade: false });
    expect(planButton('enterprise', 'pro')).toEqual({ label: 'Contact Support', canUpgrade: false });
  });

  it("lets a pro user 'Select Plan' on enterprise", () => {
    expect(planButton('pro', 'enterprise')).toEqual({ label: 'Select Plan', canUpgrade: true });
  });
});

it('names the plan an Enterprise-only feature needs', () => {
  expect(enterpriseOnlyMessage('apiKeys')).toBe('API keys are available on the Enterprise plan.');
  expect(enterpriseOnlyMessage('customPrompts')).toBe('Custom AI prompts are available on the Enterprise plan.');
});
