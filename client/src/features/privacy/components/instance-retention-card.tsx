import { MAX_RETENTION_DAYS } from '@common/contracts/privacy-rules';
import { Hourglass } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { reportError } from '@/lib/notify';
import { useInstanceRetention, useSaveInstanceRetention } from '../api';

/** Admin panel: the instance-wide maximum retention, which caps every account's own setting. */
export function InstanceRetentionCard() {
  const current = useInstanceRetention();
  const save = useSaveInstanceRetention();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? (current.data?.maxDays == null ? '' : String(current.data.maxDays));
  const trimmed = value.trim();
  const days = trimmed === '' ? null : Number(trimmed);
  const isInvalid = days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_RETENTION_DAYS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isInvalid) return;
    save.mutate(days, {
      onSuccess: (saved) => {
        setDraft(null);
        toast({
          title: 'Retention Maximum Saved',
          description: saved.maxDays === null ? 'No maximum: each account’s own setting applies.' : `No CV is kept longer than ${saved.maxDays} days.`,
        });
      },
      onError: (error) => reportError(error, 'Update Failed', 'Failed to save the retention maximum'),
    });
  }

  return (
    <Card className="mt-6 max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Hourglass className="size-5 text-primary" aria-hidden="true" />
          Data retention maximum
        </CardTitle>
        <CardDescription>
          The longest any account keeps uploaded CVs and their outputs. An account that chose longer, or chose “off”, is held to this. Leave
          empty for no maximum.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="instance-retention-days">Maximum days</Label>
            <Input
              id="instance-retention-days"
              inputMode="numeric"
              className="w-40"
              value={value}
              placeholder="No maximum"
              aria-invalid={isInvalid || undefined}
              aria-describedby="instance-retention-error"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={save.isPending || isInvalid || current.isLoading}>
            {save.isPending ? 'Saving...' : 'Save maximum'}
          </Button>
          <p id="instance-retention-error" role={isInvalid ? 'alert' : undefined} className="w-full text-sm text-destructive">
            {isInvalid ? `Enter a whole number of days from 1 to ${MAX_RETENTION_DAYS}, or leave it empty.` : ''}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
