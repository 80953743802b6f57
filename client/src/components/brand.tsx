import { FileStack } from 'lucide-react';
import { PRODUCT_NAME } from '@common/limits';
import { cn } from '@/lib/utils';

/** The CVForge wordmark. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <FileStack className="size-4.5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </span>
  );
}
