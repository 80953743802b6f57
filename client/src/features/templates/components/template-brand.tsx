import type { AgencyProfile } from '@common/contracts/settings';
import type { Template } from '@common/contracts/templates';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useUpdateTemplateSettings } from '../api';

const FIELDS: { key: keyof AgencyProfile; label: string; type: string }[] = [
  { key: 'agencyName', label: 'Agency name', type: 'text' },
  { key: 'consultantName', label: 'Consultant name', type: 'text' },
  { key: 'consultantEmail', label: 'Consultant email', type: 'email' },
  { key: 'consultantPhone', label: 'Consultant phone', type: 'tel' },
];

const EMPTY: AgencyProfile = { agencyName: '', consultantName: '', consultantEmail: '', consultantPhone: '' };

/**
 * Agency details for this template only (agencies run several brands); a field left empty uses the
 * account's Settings → Agency details. Not offered on the shared Standard Template.
 */
export function TemplateBrand({ template }: { template: Template }) {
  const update = useUpdateTemplateSettings();
  const [isOpen, setIsOpen] = useState(false);
  const [values, setValues] = useState<AgencyProfile>(template.settings.agency ?? EMPTY);
  if (template.isBuiltIn) return null;

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: template.id, settings: { ...template.settings, agency: values } },
      {
        onSuccess: () => toast({ title: 'Template Updated', description: `Agency details saved for "${template.name}".` }),
        onError: (error) => reportError(error, 'Update Failed', 'Failed to update the template'),
      },
    );
  }

  const summary = template.settings.agency?.agencyName || 'Account agency details';
  return (
    <div className="mt-3 border-t text-sm">
      <Button type="button" variant="link" size="sm" className="h-auto px-0 pt-3" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        Agency details for this template: {summary}
      </Button>
      {isOpen ? (
        <form className="mt-2 grid gap-2" onSubmit={save} aria-label={`Agency details for ${template.name}`}>
          {FIELDS.map((field) => {
            const id = `template-${template.id}-${field.key}`;
            return (
              <div key={field.key} className="grid gap-1">
                <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
                  {field.label}
                </label>
                <Input
                  id={id}
                  type={field.type}
                  value={values[field.key]}
                  placeholder="Account setting"
                  onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                />
              </div>
            );
          })}
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save agency details
          </Button>
        </form>
      ) : null}
    </div>
  );
}
