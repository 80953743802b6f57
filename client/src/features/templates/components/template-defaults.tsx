import type { Template } from '@common/contracts/templates';
import { EyeOff } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useUpdateTemplateSettings } from '../api';

const OPTIONS: { key: 'alwaysAnonymise' | 'hideEmployers'; label: string; hint: string }[] = [
  { key: 'alwaysAnonymise', label: 'Always anonymise', hint: 'Blind CVs: no contact details, name as "Jane D."' },
  { key: 'hideEmployers', label: 'Hide employer names', hint: 'Employers shown as e.g. "A global bank"' },
];

/** The template's processing defaults on its card; the built-in Standard Template's cannot change. */
export function TemplateDefaults({ template }: { template: Template }) {
  const update = useUpdateTemplateSettings();
  const settings = update.isPending && update.variables?.id === template.id ? update.variables.settings : template.settings;

  function toggle(key: (typeof OPTIONS)[number]['key'], checked: boolean) {
    const next = { ...template.settings, [key]: checked };
    update.mutate(
      { id: template.id, settings: next },
      {
        onSuccess: () => toast({ title: 'Template Updated', description: `${OPTIONS.find((o) => o.key === key)!.label} is ${checked ? 'on' : 'off'} for "${template.name}".` }),
        onError: (error) => reportError(error, 'Update Failed', 'Failed to update the template'),
      },
    );
  }

  return (
    <fieldset className="mt-4 grid gap-2 border-t pt-3" disabled={template.isBuiltIn || update.isPending}>
      <legend className="sr-only">Processing defaults</legend>
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <EyeOff className="size-3.5" aria-hidden="true" />
        {template.isBuiltIn ? 'Processing defaults (fixed for the Standard Template)' : 'Processing defaults'}
      </p>
      {OPTIONS.map((option) => {
        const id = `template-${template.id}-${option.key}`;
        return (
          <div key={option.key} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={settings[option.key]}
              disabled={template.isBuiltIn || update.isPending}
              onCheckedChange={(checked) => toggle(option.key, checked === true)}
              aria-describedby={`${id}-hint`}
            />
            <div className="grid gap-0.5 leading-none">
              <label htmlFor={id} className="text-sm font-medium peer-disabled:cursor-not-allowed">
                {option.label}
              </label>
              <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                {option.hint}
              </span>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
