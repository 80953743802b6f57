import { ArrowLeft, CheckCircle2, KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useReducer, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useChangePassword, useSendPasswordVerification } from '../api';
import {
  CODE_MAX_LENGTH,
  PASSWORD_CHANGE_INITIAL,
  SUCCESS_RESET_MS,
  passwordChangeReducer,
  validatePasswordStep,
  validateVerificationStep,
  type PasswordStep,
} from '../password-change';

const STEPS: { step: PasswordStep; label: string }[] = [
  { step: 'password', label: 'Passwords' },
  { step: 'verification', label: 'Verification' },
  { step: 'success', label: 'Done' },
];

/** docs/PRODUCT.md §2 Security: the admin password change in three steps (docs/PRODUCT.md §4, §5). */
export function SecurityTab() {
  const [state, dispatch] = useReducer(passwordChangeReducer, PASSWORD_CHANGE_INITIAL);
  const sendCode = useSendPasswordVerification();
  const changePassword = useChangePassword();

  // docs/PRODUCT.md §4: the success step returns to the password step after 3 s.
  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), SUCCESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  function submitPasswords(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePasswordStep(state);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    sendCode.mutate(state.currentPassword, { onSuccess: () => dispatch({ type: 'codeSent' }) });
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateVerificationStep(state.verificationCode);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    changePassword.mutate(
      { newPassword: state.newPassword, verificationCode: state.verificationCode.trim() },
      { onSuccess: () => dispatch({ type: 'changed' }) },
    );
  }

  const stepIndex = STEPS.findIndex((s) => s.step === state.step);

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Change Admin Password
        </CardTitle>
        <CardDescription>A verification code is emailed to the administrator's address before the password changes.</CardDescription>
        <ol className="mt-2 flex items-center gap-2 text-xs" aria-label="Steps">
          {STEPS.map(({ step, label }, index) => (
            <li key={step} className="flex items-center gap-2" aria-current={index === stepIndex ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border text-xs font-semibold',
                  index < stepIndex && 'border-success bg-success text-success-foreground',
                  index === stepIndex && 'border-primary bg-primary text-primary-foreground',
                  index > stepIndex && 'text-muted-foreground',
                )}
              >
                {index + 1}
              </span>
              <span className={index === stepIndex ? 'font-medium' : 'text-muted-foreground'}>{label}</span>
              {index < STEPS.length - 1 ? <span className="mx-1 h-px w-6 bg-border" aria-hidden="true" /> : null}
            </li>
          ))}
        </ol>
      </CardHeader>
      <CardContent>
        {state.step === 'password' ? (
          <form className="grid gap-4" onSubmit={submitPasswords} noValidate>
            <PasswordField
              id="admin-current-password"
              label="Current Password"
              autoComplete="current-password"
              value={state.currentPassword}
              onChange={(value) => dispatch({ type: 'edit', field: 'currentPassword', value })}
            />
            <PasswordField
              id="admin-new-password"
              label="New Password"
              autoComplete="new-password"
              hint="At least 8 characters."
              value={state.newPassword}
              onChange={(value) => dispatch({ type: 'edit', field: 'newPassword', value })}
            />
            <PasswordField
              id="admin-confirm-password"
              label="Confirm New Password"
              autoComplete="new-password"
              value={state.confirmPassword}
              onChange={(value) => dispatch({ type: 'edit', field: 'confirmPassword', value })}
            />
            <div>
              <Button type="submit" disabled={sendCode.isPending}>
                <MailCheck aria-hidden="true" />
                {sendCode.isPending ? 'Sending...' : 'Send Verification Code'}
              </Button>
            </div>
          </form>
        ) : null}

        {state.step === 'verification' ? (
          <form className="grid gap-4" onSubmit={submitCode} noValidate>
            <Field id="admin-verification-code" label="Verification Code" hint="We emailed a 6-digit code. It is valid for 10 minutes.">
              <Input
                id="admin-verification-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={CODE_MAX_LENGTH}
                placeholder="Enter 6-digit code"
                className="max-w-48 font-mono tracking-widest"
                value={state.verificationCode}
                onChange={(event) => dispatch({ type: 'edit', field: 'verificationCode', value: event.target.value })}
                autoFocus
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={changePassword.isPending} onClick={() => dispatch({ type: 'back' })}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Button type="submit" disabled={changePassword.isPending}>
                {changePassword.isPending ? 'Changing...' : 'Change Password'}
              </Button>
            </div>
          </form>
        ) : null}

        {state.step === 'success' ? (
          <div role="status" className="flex items-center gap-3 rounded-lg border border-success/30 bg-success/5 p-4 text-sm">
            <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden="true" />
            <div>
              <p className="font-medium">Password changed</p>
              <p className="text-muted-foreground">Use the new password next time you sign in. Other sessions were signed out.</p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <PasswordInput id={id} toggleLabel={label.toLowerCase()} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
