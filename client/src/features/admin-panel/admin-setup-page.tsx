import { ArrowRight, CheckCircle2, RefreshCw, ShieldCheck, ShieldPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/lib/session';
import { errorMessage } from '@/lib/errors';
import { GRANT_FAILED_FALLBACK, useGrantAccess } from './api';

/** docs/PRODUCT.md §2 Admin setup (/admin-setup), outside the common shell. */
export default function AdminSetupPage() {
  const grant = useGrantAccess();
  const { data: user } = useCurrentUser();
  // An admin (the built-in administrator included) has nothing to grant: offering the button would
  // only lead to the server's refusal when their address is not in ADMIN_EMAILS (issue #19).
  const isAlreadyAdmin = user?.role === 'admin' && !grant.isSuccess;

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/30 px-4">
      <Link href="/" aria-label="CVForge home">
        <Brand />
      </Link>
      <Card className="w-full max-w-md">
        {isAlreadyAdmin ? (
          <>
            <CardHeader className="items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
                <CheckCircle2 className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>You Already Have Admin Access</CardTitle>
              <CardDescription>Your account is an administrator: there is nothing to grant.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button asChild>
                <Link href="/admin">
                  Go to Admin Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/">Back to App</Link>
              </Button>
            </CardContent>
          </>
        ) : grant.isSuccess ? (
          <>
            <CardHeader className="items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
                <CheckCircle2 className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>Admin Access Granted</CardTitle>
              <CardDescription>{grant.data?.message || 'Your account now has admin access.'}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button asChild>
                <Link href="/admin">
                  Go to Admin Dashboard
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button variant="outline" onClick={() => window.location.reload()}>
                <RefreshCw aria-hidden="true" />
                Refresh Page
              </Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader className="items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <ShieldCheck className="size-6" aria-hidden="true" />
              </span>
              <CardTitle>Admin Setup</CardTitle>
              <CardDescription>
                Grant your account access to the admin dashboard. Only accounts the server lists as administrators can do this.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {grant.isError ? (
                <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-center text-sm text-destructive">
                  {errorMessage(grant.error, GRANT_FAILED_FALLBACK)}
                </p>
              ) : null}
              <Button className="w-full" disabled={grant.isPending} onClick={() => grant.mutate()}>
                <ShieldPlus aria-hidden="true" />
                {grant.isPending ? 'Granting Access...' : 'Grant Admin Access'}
              </Button>
              <Button asChild variant="ghost" className="w-full">
                <Link href="/">Back to App</Link>
              </Button>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
