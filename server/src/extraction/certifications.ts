import { findDateRange, findSingleDate } from './dates';
import { cleanFragment, isBullet, stripBullet, wordCount } from './text-utils';

/** One certification per line of a certifications section, without its date. */
export function extractCertifications(lines: string[]): string[] {
  const found: string[] = [];
  for (const raw of joinWrapped(lines)) {
    let text = stripBullet(raw).replace(/\t+/g, ' | ');
    const range = findDateRange(text) ?? findSingleDate(text);
    if (range) text = text.slice(0, range.index) + text.slice(range.index + range.length);
    text = cleanFragment(text.replace(/\(\s*\)/g, '').replace(/\s*\|\s*$/, ''));
    text = text.replace(/\s*\|\s*/g, ', ').replace(/,\s*$/, '');
    if (!text || wordCount(text) > 16 || /^(?:issued|expires|credential id)/i.test(text)) continue;
    if (!found.some((cert) => cert.toLowerCase() === text.toLowerCase())) found.push(text);
  }
  return found;
}

/** Joins a name wrapped in a narrow column ("Google Analytics Individual / Qualification"). */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const text = line.trim();
    const previous = out[out.length - 1];
    const isContinuation = previous !== undefined && !isBullet(text) && wordCount(text) <= 2 && !/^[A-Z0-9]{2,}\b/.test(text) && !/[)\d]$/.test(previous) && (/^[a-z(]/.test(text) || wordCount(previous) >= 3);
    if (isContinuation) out[out.length - 1] = `${previous} ${text}`;
    else out.push(text);
  }
  return out;
}
