import type { ExperienceEntry } from '@common/cv-data';

function monthIndex(date: string, isEnd: boolean): number {
  const [year, month] = date.split('-').map(Number);
  // A year alone says "some time that year": start in January, end mid-year, so 2016–2019 is 3.5 years.
  if (!month) return year * 12 + (isEnd ? 6 : 0);
  return year * 12 + (month - 1) + (isEnd ? 1 : 0);
}

/** A volunteer's role in the seven languages. */
const VOLUNTEER = /\b(?:volunteer(?:ing)?|voluntary|unpaid|ehrenamtlich\w*|freiwillige\w*|b[ée]n[ée]vole|volontaire|voluntari[oa]s?|volontari[oa]|vrijwillig\w*)\b/i;

/**
 * Years of experience from the roles' date ranges, merged so overlapping roles count once; current
 * roles run to `now`. Null when no role has a usable start date.
 */
export function totalYearsExperience(entries: ExperienceEntry[], now: Date): number | null {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const intervals: [number, number][] = [];
  for (const entry of entries) {
    // A role held as a volunteer ("Volunteer Coordinator, St. Stephen's Church") is no year of paid work.
    if (!entry.startDate || (entry.title && VOLUNTEER.test(entry.title))) continue;
    const start = monthIndex(entry.startDate, false);
    const end = entry.current || !entry.endDate ? (entry.current ? nowIndex : start + 6) : monthIndex(entry.endDate, true);
    if (end > start) intervals.push([start, Math.min(end, Math.max(nowIndex, start + 1))]);
  }
  if (intervals.length === 0) return null;
  intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = intervals[0];
  for (const [start, end] of intervals.slice(1)) {
    if (start <= curEnd) curEnd = Math.max(curEnd, end);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [start, end];
    }
  }
  total += curEnd - curStart;
  return Math.round((total / 12) * 10) / 10;
}
