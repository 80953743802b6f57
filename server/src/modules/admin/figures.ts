/** Small helpers shared by the admin figures: SQL aggregates arrive as strings or null. */
export function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Rounded to `digits` decimals (costs keep 3, percentages 1, times 0). */
export function round(value: unknown, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(toNumber(value) * factor) / factor;
}

/** Percent of `part` in `whole`, one decimal; 0 when nothing was counted. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round((part / whole) * 100, 1) : 0;
}

/** Midnight UTC of today: "today" in the admin figures is the UTC day. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
