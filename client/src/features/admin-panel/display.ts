import { UNLIMITED } from '@common/limits';

/** Display rules of the admin panel (docs/PRODUCT.md §2 Admin panel). */

export const DETAILS_MAX_LENGTH = 60;

/**
 * An activity's details as one line: a string as it is, an object as JSON, '-' when there is none;
 * truncated with an ellipsis past `max` characters. `full` is the untruncated text for a tooltip.
 */
export function formatActivityDetails(details: unknown, max = DETAILS_MAX_LENGTH): { text: string; full: string } {
  if (details === null || details === undefined || details === '') return { text: '-', full: '-' };
  let full: string;
  if (typeof details === 'string') full = details;
  else {
    try {
      full = JSON.stringify(details) ?? String(details);
    } catch {
      full = String(details);
    }
  }
  if (full === '{}' || full.trim() === '') return { text: '-', full: '-' };
  const text = full.length > max ? `${full.slice(0, Math.max(1, max - 1)).trimEnd()}…` : full;
  return { text, full };
}

/** '-' for a missing value (IP address, resource). */
export function orDash(value: string | null | undefined): string {
  return value && value.trim() ? value : '-';
}

/** The Credits badge: '{n} credits', destructive when 0 or less; 'Unlimited' for -1. */
export function creditsBadge(credits: number | null | undefined): { label: string; isDestructive: boolean } {
  if (credits === UNLIMITED) return { label: 'Unlimited', isDestructive: false };
  const n = Number.isFinite(credits) ? (credits as number) : 0;
  return { label: `${n} credits`, isDestructive: n <= 0 };
}

/** 'Ada Lovelace', or '-' when neither name is set. */
export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ') || '-';
}

/** Overview counters: '...' while loading, 0 when missing (docs/PRODUCT.md §2). */
export function counterValue(value: number | null | undefined, isLoading: boolean): string {
  if (isLoading) return '...';
  return (Number.isFinite(value) ? (value as number) : 0).toLocaleString('en-GB');
}

/** docs/PRODUCT.md §2: 'Current: provider (model)' or 'Not set'. */
export function currentAiLabel(config: { provider?: string | null; model?: string | null } | undefined): string {
  if (!config?.provider) return 'Not set';
  return config.model ? `Current: ${config.provider} (${config.model})` : `Current: ${config.provider}`;
}

/** docs/PRODUCT.md §2: 'host:port' or 'Not configured'. */
export function currentSmtpLabel(config: { host?: string | null; port?: number | null } | undefined): string {
  if (!config?.host) return 'Not configured';
  return `${config.host}:${config.port ?? ''}`;
}
