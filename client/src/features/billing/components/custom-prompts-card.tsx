import { MAX_CUSTOM_PROMPT_LENGTH } from '@common/plans';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useCustomPrompts, useSaveCustomPrompts } from '../api';

const FIELDS = [
  { key: 'enhance', label: 'Enhancement prompt', hint: 'How the AI should improve the wording of enhanced CVs.' },
  { key: 'report', label: 'Candidate report prompt', hint: 'What the AI should focus on in candidate reports.' },
] as const;

type Draft = { enhance: string; report: string };

function PromptsForm({ initial }: { initial: Draft }) {
  const save = useSaveCustomPrompts();
  const [draft, setDraft] = useState<Draft>(initial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft({ enhance: saved.enhance ?? '', report: saved.report ?? '' });
        toast({ title: 'Custom Prompts Saved', description: 'New processing jobs will use them.' });
      },
      onError: (err) => reportError(err, 'Update Failed', 'Failed to save the custom prompts'),
    });
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-2">
          <Label htmlFor={`custom-prompt-${field.key}`}>{field.label}</Label>
          <textarea
            id={`custom-prompt-${field.key}`}
            className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            maxLength={MAX_CUSTOM_PROMPT_LENGTH}
            value={draft[field.key]}
            onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
          />
          <p className="flex justify-between text-xs text-muted-foreground">
            <span>{field.hint}</span>
            <span className="tabular-nums">
              {draft[field.key].length}/{MAX_CUSTOM_PROMPT_LENGTH}
            </span>
          </p>
        </div>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Enterprise: one custom AI prompt per operation (enhance, report), used by new processing jobs. */
export function CustomPromptsCard() {
  const prompts = useCustomPrompts(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Custom AI prompts
        </CardTitle>
        <CardDescription>Your own instructions for the AI. They never override the rule that nothing is added that the CV does not state.</CardDescription>
      </CardHeader>
      <CardContent>
        {prompts.data ? (
          <PromptsForm initial={{ enhance: prompts.data.enhance ?? '', report: prompts.data.report ?? '' }} />
        ) : (
          <p className="text-sm text-muted-foreground">{prompts.isLoading ? 'Loading...' : 'Could not load the custom prompts.'}</p>
        )}
      </CardContent>
    </Card>
  );
}
