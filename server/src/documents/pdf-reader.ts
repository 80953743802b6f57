import { extractImages, getResolvedPDFJS } from 'unpdf';
import { buildDocumentText, withLinks } from './build-document-text';
import { DocumentError } from './document-error';
import { isSpacingAccent } from './normalise-glyphs';
import { openOcrSession, toPnm, type OcrSession } from './ocr';
import { openPdf, type PdfDocument } from './pdf-open';
import { PDF_LIMITS } from './pdf-limits';
import { assignBlocks, foldWrappedFirstCells, foldWrappedRows, rejoinJustifiedLines, furnitureKey, GLYPH_TOP, isPageNumber, layoutPage, markRunningFurniture, reclaimHeadingsAtFoot, topBandTexts, withFormRows, type PageColumns, type RunningTop, type PdfLine, type PositionedText } from './pdf-layout';
import { closeUpLetterSpacing } from './pdf-letter-spacing';
import { judgeItems, paintPage, type Box, type Ops, type PaintedText } from './pdf-paint';
import { withTimeout } from './with-timeout';
import { MAX_LINKS, type DocumentLine, type DocumentText, type HiddenText } from './types';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/**
 * The PDF opened twice at most: `pdf` with its images left undecoded (reading text and what is painted
 * under it never needs their pixels, and decoding a photo costs more than reading a page), and `full`,
 * opened only when a page needs its images: for OCR, or to tell an OCR text layer over a scan from
 * invisible text on a blank page.
 */
interface Opened {
  pdf: PdfDocument;
  full: () => Promise<PdfDocument>;
  fullDoc?: PdfDocument;
}

/** Reads a PDF's text in reading order; pages that are only images go through OCR. */
export async function readPdf(buffer: Buffer): Promise<DocumentText> {
  let opened: Opened | undefined;
  const destroy = () => [opened?.pdf, opened?.fullDoc].map((doc) => doc?.destroy().catch(() => undefined));
  try {
    return await withTimeout(readAll(buffer, (doc) => (opened = doc)), PDF_LIMITS.textTimeoutMs + PDF_LIMITS.ocrTimeoutMs,
      'This PDF took too long to read', () => void destroy());
  } finally {
    await Promise.all(destroy());
  }
}

async function readAll(buffer: Buffer, onOpen: (opened: Opened) => void): Promise<DocumentText> {
  const opened: Opened = {
    pdf: await openPdf(buffer, false),
    full: async () => (opened.fullDoc ??= await openPdf(buffer, true)),
  };
  onOpen(opened);
  const { pdf } = opened;
  if (pdf.numPages < 1) throw new DocumentError('This PDF is damaged or not a valid PDF');
  const pageCount = Math.min(pdf.numPages, PDF_LIMITS.maxPages);
  const started = Date.now();
  const pdfLines: PdfLine[] = [];
  const hidden: HiddenText = { count: 0, chars: 0, sample: '' };
  const imageOnlyPages: number[] = [];
  const pages: PageText[] = [];
  for (let number = 1; number <= pageCount; number++) {
    if (Date.now() - started > PDF_LIMITS.textTimeoutMs) throw new DocumentError('This PDF took too long to read');
    pages.push(await withTimeout(readPage(opened, number, hidden), PDF_LIMITS.textTimeoutMs, 'This PDF took too long to read'));
  }
  markIconFonts(pages.flatMap((page) => page.items));
  // A running header comes back at the top of another page; what does not is the page's own first text.
  const topPages = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(topBandTexts(page.items, page.height).map(furnitureKey))) topPages.set(key, (topPages.get(key) ?? 0) + 1);
  }
  const firstPage = pages[0].items.filter((item) => item.text.trim() && !item.vertical);
  const isRunningTop: RunningTop = Object.assign((text: string) => (topPages.get(furnitureKey(text)) ?? 0) >= 2 || isPageNumber(text), {
    textTop: Math.min(...firstPage.map((item) => item.y - item.fontSize * GLYPH_TOP)),
  });
  const pageLines: PdfLine[][] = [];
  // The columns go on from page to page (a short last page is read in the columns of the page before it).
  const columns: PageColumns = { gutter: null };
  for (const page of pages) {
    const number = page.number;
    const lines = layoutPage(page.items, number, page.width, page.height, isRunningTop, page.rules, columns, page.panels);
    const visible = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    if (visible < PDF_LIMITS.minTextCharsPerPage) imageOnlyPages.push(number);
    pageLines.push(lines);
  }
  markRunningFurniture(pageLines.flat());
  reclaimHeadingsAtFoot(pageLines);
  let nextBlock = 0;
  for (const page of withFormRows(pageLines)) {
    const lines = foldWrappedRows(foldWrappedFirstCells(rejoinJustifiedLines(page)));
    nextBlock = assignBlocks(lines, nextBlock);
    pdfLines.push(...lines);
  }
  const lines = toDocumentLines(pdfLines, new Map(pages.flatMap((page) => [...page.fontNames])));
  const ocrLines = imageOnlyPages.length ? await ocrPages(await opened.full(), imageOnlyPages.slice(0, PDF_LIMITS.maxOcrPages)) : [];
  const merged = ocrLines.length ? mergeByPage(lines, ocrLines) : lines;
  const text = withLinks(buildDocumentText('pdf', merged, pageCount, ocrLines.length > 0), pages.flatMap((page) => page.links));
  return hidden.count ? { ...text, hidden: { ...hidden, sample: hidden.sample.trim() } } : text;
}

