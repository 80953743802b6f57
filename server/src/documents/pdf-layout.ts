import { endsOnJoiningWord, isRuleText, joinWrappedLines, LARGER_THAN_BODY } from './blocks';
import type { Box } from './pdf-paint';
import type { DocumentLine, LineRegion } from './types';


/** One positioned piece of text from a PDF page, in top-left coordinates (points). */
export interface PositionedText {
  text: string;
  x: number;
  /** Baseline distance from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  /** The PDF's font resource the piece is set in; pieces in the same font share it. */
  font?: string;
  /** A glyph of a font that only ever draws lone, wide glyphs: an icon, if nothing follows it closely. */
  maybeIcon?: boolean;
  /** Text set vertically (rotated a quarter turn): the top and bottom of what it spans on the page. */
  vertical?: { top: number; bottom: number };
  /** Set letter by letter ("S A M I R A"), its text given with the letters of each word closed up. */
  letterSpaced?: boolean;
  /** The start of a cell beside a label or date column: it begins at the content column's left edge (markColumnEdges). */
  opensCell?: boolean;
}

interface Row {
  y: number;
  items: PositionedText[];
}

/**
 * What the other pages tell about a later page's top band: whether a text comes back at the top of two pages or
 * more (or is a page number), and where the first page's text starts (the top of its highest glyphs).
 */
export interface RunningTop {
  (text: string): boolean;
  textTop: number;
}

/** How far above its baseline a line's glyphs reach, as a share of its size (a capital's height and a little). */
export const GLYPH_TOP = 0.8;

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
export function layoutPage(
  items: PositionedText[],
  page: number,
  pageWidth: number,
  pageHeight: number,
  isRunningTop?: RunningTop,
  rules: Box[] = [],
  columns: PageColumns = { gutter: null },
  panels: Box[] = [],
): PdfLine[] {
  // Headings up a margin are a few words; a page of vertical text (a rotated table, a hostile page) is read as it lies.
  const vertical = items.filter((item) => item.vertical && item.text.trim());
  if (vertical.length === 0 || vertical.length > MAX_VERTICAL_HEADINGS) return layoutUpright(items, page, pageWidth, pageHeight, isRunningTop, rules, columns, panels);
  const upright = layoutUpright(items.filter((item) => !item.vertical), page, pageWidth, pageHeight, isRunningTop, rules, columns, panels);
  return withVerticalHeadings(upright, vertical, page, pageWidth);
}

const MAX_VERTICAL_HEADINGS = 40;

/**
 * Text set vertically beside a block ("EXPERIENCE" up the margin of its jobs) labels that block: it is read as a line
 * of its own before the block's first line — the first of the lines beside it and of those above it that follow one
 * another at the page's usual spacing, up to a wider gap — not as a word of whatever row its baseline crosses.
 */
function withVerticalHeadings(lines: PdfLine[], vertical: PositionedText[], page: number, pageWidth: number): PdfLine[] {
  const out = [...lines];
  const body = lines.filter((line) => line.region !== 'header' && line.region !== 'footer');
  const gaps = body.slice(1).map((line, i) => line.exactY - body[i].exactY).filter((gap) => gap > 0).sort((a, b) => a - b);
  const spacing = gaps.length ? gaps[Math.floor(gaps.length / 2)] : 14;
  for (const item of [...vertical].sort((a, b) => a.vertical!.top - b.vertical!.top)) {
    let first = body.findIndex((line) => line.exactY >= item.vertical!.top);
    if (first < 0) first = body.length;
    while (first > 0 && first < body.length && body[first].exactY - body[first - 1].exactY <= spacing * 1.6) first--;
    const [line] = rowsToLines([{ y: item.vertical!.top, items: [{ ...item, vertical: undefined }] }], page, 'body');
    const at = first < body.length ? out.indexOf(body[first]) : out.length;
    out.splice(at, 0, { ...line, pageWidth, exactY: first < body.length ? body[first].exactY - 0.01 : line.exactY });
  }
  return out;
}

/** The gutter a page's columns part at: read as the previous page's, written with this page's. */
export interface PageColumns {
  gutter: number | null;
  /** How the page's columns are read: a date column read across, a label column label by label, or apart. */
  mode?: 'dates' | 'labels' | 'apart';
}

function layoutUpright(
  items: PositionedText[],
  page: number,
  pageWidth: number,
  pageHeight: number,
  isRunningTop: RunningTop | undefined,
  rules: Box[],
  columns: PageColumns,
  panels: Box[],
): PdfLine[] {
  const pieces = items.filter((item) => item.text.trim());
  const furniture = splitFurniture(pieces, pageHeight, page > 1 ? isRunningTop : undefined);
  const { footer, middle } = furniture;
  // The columns are found from the page's middle: what sits in the top and bottom bands may be furniture.
  const middleRows = groupRows(middle);
  // A page too short to show its columns (a CV's last few lines) goes on in the previous page's, when its
  // text keeps to their sides: the main column's last job and the sidebar's last list stay apart.
  const own = panelEdge(middleRows, panels, pageWidth) ?? findGutter(middleRows, pageWidth);
  const inherited = own === null && columns.gutter !== null && keepsToColumns(middleRows, columns.gutter) ? columns.mode : undefined;
  const gutter = own ?? (inherited ? columns.gutter : null);
  const columnTops = gutter === null ? new Set<PositionedText>() : columnsRunIntoTopBand(furniture.header, middle, gutter, page > 1 ? isRunningTop : undefined);
  const header = furniture.header.filter((item) => !columnTops.has(item));
  const body = columnTops.size ? [...furniture.body, ...columnTops] : furniture.body;

  const lines: PdfLine[] = [...rowsToLines(groupRows(header), page, 'header')];
  const rows = groupRows(body);
  markColumnEdges(rows);
  // (A table of dates and labels is read across too, unless its left column reads as labels heading blocks.)
  // (A page after one read label by label, its gutter where that page's was, keeps the design: a form's last page may
  // open on a long list beside no label.)
  const keepsLabels = own !== null && columns.mode === 'labels' && columns.gutter !== null && Math.abs(own - columns.gutter) <= 6;
  const labelColumn = gutter !== null && !inherited && (keepsLabels || isLabelColumn(rows, gutter) || isMarginHeadingColumn(rows, gutter));
  const dateColumn = gutter !== null && (inherited ? inherited === 'dates' : isDateColumn(rows, gutter) || (!labelColumn && isTableOfDates(rows, gutter)));
  const isLabelled = gutter !== null && !dateColumn && (inherited ? inherited === 'labels' : labelColumn);
  columns.gutter = gutter;
  columns.mode = dateColumn ? 'dates' : isLabelled ? 'labels' : 'apart';
  // The page's rows read by its columns: across, label by label, or column by column.
  const readColumns = (part: Row[]): PdfLine[] => {
    if (gutter === null || dateColumn) return rowsToLines(part, page, 'body');
    return isLabelled ? readLabelColumns(part, gutter, page) : readBands(part, gutter, page, sidebarSide(part, gutter), rules);
  };
  // A table drawn with its borders is read by its cells first; the rest of the page by its columns.
  lines.push(...(readRuledBands(rows, page, rules, readColumns) ?? readColumns(rows)));
  lines.push(...rowsToLines(groupRows(footer), page, 'footer'));
  for (const line of lines) {
    line.pageWidth = pageWidth;
    if (line.exactY < pageHeight * HEADER_BAND) line.band = 'top';
    else if (line.exactY > pageHeight * (1 - FOOTER_BAND)) line.band = 'bottom';
  }
  return lines;
}

/**
 * Running headers and footers: text in the bands at the top and bottom of the page. A page's text
 * often runs on into the bottom band (a job's last lines near the bottom edge): text there that follows
 * on from the body at its usual spacing is body text; a footer stands apart. A bullet item is content
 * in either band. (A running header sits as close above the body as a line of it would: the top band
 * stays furniture.)
 */
function splitFurniture(pieces: PositionedText[], pageHeight: number, isRunningTop?: RunningTop): { header: PositionedText[]; footer: PositionedText[]; body: PositionedText[]; middle: PositionedText[] } {
  const top = pageHeight * HEADER_BAND;
  const bottom = pageHeight * (1 - FOOTER_BAND);
  let header = pieces.filter((item) => item.y < top);
  let footer = pieces.filter((item) => item.y > bottom);
  const middle = pieces.filter((item) => item.y >= top && item.y <= bottom);
  if (middle.length && footer.length) {
    let lastY = Math.max(...middle.map((item) => item.y));
    let size = Math.max(...middle.filter((item) => lastY - item.y < 2).map((item) => item.fontSize));
    // Body text running on: row after row at the same size as the text above it, at no more than a line and a
    // half's distance. What stands apart after it (a smaller "John Doe  Curriculum vitae" under the last
    // line) is the page's footer all the same.
    const rows = groupRows(footer);
    // (The size of any of the last rows above: a description set a size up from its role's dates runs on as well.)
    const sizesAbove = groupRows(middle)
      .slice(-8)
      .map((row) => Math.max(...row.items.map((item) => item.fontSize)));
    let reclaimed = 0;
    for (const row of rows) {
      const rowSize = Math.max(...row.items.map((item) => item.fontSize));
      const isBodySize = [size, ...sizesAbove].some((above) => Math.abs(rowSize - above) <= above * 0.04);
      if (!isBodySize || row.y - lastY > Math.max(size, rowSize) * 2.5) break;
      lastY = row.y;
      size = rowSize;
      reclaimed++;
    }
    footer = rows.slice(reclaimed).flatMap((row) => row.items);
  }
  if (middle.length && header.length) {
    // A paragraph set high on the page (a profile) runs from the top band on into the body below it:
    // lines of a sentence at the body's size and spacing are no running header.
    const headerRows = groupRows(header);
    const last = headerRows[headerRows.length - 1];
    const left = Math.min(...last.items.map((item) => item.x));
    const right = Math.max(...last.items.map((item) => item.x + item.width));
    const under = middle.filter((item) => item.x < right && item.x + item.width > left);
    const firstBody = under.length ? Math.min(...under.map((item) => item.y)) : Infinity;
    const bodySize = Math.max(0, ...under.filter((item) => item.y - firstBody < 2).map((item) => item.fontSize));
    const isProseRow = (row: Row) => {
      const words = row.items.map((item) => item.text).join(' ').trim().split(/\s+/);
      const size = Math.max(...row.items.map((item) => item.fontSize));
      return words.length >= 8 && !/[@|·•]|https?:|www\./.test(words.join(' ')) && words.filter((word) => /^\p{Ll}/u.test(word)).length >= words.length / 2 && Math.abs(size - bodySize) <= bodySize * 0.04;
    };
    if (bodySize && firstBody - last.y <= bodySize * 2 && isProseRow(last)) {
      let first = headerRows.length - 1;
      while (first > 0 && isProseRow(headerRows[first - 1]) && last.y - headerRows[first - 1].y <= bodySize * 2 * (headerRows.length - first)) first--;
      const reclaimed = new Set(headerRows.slice(first).flatMap((row) => row.items));
      header = header.filter((item) => !reclaimed.has(item));
    }
  }
  // After the first page (whose top is the CV's own masthead), a row in the top band that no other page
  // repeats, that is no page number and that the page's text follows at a line's distance is where the
  // page's text begins ("Job Experiences", a sidebar heading beside a role); a header that only one page
  // carries still stands apart from the text under it ("Curriculum Vitae  Mario Rossi" on page 2 alone).
  if (isRunningTop && header.length) {
    const reclaimed = new Set<PositionedText>();
    const ys = pieces.map((item) => item.y).sort((a, b) => a - b);
    const sizes = pieces.map((item) => item.fontSize).sort((a, b) => a - b);
    const bodySize = sizes[Math.floor(sizes.length / 2)];
    for (const row of groupRows(header)) {
      const size = Math.max(...row.items.map((item) => item.fontSize));
      const next = firstAbove(ys, row.y + size * 0.35);
      // (Or, aligned on the rows under it, at the distance they keep from row to row: a table's rows set apart by their
      // padding. A header standing apart is set elsewhere across the page.)
      const after = firstAbove(ys, next + size * 0.35);
      const left = Math.min(...row.items.map((item) => item.x));
      const nextLeft = Math.min(...pieces.filter((item) => Math.abs(item.y - next) < 1).map((item) => item.x));
      const isTableRow = Number.isFinite(after) && Math.abs(left - nextLeft) <= 2 && next - row.y <= (after - next) * 1.1;
      // (Or it starts no higher than the first page's text does: a running header sits above the text block,
      // the page's own first line at its top edge, whatever space follows it.)
      const isAtTextTop = row.y - size * GLYPH_TOP >= isRunningTop.textTop - size * 0.25;
      // (Or it is set larger than the page's text, as a heading is, the space under it a heading's: "Servicetrace GmbH"
      // over the role it held there, a running header being set no larger than the text.)
      const isHeading = size >= bodySize * 1.3 && next - row.y <= size * 2.2;
      if ((next - row.y <= size * 1.5 || isTableRow || isAtTextTop || isHeading) && !isRunningTop(rowText(row))) for (const item of row.items) reclaimed.add(item);
    }
    header = header.filter((item) => !reclaimed.has(item));
  }
  // A bullet item is content wherever it sits; a running header or footer has none.
  const isBulleted = (band: PositionedText[]) => groupRows(band).some((row) => BULLET_GLYPH.test(row.items[0].text));
  if (isBulleted(header)) header = [];
  if (isBulleted(footer)) footer = [];
  const furniture = new Set([...header, ...footer]);
  return { header, footer, body: pieces.filter((item) => !furniture.has(item)), middle };
}

