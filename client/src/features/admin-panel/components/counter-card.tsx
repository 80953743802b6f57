import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** A counter of the panel: its label, the figure ('...' while loading) and a caption. */
export function CounterCard({ label, value, caption, icon: Icon }: { label: string; value: string; caption?: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </div>
        <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums" aria-label={`${label}: ${value}`}>
          {value}
        </p>
        {caption ? <p className="mt-1 text-xs text-muted-foreground">{caption}</p> : null}
      </CardContent>
    </Card>
  );
}