/**
 * The layout's lines as DocumentLines, marked bold or italic by the font most of the line is set in. A font's
 * own name states its weight and slant when the PDF gives one (fontLook). A font whose name says nothing of
 * them (a bare resource name) is bold when it is not the body text's font and sets letters wider per
 * character than it: a bold cut of a typeface sets the same letters wider than its regular cut.
 */
function toDocumentLines(lines: PdfLine[], fontNames: Map<string, string>): DocumentLine[] {
  const stats = new Map<string, { chars: number; advance: number }>();
  for (const line of lines) {
    if (!line.font) continue;
    const chars = line.text.replace(/\s/g, '').length;
    const entry = stats.get(line.font) ?? { chars: 0, advance: 0 };
    entry.chars += chars;
    entry.advance += (line.charWidth * chars) / (line.fontSize || 10);
    stats.set(line.font, entry);
  }
  const body = [...stats].sort((a, b) => b[1].chars - a[1].chars)[0];
  const bodyAdvance = body ? body[1].advance / Math.max(1, body[1].chars) : 0;
  const isWiderFont = (font: string | undefined) => {
    const own = font ? stats.get(font) : undefined;
    return !!own && !!body && font !== body[0] && own.chars >= 3 && own.advance / own.chars > bodyAdvance * 1.03;
  };
  const looks = new Map<string, { bold: boolean; italic: boolean }>();
  const lookOf = (font: string | undefined) => {
    if (!font) return { bold: false, italic: false };
    let look = looks.get(font);
    if (!look) {
      const named = fontLook(fontNames.get(font));
      look = { bold: named ? named.bold : isWiderFont(font), italic: named?.italic ?? false };
      looks.set(font, look);
    }
    return look;
  };
  return lines.map(({ font, exactX: _x, exactY: _y, right: _r, textX: _t, cellX: _cx, secondCellX, charWidth: _c, band: _b, textSize: _s, pageWidth: _w, leadEnd, lastCellLeadEnd: _cl, endFont: _e, firstCellEndFont: _ce, ...line }) => {
    const read: DocumentLine = secondCellX === undefined ? line : { ...line, splitX: Math.round(secondCellX) };
    // Words set in one font, then the rest of the line in another: the page parts them as two fields.
    const lead = leadEnd === undefined ? '' : line.text.slice(0, leadEnd).trim();
    if (lead && lead.length < line.text.trim().length) read.lead = lead;
    const look = lookOf(font);
    return look.bold || look.italic ? { ...read, ...(look.bold ? { bold: true } : {}), ...(look.italic ? { italic: true } : {}) } : read;
  });
}