/**
 * A column that starts in the page's top band ("John Doe" over a sidebar beside "Professional experience"
 * over the main column): a top-band piece that stays on its side of the gutter and that its column's text
 * follows at a line's distance is that column's first line, not a running header across the page (nor a text
 * that comes back at the top of other pages).
 */
function columnsRunIntoTopBand(header: PositionedText[], middle: PositionedText[], gutter: number, isRunningTop?: RunningTop): Set<PositionedText> {
  const reclaimed = new Set<PositionedText>();
  const isLeft = (item: PositionedText) => item.x + item.width <= gutter;
  const isRight = (item: PositionedText) => item.x >= gutter;
  // From the band's lowest row up: a row the column has taken is the text the row above it runs into.
  const sides = [isLeft, isRight].map((side) => ({ side, ys: middle.filter(side).map((item) => item.y).sort((a, b) => a - b), top: Infinity }));
  for (const row of groupRows(header).reverse()) {
    if (!row.items.every((item) => isLeft(item) || isRight(item)) || isRunningTop?.(rowText(row))) continue;
    for (const item of row.items) {
      const column = sides.find(({ side }) => side(item))!;
      const next = Math.min(column.top, firstAbove(column.ys, item.y));
      if (next - item.y > item.fontSize * 2.5) continue;
      reclaimed.add(item);
      column.top = Math.min(column.top, item.y);
    }
  }
  return reclaimed;
}

/** The first of the sorted values greater than `limit` (Infinity when none is): a binary search. */
function firstAbove(sorted: number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] > limit) high = middle;
    else low = middle + 1;
  }
  return low < sorted.length ? sorted[low] : Infinity;
}

/**
 * A heading left alone at the foot of a page, its section going on at the top of the next (a browser's print breaks
 * the page after it): the last line of a page's bottom band, set bolder or larger than the body, a few words without a
 * figure, whose text no other page shows there, is the body's last line, not the page's footer.
 */
export function reclaimHeadingsAtFoot(pages: PdfLine[][]): void {
  const all = pages.flat();
  const sizes = all.filter((line) => line.region === 'body').map((line) => line.fontSize ?? 0).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const seen = new Map<string, number>();
  for (const line of all) if (line.band === 'bottom') seen.set(furnitureKey(line.text), (seen.get(furnitureKey(line.text)) ?? 0) + 1);
  for (const lines of pages.slice(0, -1)) {
    const last = lines[lines.length - 1];
    if (!last || last.region !== 'footer' || last.band !== 'bottom' || (seen.get(furnitureKey(last.text)) ?? 0) > 1 || PAGE_NUMBER.test(last.text.trim())) continue;
    const text = last.text.trim();
    const isHeadingLike = text.split(/\s+/).length <= 5 && !/\d|[.,;:]$/.test(text) && /\p{Lu}/u.test(text) && (last.bold || (last.fontSize ?? 0) > body * 1.1);
    // (Nothing else of the bottom band stands on the page: a footer line of its own would.)
    if (isHeadingLike && lines.filter((line) => line.region === 'footer').length === 1) last.region = 'body';
  }
}

/** The text of the rows in a page's top band, as its lines will read: to tell running headers from a page's first lines. */
export function topBandTexts(items: PositionedText[], pageHeight: number): string[] {
  return groupRows(items.filter((item) => item.text.trim() && item.y < pageHeight * HEADER_BAND)).map(rowText);
}

function rowText(row: Row): string {
  return rowsToLines([row], 0, 'header')[0].text;
}

/** What a running header or footer keeps from page to page: its words, not its numbers. */
export function furnitureKey(text: string): string {
  return text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Whether a line is a page number ("3", "Page 2 of 4", "- 2 -"). */
export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.trim());
}

const PAGE_NUMBER = /^(?:(?:page|seite|página|pagina|pag\.?|p\.)\s*)?[-–(]?\s*\d{1,3}\s*(?:(?:\/|of|von|de|di|sur|van)\s*\d{1,3})?\s*[-–)]?$/i;

/**
 * Page furniture across the document: a line in a page's top or bottom band whose text (its numbers
 * aside) comes back in the band of another page is a running header or footer, and so is a page
 * number, wherever the page's flow put it.
 */
export function markRunningFurniture(lines: PdfLine[]): void {
  const key = (line: PdfLine) => `${line.band}|${furnitureKey(line.text)}`;
  const pages = new Map<string, Set<number>>();
  for (const line of lines) {
    if (!line.band) continue;
    if (!pages.has(key(line))) pages.set(key(line), new Set());
    pages.get(key(line))!.add(line.page);
  }
  for (const line of lines) {
    if (!line.band) continue;
    if ((pages.get(key(line))?.size ?? 0) >= 2 || PAGE_NUMBER.test(line.text.trim())) {
      line.region = line.band === 'top' ? 'header' : 'footer';
      line.column = 0;
    }
  }
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
      // Prefer wide, clean gutters with a real column of text on each side, and of those one that a column's
      // left edge follows: a column's lines start at one x, while a gap inside a sidebar ("Cloud Computing   1+ Jahre")
      // has only a few right-aligned figures after it.
      const edgeRows = rows.filter((row) => row.items.some((item) => Math.abs(item.x - (runEnd + 1)) <= 3)).length;
      // (A narrower gap is a gutter when a column keeps flush to each side of it: a sidebar set flush right against
      // the main column's left edge, its lines ending at one x as the main column's lines start at another.)
      const isFlushGutter = runWidth >= 4 && runWidth < 8 && edgeRows >= 4 && rows.filter((row) => row.items.some((item) => Math.abs(item.x + item.width - (runStart - 1)) <= 3)).length >= 4;
      if ((runWidth >= 8 || isFlushGutter) && left >= 4 && right >= 4) {
        const score = runWidth - crossingRows * 4 + (edgeRows >= 4 ? 2 * Math.min(edgeRows, 40) : 0);
        if (!best || score > best.score) best = { x: mid, score };
      }
      runStart = -1;
    }
  }
  return best ? best.x : null;
}

/**
 * The edge of a coloured panel (a sidebar's background) that parts two columns: inside the panel's height,
 * text keeps to its two sides (none runs across the edge) and each side holds a column of rows. The
 * designer drew the columns, so their text may come as close to each other as it likes: a sidebar's
 * justified paragraph can end a few points before the main column's bullets begin, too close for a white
 * gutter to show.
 */
function panelEdge(rows: Row[], panels: Box[], pageWidth: number): number | null {
  let best: { x: number; rows: number } | null = null;
  for (const panel of panels) {
    const inside = rows.filter((row) => row.y >= panel.y0 && row.y <= panel.y1 + 2);
    if (inside.length < 6) continue;
    for (const edge of [panel.x0, panel.x1]) {
      if (edge < pageWidth * 0.1 || edge > pageWidth * 0.9) continue;
      let [left, right, crossing] = [0, 0, false];
      for (const row of inside) {
        if (row.items.some((item) => item.x < edge - 1 && item.x + item.width > edge + 1)) crossing = true;
        if (row.items.some((item) => item.x + item.width <= edge + 1)) left++;
        if (row.items.some((item) => item.x >= edge - 1)) right++;
      }
      if (!crossing && left >= 4 && right >= 4 && (!best || inside.length > best.rows)) best = { x: edge, rows: inside.length };
    }
  }
  return best ? best.x : null;
}

/** Rows that keep to the two sides of `gutter` (overhanging it by `overhang` at most), some on each, none crossing it. */
function keepsToColumns(rows: Row[], gutter: number, overhang = 2): boolean {
  let left = false;
  let right = false;
  for (const row of rows) {
    for (const item of row.items) {
      if (item.x + item.width <= gutter + overhang) left = true;
      else if (item.x >= gutter - overhang) right = true;
      else return false;
    }
  }
  return left && right;
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

/**
 * A table whose left cells date what stands beside them ("since 04/2021⇥Senior Product Manager / Skyline Media,
 * London / • …", as a tabular CV sets its entries), among other rows of labels and values ("Name⇥Jane Doe",
 * "English⇥Native"). Its dates are level with the first line of the cell beside them, and the left column holds
 * nothing more until that cell ends: the next line of the left column is two lines further down at least. A
 * sidebar's or a second column's dates head entries of their own, whose next line follows at the column's spacing.
 */
function isTableOfDates(rows: Row[], gutter: number): boolean {
  const leading = rightColumnLeading(rows, gutter);
  if (leading <= 0) return false;
  const left = rows.filter((row) => row.items.some((item) => item.x + item.width <= gutter));
  let dated = 0;
  let heading = 0;
  left.forEach((row, i) => {
    const text = row.items.filter((item) => item.x + item.width <= gutter).map((item) => item.text).join(' ').trim();
    if (!DATE_LIKE.test(text) || text.length > 40) return;
    dated++;
    const isLevel = row.items.some((item) => item.x >= gutter);
    const next = left[i + 1];
    if (isLevel && (next === undefined || next.y - row.y >= leading * 1.8)) heading++;
  });
  return dated >= 3 && heading >= dated * 0.8;
}

/** The line spacing of the column right of a gutter: the pitch most of its lines keep (a lower quartile, as short blocks add wide gaps); 0 with too few lines. */
function rightColumnLeading(rows: Row[], gutter: number): number {
  const rightYs = rows.filter((row) => row.items.some((item) => item.x >= gutter)).map((row) => row.y);
  const gaps = rightYs.slice(1).map((y, i) => y - rightYs[i]).sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 4)] : 0;
}

