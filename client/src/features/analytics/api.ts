import type { CvAnalytics } from '@common/contracts/analytics';
import { useQuery } from '@tanstack/react-query';

import { CV_ANALYTICS_KEY } from '@/lib/query-keys';

export { CV_ANALYTICS_KEY };
/** docs/PRODUCT.md §7 and §9: analytics refresh every 30 s. */
export const ANALYTICS_REFRESH_MS = 30_000;

/** GET /api/cv-analytics through the default loader, refetched every 30 s. */
export function useCvAnalytics() {
  return useQuery<CvAnalytics>({ queryKey: CV_ANALYTICS_KEY, refetchInterval: ANALYTICS_REFRESH_MS });
}