/**
 * Weight and slant as a font's PostScript name states them, without its subset tag: "Calibri-Bold", "Arial-BoldItalicMT",
 * "Montserrat-SemiBold", "MinionPro-It", TeX's Computer Modern and EC cuts ("CMBX12" bold extended, "CMTI10" text italic,
 * "SFBX1000", "CMSL10" slanted). Null when the name is no typeface's (a bare resource name such as "F1" or "T3_0").
 */
export function fontLook(name: string | undefined): { bold: boolean; italic: boolean } | null {
  const face = (name ?? '').replace(/^[A-Z]{6}\+/, '');
  if (!/\p{L}{3,}/u.test(face) || /^(?:[FT]\d|g_d\d)/i.test(face)) return null;
  const lower = face.toLowerCase();
  const tex = /^(?:cm|ec|sf|tc|lm)(?:ss|tt)?(bx|b(?=\d)|ti|sl|it|bxti|bxsl|dunh|r|csc|mi|sy|ex|ssdc|ssi)/.exec(lower);
  const bold = /bold|black|heavy|semibd|demi(?!-?light)|extrab|ultrab|-bd\b|,bd/.test(lower) || (!!tex && tex[1].startsWith('b'));
  const italic = /italic|oblique|kursiv|-(?:bold|semibold|bd|light|medium)?it$|-it\b|,it\b/.test(lower) || (!!tex && /ti|sl|it|^mi$|ssi/.test(tex[1]));
  return { bold, italic };
}

/**
 * "Ecully´" for "Écully": TeX's classic encoding draws the accent over a capital as a glyph of its own, raised above the
 * letter, so the text layer gives it as a piece apart that starts a little right of the word it sits on and is read after
 * it. An accent alone in its piece, as large as the text under it and over a letter of another piece on its line, is put
 * back before that letter, where composeSpacingAccents makes the two one accented letter.
 */
export function seatRaisedAccents(items: PositionedText[]): void {
  const accents = new Set(items.filter((item) => !item.vertical && isSpacingAccent(item.text.trim())));
  if (!accents.size) return;
  // The pieces with letters by baseline, so that each accent looks only at the baselines just under it.
  const letters = items.filter((item) => !accents.has(item) && !item.vertical && /\p{L}/u.test(item.text)).sort((a, b) => a.y - b.y);
  const seated = new Set<PositionedText>();
  for (const accent of accents) {
    const centre = accent.x + accent.width / 2;
    let low = 0;
    let high = letters.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (letters[middle].y < accent.y) low = middle + 1;
      else high = middle;
    }
    for (let k = low; k < letters.length && letters[k].y - accent.y <= accent.fontSize * 0.6; k++) {
      const under = letters[k];
      if (Math.abs(under.fontSize - accent.fontSize) > accent.fontSize * 0.2 || centre <= under.x || centre >= under.x + under.width) continue;
      const chars = [...under.text];
      const at = Math.min(chars.length - 1, Math.floor(((centre - under.x) / under.width) * chars.length));
      if (!/\p{L}/u.test(chars[at])) break;
      under.text = [...chars.slice(0, at), accent.text.trim(), ...chars.slice(at)].join('');
      seated.add(accent);
      break;
    }
  }
  if (!seated.size) return;
  const kept = items.filter((item) => !seated.has(item));
  items.splice(0, items.length, ...kept);
}

/** Text smaller than this (points) is not read: no one can see it on the page. */
const MIN_VISIBLE_SIZE = 2;

