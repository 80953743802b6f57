import type { HealthStatus } from '@common/contracts/admin';
import type { Role } from '@common/roles';

/**
 * Formatting for the admin dashboard (docs/PRODUCT.md §2 Admin dashboard, §9). Costs arrive in cents and are
 * shown in US dollars; a processing log's cost keeps 3 decimals because one AI call costs fractions
 * of a cent.
 */

const integerFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** '1,234'; '0' for a missing or non-finite figure. */
export function formatCount(value: number | null | undefined): string {
  return integerFormat.format(Number.isFinite(value) ? (value as number) : 0);
}

/** Cents → '$1.23' (or with the given number of decimals). */
export function formatUsdFromCents(cents: number | null | undefined, decimals = 2): string {
  const dollars = Number.isFinite(cents) ? (cents as number) / 100 : 0;
  const text = Math.abs(dollars).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${dollars < 0 ? '-' : ''}$${text}`;
}

/** A processing log's cost: cents / 100 in USD with 3 decimals (docs/PRODUCT.md §9), e.g. 1.25 cents → '$0.013'. */
export function formatLogCost(cents: number | null | undefined): string {
  return formatUsdFromCents(cents, 3);
}

/** Milliseconds → '850 ms', '2.4 s', '3 min 5 s'; '—' when unknown. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** Bytes → '512 B', '12.3 KB', '4.5 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A percentage given as 0–100 → '97.5%' ('100%', '0%'). */
export function formatPercent(value: number | null | undefined): string {
  if (!Number.isFinite(value)) return '0%';
  const rounded = Math.round((value as number) * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/** docs/PRODUCT.md §2: the header reads 'managers' or 'administrators' according to the role. */
export function roleAudience(role: Role | null | undefined): 'managers' | 'administrators' {
  return role === 'manager' ? 'managers' : 'administrators';
}

export const ROLE_LABELS: Record<Role, string> = { user: 'User', manager: 'Manager', admin: 'Admin' };

/** docs/PRODUCT.md §4: a processing log is 'completed', or anything else, shown as a failure. */
export function isLogSuccess(status: string): boolean {
  return status === 'completed';
}

export type { HealthStatus };
export type BadgeVariant = 'success' | 'secondary' | 'destructive' | 'outline';

/** docs/PRODUCT.md §4 health status → badge look and label; anything unexpected reads 'Unknown'. */
export function healthBadge(status: string | null | undefined): { status: HealthStatus; label: string; variant: BadgeVariant } {
  switch (status) {
    case 'healthy':
      return { status: 'healthy', label: 'Healthy', variant: 'success' };
    case 'warning':
      return { status: 'warning', label: 'Warning', variant: 'secondary' };
    case 'error':
      return { status: 'error', label: 'Error', variant: 'destructive' };
    default:
      return { status: 'unknown', label: 'Unknown', variant: 'outline' };
  }
}

/** 'Page 2 of 5'; an empty list still reads 'Page 1 of 1'. */
export function pageLabel(page: number, totalPages: number): string {
  const pages = Math.max(1, totalPages);
  return `Page ${Math.min(Math.max(1, page), pages)} of ${pages}`;
}

export function canGoPrevious(page: number): boolean {
  return page > 1;
}

export function canGoNext(page: number, totalPages: number): boolean {
  return page < totalPages;
}
