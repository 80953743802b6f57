import Stripe from 'stripe';
import { AppError } from '../../errors';

/**
 * Runs one Stripe API call; a failure becomes a 503 that says Stripe could not do it (with Stripe's
 * own message for a refused request), never a 500 and never a half-applied change on our side. The
 * original error travels as `cause` so the route logs it.
 */
export async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const detail = error instanceof Stripe.errors.StripeError ? `: ${error.message}` : '';
    const appError = new AppError('UNAVAILABLE', `Stripe could not ${what}${detail}. Nothing was changed; please try again shortly.`);
    (appError as Error & { cause?: unknown }).cause = error;
    throw appError;
  }
}