/**
 * Icon fonts (Font Awesome and the like) map their glyphs to letters and brackets: a building drawn as
 * "l", a map pin as "(". A font that never sets more than one glyph at a time draws icons when either
 * - its glyphs are at least three quarters of its size wide (a letter "l" or "(" is a third), or
 * - it sets two or more different letters, each standing apart (no glyph of the font runs on into the
 *   next on its line): a text font whose every glyph is its own piece sets words of glyphs side by side.
 * A lone digit proves nothing either way (icon fonts map glyphs to "0" too, and a digit in its own font
 * can be a number): it is marked with the font's icons only when they outnumber it. The glyphs of an
 * icon font are marked, and the layout decides by what follows each one (a drop capital in its own
 * font runs on into its word).
 */
export function markIconFonts(items: PositionedText[]): void {
  const fonts = new Map<string, { wide: number; digits: number; letters: Set<string>; words: number; runsOn: boolean }>();
  const solid = items.filter((item) => item.text.trim() && item.font);
  solid.forEach((item, index) => {
    const text = item.text.trim();
    const entry = fonts.get(item.font!) ?? { wide: 0, digits: 0, letters: new Set<string>(), words: 0, runsOn: false };
    fonts.set(item.font!, entry);
    if ([...text].length > 1) {
      // Two letters or digits side by side are a word; glyphs parted by spaces in one piece are not.
      if (/[\p{L}\p{N}]{2}/u.test(text)) entry.words++;
      return;
    }
    if (isIconGlyph(item, text)) entry.wide++;
    else if (/^\p{Nd}$/u.test(text)) entry.digits++;
    if (/^\p{L}$/u.test(text)) entry.letters.add(text);
    const next = solid[index + 1];
    // A glyph run on by a different one of the same font spells a word set glyph by glyph (Chromium's small
    // capitals: "R" "O" "F" "E" …); a rating's icons repeat one glyph ("iiiii").
    if (next?.font === item.font && next.text.trim() !== text && Math.abs(next.y - item.y) < item.fontSize / 2 && Math.abs(next.x - (item.x + item.width)) <= item.fontSize * 0.15) entry.runsOn = true;
  });
  const isIconFont = (entry: { wide: number; digits: number; letters: Set<string>; words: number; runsOn: boolean }) =>
    entry.words === 0 && !entry.runsOn && (entry.wide > entry.digits || entry.letters.size >= 2);
  for (const item of solid) if (isIconFont(fonts.get(item.font!)!)) item.maybeIcon = true;
}

function isIconGlyph(item: PositionedText, text: string): boolean {
  // Letters, brackets, signs and control codes of ASCII and Latin-1 that an icon font maps its glyphs to, or its private-use
  // code points; not digits, bullets, dashes, arrows or emoji, which mean what they show.
  return [...text].length === 1 && /^[\x21-\x2f\x3a-\x7e\u0080-\u00ff\ue000-\uf8ff]$/u.test(text) && !/[·*-]/.test(text) && item.width >= item.fontSize * 0.75;
}

interface PageText {
  number: number;
  items: PositionedText[];
  /** Rules painted on the page (top-left coordinates): a table's borders among them. */
  rules: Box[];
  /** Filled backgrounds running down the page (top-left coordinates): a sidebar's panel among them. */
  panels: Box[];
  width: number;
  height: number;
  /** The addresses of the page's link annotations. */
  links: string[];
  /** The PostScript name of each font resource the page's text is set in ("ABCDEF+Calibri-Bold"), where the PDF gives one. */
  fontNames: Map<string, string>;
}

/** The addresses a page's link annotations point to ("mailto:…", "https://www.linkedin.com/in/…"). */
async function pageLinks(page: PdfPage): Promise<string[]> {
  try {
    const links: string[] = [];
    for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string; unsafeUrl?: string }[]) {
      const url = annotation.subtype === 'Link' ? (annotation.url ?? annotation.unsafeUrl) : undefined;
      if (typeof url === 'string' && url.length <= 2000 && links.length < MAX_LINKS) links.push(url);
    }
    return links;
  } catch {
    // Damaged annotations take nothing from the page's text.
    return [];
  }
}

