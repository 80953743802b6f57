import type { PlanId } from '@common/plans';

/** What a payment provider answered for an upgrade. */
export type PaymentOutcome =
  | { status: 'charged'; provider: string; reference: string }
  | { status: 'not_configured'; message: string };

/**
 * The seam a real payment provider (Stripe, Paddle…) plugs into: charge the user for a plan change
 * and answer with the provider's reference. No provider is wired in this version (decisions.md,
 * docs/decisions/013-billing-without-payments.md), so nothing ever reports a card as charged.
 */
export interface PaymentProvider {
  readonly name: string;
  chargeForUpgrade(input: { userId: string; email: string; from: PlanId; to: PlanId; amountPounds: number }): Promise<PaymentOutcome>;
}

export const NO_PAYMENT_PROVIDER = 'no payment provider configured';

/** The configured provider: none in this version. */
export function configuredPaymentProvider(): PaymentProvider | null {
  return null;
}

/** Asks the provider, if there is one, to charge for an upgrade; without one, says so plainly. */
export async function chargeForUpgrade(
  provider: PaymentProvider | null,
  input: Parameters<PaymentProvider['chargeForUpgrade']>[0],
): Promise<PaymentOutcome> {
  if (!provider) return { status: 'not_configured', message: NO_PAYMENT_PROVIDER };
  return provider.chargeForUpgrade(input);
}
