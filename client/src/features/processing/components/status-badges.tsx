import { Ban, CheckCircle2, Circle, Clock, LoaderCircle, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { jobStatusLabel, type BadgeTone, type CvBadge } from '../status';
import type { JobStatus } from '../types';

const TONE_CLASSES: Record<BadgeTone, string> = {
  new: 'border-border bg-background text-muted-foreground',
  queued: 'border-transparent bg-secondary text-secondary-foreground',
  processing: 'border-transparent bg-primary/12 text-primary',
  processed: 'border-transparent bg-success/15 text-success',
  failed: 'border-transparent bg-destructive/12 text-destructive',
  // Neutral: the user chose to stop the job; nothing went wrong.
  cancelled: 'border-border bg-muted text-muted-foreground',
};

const TONE_ICONS = {
  new: Circle,
  queued: Clock,
  processing: LoaderCircle,
  processed: CheckCircle2,
  failed: XCircle,
  cancelled: Ban,
} satisfies Record<BadgeTone, unknown>;

function ToneBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  const Icon = TONE_ICONS[tone];
  return (
    <Badge variant="outline" className={cn('font-medium', TONE_CLASSES[tone])}>
      <Icon aria-hidden="true" className={cn(tone === 'processing' && 'animate-spin')} />
      {label}
    </Badge>
  );
}

/** The STATUS column: derived from the CV's latest job (docs/PRODUCT.md §4). */
export function CvStatusBadge({ badge }: { badge: CvBadge }) {
  return <ToneBadge tone={badge.tone} label={badge.label} />;
}

const JOB_TONES: Record<JobStatus, BadgeTone> = {
  queued: 'queued',
  processing: 'processing',
  completed: 'processed',
  failed: 'failed',
  cancelled: 'cancelled',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <ToneBadge tone={JOB_TONES[status] ?? 'new'} label={jobStatusLabel(status)} />;
}