/**
 * A left column of labels, each level with the first line of what it labels ("Communication skills" beside
 * a paragraph, "Mother tongue(s)" beside "English"), as Europass and other label-and-value designs set a CV:
 * not a sidebar, so its rows are read in page order. What tells it from a sidebar set beside the main column
 * (whose rows may line up with the main column's too): nearly every label shares its row with the other
 * column, and there it heads something — the other column's line beside it opens a block, set further below
 * the line above it than that column's usual spacing. A sidebar's lines fall beside any line of a paragraph.
 */
function isLabelColumn(rows: Row[], gutter: number): boolean {
  const leading = rightColumnLeading(rows, gutter);
  let labels = 0;
  let heading = 0;
  let previousRight: number | undefined;
  // A form (a Word table without borders, saved as PDF): its section headings stand alone in the left column, its
  // labels sit level with values that fill a line or two each, and the value column holds little else.
  const rightSizes = rows.flatMap((row) => row.items.filter((item) => item.x >= gutter).map((item) => item.fontSize)).sort((a, b) => a - b);
  const wrapLeading = rightSizes.length ? rightSizes[Math.floor(rightSizes.length / 2)] * 1.5 : 0;
  let paired = 0;
  let pairedHeading = 0;
  let rightOnly = 0;
  for (const row of rows) {
    const hasLeft = row.items.some((item) => item.x + item.width <= gutter);
    const hasRight = row.items.some((item) => item.x >= gutter);
    if (hasLeft) {
      labels++;
      if (hasRight && (previousRight === undefined || row.y - previousRight > leading * 1.3)) heading++;
    }
    if (hasLeft && hasRight) {
      paired++;
      if (previousRight === undefined || row.y - previousRight > wrapLeading) pairedHeading++;
    } else if (hasRight) rightOnly++;
    if (hasRight) previousRight = row.y;
  }
  if (leading <= 0) return false;
  if (labels >= 3 && heading >= labels * 0.6) return true;
  // (Narrower than its values: two columns of one width side by side are two columns, whatever lines up.)
  const items = rows.flatMap((row) => row.items);
  const leftExtent = Math.max(0, ...items.filter((item) => item.x + item.width <= gutter).map((item) => gutter - item.x));
  const rightExtent = Math.max(0, ...items.filter((item) => item.x >= gutter).map((item) => item.x + item.width - gutter));
  // (A table whose left cells date its entries is a tabular CV, read across: isTableOfDates.)
  return paired >= 4 && pairedHeading >= paired * 0.8 && rightOnly <= paired && leftExtent <= rightExtent * 0.7 && !isTableOfDates(rows, gutter);
}

/**
 * A left column of section headings, each set larger than the text beside it and level with its section's first line
 * (moderncv's fancy style; a theme that sets "EXPERIENCE" in the margin of its jobs), under whatever stands beside the
 * name at the top (an address): a column of labels, read heading by heading in page order. A sidebar has lines of its
 * own under its headings (a list of skills, contact lines): the first line of body size under a heading says so.
 */
function isMarginHeadingColumn(rows: Row[], gutter: number): boolean {
  const rightSizes = rows.flatMap((row) => row.items.filter((item) => item.x >= gutter).map((item) => item.fontSize)).sort((a, b) => a - b);
  if (!rightSizes.length) return false;
  const body = rightSizes[Math.floor(rightSizes.length / 2)];
  let headings = 0;
  let beside = 0;
  for (const row of rows) {
    const left = row.items.filter((item) => item.x + item.width <= gutter && item.text.trim());
    if (!left.length) continue;
    if (Math.max(...left.map((item) => item.fontSize)) < body * LARGER_THAN_BODY) {
      // (A date level with an entry beside it is the margin's date of that entry, as a theme that sets its headings in
      // the margin sets its dates there too: "WORK EXPERIENCE" over "2021-10 TO PRESENT", each beside its own line.)
      const isDateBeside = isMarginDate(left.map((item) => item.text).join(' ')) && row.items.some((item) => item.x >= gutter);
      if (headings && !isDateBeside) return false;
      continue;
    }
    headings++;
    if (row.items.some((item) => item.x >= gutter)) beside++;
  }
  return beside >= 2;
}

/**
 * A column of labels beside what they label: each column keeps its own lines (a paragraph beside a label wraps
 * within its column), read in the order of the page: a label just before the first line of what it labels.
 */
function readLabelColumns(rows: Row[], gutter: number, page: number): PdfLine[] {
  const columns = splitColumns(rows, gutter, page).map((line, order) => ({ line: { ...line, region: 'body' as LineRegion, ...(line.column === 0 ? { label: true } : {}) }, order }));
  // A label wrapped onto a second line ("Competenze organizzative e" / "gestionali") is one label.
  let lastLabel: PdfLine | undefined;
  const labels = columns.filter(({ line }) => {
    if (line.column !== 0) return true;
    // (An e-mail or a web address is a field of its own, whatever its case; so is a date in another font: "desde 09/2011"
    // under the heading "Experiencia".)
    const isDateApart = DATE_LIKE.test(line.text) && line.font !== lastLabel?.font;
    if (!lastLabel || !isLowerStart(line.text) || isDateApart || /@|https?:|www\./i.test(line.text) || line.exactY - lastLabel.exactY > (line.fontSize ?? 10) * 2.5) {
      lastLabel = line;
      return true;
    }
    lastLabel.text = `${lastLabel.text} ${line.text}`;
    lastLabel.right = Math.max(lastLabel.right, line.right);
    return false;
  });
  labels.sort((a, b) => a.line.exactY - b.line.exactY || (a.line.column ?? 0) - (b.line.column ?? 0) || a.order - b.order);
  return withFieldRows(labels.map(({ line }) => line), false);
}

/**
 * A label that recurs in a document's label column names a form's field ("Fechas", "Profesión o cargo desempeñado"
 * over every job of a Europass CV): in such a form, each label level with a value is one row with it, as a colon would
 * say, on every page (the first job's labels stand once on their page). Labels holding a figure (dates) recur by
 * chance and say nothing.
 */
export function withFormRows(pages: PdfLine[][]): PdfLine[][] {
  const counts = new Map<string, number>();
  for (const line of pages.flat()) if (line.label && !/\d/.test(line.text)) counts.set(labelKey(line.text), (counts.get(labelKey(line.text)) ?? 0) + 1);
  if (![...counts.values()].some((count) => count >= 2)) return pages;
  return pages.map((lines) => withFieldRows(lines, true));
}

function labelKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * A label that ends on a colon (or any label of a form, withFormRows) names a field ("Ausbildung:", "Nationalität:"), never a section: with the value
 * level beside it (wrapped lines and all, up to three), it is one row, "Ausbildung:⇥Master of Science in Computer
 * Science", as the Word table it was saved from reads.
 */
function withFieldRows(lines: PdfLine[], isForm: boolean): PdfLine[] {
  const out: PdfLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const first = lines[i + 1];
    if (!line.label || !(isForm || /:\s*$/.test(line.text)) || !first || first.label || Math.abs(first.exactY - line.exactY) > 2) {
      out.push(line);
      continue;
    }
    const value = [first];
    const size = first.textSize || first.fontSize || 10;
    for (let j = i + 2; j < lines.length && value.length < 3; j++) {
      const next = lines[j];
      if (next.label || next.column !== first.column || next.exactY - value[value.length - 1].exactY > size * 1.6) break;
      value.push(next);
    }
    // ("Cloud Engineer" over "DXC Technology, Cernusco sul Naviglio (MI) – …": a value line that stops well short of the
    // value's right edge ends there, a field of its own; a wrapped line runs to the edge.)
    // (The edge is the column's: its widest line on the page.)
    const columnRight = Math.max(...lines.filter((other) => !other.label && other.column === first.column).map((other) => other.right));
    const columnWidth = columnRight - first.exactX;
    const joined = value.map((v, k) => (k === 0 ? '' : value[k - 1].right < columnRight - columnWidth * 0.4 ? ' | ' : ' ') + v.text).join('');
    out.push({
      ...line,
      text: `${line.text}\t${joined}`,
      right: Math.max(...value.map((v) => v.right)),
      cellX: first.exactX,
      secondCellX: first.exactX,
      cellXs: [line.exactX, first.exactX],
    });
    i += value.length;
  }
  return out;
}

/**
 * A table drawn with its borders (a Word table exported to PDF): rules across the page that cross a rule down
 * it make a grid. The rows between two such rules are one band; a band that a rule down the page parts (a
 * cell's border with text on both sides) is a row of cells: it is split at that border (each table at its
 * own, wherever the page's columns part) and read cell by cell, left then right, as body text: a table's
 * cells, not a sidebar. One whose every left row has its value on the same line (a label and its value) is
 * read across, its cells separated by a tab. All other rows are read by `readColumns`, the page's own way.
 * Null when the page has no such band. (A sidebar's divider is crossed by no rule: its headings' rules stop
 * at it.)
 */
function readRuledBands(rows: Row[], page: number, rules: Box[], readColumns: (rows: Row[]) => PdfLine[]): PdfLine[] | null {
  const downs = rules.filter((rule) => rule.y1 - rule.y0 > 3);
  if (!downs.length || !rows.length) return null;
  const crosses = (across: Box, down: Box) => across.x0 < down.x0 - 6 && across.x1 > down.x1 + 6 && across.y0 >= down.y0 - 3 && across.y1 <= down.y1 + 3;
  const sorted = rules
    .filter((rule) => rule.y1 - rule.y0 <= 3 && downs.some((down) => crosses(rule, down)))
    .map((rule) => (rule.y0 + rule.y1) / 2)
    .sort((a, b) => a - b);
  if (sorted.length < 2) return null;
  // The rules above a row's letters: rows under the same number of them share a band.
  const bandOf = (row: Row) => {
    const top = row.y - Math.max(...row.items.map((item) => item.fontSize)) * 0.5;
    let count = 0;
    while (count < sorted.length && sorted[count] < top) count++;
    return count;
  };
  const lines: PdfLine[] = [];
  let outside: Row[] = [];
  let cells = 0;
  const flushOutside = () => {
    if (outside.length) lines.push(...readColumns(outside));
    outside = [];
  };
  for (let i = 0; i < rows.length; ) {
    const index = bandOf(rows[i]);
    let j = i;
    while (j < rows.length && bandOf(rows[j]) === index) j++;
    const band = rows.slice(i, j);
    i = j;
    const border = index === 0 || index === sorted.length ? null : cellBorder(band, downs);
    if (border === null) {
      outside.push(...band);
      continue;
    }
    flushOutside();
    lines.push(...readCellBand(band, page, border));
    cells++;
  }
  flushOutside();
  return cells ? lines : null;
}

