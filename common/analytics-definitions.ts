/**
 * The definitions behind the CV Data Analytics figures that must agree with each other (issue #19,
 * decision 076). Pure functions: the server applies the history rule, the screen the others, and the
 * unit tests hold both to the same words.
 *
 * - A CV is "processed in a month" when at least one of its jobs completed in that calendar month
 *   (UTC); it counts once however many jobs it had. 'This Month' is the current month of the same
 *   series, so the card and the chart's last bar are one number.
 * - Growth is this month's processed CVs against last month's, as a rounded percentage; with none
 *   last month there is nothing to compare and it reads as such, never a share of the total.
 * - Emerging skills compare mentions in CVs uploaded in the last 30 days with the 30 before; they
 *   need CVs on both sides, so they show only once the first CV is two windows (60 days) old.
 * - The skill-category pie has the palette's six colours: the five largest categories and 'Other'.
 */

/** Length of each emerging-skills window, in calendar days (today and the 29 before). */
export const TREND_WINDOW_DAYS = 30;
/** docs/PRODUCT.md §9: the charts' palette has six colours, so the pie has at most six slices. */
export const PIE_SLICES = 6;
export const OTHER_CATEGORY = 'Other';

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * The first day emerging skills can be measured, as 'YYYY-MM-DD', or null when they already can (or
 * there are no CVs yet). The previous window starts 59 days before today; it must hold the first CV.
 */
export function emergingSkillsShowFrom(firstCvUploadedAt: Date | null, now: Date): string | null {
  if (!firstCvUploadedAt) return null;
  const ready = startOfUtcDay(firstCvUploadedAt) + (2 * TREND_WINDOW_DAYS - 1) * DAY_MS;
  return startOfUtcDay(now) >= ready ? null : new Date(ready).toISOString().slice(0, 10);
}

export interface MonthCount {
  month: string;
  count: number;
}

export interface MonthOverMonth {
  thisMonth: number;
  lastMonth: number;
  /** Rounded percentage change; null when last month had none (nothing to compare with). */
  growth: number | null;
}

/** Growth of processed CVs this month over last month, from the monthly series (oldest first). */
export function monthOverMonthGrowth(monthly: readonly MonthCount[]): MonthOverMonth {
  const thisMonth = monthly.at(-1)?.count ?? 0;
  const lastMonth = monthly.at(-2)?.count ?? 0;
  return { thisMonth, lastMonth, growth: lastMonth > 0 ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null };
}

/** '+25%', '−10%', '0%', or '—' when there is nothing to compare. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return '—';
  if (growth > 0) return `+${growth}%`;
  if (growth < 0) return `−${Math.abs(growth)}%`;
  return '0%';
}

export interface CategoryCount {
  category: string;
  count: number;
}

/**
 * At most PIE_SLICES slices: the five largest named categories, then 'Other' holding the rest
 * (and the skills the lexicon could not place, which the server already calls 'Other').
 */
export function pieCategories(categories: readonly CategoryCount[], slices: number = PIE_SLICES): CategoryCount[] {
  const named = categories.filter((c) => c.category !== OTHER_CATEGORY && c.count > 0).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  const other = categories.filter((c) => c.category === OTHER_CATEGORY).reduce((sum, c) => sum + c.count, 0);
  if (named.length + (other > 0 ? 1 : 0) <= slices) return other > 0 ? [...named, { category: OTHER_CATEGORY, count: other }] : named;
  const shown = named.slice(0, slices - 1);
  const rest = named.slice(slices - 1).reduce((sum, c) => sum + c.count, 0);
  return [...shown, { category: OTHER_CATEGORY, count: rest + other }];
}
