/**
 * Where to bring a user back after a 401 sent them to sign in again (issue #19): the page they were
 * on is kept in this tab's sessionStorage before the full-page trip through /api/login, and read once
 * signed in. Only a path of this site is kept (never another origin, /auth or the API), so a crafted
 * value cannot send anyone elsewhere.
 */
export const RETURN_PATH_KEY = 'cvforge.returnPath';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A same-site path worth returning to: '/templates?x=1', not '//evil.example', '/auth' or '/api/…'. */
export function isReturnablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0];
  return pathname !== '/' && pathname !== '/auth' && !pathname.startsWith('/api/') && pathname !== '/api';
}

export function rememberReturnPath(path: string, store: Store | undefined = defaultStore()): void {
  if (!isReturnablePath(path)) return;
  try {
    store?.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage refused (private mode, quota): the user lands on the dashboard instead.
  }
}

/** The remembered path, or null; it stays stored until clearReturnPath (so a re-render reads the same). */
export function peekReturnPath(store: Store | undefined = defaultStore()): string | null {
  try {
    const path = store?.getItem(RETURN_PATH_KEY) ?? null;
    return path && isReturnablePath(path) ? path : null;
  } catch {
    return null;
  }
}

export function clearReturnPath(store: Store | undefined = defaultStore()): void {
  try {
    store?.removeItem(RETURN_PATH_KEY);
  } catch {
    // Nothing to clear.
  }
}
