import { useQueryClient } from '@tanstack/react-query';
import { MailCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY, useCurrentUser, useResendEmailVerification } from '@/lib/session';

/** What the verification link's landing (/?emailVerification=…) tells the user. */
const OUTCOMES: Record<string, { title: string; description: string; isError?: boolean }> = {
  verified: { title: 'Email Verified', description: 'Your email address is confirmed.' },
  'already-verified': { title: 'Email Verified', description: 'Your email address was already confirmed.' },
  expired: { title: 'Link Expired', description: 'This verification link has expired. Send a new one from the notice at the top of the page.', isError: true },
  invalid: { title: 'Link Not Valid', description: 'This verification link is not valid, or a newer one replaced it.', isError: true },
};

/**
 * A small notice for accounts whose address is not confirmed yet (issue #14: self-service admin
 * access needs it), with a way to get a new link; also reports how following a link went.
 */
export function VerifyEmailBanner() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const resend = useResendEmailVerification();
  const [isDismissed, setIsDismissed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get('emailVerification');
    if (!outcome) return;
    const shown = OUTCOMES[outcome] ?? OUTCOMES.invalid;
    toast({ title: shown.title, description: shown.description, variant: shown.isError ? 'destructive' : undefined });
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    params.delete('emailVerification');
    const rest = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
  }, [queryClient]);

  if (!user || user.emailVerified || isDismissed) return null;
  return (
    <div role="note" aria-label="Email verification" className="border-b bg-muted/40" data-testid="verify-email-banner">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MailCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="text-muted-foreground">
          Please confirm your email address: we sent a link to <span className="font-medium text-foreground">{user.email}</span>.
        </span>
        <Button variant="link" size="sm" className="h-auto p-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
        <Button variant="ghost" size="icon" className="ml-auto size-6" aria-label="Hide this notice" onClick={() => setIsDismissed(true)}>
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
