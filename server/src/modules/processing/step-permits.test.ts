import { describe, expect, it } from 'vitest';
import { StepPermits } from './step-permits';

describe('StepPermits', () => {
  it('lets at most `size` holders in, hands permits on in order, and ignores a second release', async () => {
    const permits = new StepPermits(2);
    const order: string[] = [];
    const a = await permits.acquire();
    const b = await permits.acquire();
    const c = permits.acquire().then((release) => {
      order.push('c');
      return release;
    });
    const d = permits.acquire().then((release) => {
      order.push('d');
      return release;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual([]);
    a();
    a();
    const releaseC = await c;
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(['c']);
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    // Both permits are back: two more holders get in at once.
    await Promise.all([permits.acquire(), permits.acquire()]);
  });
});
