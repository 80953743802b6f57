import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { healthBadge } from '../format';

/** healthy / warning / error / unknown (docs/PRODUCT.md §4). */
export function HealthBadge({ status }: { status: string | null | undefined }) {
  const badge = healthBadge(status);
  return (
    <Badge
      variant={badge.variant}
      data-health={badge.status}
      className={cn(badge.status === 'warning' && 'border-transparent bg-amber-100 text-amber-800', badge.status === 'unknown' && 'text-muted-foreground')}
    >
      {badge.label}
    </Badge>
  );
}
