import { describe, expect, it } from 'vitest';
import { delayAfter, loginThrottleSettings } from './login-throttle';

describe('delayAfter', () => {
  const settings = loginThrottleSettings(5, 100);

  it('lets the free failures through, then doubles the wait from one second up to the cap', () => {
    const waits = Array.from({ length: 16 }, (_, i) => delayAfter(settings.accountFromAddress, i + 1));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5, 11)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    expect(waits.at(-1)).toBe(15 * 60 * 1000);
  });

  it("keeps the account-wide wait short, so the owner elsewhere is only slowed down", () => {
    expect(delayAfter(settings.account, 1000)).toBe(30_000);
  });

  it('gives an address (an office behind one NAT) many free failures', () => {
    expect(delayAfter(settings.address, 100)).toBe(0);
    expect(delayAfter(settings.address, 101)).toBe(1000);
  });
});
