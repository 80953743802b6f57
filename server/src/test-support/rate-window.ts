import { rateWindow } from '../modules/security/rate-limit';

/**
 * Rate limits count in fixed windows aligned to the clock (quarter-hours and hours). A test that
 * counts attempts up to a limit would see the count restart if a window turned in the middle of it,
 * so it first waits for a fresh window when the current one has less than `marginMs` left.
 */
export async function awaitFreshRateWindow(windowMs: number, marginMs: number): Promise<void> {
  const { msLeft } = rateWindow(Date.now(), windowMs);
  if (msLeft < marginMs) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}
