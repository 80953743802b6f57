import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session';
import { MISSING_INFORMATION, hasRequiredCredentials } from '../validation';
import { PasswordInput } from '@/components/ui/password-input';

export function SignInForm() {
  const { loginMutation } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasRequiredCredentials(email, password)) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    loginMutation.mutate({ email: email.trim(), password });
  }

  return (
    // noValidate: the spec's own 'Missing Information' notice must show, not the browser's bubble.
    <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Sign in">
      <Field id="login-email" label="Email/Username">
        <Input
          id="login-email"
          name="email"
          type="text"
          autoComplete="username"
          placeholder="you@agency.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id="login-password" label="Password">
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
