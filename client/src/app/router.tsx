import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session';
import { queryClient } from '@/lib/api-client';
import { JOBS_KEY, UPLOADED_CVS_KEY } from '@/lib/query-keys';
import { clearReturnPath, peekReturnPath } from '@/lib/return-path';

// Every page is its own chunk: the landing and auth pages must load little (bench/client-size.ts).
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const AuthPage = lazy(() => import('@/features/auth/auth-page'));
const loadAppShell = () => import('./app-shell');
const loadDashboard = () => import('@/features/processing/dashboard-page');
const AppShell = lazy(loadAppShell);
const NotFoundPage = lazy(() => import('./not-found-page'));
const DashboardPage = lazy(loadDashboard);

/**
 * Signed in on the dashboard: fetch the shell, the dashboard's chunk and its CV list at once rather
 * than one after the other (shell → page → query), so the first rows show sooner (bench:client).
 * Imports are cached by the browser and queries by TanStack, so a second call costs nothing.
 */
function warmStart(pathname: string): void {
  void loadAppShell();
  if (pathname !== '/' && pathname !== '/dashboard') return;
  void loadDashboard();
  // The spec's default loader (GET on the key's first element); the page reads the same cache entries.
  void queryClient.prefetchQuery({ queryKey: UPLOADED_CVS_KEY });
  void queryClient.prefetchQuery({ queryKey: JOBS_KEY });
}

/**
 * A browser signed in at its last visit most likely still is: start the warm start at once, beside
 * GET /api/user, instead of after it. Only a hint (no identity, no secret); a wrong guess costs a few
 * requests that answer 401, and a first-time visitor (the landing page) never pays for it.
 */
const SESSION_HINT_KEY = 'cvforge.hadSession';

function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeSessionHint(isSignedIn: boolean): void {
  try {
    if (isSignedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // No storage: no head start, nothing else changes.
  }
}

if (typeof window !== 'undefined' && readSessionHint()) warmStart(window.location.pathname);
const SettingsPage = lazy(() => import('@/features/settings/settings-page'));
// Public: the landing footer links to it, so signed-out visitors reach it too.
const PrivacyPage = lazy(() => import('@/features/privacy/privacy-page'));

interface PageRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * docs/PRODUCT.md §2 route tables. A new page is one line here once it exists:
 * { path: '/upload', page: lazy(() => import('@/features/upload/upload-page')) }.
 */
const userRoutes: PageRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/settings', page: SettingsPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/upload', page: lazy(() => import('@/features/upload/upload-page')) },
  { path: '/templates', page: lazy(() => import('@/features/templates/templates-page')) },
  { path: '/template-instructions', page: lazy(() => import('@/features/templates/template-instructions-page')) },
  { path: '/billing', page: lazy(() => import('@/features/billing/billing-page')) },
  { path: '/analytics', page: lazy(() => import('@/features/analytics/analytics-page')) },
  { path: '/cvs/:id', page: lazy(() => import('@/features/cvs/cv-review-page')) },
];

/** Admin-only pages inside the common shell. Unknown paths fall back to the dashboard for admins. */
const adminShellRoutes: PageRoute[] = [{ path: '/dashboard', page: DashboardPage }];

/**
 * Outside the shell for every signed-in user: managers reach /admin through the access check, a
 * listed email grants itself access on /admin-setup, and /admin-panel answers 'Access Denied' to
 * everyone but the built-in administrator (docs/PRODUCT.md §6); each page checks access itself (decision 030).
 */
const accessCheckedStandaloneRoutes: PageRoute[] = [
  { path: '/admin', page: lazy(() => import('@/features/admin/admin-page')) },
  { path: '/admin-setup', page: lazy(() => import('@/features/admin-panel/admin-setup-page')) },
  { path: '/admin-panel', page: lazy(() => import('@/features/admin-panel/admin-panel-page')) },
];

function renderRoutes(routes: PageRoute[]) {
  return routes.map(({ path, page: Page }) => (
    <Route key={path} path={path}>
      <Page />
    </Route>
  ));
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <AuthPage />
      </Route>
      <Route path="/privacy">
        <PrivacyPage />
      </Route>
      <Route>
        <LandingPage />
      </Route>
    </Switch>
  );
}

/**
 * Signed in on /auth: to the page a 401 took the user from (issue #19), else '/'. The path is read in
 * render and cleared in the effect, so React's double effects in development go to the same place.
 */
function AfterSignIn() {
  const [, navigate] = useLocation();
  const target = peekReturnPath() ?? '/';
  useLayoutEffect(() => {
    clearReturnPath();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}

function SignedInRoutes({ isAdmin }: { isAdmin: boolean }) {
  const [pathname] = useLocation();
  useState(() => warmStart(pathname));
  return (
    <Switch>
      <Route path="/auth">
        <AfterSignIn />
      </Route>
      {renderRoutes(accessCheckedStandaloneRoutes)}
      <Route>
        <AppShell>
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              {renderRoutes(userRoutes)}
              {isAdmin ? renderRoutes(adminShellRoutes) : null}
              <Route>{isAdmin ? <DashboardPage /> : <NotFoundPage />}</Route>
            </Switch>
          </Suspense>
        </AppShell>
      </Route>
    </Switch>
  );
}

export function AppRouter() {
  const { data: user, isLoading } = useCurrentUser();
  useEffect(() => {
    if (!isLoading) writeSessionHint(Boolean(user));
  }, [isLoading, user]);
  if (isLoading) return <PageSpinner label="Checking your session" />;
  return (
    <Suspense fallback={<PageSpinner />}>
      {user ? <SignedInRoutes isAdmin={user.role === 'admin'} /> : <SignedOutRoutes />}
    </Suspense>
  );
}
