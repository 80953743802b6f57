import { findDateRange, findSingleDate } from './dates';
import { isBullet, stripBullet, wordCount } from './text-utils';

/**
 * A list item holding nothing but a period or a date ("• 2016 - 2017", "• Jan/2020 - cursando"), a word at most beside
 * it (the study's standing: "• 2013 - 2014 - interrompida").
 */
function isItemOfDatesOnly(text: string): boolean {
  if (!isBullet(text)) return false;
  const item = stripBullet(text).replace(/[.,;:]$/, '');
  const cut = findDateRange(item) ?? findSingleDate(item);
  if (!cut) return false;
  const left = `${item.slice(0, cut.index)} ${item.slice(cut.index + cut.length)}`;
  return left.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length <= 1;
}

/**
 * "Secretaria da Saúde (MS)" over "• Analista e desenvolvedor de sistemas" and "• 2016 - 2017", "SENAC" over "• Curso
 * Desenvolvimento Móvel com Android" and "• 2012": an entry whose header's fields are set as list items under its first
 * line (a compact list under a bold employer or school). An item holding only the dates is no highlight but the
 * entry's dates, and the short items between it and the line above the list are the header's other fields: they are
 * read without their marks.
 */
export function withHeaderItemsUnmarked(written: string[]): string[] {
  // "• Lunchbox⇥• Remote" over "• Software Engineer⇥• Aug 2021 - Aug 2022": a row whose every cell is set as an item holds
  // the header's fields side by side (a LaTeX header converted to Word); its cells are read without their marks.
  const texts = written.map((text) => {
    const cells = text.split('\t');
    return cells.length >= 2 && cells.every((cell) => isBullet(cell.trim())) ? cells.map((cell) => stripBullet(cell)).join('\t') : text;
  });
  const out = [...texts];
  texts.forEach((text, i) => {
    if (!isItemOfDatesOnly(text)) return;
    let first = i;
    while (first > 0 && isBullet(texts[first - 1]) && !isItemOfDatesOnly(texts[first - 1]) && isShortField(stripBullet(texts[first - 1]))) first--;
    if (first === 0 || isBullet(texts[first - 1]) || i - first > 2) return;
    for (let k = first; k <= i; k++) out[k] = stripBullet(texts[k]);
  });
  return out;
}

/** A few words that end on no sentence's stop: a field of a header, not a sentence. */
function isShortField(text: string): boolean {
  return wordCount(text) <= 8 && !/[.!?;:]$/.test(text.trim());
}