/** The leftmost rule down the page that runs beside all of a band's rows with some of its text on either side: a cell border. */
function cellBorder(rows: Row[], downs: Box[]): number | null {
  const top = rows[0].y - Math.max(...rows[0].items.map((item) => item.fontSize));
  const bottom = rows[rows.length - 1].y;
  const items = rows.flatMap((row) => row.items);
  let border: number | null = null;
  for (const rule of downs) {
    const x = (rule.x0 + rule.x1) / 2;
    if (rule.y0 > top + 2 || rule.y1 < bottom - 2 || (border !== null && x >= border)) continue;
    if (items.some((item) => item.x + item.width <= x) && items.some((item) => item.x >= x) && !items.some((item) => item.x < x - 2 && item.x + item.width > x + 2)) border = x;
  }
  return border;
}

function readCellBand(rows: Row[], page: number, at: number): PdfLine[] {
  const left = rows.map((row) => ({ y: row.y, items: row.items.filter((item) => item.x < at) })).filter((row) => row.items.length);
  const right = rows.map((row) => ({ y: row.y, items: row.items.filter((item) => item.x >= at) })).filter((row) => row.items.length);
  if (left.every((row) => right.some((other) => other.y === row.y))) return rowsToLines(rows, page, 'body');
  return [
    ...rowsToLines(left, page, 'body').map((line) => ({ ...line, column: 0 })),
    ...rowsToLines(right, page, 'body').map((line) => ({ ...line, column: 1 })),
  ];
}

/**
 * A row across the gutter: it reaches well into both columns (a word that overhangs the gutter by a few
 * points still belongs to its column).
 */
function crossesGutter(row: Row, gutter: number): boolean {
  return row.items.some((item) => item.x < gutter - 24 && item.x + item.width > gutter + 24);
}

/**
 * Which side of the gutter holds the sidebar: the narrower column (rows across the gutter aside). Two columns that
 * reach the same distance from the gutter, to within a few points, are one width: a page set in two columns (LaTeX's
 * multicols, Word's columns), whose text flows from the foot of the left one to the head of the right one. Neither is
 * a sidebar, and the right one goes on with whatever section the left one ended in.
 */
function sidebarSide(rows: Row[], gutter: number): 'left' | 'right' | 'none' {
  let leftExtent = 0;
  let rightExtent = 0;
  // Each column's own width too: from its leftmost text to its rightmost, wherever the gutter was found in the white.
  const left = { from: Infinity, to: -Infinity };
  const right = { from: Infinity, to: -Infinity };
  for (const row of rows) {
    if (crossesGutter(row, gutter)) continue;
    for (const item of row.items) {
      const column = item.x + item.width / 2 < gutter ? left : right;
      column.from = Math.min(column.from, item.x);
      column.to = Math.max(column.to, item.x + item.width);
      if (column === left) leftExtent = Math.max(leftExtent, gutter - item.x);
      else rightExtent = Math.max(rightExtent, item.x + item.width - gutter);
    }
  }
  const [leftWidth, rightWidth] = [left.to - left.from, right.to - right.from];
  if (leftWidth > 0 && rightWidth > 0 && Math.min(leftWidth, rightWidth) >= Math.max(leftWidth, rightWidth) * SAME_WIDTH) return 'none';
  return leftExtent < rightExtent ? 'left' : 'right';
}

/** Two columns' widths as one: within 2% (a few points on a page), as justified text fills both alike. */
const SAME_WIDTH = 0.98;

/**
 * A page of two columns read band by band: a band of white across the whole page (wider than twice the
 * page's usual line spacing, and than two lines of the type under it) may end both columns there, as a design
 * does that sets two columns above full-width sections (a profile beside the contact details, then the
 * experience across the page). Where the bands on either side of it both hold two columns, the columns go
 * on through it (a white band can cross a sidebar page by chance). A stretch of text set across the page
 * (a section across the page, a company's name flush right on its title's line) is read across.
 */
function readBands(rows: Row[], gutter: number, page: number, sidebar: 'left' | 'right' | 'none', rules: Box[] = []): PdfLine[] {
  const ruled = ruledBandStarts(rows, gutter, rules);
  return (ruled.size ? readBandsParted(rows, gutter, page, sidebar, ruled) : null) ?? readBandsParted(rows, gutter, page, sidebar, new Set())!;
}

/**
 * The page read by its bands, `ruled` the rows that rules across both columns set apart. Null when the rules
 * part fewer than two sections set in two columns: a rule or two across a sidebar page changes nothing.
 */
function readBandsParted(rows: Row[], gutter: number, page: number, sidebar: 'left' | 'right' | 'none', ruled: Set<number>): PdfLine[] | null {
  const gaps = rows.slice(1).map((row, i) => row.y - rows[i].y).sort((a, b) => a - b);
  const spacing = gaps.length ? gaps[Math.floor(gaps.length / 2)] : 0;
  const bands: { rows: Row[]; ruled: boolean }[] = [];
  rows.forEach((row, i) => {
    const size = Math.max(...row.items.map((item) => item.fontSize));
    const isWhite = i > 0 && spacing > 0 && row.y - rows[i - 1].y - size > Math.max(spacing * 2, size * 2);
    if (i > 0 && !isWhite && !ruled.has(i)) bands[bands.length - 1].rows.push(row);
    else bands.push({ rows: [row], ruled: ruled.has(i) });
  });
  if (bands.length < 2) return ruled.size ? null : splitColumns(rows, gutter, page, sidebar);
  // Bands that both hold two columns are one stretch of them (a white band can cross a sidebar page by chance),
  // unless a rule across both columns parts them: then each is a section set in two columns, read one after the
  // other, both columns in one flow ("EXPERIENCE" over two jobs side by side, then "EDUCATION" over two schools).
  const stretches: { columns: boolean; rows: Row[]; ruled: boolean }[] = [];
  for (const band of bands) {
    const columns = holdsTwoColumns(band.rows, gutter);
    const last = stretches[stretches.length - 1];
    if (last && last.columns === columns && !band.ruled) last.rows.push(...band.rows);
    else stretches.push({ columns, rows: [...band.rows], ruled: band.ruled });
  }
  const isSectioned = stretches.filter((stretch) => stretch.columns && stretch.ruled).length >= 2;
  if (ruled.size && !isSectioned) return null;
  if (stretches.length === 1 && stretches[0].columns) return splitColumns(rows, gutter, page, sidebar);
  return stretches.flatMap((stretch) =>
    stretch.columns ? splitColumns(stretch.rows, gutter, page, isSectioned && stretch.ruled ? 'none' : sidebar) : rowsToLines(stretch.rows, page, 'body'),
  );
}

/**
 * The rows a rule across both columns (drawn over the gutter) sets apart from the rows above: the row it
 * underlines, when it is a line's height above it (a heading with its rule opens its section), else the row after it.
 */
function ruledBandStarts(rows: Row[], gutter: number, rules: Box[]): Set<number> {
  const starts = new Set<number>();
  // Rules drawn in pieces at one height (a line broken by a dot) are one rule; it runs across both columns when
  // it reaches into the text of each, not only into the white between them.
  const items = rows.flatMap((row) => row.items);
  const leftEnd = Math.max(...items.filter((item) => item.x + item.width <= gutter + 2).map((item) => item.x + item.width));
  const rightStart = Math.min(...items.filter((item) => item.x >= gutter - 2).map((item) => item.x));
  const across = joinCollinear(rules.filter((rule) => rule.y1 - rule.y0 <= 3)).filter((rule) => rule.x0 < leftEnd - 12 && rule.x1 > rightStart + 12);
  if (!across.length) return starts;
  // Between sections so ruled, a row of two headings (one a column, set larger than the text) opens a section row too.
  const sizes = rows.flatMap((row) => row.items.map((item) => item.fontSize)).sort((a, b) => a - b);
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 0;
  rows.forEach((row, i) => {
    const left = row.items.filter((item) => item.x + item.width / 2 < gutter);
    const right = row.items.filter((item) => item.x + item.width / 2 >= gutter);
    const isHeading = (items: PositionedText[]) => items.length > 0 && items.every((item) => item.fontSize >= bodySize * 1.1) && items.map((item) => item.text).join(' ').trim().split(/\s+/).length <= 4;
    if (i > 0 && !crossesGutter(row, gutter) && isHeading(left) && isHeading(right)) starts.add(i);
  });
  for (let i = 0; i + 1 < rows.length; i++) {
    const [above, below] = [rows[i], rows[i + 1]];
    const size = Math.max(...above.items.map((item) => item.fontSize));
    const belowTop = below.y - Math.max(...below.items.map((item) => item.fontSize)) * 0.8;
    const rule = across.find((candidate) => candidate.y0 > above.y && candidate.y1 < belowTop);
    if (!rule) continue;
    starts.add(rule.y0 - above.y <= size * 1.5 && i > 0 ? i : i + 1);
  }
  return starts;
}

/**
 * A band of two columns, unless it is text set across the page: as many of its rows run across the gutter
 * as hold pieces on both sides of it (a title with its company flush right beside a line across the page).
 */
function holdsTwoColumns(rows: Row[], gutter: number): boolean {
  let across = 0;
  let twoSided = 0;
  for (const row of rows) {
    if (crossesGutter(row, gutter)) across++;
    else if (row.items.some((item) => item.x + item.width / 2 < gutter) && row.items.some((item) => item.x + item.width / 2 >= gutter)) twoSided++;
  }
  return across === 0 || across < twoSided;
}

/** Rules across the page at one height whose pieces touch or overlap, joined (at most MAX_MARKS come in). */
function joinCollinear(rules: Box[]): Box[] {
  const sorted = [...rules].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const joined: Box[] = [];
  for (const rule of sorted) {
    const last = joined[joined.length - 1];
    if (last && Math.abs(last.y0 - rule.y0) <= 1.5 && rule.x0 <= last.x1 + 4) last.x1 = Math.max(last.x1, rule.x1);
    else joined.push({ ...rule });
  }
  return joined;
}

