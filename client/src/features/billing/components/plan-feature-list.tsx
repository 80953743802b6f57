import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A plan's features as a ticked list (Billing screen and landing page). */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
