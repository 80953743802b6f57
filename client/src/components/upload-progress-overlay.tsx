import { CheckCircle2, Circle, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Progress } from '@/components/ui/progress';
import { isStepDone } from '@/lib/upload-steps';

export interface UploadOverlayStep {
  label: string;
  /** The step shows a checkmark once progress is above this percentage (docs/PRODUCT.md §4). */
  above: number;
}

interface UploadProgressOverlayProps {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  /** Elapsed milliseconds → progress (0–100) and message; re-evaluated four times a second until complete. */
  progressAt: (elapsedMs: number) => number;
  messageAt: (elapsedMs: number) => string;
  startedAt: number;
  isComplete: boolean;
  steps: readonly UploadOverlayStep[];
  progressLabel: string;
  messageTestId: string;
}

/** docs/PRODUCT.md §4 file upload widget (shared by CV and template uploads): a progress overlay with its step checkmarks. */
export function UploadProgressOverlay(props: UploadProgressOverlayProps) {
  const { icon: Icon, startedAt, isComplete } = props;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (isComplete) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [isComplete]);

  const elapsed = now - startedAt;
  const progress = isComplete ? 100 : props.progressAt(elapsed);
  const titleId = `${props.messageTestId}-title`;

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="w-full max-w-md rounded-xl border bg-background p-6 shadow-lg">
        <div className="flex items-center gap-3">
          <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              {props.title}
            </h2>
            <p className="truncate text-sm text-muted-foreground">{props.subtitle}</p>
          </div>
        </div>
        <div className="mt-5 grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span role="status" aria-live="polite" data-testid={props.messageTestId}>
              {props.messageAt(elapsed)}
            </span>
            <span className="tabular-nums text-muted-foreground">{progress}%</span>
          </div>
          <Progress value={progress} aria-label={props.progressLabel} />
        </div>
        <ul className="mt-5 grid gap-2 text-sm">
          {props.steps.map((step) => {
            const isDone = isStepDone(progress, step.above);
            return (
              <li key={step.label} className={isDone ? 'flex items-center gap-2' : 'flex items-center gap-2 text-muted-foreground'}>
                {isDone ? <CheckCircle2 className="size-4 text-success" aria-label="done" /> : <Circle className="size-4" aria-label="pending" />}
                {step.label}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
