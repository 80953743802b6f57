import type { AgencyProfile } from '@common/contracts/settings';
import { AGENCY_FIELD_LIMITS } from '@common/contracts/settings-limits';
import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useAgencyProfile, useSaveAgencyProfile } from '../api';
import { AgencyLogoField } from './agency-logo-field';

const FIELDS: { key: keyof AgencyProfile; label: string; type: string; autoComplete: string; placeholder: string }[] = [
  { key: 'consultantName', label: 'Consultant name', type: 'text', autoComplete: 'name', placeholder: 'Sam Carter' },
  { key: 'consultantEmail', label: 'Consultant email', type: 'email', autoComplete: 'email', placeholder: 'sam@agency.com' },
  { key: 'consultantPhone', label: 'Consultant phone', type: 'tel', autoComplete: 'tel', placeholder: '+44 161 496 0000' },
  { key: 'agencyName', label: 'Agency name', type: 'text', autoComplete: 'organization', placeholder: 'Acme Recruitment' },
];

/** Settings → Agency details: what the ConsultantName, ConsultantEmail, ConsultantPhone and AgencyName placeholders show. */
export function AgencyDetailsCard() {
  const profile = useAgencyProfile();
  const save = useSaveAgencyProfile();
  const [draft, setDraft] = useState<AgencyProfile | null>(null);
  const values: AgencyProfile | undefined = draft ?? profile.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    const { consultantName, consultantEmail, consultantPhone, agencyName } = values;
    save.mutate({ consultantName, consultantEmail, consultantPhone, agencyName }, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: 'Agency Details Saved', description: 'Templates will show these details from the next CV you process.' });
      },
      onError: (error) => reportError(error, 'Update Failed', 'Failed to save the agency details'),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          Agency details
        </CardTitle>
        <CardDescription>
          Shown on your CVs through the ConsultantName, ConsultantEmail, ConsultantPhone and AgencyName placeholders, so clients contact you. The logo
          goes on candidate reports.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isError ? (
          <p className="text-sm text-destructive">The agency details could not be loaded. Reload the page to try again.</p>
        ) : !values ? (
          <p className="text-sm text-muted-foreground">Loading agency details...</p>
        ) : (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} aria-label="Agency details">
            {FIELDS.map((field) => (
              <div key={field.key} className="grid gap-2">
                <Label htmlFor={`agency-${field.key}`}>{field.label}</Label>
                <Input
                  id={`agency-${field.key}`}
                  type={field.type}
                  value={values[field.key]}
                  maxLength={AGENCY_FIELD_LIMITS[field.key]}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                  onChange={(event) => setDraft({ ...values, [field.key]: event.target.value })}
                />
              </div>
            ))}
            <AgencyLogoField logo={profile.data?.logo ?? null} />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