/** `sidebar`: the side of the page's sidebar; 'none' when both columns are one flow (a section set in two columns). */
function splitColumns(rows: Row[], gutter: number, page: number, sidebar?: 'left' | 'right' | 'none'): PdfLine[] {
  const lines: PdfLine[] = [];
  let left: Row[] = [];
  let right: Row[] = [];
  const segments: { full?: Row; left: Row[]; right: Row[] }[] = [];
  for (const row of rows) {
    if (crossesGutter(row, gutter)) {
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
  }
  segments.push({ left, right });
  // The narrower column is the sidebar (of the page, when the rows are a band of it); the extractor reads
  // both, but knows which is which.
  const side = sidebar ?? sidebarSide(rows, gutter);
  const leftRegion: LineRegion = side === 'left' ? 'sidebar' : 'body';
  const rightRegion: LineRegion = side === 'right' ? 'sidebar' : 'body';
  for (const segment of segments) {
    if (segment.full) lines.push(...rowsToLines([segment.full], page, 'body'));
    lines.push(...rowsToLines(segment.left, page, leftRegion).map((line) => ({ ...line, column: 0 })));
    lines.push(...rowsToLines(segment.right, page, rightRegion).map((line) => ({ ...line, column: 1 })));
  }
  return lines;
}

/** One control character (not a tab or a line break): a glyph its font maps to no letter. */
function isControlGlyph(text: string): boolean {
  const code = text.length === 1 ? text.charCodeAt(0) : -1;
  return code >= 1 && code <= 31 && code !== 9 && code !== 10 && code !== 13;
}

/** The private-use code point an icon font's glyph is read as, whatever letter the font mapped it to. */
const ICON = '\uf000';

/**
 * The gap between a label and the cell it labels: wider than a word space, or below nothing, the label running over
 * into the content column (a label too long for its margin, "Programmierung" over the edge of "Python, Scala"): the
 * pieces of one word never overlap.
 */
function isGapBesideLabel(gap: number, size: number): boolean {
  return gap > size * 0.5 || gap < -size * 0.1;
}

/**
 * "Mother tongue(s)  German", "March 2002 – July 2002  Internship": a label or date column set close to the content
 * beside it (Europass, moderncv, a two-cell table) leaves a gap too narrow to read as a cell's, but the content begins
 * at the left edge the content column's own lines begin at. A piece that opens there after a gap wider than a word's,
 * behind a label (not a bullet or an item's number), opens a cell. The edge is a content column's when several rows
 * begin at it and at least two rows reach it from a label. Linear in the pieces.
 */
function markColumnEdges(rows: Row[]): void {
  const starts = new Map<number, number>();
  for (const row of rows) {
    const x = Math.round(row.items[0]?.x ?? -1);
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  const isEdge = (x: number) => [-1, 0, 1].reduce((sum, dx) => sum + (starts.get(Math.round(x) + dx) ?? 0), 0) >= 4;
  const opening: PositionedText[] = [];
  for (const row of rows) {
    // What stands before the piece in its own cell (a row read across columns holds the other column's cells too).
    let before = '';
    let end = -Infinity;
    for (const item of row.items) {
      if (item.x - end > item.fontSize * 1.5) before = '';
      const label = before.trim();
      const isLabel = (label.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2 && !BULLET_GLYPH.test(label) && !/^(?:\d{1,2}|[a-z])[.)]$/i.test(label);
      if (isLabel && isGapBesideLabel(item.x - end, item.fontSize) && item.x - end <= item.fontSize * 1.5 && isEdge(item.x)) {
        opening.push(item);
        break;
      }
      before += item.text;
      end = Math.max(end, item.x + item.width);
    }
  }
  const byEdge = new Map<number, PositionedText[]>();
  for (const item of opening) {
    const x = Math.round(item.x);
    const items = byEdge.get(x);
    if (items) items.push(item);
    else byEdge.set(x, [item]);
  }
  for (const [x, items] of byEdge) {
    const near = [-1, 0, 1].flatMap((dx) => (dx ? (byEdge.get(x + dx) ?? []) : []));
    if (items.length + near.length >= 2) for (const item of items) item.opensCell = true;
  }
}

/** Joins the pieces of each row: a space for word gaps, a tab for the wide gaps between table cells. */
function rowsToLines(rows: Row[], page: number, region: LineRegion): PdfLine[] {
  return rows.map((row) => {
    let text = '';
    let end = -Infinity;
    let hasWideGap = false;
    let textX: number | undefined;
    let cellX: number | undefined;
    let secondCellX: number | undefined;
    let firstCellRight: number | undefined;
    let firstCellFont: string | undefined;
    const cellStarts: number[] = [];
    const cellEnds: number[] = [];
    let symbolTab = false;
    const fontChars = new Map<string, number>();
    const sizeChars = new Map<number, number>();
    let firstFont: string | undefined;
    let lastWord: PositionedText | undefined;
    let firstCellEndFont: string | undefined;
    let leadEnd: number | null | undefined;
    // The same, for the cell the line's words are in now (after its last tab): where its first words end, from the cell's start.
    let cellStart = 0;
    let cellFont: string | undefined;
    let cellLeadEnd: number | null | undefined;
    row.items.forEach((item, index) => {
      const gap = item.x - end;
      // An icon font's glyph set apart from what follows (a drop capital runs on into its word) is no
      // letter: before the row's words it reads as an icon at a private-use code point does (a marker
      // that opens an item), between them it parts two fields.
      const next = row.items.slice(index + 1).find((other) => other.text.trim());
      // So is a glyph the font maps to a control character (a symbol font's square bullet read as "\u0004").
      const isSymbol = item.maybeIcon || isControlGlyph(item.text.trim());
      // Word's second-level list mark, an "o" in Courier New set apart before words in another font, is a hollow bullet.
      if (!text.trim() && item.text.trim() === 'o' && next && next.font !== item.font && next.x - (item.x + item.width) > item.fontSize * 0.15) {
        text = '◦ ';
        end = Math.max(end, item.x + item.width);
        return;
      }
      if (isSymbol && (!next || next.x - (item.x + item.width) > item.fontSize * 0.15)) {
        if (text.trim()) symbolTab = true;
        text = text.trim() ? `${text.trimEnd()}\t` : `${text}${ICON}`;
        end = Math.max(end, item.x + item.width);
        return;
      }
      if (text) {
        if (gap > item.fontSize * 1.5 || (item.opensCell && isGapBesideLabel(gap, item.fontSize)) || (gap > item.fontSize * 0.15 && isSizeBreak(lastWord, item))) {
          if (!hasWideGap) {
            firstCellRight = end;
            firstCellFont = [...fontChars].sort((a, b) => b[1] - a[1])[0]?.[0];
            firstCellEndFont = lastWord?.font;
          }
          text = text.trimEnd() + '\t';
          cellStart = text.length;
          cellFont = undefined;
          cellLeadEnd = undefined;
          hasWideGap = true;
          cellX = item.x;
          secondCellX ??= item.x;
          cellStarts.push(item.x);
          cellEnds.push(end);
        } else if ((gap > item.fontSize * 0.15 || isWordInOtherFont(lastWord, item, text)) && !/[ \t]$/.test(text) && !item.text.startsWith(' ')) {
          text += ' ';
        }
      }
      // Where the words begin after a bullet glyph set as its own piece: the edge wrapped lines align to.
      if (textX === undefined && BULLET_GLYPH.test(text) && /\p{L}|\p{N}/u.test(item.text)) textX = item.x;
      // Or after a date set in a margin column ("Present  Leading a team of…"): the entry's text begins there.
      if (textX === undefined && gap > item.fontSize * 0.6 && isMarginDate(text) && /\p{L}/u.test(item.text)) textX = item.x;
      if (!cellStarts.length && item.text.trim()) cellStarts.push(item.x);
      // The first change of font among the line's words, where a word begins (not a letter of a word in a fallback font).
      if (item.font && /[\p{L}\p{N}]/u.test(item.text)) {
        firstFont ??= item.font;
        lastWord = item;
        if (leadEnd === undefined && item.font !== firstFont) leadEnd = !text.includes('\t') && (/ $/.test(text) || /^ /.test(item.text)) ? text.length : null;
        cellFont ??= item.font;
        if (cellLeadEnd === undefined && item.font !== cellFont) cellLeadEnd = / $/.test(text) || /^ /.test(item.text) ? text.length - cellStart : null;
      }
      text += item.text;
      end = Math.max(end, item.x + item.width);
      if (item.font) fontChars.set(item.font, (fontChars.get(item.font) ?? 0) + item.text.trim().length);
      const size = Math.round(item.fontSize * 10) / 10;
      sizeChars.set(size, (sizeChars.get(size) ?? 0) + item.text.trim().length);
    });
    const fontSize = Math.max(...row.items.map((item) => item.fontSize));
    const lineRegion: LineRegion = hasWideGap && region === 'body' ? 'table' : region;
    const x = row.items[0].x;
    const chars = Math.max(1, text.replace(/\s/g, '').length);
    return {
      text,
      page,
      ...(row.items.some((item) => item.letterSpaced) ? { letterSpaced: true } : {}),
      x: Math.round(x),
      y: Math.round(row.y),
      width: Math.round(end - x),
      fontSize: Math.round(fontSize * 10) / 10,
      region: lineRegion,
      font: [...fontChars].sort((a, b) => b[1] - a[1])[0]?.[0],
      exactX: x,
      exactY: row.y,
      right: end,
      textX: textX ?? bulletTextEdge(text, x, end - x),
      cellX,
      secondCellX,
      ...(hasWideGap && !symbolTab && cellStarts.length === text.split('\t').length ? { cellXs: cellStarts, cellEnds: [...cellEnds, end] } : {}),
      firstCellRight,
      firstCellFont,
      firstCellEndFont,
      endFont: lastWord?.font,
      ...(typeof leadEnd === 'number' ? { leadEnd } : {}),
      ...(hasWideGap && typeof cellLeadEnd === 'number' ? { lastCellLeadEnd: cellLeadEnd } : {}),
      charWidth: (end - x) / chars,
      textSize: [...sizeChars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fontSize,
    };
  });
}

/**
 * "Paweł" in a light face run on into "Kaźmierzewski" in a bold one, no space between: a name set as two weights, the
 * change of face parting the words as a space would (a word that starts in capitals after a lower-case letter, in
 * another font, is a word of its own).
 */
function isWordInOtherFont(before: PositionedText | undefined, item: PositionedText, text: string): boolean {
  return before !== undefined && before.font !== undefined && item.font !== undefined && before.font !== item.font && /\p{Ll}$/u.test(text) && /^\p{Lu}\p{Ll}/u.test(item.text);
}

/**
 * Words of one size, a word space, then words a fifth larger or smaller on the same baseline: two things set side by
 * side ("Education" in a heading's size, then the first school's name in its own), not one line of text. Both sides
 * are words (two letters at least), so a small capital's first letter ("J" + "OHN", set a size up) parts nothing.
 */
function isSizeBreak(before: PositionedText | undefined, item: PositionedText): boolean {
  if (!before || !/\p{L}{2}/u.test(before.text) || !/\p{L}{2}/u.test(item.text)) return false;
  const ratio = Math.max(before.fontSize, item.fontSize) / Math.max(0.1, Math.min(before.fontSize, item.fontSize));
  return ratio >= 1.2;
}

/**
 * A date in a margin column beside an entry ("2017 –", "Present", "09/2019"): a row that opens with one
 * has its text begin after it, and that is where its wrapped lines align.
 */
function isMarginDate(text: string): boolean {
  const cell = text.trim();
  return cell.length <= 25 && DATE_LIKE.test(cell) && !/\p{L}{2,}\s+\p{L}{2,}\s+\p{L}{2,}/u.test(cell) && !BULLET_GLYPH.test(cell);
}

/** A line as the layout reads it: the DocumentLine plus what block-finding needs and drops afterwards. */
export interface PdfLine extends DocumentLine {
  /** The font most of the line's characters are set in, and the font of its last word. */
  font?: string;
  endFont?: string;
  exactX: number;
  exactY: number;
  right: number;
  /** Where the line's words begin: after a bullet glyph, else its left edge. */
  textX: number;
  /** A row of cells (wide gaps between them): where its last cell begins. */
  cellX?: number;
  /** A row of cells: where its second cell begins (its first cell's text stays left of it). */
  secondCellX?: number;
  /** A row of cells: where each cell begins, one for each tab-separated part of the text. */
  cellXs?: number[];
  /** A row of cells: where each cell's text ends (a right-aligned cell's lines end, not begin, together). */
  cellEnds?: number[];
  /** A row of cells: where its first cell's text ends, the font most of that text is set in, and the font of its last word. */
  firstCellRight?: number;
  firstCellFont?: string;
  firstCellEndFont?: string;
  /** Where the line's first words end when the words after them are set in another font (an offset in `text`). */
  leadEnd?: number;
  /** A row of cells: where its last cell's first words end when the words after them are set in another font (an offset in that cell). */
  lastCellLeadEnd?: number;
  /** The line's average advance per visible character. */
  charWidth: number;
  /** The size most of the line's characters are set in (a date in a larger type beside them aside). */
  textSize: number;
  /** The width of the line's page (points). */
  pageWidth?: number;
  /** In the band at the top or bottom of the page where running headers and footers live. */
  band?: 'top' | 'bottom';
}

/** A bullet: a glyph (or a dash, a private-use icon already turned into a space by the reader) then a space. */
export const BULLET_GLYPH = /^\s*(?:[•●○◦▪▫■□►▸‣⁃∙∗·*➢➤✓✔❖◆◇→»–—-]|[\ue000-\uf8ff])\s*$|^\s*(?:[•●○◦▪▫■□►▸‣⁃∙∗·*➢➤✓✔❖◆◇→»–—-]|[\ue000-\uf8ff])\s+(?=\S)/;

function bulletTextEdge(text: string, x: number, width: number): number {
  const glyph = BULLET_GLYPH.exec(text);
  if (!glyph || !text.trim()) return x;
  return x + (width * glyph[0].length) / text.length;
}

/**
 * A line of justified text in a narrow column ("enterprise      web-frameworks.", "oriented    design    patterns,"):
 * the typesetter widened every word gap to reach the column's right edge, wide enough to read as gaps between
 * cells. Such a line goes on with the paragraph above it (same edge, size and spacing; that line ends no
 * sentence and this one opens in lower case or after a hyphen), reaches the column's right edge, and every
 * "cell" of it is a single word, as no table row is. Its words are read with spaces, as the paragraph's line
 * it is, so the paragraph stays one block and no piece of it is taken for a title or a row.
 */
export function rejoinJustifiedLines(lines: PdfLine[]): PdfLine[] {
  const columns = measureColumns(lines);
  return lines.map((line, i) => {
    const previous = lines[i - 1];
    if (!previous || !line.text.includes('\t') || previous.text.includes('\t')) return line;
    const regionOf = (l: PdfLine) => (l.region === 'table' ? 'body' : l.region);
    if (previous.page !== line.page || (previous.column ?? 0) !== (line.column ?? 0) || regionOf(previous) !== regionOf(line)) return line;
    const words = visibleText(line.text).split('\t').map((cell) => cell.trim());
    if (words.length < 2 || words.some((word) => !word || /\s/.test(word))) return line;
    const size = previous.textSize;
    const tolerance = Math.max(2, size * 0.3);
    const column = columns.get(columnKey(previous));
    const gap = line.exactY - previous.exactY;
    const before = visibleText(previous.text);
    const isLineOfParagraph =
      Math.abs(line.exactX - previous.exactX) <= tolerance &&
      Math.abs(line.textSize - size) <= size * 0.04 &&
      isWrapGap(gap, size, column?.leading ?? size * 1.2) &&
      !/[.!?:;]$/.test(before) &&
      (isLowerStart(words[0]) || /\p{L}-$/u.test(before)) &&
      !BULLET_GLYPH.test(words[0]);
    const reachesEdge = column !== undefined && line.right >= column.right - size;
    if (!isLineOfParagraph || !reachesEdge) return line;
    return { ...line, text: words.join(' '), region: previous.region, cellX: undefined, secondCellX: undefined, cellXs: undefined, cellEnds: undefined, firstCellRight: undefined, firstCellFont: undefined, firstCellEndFont: undefined };
  });
}

/**
 * A row of cells whose first cell wraps ("Back-end⇥java (2) • php (1)" over "technologies" and "frequency",
 * "Tutor - Informationssysteme: Entwicklungen und⇥03/2019 - 08/2019" over "Trends"): the lines under the
 * first cell, at its left edge, narrower than it, in the row's size and at its line spacing, whose words
 * plainly go on with the cell's (they open in lower case, or the cell ended on a joining word, a comma,
 * a hyphen or a slash), are the rest of that cell. They are put back into it, and the row keeps its
 * other cells: read as lines of their own they were a label's half, or glued to the row's last cell.
 * A line under the first cell that opens a new thing (a capital after a whole title: the employer
 * under "Project Coordinator⇥2012 – 2014") stays a line of its own.
 */
export function foldWrappedFirstCells(lines: PdfLine[]): PdfLine[] {
  const columns = measureColumns(lines);
  const out: PdfLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i];
    out.push(row);
    if (row.secondCellX === undefined || !row.text.includes('\t')) continue;
    const column = columns.get(columnKey(row));
    const size = row.textSize;
    const tolerance = Math.max(2, size * 0.3);
    const [first, ...rest] = row.text.split('\t');
    let cell = first.trimEnd();
    let previous = row;
    while (i + 1 < lines.length) {
      const line = lines[i + 1];
      const text = visibleText(line.text);
      const gap = line.exactY - previous.exactY;
      const isUnderCell =
        line.page === row.page &&
        (line.column ?? 0) === (row.column ?? 0) &&
        !text.includes('\t') &&
        line.right <= row.secondCellX - size * 0.5 &&
        Math.abs(line.textSize - size) <= size * 0.04 &&
        isWrapGap(gap, size, column?.leading ?? size * 1.2);
      // So does a bracket ("Internet of Things" / "(IoT)"), and a word in the cell's own font that did not fit
      // beside the cell's text before the next cell ("Distributed Ledger" / "Technologie"): the typesetter wrapped
      // it as a paragraph's line wraps. (The employer under "Project Coordinator⇥2012 – 2014" would have fitted.)
      const goesOn = isLowerStart(text) || endsOnJoiningWord(cell) || /[,/&-]$/.test(cell) || /^\(/.test(text) || (didNotFit(row, previous, line, text, cell) && (nextRowAlike(row, lines, i + 2) || endsInOtherFont(row, previous, line)));
      const isAtLeftEdge = Math.abs(line.exactX - row.exactX) <= tolerance;
      // A date cut between its month and its year ("jul. 2017–dic." over "2017") is one date, under the cell's left edge
      // or its right edge when the cell is set flush right (a margin of dates).
      const endsDate =
        DATE_LIKE.test(cell) && /\p{L}{2,}\.?$/u.test(cell) && /^(?:19|20)\d{2}$/.test(text) && (isAtLeftEdge || (row.firstCellRight !== undefined && Math.abs(line.right - row.firstCellRight) <= tolerance));
      // An e-mail or a web address under the first cell is a field of its own, whatever its case.
      if (!isUnderCell || !text || (!endsDate && (!isAtLeftEdge || !goesOn || /@|https?:|www\./i.test(text) || BULLET_GLYPH.test(text) || DATED_START.test(text) || LABELLED.test(text)))) break;
      cell = joinWrappedLines([cell, text]);
      previous = line;
      i++;
    }
    if (previous !== row) row.text = [cell, ...rest].join('\t');
  }
  return out;
}

/**
 * A table row whose cells wrap together ("2010-⇥M.Sc. Computer Science⇥Magna cum" over
 * "2012⇥University of Narnia⇥laude"): the line under it, at the row's spacing and size, has its cells where
 * the row's cells begin. A cell of it that goes on from the cell above (a range's end after "2010-", a
 * word in lower case, a cell that ended on a joining word or a comma) is that cell's wrapped text and joins it;
 * the cells that open something of their own ("University of Narnia" under the degree) stay a line under
 * the row, as a Word table's second paragraph in a cell is read. A line none of whose cells goes on is the
 * table's next row.
 */
export function foldWrappedRows(lines: PdfLine[]): PdfLine[] {
  const columns = measureColumns(lines);
  const out: PdfLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i];
    out.push(row);
    if (!row.cellXs) continue;
    const cells = row.text.split('\t');
    const size = row.textSize;
    const tolerance = Math.max(2, size * 0.3);
    const leading = columns.get(columnKey(row))?.leading ?? size * 1.2;
    const kept: PdfLine[] = [];
    let previous = row;
    while (i + 1 < lines.length) {
      const line = lines[i + 1];
      const gap = line.exactY - previous.exactY;
      if (
        !line.cellXs ||
        !line.cellEnds ||
        line.page !== row.page ||
        (line.column ?? 0) !== (row.column ?? 0) ||
        !isWrapGap(gap, size, leading)
      )
        break;
      // ("November⇥Staff Engineer" / "2022 –⇥○ Contributed … focusing on" / "Present⇥improving …": the date's cell
      // wraps while the cell beside it holds a paragraph, line by line; a line going on from that paragraph's last line
      // joins it, not the row's cell, wherever its words begin after the paragraph's item mark.)
      const lastKept = kept[kept.length - 1];
      const pair = line.text.split('\t');
      const firstEnds = Math.abs(row.cellEnds![0] - line.cellEnds[0]) <= tolerance || Math.abs(row.cellXs[0] - line.cellXs[0]) <= tolerance;
      if (lastKept && pair.length === 2 && firstEnds && !lastKept.text.includes('\t') && cellGoesOn(cells[0], pair[0].trim()) && cellGoesOn(lastKept.text, pair[1].trim())) {
        cells[0] = continueCell(cells[0], pair[0], true);
        lastKept.text = joinWrappedLines([lastKept.text, pair[1]]);
        previous = line;
        i++;
        continue;
      }
      // A cell's lines begin together, or end together when the cell is set flush right.
      const ends = line.cellEnds;
      const slots = line.cellXs.map((x, k) =>
        row.cellXs!.findIndex((start, slot) => Math.abs(start - x) <= tolerance || Math.abs(row.cellEnds![slot] - ends[k]) <= tolerance),
      );
      if (slots.some((slot) => slot < 0) || new Set(slots).size !== slots.length) break;
      const parts = line.text.split('\t');
      const goesOn = parts.map((part, k) => cellGoesOn(cells[slots[k]], part.trim()));
      // (A line with words of its own in the row's first cell that do not go on from it opens a row of its own:
      // "Technologien⇥…, tailwindcss" over "Sprachen⇥deutsch (Muttersprache)", whatever case its other cells open in.)
      if (!goesOn.some(Boolean) || (slots[0] === 0 && !goesOn[0])) break;
      const rest: string[] = [];
      const restXs: number[] = [];
      parts.forEach((part, k) => {
        const cell = cells[slots[k]];
        // A range's end after its opening year and dash ("2010-" over "2012") closes it up.
        if (goesOn[k]) cells[slots[k]] = continueCell(cell, part);
        else {
          rest.push(part.trim());
          restXs.push(line.cellXs![k]);
        }
      });
      if (rest.length) {
        const x = restXs[0];
        // What is left of the line is its last cell alone: that cell's lead is the line's ("Firmenkunden," in bold before the employer).
        const lastCellLead = rest.length === 1 && !goesOn[parts.length - 1] ? line.lastCellLeadEnd : undefined;
        const { leadEnd: _lead, lastCellLeadEnd: _cellLead, ...unfolded } = line;
        kept.push({
          ...unfolded,
          ...(lastCellLead !== undefined ? { leadEnd: lastCellLead - (parts[parts.length - 1].length - parts[parts.length - 1].trimStart().length) } : {}),
          text: rest.join('\t'),
          x: Math.round(x),
          exactX: x,
          textX: x,
          region: rest.length > 1 ? line.region : row.region === 'table' ? 'body' : row.region,
          cellX: rest.length > 1 ? restXs[restXs.length - 1] : undefined,
          secondCellX: rest.length > 1 ? restXs[1] : undefined,
          cellXs: undefined,
          cellEnds: undefined,
          firstCellRight: undefined,
          firstCellFont: undefined,
          firstCellEndFont: undefined,
        });
      }
      previous = line;
      i++;
    }
    if (previous !== row) {
      row.text = cells.join('\t');
      out.push(...kept);
    }
  }
  return out;
}

