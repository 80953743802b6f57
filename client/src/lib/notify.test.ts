import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules per test: the redirect guard and the toast store are module state.
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    location: { href: '/settings', pathname: '/settings', search: '?tab=profile' },
    sessionStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('handleUnauthorized', () => {
  it('shows the notice, then goes to /api/login after 500 ms, once', async () => {
    const { handleUnauthorized, UNAUTHORIZED_MESSAGE } = await import('./notify');
    const toasts = await import('@/components/ui/use-toast');
    handleUnauthorized();
    handleUnauthorized();
    expect(toasts.getToasts()).toEqual([expect.objectContaining({ title: UNAUTHORIZED_MESSAGE, variant: 'destructive' })]);
    expect(UNAUTHORIZED_MESSAGE).toBe('Unauthorized: You are logged out. Logging in again...');
    vi.advanceTimersByTime(499);
    expect(window.location.href).toBe('/settings');
    vi.advanceTimersByTime(1);
    expect(window.location.href).toBe('/api/login');
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
    // The page to come back to once signed in again.
    expect(window.sessionStorage.getItem('cvforge.returnPath')).toBe('/settings?tab=profile');
  });
});

describe('reportError', () => {
  it('shows the title with the server message, or the fallback', async () => {
    const { reportError } = await import('./notify');
    const toasts = await import('@/components/ui/use-toast');
    reportError(new Error('500: {"message":"Disk full"}'), 'Upload Failed', 'Upload failed');
    expect(toasts.getToasts()[0]).toMatchObject({ title: 'Upload Failed', description: 'Disk full', variant: 'destructive' });
    reportError(new TypeError('Failed to fetch'), 'Upload Failed', 'Upload failed');
    expect(toasts.getToasts()[0]).toMatchObject({ title: 'Upload Failed', description: 'Upload failed' });
  });

  it('routes a 401 to the sign-in redirect', async () => {
    const { reportError, UNAUTHORIZED_MESSAGE } = await import('./notify');
    const toasts = await import('@/components/ui/use-toast');
    reportError(new Error('401: {"message":"Not signed in"}'), 'Delete Failed', 'Failed');
    expect(toasts.getToasts()[0]).toMatchObject({ title: UNAUTHORIZED_MESSAGE });
    vi.advanceTimersByTime(500);
    expect(window.location.href).toBe('/api/login');
  });
});