/**
 * The pieces drawn again on top of an earlier one (the same text at the same size, shifted by a fraction of a point:
 * a bold faked by printing twice, a shadow): the reader sees the text once. Their indexes.
 */
export function overprinted(items: PositionedText[]): Set<number> {
  const again = new Set<number>();
  const seen = new Map<string, PositionedText[]>();
  items.forEach((item, i) => {
    if (item.vertical || !item.text.trim()) return;
    const near = item.fontSize * OVERPRINT_SHIFT;
    const cell = (x: number, y: number) => `${item.text}\u0000${item.fontSize.toFixed(1)}\u0000${Math.round(x / OVERPRINT_CELL)}\u0000${Math.round(y / OVERPRINT_CELL)}`;
    const x = Math.round(item.x / OVERPRINT_CELL);
    const y = Math.round(item.y / OVERPRINT_CELL);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const earlier = seen.get(cell((x + dx) * OVERPRINT_CELL, (y + dy) * OVERPRINT_CELL)) ?? [];
        if (earlier.some((other) => Math.abs(other.x - item.x) <= near && Math.abs(other.y - item.y) <= near)) again.add(i);
      }
    }
    if (again.has(i)) return;
    const own = cell(item.x, item.y);
    seen.set(own, [...(seen.get(own) ?? []), item].slice(-8));
  });
  return again;
}

/** How far a piece printed over another may be shifted, as a share of its size; and the grid that finds them. */
const OVERPRINT_SHIFT = 0.06;
const OVERPRINT_CELL = 4;

async function readPage(opened: Opened, number: number, hidden: HiddenText): Promise<PageText> {
  try {
    const page = await opened.pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: PositionedText[] = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      // The height of the text (the y axis): a line squeezed or stretched to fit its width keeps its size.
      const scale = Math.hypot(c, d) || Math.hypot(a, b);
      const fontSize = scale || item.height || 10;
      // Convert to top-left coordinates through the viewport so cropped or rotated pages still read right.
      const [x, y] = viewport.convertToViewportPoint(e, f);
      const width = item.width * viewport.scale;
      // Text nobody can see (too small to read, or drawn outside the page) is counted, never read.
      if ((scale < MIN_VISIBLE_SIZE && (item.height ?? 0) < MIN_VISIBLE_SIZE) || fontSize < MIN_VISIBLE_SIZE || x + width < 0 || x > viewport.width || y < 0 || y - fontSize > viewport.height) {
        noteHidden(hidden, item.str);
        continue;
      }
      // Text set a quarter turn (up or down the page) spans the page vertically: its run is the height it covers.
      if (Math.abs(b) > Math.abs(a) * 2 && Math.abs(c) > Math.abs(d) * 2) {
        const runsDown = b < 0;
        const [top, bottom] = runsDown ? [y, y + width] : [y - width, y];
        items.push({ text: item.str, x: runsDown ? x - fontSize : x, y: top + fontSize, width: fontSize, fontSize, font: item.fontName, vertical: { top, bottom } });
        continue;
      }
      items.push({ text: item.str, x, y, width, fontSize, font: item.fontName });
    }
    const { texts: painted, marks, rules, panels } = await paintedText(opened, page, number);
    const links = await pageLinks(page);
    // The fonts were loaded by the paint pass: their names state weight and slant ("Calibri-Bold", "CMTI10").
    const fontNames = new Map<string, string>();
    for (const font of new Set(items.map((item) => item.font))) {
      const name = font && page.commonObjs.has(font) ? (page.commonObjs.get(font) as { name?: unknown } | null)?.name : undefined;
      if (font && typeof name === 'string') fontNames.set(font, name);
    }
    page.cleanup();
    const visible: PositionedText[] = [];
    const overprints = overprinted(items);
    judgeItems(items, painted).forEach((verdict, i) => {
      if (overprints.has(i)) return;
      for (const text of verdict.hidden) noteHidden(hidden, text);
      if (verdict.kept === items[i].text) visible.push(items[i]);
      else if (verdict.kept.trim()) visible.push({ ...items[i], text: verdict.kept });
    });
    seatRaisedAccents(visible);
    // A letter-spaced piece read with its words closed up from where its glyphs are drawn.
    visible.forEach((item, i) => {
      const closed = closeUpLetterSpacing(item, painted);
      if (closed) visible[i] = { ...item, text: closed, letterSpaced: true };
    });
    return { number, items: [...visible, ...drawnBullets(marks, visible)], rules, panels, width: viewport.width, height: viewport.height, links, fontNames };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('This PDF is damaged or not a valid PDF', { cause: error });
  }
}