/**
 * The distance from one baseline to the next at which a line can be the one above it wrapped: the column's
 * usual spacing or up to 1.75 lines of the size, never more than 2.6 lines (a gap wider is a new block).
 */
function isWrapGap(gap: number, size: number, leading: number): boolean {
  return gap > 0 && gap <= Math.min(Math.max(size * 1.75, leading * 1.3), size * 2.6);
}

/**
 * A cell with the text under it that goes on with it: a range's end closes up after its opening year and dash ("2010 -"
 * over "2012"), or after a space where asked ("November 2022 –" over "Present" in a margin of dates); other text joins
 * as a wrapped line.
 */
function continueCell(cell: string, below: string, spaced = false): string {
  const above = cell.trim();
  if (!/[-–—]$/.test(above) || !DATE_LIKE.test(above)) return joinWrappedLines([cell, below]);
  return `${above}${spaced ? ' ' : ''}${below.trim()}`;
}

/** The text under a table cell goes on with it: it ends a range the cell opened, or the cell's sentence or phrase runs on. */
function cellGoesOn(cell: string, below: string): boolean {
  if (!below || !cell.trim() || BULLET_GLYPH.test(below) || /@|https?:|www\./i.test(below)) return false;
  const above = cell.trim();
  if (/[-–—]$/.test(above) && DATE_LIKE.test(above)) return DATE_LIKE.test(below) && !/[-–—]/.test(below) && below.length <= 20;
  // A month alone over its year ("November" over "2022 –" in a margin of dates too narrow for both) is one date.
  if (/^\p{L}{3,10}\.?$/u.test(above) && /^(?:19|20)\d{2}\b/.test(below)) return below.length <= 20;
  // A lower-case start goes on a cell that opened in capitals; in a column of lower-case items it says nothing.
  return (isLowerStart(below) && !isLowerStart(above)) || endsOnJoiningWord(above) || /[,/&]$/.test(above) || /\p{L}-$/u.test(above);
}

