import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator with an accessible status label. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <LoaderCircle className={cn('size-6 animate-spin text-primary', className)} aria-hidden="true" />
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