/**
 * The page's text as painted, in the text items' coordinates (pdf-paint.ts): which pieces are white on
 * white, invisible or clipped away. Read from the operator list without images first; a page where
 * something was found hidden that an image could explain is painted again with its images.
 */
async function paintedText(opened: Opened, page: PdfPage, number: number): Promise<{ texts: PaintedText[]; marks: Box[]; rules: Box[]; panels: Box[] }> {
  const { OPS, AnnotationMode } = await getResolvedPDFJS();
  const paintOf = async (of: PdfPage, imagesKnown: boolean) => {
    // Annotations are left out: the text content (what is read) does not hold their text either.
    const list = await of.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    const [x0, y0, x1, y1] = of.view;
    return paintPage(list, OPS as unknown as Ops, { x0, y0, x1, y1 }, (font) => fontScale(of, font), imagesKnown);
  };
  let paint = await paintOf(page, false);
  if (paint.needsImages) {
    const full = await (await opened.full()).getPage(number);
    paint = await paintOf(full, true);
    full.cleanup();
  }
  const viewport = page.getViewport({ scale: 1 });
  const toViewport = (box: Box): Box => {
    const [ax, ay, bx, by] = viewport.convertToViewportRectangle([box.x0, box.y0, box.x1, box.y1]);
    return { x0: Math.min(ax, bx), y0: Math.min(ay, by), x1: Math.max(ax, bx), y1: Math.max(ay, by) };
  };
  return { texts: paint.texts.map((text) => ({ ...text, box: toViewport(text.box) })), marks: paint.marks.map(toViewport), rules: paint.rules.map(toViewport), panels: paint.panels.map(toViewport) };
}

/**
 * Bullets a designer drew instead of typing a glyph (a small dot or square, dv16's Europass lists): a mark
 * that opens a line of text, the line's words starting a little to its right on the same line, and no other
 * mark beside it (a row of dots rates a skill). Each is read as a "•" piece, so the line opens a bullet item
 * as a typed glyph would, and the lines wrapped under its words join it.
 */
