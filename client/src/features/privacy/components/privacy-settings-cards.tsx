import type { UploadedCv } from '@common/contracts/cvs';
import { RETENTION_CHOICES, retentionLabel } from '@common/contracts/privacy-rules';
import type { ProcessedFile, ProcessingJob } from '@common/contracts/processing';
import type { Template } from '@common/contracts/templates';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import { useQuery } from '@tanstack/react-query';
import { Download, Hourglass, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { reportError } from '@/lib/notify';
import { JOBS_KEY, PROCESSED_FILES_KEY, TEMPLATES_KEY, UPLOADED_CVS_KEY } from '@/lib/query-keys';
import { ACCOUNT_EXPORT_URL, useDeleteAccount, useRetentionSetting, useSaveRetention } from '../api';

const OFF = 'off';

/** Settings → Data retention, Export your data, Delete account (issue 21). */
export function PrivacySettingsCards({ isBuiltInAdmin }: { isBuiltInAdmin: boolean }) {
  return (
    <>
      <RetentionCard />
      <ExportCard />
      {isBuiltInAdmin ? null : <DeleteAccountCard />}
    </>
  );
}

function RetentionCard() {
  const setting = useRetentionSetting();
  const save = useSaveRetention();
  const current = setting.data;

  function choose(value: string) {
    const days = value === OFF ? null : Number(value);
    save.mutate(days, {
      onSuccess: () => toast({ title: 'Retention Saved', description: `Delete CVs and their outputs after: ${retentionLabel(days)}.` }),
      onError: (error) => reportError(error, 'Update Failed', 'Failed to save the retention setting'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hourglass className="size-5 text-primary" aria-hidden="true" />
          Data retention
        </CardTitle>
        <CardDescription>
          Uploaded CVs, every file made from them and their extracted data are deleted automatically once they are this old. See{' '}
          <Link href="/privacy" className="underline underline-offset-2">
            how CVForge handles personal data
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {setting.isError ? (
          <p className="text-sm text-destructive">The retention setting could not be loaded. Reload the page to try again.</p>
        ) : !current ? (
          <p className="text-sm text-muted-foreground">Loading retention setting...</p>
        ) : (
          <>
            <div className="grid gap-2 sm:max-w-xs">
              <Label htmlFor="retention-days">Delete CVs and their outputs after</Label>
              <Select value={current.retentionDays === null ? OFF : String(current.retentionDays)} onValueChange={choose} disabled={save.isPending}>
                <SelectTrigger id="retention-days" aria-label="Delete CVs and their outputs after">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={OFF}>Off (keep until I delete them)</SelectItem>
                  {RETENTION_CHOICES.map((days) => (
                    <SelectItem key={days} value={String(days)}>
                      {days} days
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {current.instanceMaxDays !== null ? (
              <p className="text-sm text-muted-foreground" data-testid="retention-instance-max">
                Your administrator keeps CVs for at most {current.instanceMaxDays} days, so yours are deleted after{' '}
                {retentionLabel(current.effectiveDays)}.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Download className="size-5 text-primary" aria-hidden="true" />
          Export your data
        </CardTitle>
        <CardDescription>
          One zip file with your account details, every CV with its extracted data, your processing jobs, your templates, and all uploaded and
          produced files.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {/* A plain link: the browser streams the zip to disk, however large the account. */}
        <a href={ACCOUNT_EXPORT_URL} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </CardContent>
    </Card>
  );
}

function DeleteAccountCard() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserX className="size-5 text-destructive" aria-hidden="true" />
          Delete account
        </CardTitle>
        <CardDescription>Close your account and erase everything it holds. Export your data first if you want to keep a copy.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        {isOpen ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What will go, counted from the lists this account already loads.
  const cvs = useQuery<UploadedCv[]>({ queryKey: UPLOADED_CVS_KEY });
  const jobs = useQuery<ProcessingJob[]>({ queryKey: JOBS_KEY });
  const files = useQuery<ProcessedFile[]>({ queryKey: PROCESSED_FILES_KEY });
  const templates = useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
  const count = (list: unknown[] | undefined) => (list ? String(list.length) : '…');
  // The template list includes the built-in Standard Template, which is not the account's.
  const ownTemplates = templates.data ? templates.data.filter((t) => t.id !== DEFAULT_TEMPLATE_ID).length : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    remove.mutate(password, {
      onSuccess: () => {
        toast({ title: 'Account Deleted', description: 'Your account and everything it held have been erased.' });
        navigate('/', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 403) setError(errorMessage(err, 'The password is not correct.'));
        else reportError(err, 'Delete Failed', 'The account could not be deleted; nothing was removed.');
      },
    });
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                <p>This permanently erases:</p>
                <ul className="list-disc pl-5" data-testid="delete-account-list">
                  <li>{count(cvs.data)} uploaded CVs and their extracted data</li>
                  <li>
                    {count(jobs.data)} processing jobs and {count(files.data)} processed files
                  </li>
                  <li>{ownTemplates === undefined ? '…' : ownTemplates} templates</li>
                  <li>email copies kept in the outbox, API keys, settings and your activity history</li>
                  <li>your sign-in on every device</li>
                </ul>
                <p>Your email address can be used for a new account afterwards. This cannot be undone.</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="delete-account-password">Current password</Label>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-account-error' : undefined}
              required
            />
            {error ? (
              <p id="delete-account-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''}>
              {remove.isPending ? 'Deleting…' : 'Delete account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