/**
 * The line at `at` (after those under a row's first cell) is another row of the same table: at the row's left edge,
 * its second cell where the row's begins. Lines between two such rows can only be the first one's cells wrapped;
 * a row that is two columns read across (a neighbour column's line taken for a second cell) has no such twin.
 */
function nextRowAlike(row: PdfLine, lines: PdfLine[], at: number): boolean {
  const next = lines[at];
  const tolerance = Math.max(2, row.textSize * 0.3);
  return (
    next !== undefined &&
    next.page === row.page &&
    (next.column ?? 0) === (row.column ?? 0) &&
    next.secondCellX !== undefined &&
    Math.abs(next.exactX - row.exactX) <= tolerance &&
    Math.abs(next.secondCellX - row.secondCellX!) <= tolerance
  );
}

/**
 * A first cell set in two fonts ("Bachelor of Engineering" in bold, "at FH Aachen" in regular) whose line under it goes on
 * in the font the cell stopped in, not the one most of it is set in: the words of the cell's end run on there. (Two columns
 * read across, or a title over its employer, put a line of another kind under a cell of one font.)
 */
function endsInOtherFont(row: PdfLine, previous: PdfLine, line: PdfLine): boolean {
  return previous === row && row.firstCellEndFont !== undefined && row.firstCellEndFont !== row.firstCellFont && line.font === row.firstCellEndFont;
}

/**
 * The first word of `line` (under a row's first cell) could not have stood at the end of the cell's line above it:
 * set after a word space, it would run into the padding before the row's second cell. Only in the cell's own font,
 * and after a cell that does not end a sentence.
 */
function didNotFit(row: PdfLine, previous: PdfLine, line: PdfLine, text: string, cell: string): boolean {
  if (row.secondCellX === undefined || /[.!?:;]$/.test(cell)) return false;
  // (The font the cell's text stopped in: "Master of Science at" in bold, "FH Aachen" in regular, goes on in regular.)
  const cellFont = previous === row ? (row.firstCellEndFont ?? row.firstCellFont ?? row.font) : previous.font;
  if (!cellFont || line.font !== cellFont) return false;
  const cellRight = previous === row ? row.firstCellRight : previous.right;
  if (cellRight === undefined) return false;
  const size = row.textSize;
  const firstWord = text.split(' ')[0] ?? '';
  const wordWidth = (firstWord.length + 1) * line.charWidth;
  return cellRight + wordWidth > row.secondCellX - size * 0.5;
}

/**
 * Finds a page's blocks: which lines are the wrapped continuation of the line before them. A line
 * continues the previous one when both sit in the same column at the usual distance, in the same
 * font and size, aligned on the block's text edge (a bullet's wrapped lines align under its text, not
 * its glyph), the next line opens with no bullet of its own, and the previous line ended because the
 * next line's first word did not fit on it: a line that stops short of the column's right edge by
 * more than that word ended its paragraph. Numbers blocks from `nextId` on; returns the next free one.
 */
export function assignBlocks(lines: PdfLine[], nextId: number): number {
  const columns = measureColumns(lines);
  const boxes = measureTextBoxes(lines, columns);
  const listed = listedItems(lines);
  let id = nextId;
  let blockStart: PdfLine | null = null;
  let edge = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    const measured = previous ? columns.get(columnKey(previous)) : undefined;
    // Prose set in a box narrower than its column (a table's cell, a frame, a generator's fixed width) wraps at the box's edge.
    // Only where the sentence plainly runs on (the next line in lower case, or this one cut on a joining word or a
    // comma): at a box's edge, full lines of items that each open with a capital end where the box does too.
    const boxRight = previous && (isLowerStart(line.text) || endsOnJoiningWord(visibleText(previous.text)) || /,$/.test(previous.text.trim())) ? boxes.get(previous) : undefined;
    const column = measured && boxRight !== undefined ? { ...measured, right: boxRight } : measured;
    if (previous && blockStart && column && !(listed.has(previous) && listed.has(line)) && !isRuleText(line.text) && !isRuleText(previous.text) && continues(previous, line, blockStart, edge, column)) {
      line.block = previous.block;
      // After a first-line indent, the block's other lines align where its second line begins.
      if (previous === blockStart) edge = blockStart.kind === 'bullet' ? edge : line.exactX;
      continue;
    }
    line.block = id++;
    if (BULLET_GLYPH.test(line.text)) line.kind = 'bullet';
    blockStart = line;
    edge = line.textX;
  }
  return id;
}

/**
 * Lines that are items of a list set without bullets ("Clinical diagnosis" / "Patient-centered care" /
 * "Chronic disease management" in a narrow sidebar): three or more lines in a row at one left edge, size and
 * spacing, each a short phrase that opens with a capital and ends with no punctuation and no joining word.
 * A sentence wrapped over lines goes on in lower case or ends a line on a word like "of"; in a narrow column
 * the geometry alone cannot tell (a long next word did not fit either way).
 */
function listedItems(lines: PdfLine[]): Set<PdfLine> {
  const listed = new Set<PdfLine>();
  const isItem = (line: PdfLine) => {
    const text = visibleText(line.text).trim();
    const words = text.split(' ');
    return words.length <= 4 && /^[\p{Lu}\p{N}]/u.test(text) && !/[.,;:!?]$/.test(text) && !endsOnJoiningWord(text) && !text.includes('\t') && !BULLET_GLYPH.test(text);
  };
  const follows = (previous: PdfLine, line: PdfLine) => {
    const size = previous.textSize;
    const gap = line.exactY - previous.exactY;
    return (
      previous.page === line.page &&
      previous.region === line.region &&
      (previous.column ?? 0) === (line.column ?? 0) &&
      Math.abs(previous.exactX - line.exactX) <= Math.max(2, size * 0.3) &&
      Math.abs(line.textSize - size) <= size * 0.04 &&
      gap > 0 &&
      gap <= size * 1.75
    );
  };
  for (let i = 0; i < lines.length; ) {
    let j = i;
    if (isItem(lines[i])) while (j + 1 < lines.length && isItem(lines[j + 1]) && follows(lines[j], lines[j + 1])) j++;
    if (j - i >= 2) for (let k = i; k <= j; k++) listed.add(lines[k]);
    i = j + 1;
  }
  return listed;
}

interface ColumnMeasure {
  left: number;
  right: number;
  /** The usual distance between consecutive baselines in the column. */
  leading: number;
}

/** Lines of prose (this many words) say where their box's right edge is. */
const PROSE_WORDS = 6;

/**
 * The right edge of the box each line of prose was set in, where it is plainly left of its column's: among the
 * lines of a column that start at one left edge, those of six words or more, at least four of them, whose
 * second-longest ends well short of the column's right edge with two more ending within a word or two of it (description paragraphs in a table's cell or a frame,
 * a generator's fixed text width). Only lines of five words or more get one: a short line (a name, a contact
 * detail, a list item) ends where it ends.
 */
