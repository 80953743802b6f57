import type { DocumentLine, LineRegion } from './types';

/** One positioned piece of text from a PDF page, in top-left coordinates (points). */
export interface PositionedText {
  text: string;
  x: number;
  /** Baseline distance from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
}

interface Row {
  y: number;
  items: PositionedText[];
}

/** Bands at the top and bottom of a page where running headers and footers live (fraction of height). */
const HEADER_BAND = 0.06;
const FOOTER_BAND = 0.06;
const DATE_LIKE = /\b(19|20)\d{2}\b|\b(present|current|now|heute|actualidad|aujourd)/i;

/**
 * Puts one page's text pieces in reading order. A vertical gutter that runs down the page splits a
 * two-column layout (sidebar left or right), and each column is read top to bottom on its own, so
 * lines never interleave. A narrow left column of dates is the exception: its rows belong to the
 * entries beside them, so those rows are read across, cells separated by tabs, as table rows are.
 */
export function layoutPage(items: PositionedText[], page: number, pageWidth: number, pageHeight: number): DocumentLine[] {
  const pieces = items.filter((item) => item.text.trim());
  const header = pieces.filter((item) => item.y < pageHeight * HEADER_BAND);
  const footer = pieces.filter((item) => item.y > pageHeight * (1 - FOOTER_BAND));
  const body = pieces.filter((item) => item.y >= pageHeight * HEADER_BAND && item.y <= pageHeight * (1 - FOOTER_BAND));

  const lines: DocumentLine[] = [...rowsToLines(groupRows(header), page, 'header')];
  const rows = groupRows(body);
  const gutter = findGutter(rows, pageWidth);
  if (gutter === null || isDateColumn(rows, gutter)) {
    lines.push(...rowsToLines(rows, page, 'body'));
  } else {
    lines.push(...splitColumns(rows, gutter, page));
  }
  lines.push(...rowsToLines(groupRows(footer), page, 'footer'));
  return lines;
}

/** Groups pieces whose baselines are within a fraction of the font size into rows, top to bottom. */
export function groupRows(items: PositionedText[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1.5, item.fontSize * 0.35);
    if (row && Math.abs(row.y - item.y) <= tolerance) row.items.push(item);
    else rows.push({ y: item.y, items: [item] });
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/**
 * The x of a gutter that separates two columns: no row has a piece crossing it (a few full-width
 * rows, like the name at the top, may), and both sides hold a real column of text.
 */
function findGutter(rows: Row[], pageWidth: number): number | null {
  if (rows.length < 6) return null;
  const width = Math.ceil(pageWidth);
  const crossing = new Uint16Array(width);
  for (const row of rows) {
    const covered = new Uint8Array(width);
    for (const item of row.items) {
      const from = Math.max(0, Math.floor(item.x) - 2);
      const to = Math.min(width - 1, Math.ceil(item.x + item.width) + 2);
      for (let x = from; x <= to; x++) covered[x] = 1;
    }
    for (let x = 0; x < width; x++) crossing[x] += covered[x];
  }
  const allowed = Math.floor(rows.length * 0.15);
  let best: { x: number; score: number } | null = null;
  let runStart = -1;
  for (let x = Math.floor(width * 0.15); x <= Math.ceil(width * 0.85); x++) {
    const open = x < width && crossing[x] <= allowed;
    if (open && runStart < 0) runStart = x;
    if ((!open || x === Math.ceil(width * 0.85)) && runStart >= 0) {
      const runEnd = open ? x : x - 1;
      const mid = (runStart + runEnd) / 2;
      const runWidth = runEnd - runStart + 1;
      const left = rows.filter((row) => row.items.some((item) => item.x + item.width <= mid)).length;
      const right = rows.filter((row) => row.items.some((item) => item.x >= mid)).length;
      const crossingRows = crossing[Math.round(mid)];
      // Prefer wide, clean gutters with a real column of text on each side.
      if (runWidth >= 8 && left >= 4 && right >= 4) {
        const score = runWidth - crossingRows * 4;
        if (!best || score > best.score) best = { x: mid, score };
      }
      runStart = -1;
    }
  }
  return best ? best.x : null;
}

/**
 * A column of dates beside the entries, not a sidebar: the pieces of the narrower column that share a
 * row with the other column are mostly dates. A left date column ("2019 – 2021 | Engineer, Acme") and a
 * right-hand date margin ("Engineer, Acme | 2019 – 2021", often with the place under the dates) are
 * both read across. (In a real sidebar, rows line up only by coincidence.)
 */
function isDateColumn(rows: Row[], gutter: number): boolean {
  let leftExtent = 0;
  let rightExtent = 0;
  for (const row of rows) {
    for (const item of row.items) {
      if (item.x + item.width / 2 < gutter) leftExtent = Math.max(leftExtent, gutter - item.x);
      else rightExtent = Math.max(rightExtent, item.x + item.width - gutter);
    }
  }
  const isLeftNarrow = leftExtent <= rightExtent;
  let paired = 0;
  let dated = 0;
  for (const row of rows) {
    const leftItems = row.items.filter((item) => item.x + item.width <= gutter);
    const rightItems = row.items.filter((item) => item.x >= gutter);
    const narrow = (isLeftNarrow ? leftItems : rightItems).map((item) => item.text).join(' ').trim();
    const hasOther = (isLeftNarrow ? rightItems : leftItems).length > 0;
    if (!narrow || !hasOther) continue;
    paired++;
    if (DATE_LIKE.test(narrow) && narrow.length <= 40) dated++;
  }
  // A right-hand margin pairs its places with the entries too ("2019 – 2021" over "Leeds, UK").
  return paired >= 2 && dated / paired >= (isLeftNarrow ? 0.6 : 0.4);
}

function splitColumns(rows: Row[], gutter: number, page: number): DocumentLine[] {
  const lines: DocumentLine[] = [];
  let left: Row[] = [];
  let right: Row[] = [];
  let leftExtent = 0;
  let rightExtent = 0;
  const segments: { full?: Row; left: Row[]; right: Row[] }[] = [];
  for (const row of rows) {
    // A row is full-width only when it reaches well into both columns; a word that overhangs the
    // gutter by a few points still belongs to its column.
    const crosses = row.items.some((item) => item.x < gutter - 24 && item.x + item.width > gutter + 24);
    if (crosses) {
      segments.push({ left, right });
      segments.push({ full: row, left: [], right: [] });
      left = [];
      right = [];
      continue;
    }
    const l = row.items.filter((item) => item.x + item.width / 2 < gutter);
    const r = row.items.filter((item) => item.x + item.width / 2 >= gutter);
    if (l.length) left.push({ y: row.y, items: l });
    if (r.length) right.push({ y: row.y, items: r });
    for (const item of l) leftExtent = Math.max(leftExtent, gutter - item.x);
    for (const item of r) rightExtent = Math.max(rightExtent, item.x + item.width - gutter);
  }
  segments.push({ left, right });
  // The narrower column is the sidebar; the extractor reads both, but knows which is which.
  const leftRegion: LineRegion = leftExtent < rightExtent ? 'sidebar' : 'body';
  const rightRegion: LineRegion = leftRegion === 'sidebar' ? 'body' : 'sidebar';
  for (const segment of segments) {
    if (segment.full) lines.push(...rowsToLines([segment.full], page, 'body'));
    lines.push(...rowsToLines(segment.left, page, leftRegion));
    lines.push(...rowsToLines(segment.right, page, rightRegion));
  }
  return lines;
}

/** Joins the pieces of each row: a space for word gaps, a tab for the wide gaps between table cells. */
function rowsToLines(rows: Row[], page: number, region: LineRegion): DocumentLine[] {
  return rows.map((row) => {
    let text = '';
    let end = -Infinity;
    let hasWideGap = false;
    for (const item of row.items) {
      const gap = item.x - end;
      if (text) {
        if (gap > item.fontSize * 1.5) {
          text = text.trimEnd() + '\t';
          hasWideGap = true;
        } else if (gap > item.fontSize * 0.15 && !text.endsWith(' ') && !item.text.startsWith(' ')) {
          text += ' ';
        }
      }
      text += item.text;
      end = Math.max(end, item.x + item.width);
    }
    const fontSize = Math.max(...row.items.map((item) => item.fontSize));
    const lineRegion: LineRegion = hasWideGap && region === 'body' ? 'table' : region;
    return { text, page, x: Math.round(row.items[0].x), y: Math.round(row.y), fontSize: Math.round(fontSize * 10) / 10, region: lineRegion };
  });
}
