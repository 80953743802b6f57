import type { SmtpConfigResponse } from '@common/contracts/smtp';
import { DEFAULT_SMTP_PORT } from '@common/limits';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/errors';
import { useSaveSmtpConfig, useSmtpConfig } from '../api';
import { smtpConfigFormFrom, smtpConfigNeedsPassword, type SmtpConfigForm } from '../config-forms';
import { currentSmtpLabel } from '../display';

/** docs/PRODUCT.md §2 SMTP Config: the mail settings form; current value 'host:port' or 'Not configured'. */
export function SmtpConfigTab() {
  const { data, isLoading, error, dataUpdatedAt } = useSmtpConfig();
  if (isLoading) return <p className="py-8 text-center text-sm text-muted-foreground">Loading SMTP configuration...</p>;
  if (error || !data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the SMTP configuration: {errorMessage(error, 'no answer from the server')}
      </p>
    );
  }
  return <SmtpConfigFormCard key={dataUpdatedAt} config={data} />;
}

function SmtpConfigFormCard({ config }: { config: SmtpConfigResponse }) {
  const [form, setForm] = useState<SmtpConfigForm>(() => smtpConfigFormFrom(config));
  const save = useSaveSmtpConfig();

  function set<K extends keyof SmtpConfigForm>(field: K, value: SmtpConfigForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
  }

  const isPasswordNeeded = smtpConfigNeedsPassword(form, config);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPasswordNeeded) return;
    save.mutate(form);
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          SMTP Configuration
        </CardTitle>
        <CardDescription>
          Current: <span data-testid="smtp-current" className="font-medium text-foreground">{currentSmtpLabel(config)}</span>
          {!config.configured ? <span className="block text-xs">{config.status}</span> : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <Field id="panel-smtp-host" label="Host">
              <Input id="panel-smtp-host" placeholder="smtp.example.com" autoComplete="off" value={form.host} onChange={(e) => set('host', e.target.value)} />
            </Field>
            <Field id="panel-smtp-port" label="Port">
              <Input
                id="panel-smtp-port"
                inputMode="numeric"
                placeholder={String(DEFAULT_SMTP_PORT)}
                value={form.port}
                onChange={(e) => set('port', e.target.value)}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="panel-smtp-username" label="Username">
              <Input id="panel-smtp-username" autoComplete="off" value={form.username} onChange={(e) => set('username', e.target.value)} />
            </Field>
            <Field id="panel-smtp-password" label="Password">
              <Input
                id="panel-smtp-password"
                type="password"
                autoComplete="new-password"
                placeholder={config.password ? 'Stored (***)' : ''}
                required={isPasswordNeeded}
                aria-invalid={isPasswordNeeded || undefined}
                value={form.password}
                onFocus={(e) => e.target.select()}
                onChange={(e) => set('password', e.target.value)}
              />
              {isPasswordNeeded ? (
                <p className="text-xs text-destructive" data-testid="panel-smtp-password-again">
                  The host, port, username or TLS setting changed: type the password again. The saved one is only sent to the server it was entered for.
                </p>
              ) : null}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="panel-smtp-from-email" label="From Email">
              <Input
                id="panel-smtp-from-email"
                type="email"
                placeholder="noreply@example.com"
                value={form.fromEmail}
                onChange={(e) => set('fromEmail', e.target.value)}
              />
            </Field>
            <Field id="panel-smtp-from-name" label="From Name">
              <Input id="panel-smtp-from-name" placeholder="CVForge" value={form.fromName} onChange={(e) => set('fromName', e.target.value)} />
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.secure} onCheckedChange={(checked) => set('secure', checked === true)} aria-label="Use TLS/SSL" />
            Use TLS/SSL
          </label>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={form.requireTls} onCheckedChange={(checked) => set('requireTls', checked === true)} aria-label="Require STARTTLS" />
            Require STARTTLS before sending the password (turn off only for a trusted relay without TLS)
          </label>
          <div>
            <Button type="submit" disabled={save.isPending || isPasswordNeeded}>
              {save.isPending ? 'Saving...' : 'Save SMTP Configuration'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
