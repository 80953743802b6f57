import { APP_VERSION, MAX_NAME_LENGTH } from '@common/limits';
import { Bell, Info, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session';
import { formatDate } from '@/lib/format';
import { reportError } from '@/lib/notify';
import { BUILT_IN_ADMIN_ID } from '@common/roles';
import { PrivacySettingsCards } from '@/features/privacy';
import { useUpdateProfile } from './api';
import { AgencyDetailsCard } from './components/agency-details-card';

const SUPPORT_EMAIL = 'support@cvforge.app';

/** docs/PRODUCT.md §2 Settings (/settings). */
export default function SettingsPage() {
  const { user, logoutMutation } = useAuth();
  const updateProfile = useUpdateProfile();
  const [firstName, setFirstName] = useState(() => user?.firstName ?? '');
  const [lastName, setLastName] = useState(() => user?.lastName ?? '');

  if (!user) return null;

  function saveProfile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Decision 075: the name is saved (PATCH /api/user), then the spec's toast; a refusal keeps the draft.
    updateProfile.mutate(
      { firstName, lastName },
      {
        onSuccess: (saved) => {
          setFirstName(saved.firstName ?? '');
          setLastName(saved.lastName ?? '');
          toast({ title: 'Profile Updated', description: 'Your display name has been saved.' });
        },
        onError: (error) => reportError(error, 'Update Failed', 'Failed to save your profile'),
      },
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">Manage your profile and account.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            Profile Information
          </CardTitle>
          <CardDescription>How you appear in CVForge.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={saveProfile}>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="sr-only">Display Name</legend>
              <Field id="settings-first-name" label="First Name">
                <Input
                  id="settings-first-name"
                  value={firstName}
                  maxLength={MAX_NAME_LENGTH}
                  autoComplete="given-name"
                  onChange={(event) => setFirstName(event.target.value)}
                />
              </Field>
              <Field id="settings-last-name" label="Last Name">
                <Input
                  id="settings-last-name"
                  value={lastName}
                  maxLength={MAX_NAME_LENGTH}
                  autoComplete="family-name"
                  onChange={(event) => setLastName(event.target.value)}
                />
              </Field>
            </fieldset>
            <Field id="settings-email" label="Email">
              <Input id="settings-email" type="email" value={user.email} readOnly aria-describedby="settings-email-note" />
              <p id="settings-email-note" className="text-xs text-muted-foreground">
                Your email address cannot be changed.
              </p>
            </Field>
            <div className="grid gap-1">
              <span className="text-sm font-medium">Member Since</span>
              <span className="text-sm text-muted-foreground">{formatDate(user.createdAt)}</span>
            </div>
            <div>
              <Button type="submit" disabled={updateProfile.isPending}>
                {updateProfile.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <AgencyDetailsCard />

      <PrivacySettingsCards isBuiltInAdmin={user.id === BUILT_IN_ADMIN_ID} />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Account Security
          </CardTitle>
          <CardDescription>Sign out of CVForge on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate()}>
            <LogOut aria-hidden="true" />
            {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell className="size-5 text-primary" aria-hidden="true" />
            Notifications
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            Email delivery is always enabled: processed CVs are sent to{' '}
            <span className="font-medium text-foreground">{user.email}</span>.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Info className="size-5 text-primary" aria-hidden="true" />
            Application Information
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium">Version</dt>
            <dd className="text-muted-foreground">{APP_VERSION}</dd>
            <dt className="font-medium">Support</dt>
            <dd>
              <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
