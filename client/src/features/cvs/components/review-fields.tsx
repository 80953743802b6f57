import { AlertTriangle, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { addChips, fieldId } from '../review-form';

/** What every field needs to show its state: a low-confidence reason and/or an error, both announced with the control. */
export interface FieldState {
  path: string;
  /** Why extraction was unsure of this field (low confidence), if it was. */
  flag?: string;
  error?: string;
}

function FieldShell({ state, label, children, className }: { state: FieldState; label: string; children: (describedBy: string | undefined) => ReactNode; className?: string }) {
  const flagId = useId();
  const errorId = useId();
  const describedBy = [state.flag ? flagId : null, state.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field={state.path} data-flagged={state.flag ? 'true' : undefined} className={cn('grid gap-1.5', className)}>
      <Label htmlFor={fieldId(state.path)} className="flex items-center gap-1.5">
        {label}
        {state.flag ? <AlertTriangle className="size-3.5 text-amber-600" aria-hidden="true" /> : null}
      </Label>
      {children(describedBy)}
      {state.flag ? (
        <p id={flagId} className="text-xs text-amber-700">
          Check this: {state.flag}
        </p>
      ) : null}
      {state.error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

const flaggedClass = 'border-amber-500 bg-amber-50/60 focus-visible:ring-amber-500/40';

export function TextField({
  state,
  label,
  value,
  onChange,
  placeholder,
  inputMode,
  isMultiline,
  className,
}: {
  state: FieldState;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  isMultiline?: boolean;
  className?: string;
}) {
  return (
    <FieldShell state={state} label={label} className={className}>
      {(describedBy) =>
        isMultiline ? (
          <textarea
            id={fieldId(state.path)}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            rows={5}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(
              'w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
              state.flag && flaggedClass,
            )}
          />
        ) : (
          <Input
            id={fieldId(state.path)}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            placeholder={placeholder}
            inputMode={inputMode}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(state.flag && flaggedClass)}
          />
        )
      }
    </FieldShell>
  );
}

/** A date as CVs give it: YYYY or YYYY-MM. Checked as the recruiter types; the message sits under the field. */
export function DateField({ state, label, value, onChange }: { state: FieldState; label: string; value: string | null; onChange: (value: string) => void }) {
  return <TextField state={state} label={label} value={value} onChange={onChange} placeholder="YYYY-MM" inputMode="numeric" className="min-w-0" />;
}

/** Skills, certifications, languages: chips with a remove button each; Enter or a comma adds, Backspace on an empty box removes the last. */
export function ChipsField({ state, label, values, onChange }: { state: FieldState; label: string; values: string[]; onChange: (values: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const commit = () => {
    if (!typed.trim()) return;
    onChange(addChips(values, typed));
    setTyped('');
  };
  return (
    <FieldShell state={state} label={label}>
      {(describedBy) => (
        <div className={cn('flex flex-wrap items-center gap-1.5 rounded-md border border-input bg-background p-2', state.flag && flaggedClass, state.error && 'border-destructive')}>
          <ul className="contents" aria-label={label}>
            {values.map((chip, index) => (
              <li key={`${chip}-${index}`} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-medium">
                {chip}
                <button
                  type="button"
                  onClick={() => onChange(values.filter((_, i) => i !== index))}
                  className="rounded-full p-0.5 hover:bg-destructive/10 hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${chip}`}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <input
            id={fieldId(state.path)}
            value={typed}
            onChange={(event) => {
              const value = event.target.value;
              if (/[,;]/.test(value)) {
                onChange(addChips(values, value));
                setTyped('');
              } else setTyped(value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              } else if (event.key === 'Backspace' && typed === '' && values.length > 0) {
                onChange(values.slice(0, -1));
              }
            }}
            onBlur={commit}
            placeholder={`Add ${label.toLowerCase()} and press Enter`}
            aria-describedby={describedBy}
            aria-invalid={state.error ? true : undefined}
            className="min-w-[10rem] flex-1 bg-transparent px-1 py-0.5 text-sm outline-none"
          />
        </div>
      )}
    </FieldShell>
  );
}
