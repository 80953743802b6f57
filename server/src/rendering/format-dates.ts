const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Jan 2019', 'YYYY' → '2019': never more precise than the CV was. */
export function formatCvDate(date: string | null): string {
  if (!date) return '';
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(date);
  if (!match) return date;
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match[1]}` : match[1];
}

/** 'Jan 2019 – Present', 'Mar 2015 – Dec 2018', '2012' (one end known), '' (none). */
export function formatDateRange(start: string | null, end: string | null, isCurrent = false): string {
  const from = formatCvDate(start);
  const to = isCurrent ? 'Present' : formatCvDate(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from ? (isCurrent ? `${from} – Present` : from) : to;
}
