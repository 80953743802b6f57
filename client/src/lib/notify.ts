import type { ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isUnauthorizedError } from './errors';
import { rememberReturnPath } from './return-path';

/** docs/PRODUCT.md §6/§9: wait this long after the notice before the full-page sign-in. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const UNAUTHORIZED_MESSAGE = 'Unauthorized: You are logged out. Logging in again...';

let isRedirectScheduled = false;

/**
 * A not-authenticated result on a user page: tell the user, then after 500 ms go to /api/login
 * with a full page load (docs/PRODUCT.md §6, §8).
 */
export function handleUnauthorized(): void {
  // Several queries failing together must not stack notices or timers: the page is leaving anyway.
  if (isRedirectScheduled) return;
  isRedirectScheduled = true;
  // Back to this page once signed in again (issue #19), not the dashboard.
  rememberReturnPath(window.location.pathname + window.location.search);
  // One line, as the spec words it, so the whole notice reads as one sentence.
  toast({ title: UNAUTHORIZED_MESSAGE, variant: 'destructive' });
  setTimeout(() => {
    window.location.href = '/api/login';
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** A destructive toast with the server's message, else the fallback text; `action` adds a button or link. */
export function showErrorToast(title: string, error: unknown, fallback: string, action?: ReactNode): void {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive', action });
}

/**
 * The usual failure path for a feature's mutation: a 401 signs the user in again (docs/PRODUCT.md §8),
 * anything else shows `title` with the server's message or the fallback.
 */
export function reportError(error: unknown, title: string, fallback: string, action?: ReactNode): void {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  showErrorToast(title, error, fallback, action);
}