function measureTextBoxes(lines: PdfLine[], columns: Map<string, ColumnMeasure>): Map<PdfLine, number> {
  const wordsOf = (line: PdfLine) => visibleText(line.text).split(' ').filter(Boolean).length;
  const groups = new Map<string, PdfLine[]>();
  for (const line of lines) {
    if (line.cellX !== undefined || line.text.includes('\t')) continue;
    const key = `${columnKey(line)}|${Math.round(line.exactX / Math.max(2, line.textSize * 0.3))}|${Math.round(line.textSize)}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(line);
  }
  const boxes = new Map<PdfLine, number>();
  for (const group of groups.values()) {
    const prose = group.filter((line) => wordsOf(line) >= PROSE_WORDS);
    if (prose.length < 4) continue;
    const right = prose.map((line) => line.right).sort((a, b) => b - a)[1];
    const column = columns.get(columnKey(group[0]));
    if (!column || column.right - right < group[0].textSize * 3) continue;
    // The edge is where several lines stop, each within a word or two of it: ragged lines of one box.
    if (prose.filter((line) => line.right <= right + 1 && line.right >= right - group[0].textSize * 2.5).length < 3) continue;
    for (const line of group) if (wordsOf(line) >= PROSE_WORDS - 1) boxes.set(line, right);
  }
  return boxes;
}

function columnKey(line: PdfLine): string {
  // Text across the page (no column) is measured apart from a column under it.
  return `${line.page}|${line.region}|${line.column ?? '-'}`;
}

/**
 * Each column's text edges and line spacing: the right edge most of its long lines reach (the
 * second-longest line, so that one line overrunning the margin does not set it), its left edge, and
 * the median distance between its consecutive baselines.
 */
function measureColumns(lines: PdfLine[]): Map<string, ColumnMeasure> {
  const groups = new Map<string, PdfLine[]>();
  for (const line of lines) {
    const key = columnKey(line);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(line);
  }
  const measures = new Map<string, ColumnMeasure>();
  for (const [key, group] of groups) {
    const rights = group.map((line) => line.right).sort((a, b) => b - a);
    const gaps: number[] = [];
    for (let i = 1; i < group.length; i++) {
      const gap = group[i].exactY - group[i - 1].exactY;
      if (gap > 0 && gap < (group[i].fontSize ?? 10) * 3) gaps.push(gap);
    }
    gaps.sort((a, b) => a - b);
    const left = Math.min(...group.map((line) => line.exactX));
    let right = rights[Math.min(1, rights.length - 1)];
    // A page of one column has its text between margins of about the same width: short lines alone
    // (a contact block, a list) do not reach its right edge, and do not say where it is.
    const isSingleColumn = group[0].column === undefined && (group[0].region === 'body' || group[0].region === 'table');
    if (isSingleColumn && group[0].pageWidth) right = Math.max(right, group[0].pageWidth - left);
    measures.set(key, {
      left,
      right,
      leading: gaps.length ? gaps[Math.floor(gaps.length / 2)] : (group[0].fontSize ?? 10) * 1.2,
    });
  }
  return measures;
}

function continues(previous: PdfLine, line: PdfLine, start: PdfLine, edge: number, column: ColumnMeasure): boolean {
  // A row of cells whose last cell wraps ("Fields:  Project Management, Software Develop-" / "ment,
  // Consulting"): the row's first line only, its wrapped lines under its last cell, as text, not cells.
  const isRow = previous.cellX !== undefined;
  const region = isRow && previous.region === 'table' ? 'body' : previous.region;
  if (previous.page !== line.page || region !== line.region || (previous.column ?? 0) !== (line.column ?? 0)) return false;
  // Compared as read: control characters (a font's lost ligatures) and runs of spaces aside.
  const before = visibleText(previous.text);
  const text = visibleText(line.text);
  if ((isRow && previous !== start) || (!isRow && previous.region === 'table') || text.includes('\t')) return false;
  if (BULLET_GLYPH.test(text) || DATED_START.test(text) || LABELLED.test(text)) return false;
  // Running headers and footers are lines of their own, never a wrapped paragraph.
  if (previous.region === 'header' || previous.region === 'footer') return false;
  const size = previous.textSize;
  // The lines of one paragraph are set in one size; a heading a size up is not its next line.
  if (Math.abs(line.textSize - size) > size * 0.04) return false;
  const gap = line.exactY - previous.exactY;
  if (!isWrapGap(gap, size, column.leading)) return false;
  const firstWord = text.split(' ')[0] ?? '';
  const wordWidth = (firstWord.length + 1) * line.charWidth;
  // Another font is another kind of text (a bold title under a paragraph), unless the sentence plainly
  // runs on: the next line opens in lower case, or a line of prose filled the column at the usual
  // spacing with no end (a PDF may set one typeface as several font subsets, a line in each).
  // (A wrapped line goes on in the font its line above stopped in: "Computer Science, Bachelor of Science," in bold, then
  // "Anhembi Morumbi Laureate" in regular, goes on with "International University" in regular.)
  const isOtherFont = previous.font !== line.font && previous.endFont !== line.font;
  if (previous.font && line.font && isOtherFont && !isLowerStart(text) && !runsOnFull(before, previous, line, column, wordWidth)) return false;
  // Short capitalised items one a line ("Effective Communication" / "Critical Thinking") are a list, not a wrapped sentence.
  if (isNamedItem(before) && !endsOnJoiningWord(before) && isNamedItem(text)) return false;
  // Wrapped lines align on the block's text edge: under a bullet's words, or the paragraph's left edge
  // (after a first-line indent, the later lines start left of the first), or, in centred text, on its centre.
  const tolerance = Math.max(2, size * 0.3);
  const isIndentedFirst = start === previous && line.exactX < previous.exactX && line.exactX >= previous.exactX - size * 3 && start.kind !== 'bullet';
  const isCentred = !isRow && Math.abs(centre(previous) - centre(line)) <= tolerance && Math.abs(line.exactX - edge) > tolerance;
  // A bullet set without a hanging indent wraps under its glyph: a line there that opens in lower case
  // goes on with the bullet's sentence (a new paragraph or item would open with a capital or a glyph).
  // So does a line that ends on a word no sentence ends on ("…Symposium 'Youth Actor of"), whatever case the next
  // opens in ("Social Change'"); in centred text, too, however short it stopped ("Université Hassan II de" / "Casablanca").
  const isCut = endsOnJoiningWord(before);
  // (Or that filled the column with prose: "• Accompagnement et formation d'un développeur junior sur la suite" / "Power
  // Platform", the next word too wide for the room the line left, in the same font and naming no date: a bold employer
  // or "January 2019 to June 2020" under the last item opens the next entry.)
  const isUnderGlyph = start.kind === 'bullet' && Math.abs(line.exactX - start.exactX) <= tolerance && (isLowerStart(text) || isCut || (!isOtherFont && !DATE_LIKE.test(text) && runsOnFull(before, previous, line, column, wordWidth)));
  // (ReportLab pushes a list item's first line right when its glyph is wider than the hang: the item's later lines start
  // left of its words and right of its glyph, in its font. A new item opens on a glyph, a paragraph at the margin.)
  const isInHang = start.kind === 'bullet' && !isRow && !isOtherFont && line.exactX > start.exactX + tolerance && line.exactX < edge - tolerance;
  if (isRow ? Math.abs(line.exactX - previous.cellX!) > tolerance : !(Math.abs(line.exactX - edge) <= tolerance || isIndentedFirst || isCentred || isUnderGlyph || isInHang)) return false;
  const roomLeft = isCentred ? column.right - column.left - (previous.right - previous.exactX) : column.right - previous.right;
  // A sentence that ends at the line's end, then a capital: a new item as often as a new sentence of
  // the same paragraph; reading them apart never glues two items together.
  // (Not a title's stop before the name it titles: "Supervision by Prof. Dr." / "Alexander Binder.")
  if (/[.!?]$/.test(before) && !HONORIFIC_END.test(before) && /^\p{Lu}/u.test(text)) return false;
  if (roomLeft < wordWidth) return true;
  // A line at a bullet's hanging indent (right of its glyph, where its words begin) at the wrap distance is the bullet's
  // wrapped text however far its line above stopped from the column's edge: a new item opens on a glyph of its own, a
  // new paragraph at the margin. (A box narrower than its column, as a theme's card sets one, hides that edge.)
  if (start.kind === 'bullet' && !isCentred && line.exactX > start.exactX + tolerance && (isInHang || Math.abs(line.exactX - (isRow ? previous.cellX! : edge)) <= tolerance)) return true;
  // A line that stopped short continues only when its sentence plainly does (no end, next in lower case).
  // Centred lines stop short wherever the text's box ends, which the page does not show: a cut sentence says it goes on.
  // So does a line cut on a joining word whose next line goes on in lower case ("… allant de" / "la pré-compta …"): no
  // sentence ends on "de", none opens on "la".
  if (isCut && (isCentred || isLowerStart(text))) return true;
  return isLowerStart(text) && !/[.!?:;]$/.test(before) && roomLeft < (column.right - (isRow ? previous.cellX! : start.exactX)) * 0.35;
}

/**
 * A line of prose (eight words or more, half of them in lower case) that ends with no punctuation and
 * filled its column, the next line at the column's usual spacing: the sentence goes on there.
 */
function runsOnFull(before: string, previous: PdfLine, line: PdfLine, column: ColumnMeasure, wordWidth: number): boolean {
  const words = before.split(' ');
  const isProse = words.length >= 8 && words.filter((word) => /^\p{Ll}/u.test(word)).length * 2 >= words.length;
  return isProse && !/[.!?:;]$/.test(before) && column.right - previous.right < wordWidth && line.exactY - previous.exactY <= column.leading * 1.15;
}

/** A line ending on a title that stands before a person's name ("Prof. Dr.", "Mme."): its sentence goes on with the name. */
const HONORIFIC_END = /(?:^|\s)(?:Dr|Prof|Mr|Mrs|Ms|Mme|Mlle|Hr|Fr|Sr|Sra|Dott|Dott\.ssa|Ing)\.$/u;

/** "Adresse : Sfax", "E-mail: …": a labelled field opens a line of its own. */
const LABELLED = /^\p{L}[\p{L}.\- ]{1,24}\s?:\s+\S/u;

/** A line opening with a date range ("2016 – 2018", "09/2019 -", "Jan 2020 –") opens an entry of its own. */
const DATED_START = /^\s*(?:(?:\d{1,2}[./]|\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*[-–—]|(?:19|20)\d{2}\s*$)/u;

function visibleText(text: string): string {
  // eslint-disable-next-line no-control-regex -- a font's unmapped glyphs arrive as control characters
  return text.replace(/[\u0000-\u0008\u000b-\u001f]/g, '').replace(/ +/g, ' ').trim();
}

function centre(line: PdfLine): number {
  return (line.exactX + line.right) / 2;
}

/**
 * A name-like item: at most five words, each capitalised but for short joining words ("Machine and
 * Deep Learning"), no sentence punctuation at its end.
 */
function isNamedItem(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 6 && /^[\p{Lu}\p{N}]/u.test(words[0]) && words.every((word) => /^(?:[dl]['’])?[\p{Lu}\p{N}(&+/]/u.test(word) || /^\p{Ll}{1,3}$/u.test(word)) && !/[.,;:]$/.test(text.trim());
}


function isLowerStart(text: string): boolean {
  return /^\s*\p{Ll}/u.test(text);
}