function drawnBullets(marks: Box[], items: PositionedText[]): PositionedText[] {
  if (!marks.length || !items.length) return [];
  const bullets: PositionedText[] = [];
  const byY = [...items].sort((a, b) => a.y - b.y);
  const middles = marks.map((mark) => (mark.y0 + mark.y1) / 2).sort((a, b) => a - b);
  // The items (or marks) whose y lies within `reach` of `y`: a window of the sorted list, so a page of many is read in time.
  const near = <T,>(sorted: T[], yOf: (value: T) => number, y: number, reach: number): T[] => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (yOf(sorted[mid]) < y - reach) low = mid + 1;
      else high = mid;
    }
    const out: T[] = [];
    for (let i = low; i < sorted.length && yOf(sorted[i]) <= y + reach && out.length < 200; i++) out.push(sorted[i]);
    return out;
  };
  for (const mark of marks) {
    const middle = (mark.y0 + mark.y1) / 2;
    const size = mark.x1 - mark.x0;
    // The text the mark opens: its baseline a little under the mark's middle, its first word just right of it.
    let next: PositionedText | undefined;
    for (const item of near(byY, (item) => item.y, middle, 30)) {
      if (item.y < middle || item.y > middle + item.fontSize * 0.7) continue;
      const gap = item.x - mark.x1;
      if (gap >= item.fontSize * 0.1 && gap <= item.fontSize * 2.5 && (!next || item.x < next.x)) next = item;
    }
    // A drawn bullet is about as large as a typed one (under the x-height); a larger dot marks an entry on a timeline.
    if (!next || size > next.fontSize * 0.42) continue;
    // Nothing written just left of it on the line (a bullet opens its line), and no other mark beside it (a row of
    // dots rates a skill).
    const line = next;
    const before = near(byY, (item) => item.y, line.y, line.fontSize).some((item) => Math.abs(item.y - line.y) <= line.fontSize * 0.35 && item.x + item.width > mark.x0 - line.fontSize * 1.5 && item.x < mark.x0);
    const beside = marks.length > 1 && near(middles, (y) => y, middle, size).length > 1 && marks.some((other) => other !== mark && Math.abs((other.y0 + other.y1) / 2 - middle) <= size && Math.abs(other.x0 - mark.x0) <= line.fontSize * 2 && Math.abs(other.x0 - mark.x0) > 0.5);
    if (before || beside) continue;
    bullets.push({ text: '•', x: mark.x0, y: line.y, width: size, fontSize: line.fontSize, font: line.font });
  }
  return bullets;
}

/** A font's glyph-space-to-text-space scale (its font matrix), 0.001 for all but Type 3 fonts. */
function fontScale(page: PdfPage, font: string): number {
  if (!font || !page.commonObjs.has(font)) return 0.001;
  const matrix = (page.commonObjs.get(font) as { fontMatrix?: number[] } | null)?.fontMatrix;
  const scale = matrix ? Math.hypot(matrix[0], matrix[1]) : 0.001;
  return Number.isFinite(scale) && scale > 0 ? scale : 0.001;
}

function noteHidden(hidden: HiddenText, text: string): void {
  const visible = text.replace(/\s/g, '').length;
  if (!visible) return;
  hidden.count++;
  hidden.chars += visible;
  if (hidden.sample.length < 80) hidden.sample += ` ${text.trim()}`;
}

async function ocrPages(pdf: PdfDocument, pages: number[]): Promise<DocumentLine[]> {
  let session: OcrSession | undefined;
  const lines: DocumentLine[] = [];
  try {
    const started = Date.now();
    for (const number of pages) {
      const images = await extractImages(pdf, number).catch(() => []);
      for (const image of images) {
        if (Math.min(image.width, image.height) < PDF_LIMITS.minOcrImageSide) continue;
        if (image.width * image.height > PDF_LIMITS.maxOcrImagePixels) continue;
        if (Date.now() - started > PDF_LIMITS.ocrTimeoutMs) return lines;
        session ??= await openOcrSession();
        const text = await session.recognize(toPnm(image));
        for (const line of text.split('\n')) lines.push({ text: line, page: number, region: 'body' });
      }
    }
    return lines;
  } finally {
    await session?.close();
  }
}

/** Puts OCR lines after whatever text layer the same page had (often just a page number or nothing). */
function mergeByPage(textLines: DocumentLine[], ocrLines: DocumentLine[]): DocumentLine[] {
  const pages = new Set([...textLines, ...ocrLines].map((line) => line.page));
  const merged: DocumentLine[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    merged.push(...textLines.filter((line) => line.page === page && line.region !== 'footer'));
    merged.push(...ocrLines.filter((line) => line.page === page));
    merged.push(...textLines.filter((line) => line.page === page && line.region === 'footer'));
  }
  return merged;
}
