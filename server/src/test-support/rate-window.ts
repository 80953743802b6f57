/**
 * Rate limits count in fixed windows aligned to the clock (quarter-hours and hours). A test that
 * counts attempts up to a limit would see the count restart if a window turned in the middle of it,
 * so it first waits for a fresh window when the current one has less than `marginMs` left.
 */
export async function awaitFreshRateWindow(windowMs: number, marginMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export const QUARTER_HOUR_MS = 15 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
