import type { SmtpSettingsResponse } from '@common/contracts/smtp';
import { DEFAULT_SMTP_PORT } from '@common/limits';
import { CheckCircle2, Inbox, Mail, Send, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useSaveSmtpSettings, useSendTestEmail, useSmtpSettings } from '../api';
import { hasStoredPassword, needsPasswordAgain, smtpFormFromSettings, validateSmtpForm, type SmtpForm } from '../smtp-form';
import { LoadError, Muted } from './stat-card';

/** docs/PRODUCT.md §2 Settings: the SMTP form, its state, and a test email. */
export function SmtpSettingsTab({ userEmail, canEdit }: { userEmail: string | undefined; canEdit: boolean }) {
  const { data, isLoading, error, dataUpdatedAt } = useSmtpSettings(true);
  if (isLoading) return <Muted>Loading mail settings...</Muted>;
  if (error || !data) return <LoadError what="the mail settings" message={errorMessage(error, 'no answer from the server')} />;

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      {/* Re-mounted when the server's answer changes, so the form shows what was saved. */}
      <SmtpSettingsForm key={dataUpdatedAt} settings={data} canEdit={canEdit} />
      <div className="grid content-start gap-6 lg:col-span-2">
        <MailStatus settings={data} />
        {canEdit ? <TestEmail userEmail={userEmail} /> : null}
      </div>
    </div>
  );
}

function SmtpSettingsForm({ settings, canEdit }: { settings: SmtpSettingsResponse; canEdit: boolean }) {
  const [form, setForm] = useState<SmtpForm>(() => smtpFormFromSettings(settings));
  const save = useSaveSmtpSettings();
  const isPasswordStored = hasStoredPassword(settings);
  // A new host, port or user (or TLS turned off) must come with the password typed again.
  const isPasswordNeededAgain = needsPasswordAgain(form, settings);

  function set<K extends keyof SmtpForm>(field: K, value: SmtpForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateSmtpForm(form, isPasswordStored, settings);
    if (problem) {
      toast({ title: 'SMTP Update Failed', description: problem, variant: 'destructive' });
      return;
    }
    save.mutate(form);
  }

  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          SMTP Settings
        </CardTitle>
        <CardDescription>The mail server that delivers processed CVs and verification codes.</CardDescription>
      </CardHeader>
      <CardContent>
        {!canEdit ? (
          <p role="note" className="mb-4 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground" data-testid="smtp-read-only">
            Only administrators can change the mail settings or send a test email. You can view them here.
          </p>
        ) : null}
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <fieldset disabled={!canEdit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <Field id="smtp-host" label="SMTP Host">
              <Input id="smtp-host" value={form.host} required placeholder="smtp.example.com" autoComplete="off" onChange={(e) => set('host', e.target.value)} />
            </Field>
            <Field id="smtp-port" label="Port">
              <Input
                id="smtp-port"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                required
                placeholder={String(DEFAULT_SMTP_PORT)}
                value={form.port}
                onChange={(e) => set('port', e.target.value)}
              />
            </Field>
          </div>
          <Field id="smtp-user" label="SMTP User">
            <Input id="smtp-user" type="email" required placeholder="mailer@example.com" autoComplete="off" value={form.user} onChange={(e) => set('user', e.target.value)} />
          </Field>
          <Field id="smtp-password" label="SMTP Password">
            <Input
              id="smtp-password"
              type="password"
              required={!isPasswordStored || isPasswordNeededAgain}
              autoComplete="new-password"
              value={form.password}
              onFocus={(e) => e.target.select()}
              onChange={(e) => set('password', e.target.value)}
            />
            {isPasswordNeededAgain ? (
              <p className="text-xs text-destructive" data-testid="smtp-password-again">
                The host, port, user or TLS setting changed: type the password again. The saved one is only sent to the server it was entered for.
              </p>
            ) : isPasswordStored ? (
              <p className="text-xs text-muted-foreground">A password is stored (shown as ***). Leave it to keep it, or type a new one.</p>
            ) : null}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.secure} onCheckedChange={(checked) => set('secure', checked === true)} aria-label="Use a secure connection (SSL/TLS)" />
            Use a secure connection (SSL/TLS, usually port 465)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.requireTls} onCheckedChange={(checked) => set('requireTls', checked === true)} aria-label="Require STARTTLS" />
            Require STARTTLS before sending the password (turn off only for a trusted relay without TLS)
          </label>
          {canEdit ? (
            <div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save SMTP Settings'}
              </Button>
            </div>
          ) : null}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

function MailStatus({ settings }: { settings: SmtpSettingsResponse }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Mail Delivery</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          {settings.configured ? (
            <Badge variant="success">SMTP</Badge>
          ) : (
            <Badge variant="secondary">
              <Inbox aria-hidden="true" />
              Outbox
            </Badge>
          )}
          <span data-testid="smtp-status">{settings.status}</span>
        </div>
        {settings.source === 'environment' ? (
          <p className="text-xs text-muted-foreground">These values come from the server's environment until you save your own.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function TestEmail({ userEmail }: { userEmail: string | undefined }) {
  const sendTest = useSendTestEmail();
  const result = sendTest.data;

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Test Email</CardTitle>
        <CardDescription>Send a message with the saved settings to your own address{userEmail ? ` (${userEmail})` : ''}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
            <Send aria-hidden="true" />
            {sendTest.isPending ? 'Sending...' : 'Send test email'}
          </Button>
        </div>
        {result ? (
          <div
            role="status"
            className={
              result.success
                ? 'rounded-lg border border-success/30 bg-success/5 p-3 text-sm'
                : 'rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm'
            }
          >
            <p className="flex items-center gap-1.5 font-medium">
              {result.success ? (
                <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
              ) : (
                <XCircle className="size-4 text-destructive" aria-hidden="true" />
              )}
              {result.message}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              To {result.to} via {result.transport === 'smtp' ? 'SMTP' : 'the outbox'}
            </p>
            {result.response ? <pre className="mt-2 overflow-x-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap break-all">{result.response}</pre> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
