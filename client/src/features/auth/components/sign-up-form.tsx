import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session';
import { MISSING_INFORMATION, hasRequiredCredentials } from '../validation';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_TOO_SHORT } from '@common/contracts/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@common/limits';

export function SignUpForm() {
  const { registerMutation } = useAuth();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasRequiredCredentials(email, password)) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      // The same words the server answers with (400), shown before the round trip.
      toast({ title: 'Registration failed', description: PASSWORD_TOO_SHORT, variant: 'destructive' });
      return;
    }
    registerMutation.mutate({ email: email.trim(), password, firstName: firstName.trim(), lastName: lastName.trim() });
  }

  return (
    // noValidate: the spec's own 'Missing Information' notice must show, not the browser's bubble.
    <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="register-first-name" label="First Name">
          <Input
            id="register-first-name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </Field>
        <Field id="register-last-name" label="Last Name">
          <Input
            id="register-last-name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </Field>
      </div>
      <Field id="register-email" label="Email">
        <Input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@agency.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field id="register-password" label="Password">
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
