/**
 * What a page's operator list paints, for the one question the reader asks of it: can a person see this
 * piece of text? Text is hidden when it is drawn in the colour of what lies under it (white on a white
 * page, or on a white box), drawn invisibly (render mode 3 or 7, or fully transparent) with no image
 * under it, or drawn outside the clipping path in force. An invisible text layer over an image is a
 * scanned page's OCR text: it is the page's real content and stays.
 *
 * Boxes are axis-aligned, in the page's user space (PDF units, y up). A clipping path is taken as its
 * bounding box and a filled shape as its bounding box, so text is called hidden only when it is outside
 * everything the clip could let through, and only when the shape the text is checked against covers it.
 */

/** A page with more small shapes than this is a drawing or a pattern, not a list: the rest are not kept. */
const MAX_MARKS = 2000;
/** Panels kept a page (joinPanels). */
const MAX_PANELS = 16;

/** A small filled shape in a colour that shows on a white page: a drawn bullet, if text follows it. */
function isMark(box: Box, colour: Rgb | null): boolean {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width < 1 || height < 1 || width > 9 || height > 9 || width > height * 2 || height > width * 2) return false;
  return colour !== null && Math.min(...colour) < 0.85;
}

/** A rule, across or down the page, in a colour that shows on a white page: a table's border, a line under a heading. */
function isRule(box: Box, colour: Rgb | null): boolean {
  const [width, height] = [box.x1 - box.x0, box.y1 - box.y0];
  return ((height <= 3 && width >= 24) || (width <= 3 && height >= 10)) && colour !== null && Math.min(...colour) < 0.95;
}

/**
 * A piece of a filled background: an opaque rectangle in a colour that shows, at least an eighth of the
 * page wide and at most three quarters of it (a page's own background is wider). Word paints a shaded
 * table column cell by cell and a browser a box page by page, so pieces are joined into panels later.
 */
function isPanelPiece(box: Box, colour: Rgb | null, view: Box): boolean {
  const width = box.x1 - box.x0;
  const pageWidth = view.x1 - view.x0;
  return colour !== null && Math.min(...colour) < 0.985 && box.y1 - box.y0 >= 4 && width >= pageWidth / 8 && width <= pageWidth * 0.75;
}

/**
 * Backgrounds that run down the page: pieces with the same left and right edges that touch one above the
 * other, joined, kept when they reach a quarter of the page's height. A sidebar drawn on a coloured panel
 * is one, however close the main column's text comes to it.
 */
export function joinPanels(pieces: Box[], view: Box): Box[] {
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0 || a.x1 - b.x1 || a.y0 - b.y0);
  const panels: Box[] = [];
  for (const piece of sorted) {
    const last = panels[panels.length - 1];
    if (last && Math.abs(last.x0 - piece.x0) <= 1 && Math.abs(last.x1 - piece.x1) <= 1 && piece.y0 <= last.y1 + 2) last.y1 = Math.max(last.y1, piece.y1);
    else panels.push({ ...piece });
  }
  // A page has a few real panels; past that, only the tallest are looked at (a page of thousands is an attack).
  return panels
    .filter((panel) => panel.y1 - panel.y0 >= (view.y1 - view.y0) / 4)
    .sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))
    .slice(0, MAX_PANELS);
}

/** The pdf.js operator codes used here (pdf.js's OPS, passed in so this module stays free of the library). */
export interface Ops {
  save: number; restore: number; transform: number; setGState: number;
  constructPath: number; clip: number; eoClip: number;
  stroke: number; closeStroke: number;
  fill: number; eoFill: number; fillStroke: number; eoFillStroke: number; closeFillStroke: number; closeEOFillStroke: number;
  beginText: number; setFont: number; setTextMatrix: number; moveText: number; setLeadingMoveText: number; nextLine: number;
  setLeading: number; setCharSpacing: number; setWordSpacing: number; setHScale: number; setTextRise: number;
  setTextRenderingMode: number; showText: number; showSpacedText: number;
  setFillRGBColor: number; setStrokeRGBColor: number; setFillColorN: number; setStrokeColorN: number;
  setFillTransparent: number; setStrokeTransparent: number;
  shadingFill: number; paintFormXObjectBegin: number; paintFormXObjectEnd: number; beginGroup: number; endGroup: number;
  paintImageXObject: number; paintInlineImageXObject: number; paintImageMaskXObject: number; paintSolidColorImageMask: number;
  paintImageXObjectRepeat: number; paintImageMaskXObjectRepeat: number; paintImageMaskXObjectGroup: number; paintInlineImageXObjectGroup: number;
}

export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

type Matrix = [number, number, number, number, number, number];
type Rgb = [number, number, number];
export interface Box { x0: number; y0: number; x1: number; y1: number }

/** A piece of text as painted (one text-showing operator). */
export interface PaintedText {
  box: Box;
  text: string;
  /** Why nobody can see it, or null when it is visible. */
  hidden: 'colour' | 'invisible' | 'clipped' | null;
}

export interface PagePaint {
  texts: PaintedText[];
  /**
   * Small shapes filled in a colour that shows (a dot, a square, a diamond up to 9 pt across, as wide as
   * tall within a factor of two): what a designer draws as a list's bullet. At most MAX_MARKS a page.
   */
  marks: Box[];
  /**
   * Rules: strokes and filled shapes at most 3 pt high and at least 24 pt long (or 3 pt wide and 10 pt tall)
   * in a colour that shows (a table's cell borders, a line under a heading). At most MAX_MARKS a page.
   */
  rules: Box[];
  /** Filled backgrounds that run down the page (joinPanels), in the page's own coordinates. */
  panels: Box[];
  /**
   * A piece of text was found hidden that an image under it would make visible (an invisible OCR layer,
   * white text on a dark photo), and images were not in the operator list (read without decoding them).
   */
  needsImages: boolean;
}

interface State {
  ctm: Matrix;
  fill: Rgb | null;
  stroke: Rgb | null;
  fillAlpha: number;
  strokeAlpha: number;
  /** The opacity of the transparency groups being painted into (a group drawn at 2% makes its black shapes faint). */
  groupAlpha: number;
  clip: Box | null;
  mode: number;
  font: string;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
}

interface Painted {
  box: Box;
  /** The part of `box` the shape surely covers: all of it for a rectangle, its middle for other shapes. */
  core: Box;
  order: number;
  /** The colour it paints, or null when unknown (an image, a shading, a pattern, a transparent fill). */
  colour: Rgb | null;
  image: boolean;
}

interface Run {
  box: Box;
  text: string;
  order: number;
  /** The colours its glyphs are painted in (fill and/or stroke, by render mode), with their opacity. */
  colours: { rgb: Rgb; alpha: number }[];
  invisible: boolean;
  clip: Box | null;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const WHITE: Rgb = [1, 1, 1];
/** Text whose contrast with what is under it is below this (WCAG ratio; 1 = same colour) cannot be read. */
const MIN_CONTRAST = 1.25;
/** Painted shapes looked at under one piece of text before giving up (and calling it visible). */
const MAX_SHAPES_CHECKED = 400;

/** The operators walked, as small constants (a switch on pdf.js's own codes would test them one by one). */
const enum Kind {
  ignored,
  save,
  restore,
  transform,
  setGState,
  setFillRGBColor,
  setStrokeRGBColor,
  setFillColorN,
  setFillTransparent,
  setStrokeColorN,
  setStrokeTransparent,
  clip,
  eoClip,
  constructPath,
  shadingFill,
  paintImageXObject,
  paintInlineImageXObject,
  paintImageMaskXObject,
  paintSolidColorImageMask,
  paintImageXObjectRepeat,
  paintImageMaskXObjectRepeat,
  paintImageMaskXObjectGroup,
  paintInlineImageXObjectGroup,
  paintFormXObjectBegin,
  paintFormXObjectEnd,
  beginGroup,
  endGroup,
  beginText,
  setFont,
  setTextMatrix,
  setLeadingMoveText,
  moveText,
  nextLine,
  setLeading,
  setCharSpacing,
  setWordSpacing,
  setHScale,
  setTextRise,
  setTextRenderingMode,
  showText,
  showSpacedText,
}

const KIND_NAMES = ['save', 'restore', 'transform', 'setGState', 'setFillRGBColor', 'setStrokeRGBColor', 'setFillColorN', 'setFillTransparent', 'setStrokeColorN', 'setStrokeTransparent', 'clip', 'eoClip', 'constructPath', 'shadingFill', 'paintImageXObject', 'paintInlineImageXObject', 'paintImageMaskXObject', 'paintSolidColorImageMask', 'paintImageXObjectRepeat', 'paintImageMaskXObjectRepeat', 'paintImageMaskXObjectGroup', 'paintInlineImageXObjectGroup', 'paintFormXObjectBegin', 'paintFormXObjectEnd', 'beginGroup', 'endGroup', 'beginText', 'setFont', 'setTextMatrix', 'setLeadingMoveText', 'moveText', 'nextLine', 'setLeading', 'setCharSpacing', 'setWordSpacing', 'setHScale', 'setTextRise', 'setTextRenderingMode', 'showText', 'showSpacedText'] as const;
const kindTables = new WeakMap<Ops, Uint8Array>();

/** pdf.js operator code → Kind. */
function kindsOf(OPS: Ops): Uint8Array {
  let table = kindTables.get(OPS);
  if (!table) {
    table = new Uint8Array(256);
    KIND_NAMES.forEach((name, k) => {
      const code = OPS[name];
      if (code >= 0 && code < 256) table![code] = k + 1;
    });
    kindTables.set(OPS, table);
  }
  return table;
}

/**
 * Walks the operator list. `fontMatrix` gives a font's glyph-to-text matrix scale (0.001 for most fonts);
 * `imagesKnown` says whether the list holds the page's images (false when read with images left out).
 */
export function paintPage(list: OperatorList, OPS: Ops, view: Box, fontMatrix: (font: string) => number, imagesKnown: boolean): PagePaint {
  const runs: Run[] = [];
  const painted: Painted[] = [];
  const marks: Box[] = [];
  const rules: Box[] = [];
  const panelPieces: Box[] = [];
  const stack: State[] = [];
  let state: State = { ctm: IDENTITY, fill: [0, 0, 0], stroke: [0, 0, 0], fillAlpha: 1, strokeAlpha: 1, groupAlpha: 1, clip: null, mode: 0, font: '', size: 0, charSpacing: 0, wordSpacing: 0, hScale: 1, leading: 0, rise: 0 };
  let tm: Matrix = IDENTITY;
  let lm: Matrix = IDENTITY;
  let pendingClip = false;
  const { fnArray, argsArray } = list;
  const kinds = kindsOf(OPS);
  const paint = (box: Box | null, colour: Rgb | null, image: boolean, core: Box | null = box) => {
    if (!box) return;
    const clipped = state.clip ? intersect(box, state.clip) : box;
    painted.push({ box: clipped, core: core && state.clip ? intersect(core, state.clip) : (core ?? clipped), order: runs.length, colour, image });
  };
  const unitSquare = (m: Matrix) => transformBox(multiply(m, state.ctm), { x0: 0, y0: 0, x1: 1, y1: 1 });
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as any[] | null;
    switch (kinds[fn]) {
      case Kind.save:
        stack.push({ ...state });
        break;
      case Kind.restore:
        state = stack.pop() ?? state;
        break;
      case Kind.transform:
        state.ctm = multiply(toMatrix(args), state.ctm);
        break;
      case Kind.setGState:
        for (const [key, value] of (args?.[0] as [string, unknown][] | undefined) ?? []) {
          if (key === 'ca' && typeof value === 'number') state.fillAlpha = value;
          else if (key === 'CA' && typeof value === 'number') state.strokeAlpha = value;
          else if (key === 'Font' && Array.isArray(value)) [state.font, state.size] = [String(value[0]), Number(value[1]) || 0];
        }
        break;
      case Kind.setFillRGBColor:
        state.fill = hexColour(args?.[0]);
        break;
      case Kind.setStrokeRGBColor:
        state.stroke = hexColour(args?.[0]);
        break;
      case Kind.setFillColorN:
      case Kind.setFillTransparent:
        state.fill = null;
        break;
      case Kind.setStrokeColorN:
      case Kind.setStrokeTransparent:
        state.stroke = null;
        break;
      case Kind.clip:
      case Kind.eoClip:
        pendingClip = true;
        break;
      case Kind.constructPath: {
        const op = args?.[0] as number;
        const minMax = args?.[2] as ArrayLike<number> | null | undefined;
        const box = minMax && Number.isFinite(minMax[0]) ? transformBox(state.ctm, { x0: minMax[0], y0: minMax[1], x1: minMax[2], y1: minMax[3] }) : null;
        if (box && (op === OPS.fill || op === OPS.eoFill || op === OPS.fillStroke || op === OPS.eoFillStroke || op === OPS.closeFillStroke || op === OPS.closeEOFillStroke)) {
          // Only an opaque shape drawn upright has a colour text can be judged against; any other is
          // of unknown colour, under which text counts as visible. A shape that is not a rectangle
          // surely covers only the middle of its bounds (a circle does the middle 70%).
          const upright = Math.abs(state.ctm[1]) < 1e-6 && Math.abs(state.ctm[2]) < 1e-6;
          const opaque = state.fillAlpha * state.groupAlpha >= 0.99;
          const core = upright && isRectangle(args?.[1], minMax!) ? box : shrink(box, 0.15);
          paint(box, upright && opaque ? state.fill : null, false, core);
          const shown = state.clip ? intersect(box, state.clip) : box;
          if (upright && opaque && core === box && isPanelPiece(shown, state.fill, view) && panelPieces.length < MAX_MARKS) panelPieces.push(shown);
          if (isMark(box, state.fill) && marks.length < MAX_MARKS) marks.push(state.clip ? intersect(box, state.clip) : box);
        }
        const filled = op === OPS.fill || op === OPS.eoFill;
        const stroked = op === OPS.stroke || op === OPS.closeStroke || op === OPS.fillStroke || op === OPS.eoFillStroke || op === OPS.closeFillStroke || op === OPS.closeEOFillStroke;
        if (box && (filled || stroked) && isRule(box, stroked ? state.stroke : state.fill) && rules.length < MAX_MARKS) rules.push(box);
        if (pendingClip) {
          // A clip path pdf.js gives no bounds for is left alone: text is never hidden on a guess.
          if (box) state.clip = state.clip ? intersect(state.clip, box) : box;
          pendingClip = false;
        }
        break;
      }
      case Kind.shadingFill:
        paint(state.clip ?? view, null, false);
        break;
      case Kind.paintImageXObject:
      case Kind.paintInlineImageXObject:
      case Kind.paintImageMaskXObject:
        paint(unitSquare(IDENTITY), null, true);
        break;
      case Kind.paintSolidColorImageMask:
        paint(unitSquare(IDENTITY), state.fill, false);
        break;
      case Kind.paintImageXObjectRepeat:
      case Kind.paintImageMaskXObjectRepeat: {
        const fnIsMask = fn === OPS.paintImageMaskXObjectRepeat;
        const [scaleX, scaleY] = fnIsMask ? [Number(args?.[1]), Number(args?.[4])] : [Number(args?.[1]), Number(args?.[2])];
        const positions = (fnIsMask ? args?.[5] : args?.[3]) as ArrayLike<number> | undefined;
        for (let p = 0; positions && p + 1 < positions.length; p += 2) {
          paint(unitSquare([scaleX, 0, 0, scaleY, positions[p], positions[p + 1]]), null, true);
        }
        break;
      }
      case Kind.paintImageMaskXObjectGroup:
        for (const image of (args?.[0] as { transform?: number[] }[] | undefined) ?? []) paint(unitSquare(toMatrix([image.transform ?? IDENTITY])), null, true);
        break;
      case Kind.paintInlineImageXObjectGroup:
        for (const place of (args?.[1] as { transform?: number[] }[] | undefined) ?? []) paint(unitSquare(toMatrix([place.transform ?? IDENTITY])), null, true);
        break;
      case Kind.paintFormXObjectBegin: {
        stack.push({ ...state });
        if (Array.isArray(args?.[0]) || ArrayBuffer.isView(args?.[0])) state.ctm = multiply(toMatrix([args[0]]), state.ctm);
        const bbox = args?.[1] as ArrayLike<number> | null | undefined;
        if (bbox && bbox.length === 4) {
          const box = transformBox(state.ctm, { x0: bbox[0], y0: bbox[1], x1: bbox[2], y1: bbox[3] });
          state.clip = state.clip ? intersect(state.clip, box) : box;
        }
        break;
      }
      case Kind.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case Kind.beginGroup:
        stack.push({ ...state });
        state.groupAlpha *= state.fillAlpha;
        break;
      case Kind.endGroup:
        state = stack.pop() ?? state;
        break;
      case Kind.beginText:
        tm = IDENTITY;
        lm = IDENTITY;
        break;
      case Kind.setFont:
        state.font = String(args?.[0]);
        state.size = Number(args?.[1]) || 0;
        break;
      case Kind.setTextMatrix:
        tm = lm = toMatrix(args);
        break;
      case Kind.setLeadingMoveText:
        state.leading = -Number(args?.[1]) || 0;
        tm = lm = translate(lm, Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case Kind.moveText:
        tm = lm = translate(lm, Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case Kind.nextLine:
        tm = lm = translate(lm, 0, -state.leading);
        break;
      case Kind.setLeading:
        state.leading = Number(args?.[0]) || 0;
        break;
      case Kind.setCharSpacing:
        state.charSpacing = Number(args?.[0]) || 0;
        break;
      case Kind.setWordSpacing:
        state.wordSpacing = Number(args?.[0]) || 0;
        break;
      case Kind.setHScale:
        state.hScale = (Number(args?.[0]) || 100) / 100;
        break;
      case Kind.setTextRise:
        state.rise = Number(args?.[0]) || 0;
        break;
      case Kind.setTextRenderingMode:
        state.mode = Number(args?.[0]) || 0;
        break;
      case Kind.showText:
      case Kind.showSpacedText: {
        const glyphs = (args?.[0] as unknown[] | undefined) ?? [];
        const size = Math.abs(state.size);
        const scale = fontMatrix(state.font) * size;
        let advance = 0;
        let text = '';
        for (const glyph of glyphs) {
          if (typeof glyph === 'number') {
            advance -= (glyph * size * state.hScale) / 1000;
            continue;
          }
          const g = glyph as { width?: number; unicode?: string; isSpace?: boolean } | null;
          if (!g) continue;
          text += g.unicode ?? '';
          advance += ((Number(g.width) || 0) * scale + state.charSpacing + (g.isSpace ? state.wordSpacing : 0)) * state.hScale;
        }
        const m = multiply(tm, state.ctm);
        const box = transformBox(m, { x0: Math.min(0, advance), y0: state.rise - 0.2 * size, x1: Math.max(0, advance), y1: state.rise + 0.8 * size });
        tm = translate(tm, advance, 0);
        if (!text.trim()) break;
        const fills = state.mode === 0 || state.mode === 2 || state.mode === 4 || state.mode === 6;
        const strokes = state.mode === 1 || state.mode === 2 || state.mode === 5 || state.mode === 6;
        const colours: Run['colours'] = [];
        let unknown = false;
        const [fillAlpha, strokeAlpha] = [state.fillAlpha * state.groupAlpha, state.strokeAlpha * state.groupAlpha];
        if (fills && fillAlpha > 0.02) {
          if (state.fill) colours.push({ rgb: state.fill, alpha: fillAlpha }); else unknown = true;
        }
        if (strokes && strokeAlpha > 0.02) {
          if (state.stroke) colours.push({ rgb: state.stroke, alpha: strokeAlpha }); else unknown = true;
        }
        runs.push({ box, text, order: runs.length, colours: unknown ? [] : colours, invisible: !unknown && colours.length === 0, clip: state.clip });
        // Each run's own order is its index; shapes painted after it carry a higher order.
        break;
      }
      default:
        break;
    }
  }
  return { ...judge(runs, painted, imagesKnown), marks: marks.filter((box) => box.x1 > box.x0 && box.y1 > box.y0), rules, panels: joinPanels(panelPieces, view) };
}

function judge(runs: Run[], painted: Painted[], imagesKnown: boolean): PagePaint {
  const index = painted.length ? new Grid(painted) : null;
  // The colours shapes are painted in: text far from all of them (and from the white page) is visible
  // wherever it is, and needs no look at what lies under it.
  const shapeColours = new Map<string, Rgb>([['1,1,1', WHITE]]);
  for (const { colour } of painted) if (colour && shapeColours.size <= 64) shapeColours.set(colour.join(), colour);
  const colours = [...shapeColours.values()];
  const mayVanish = (colour: { rgb: Rgb; alpha: number }) =>
    colours.length > 64 || colour.alpha < 0.99 || colours.some((shape) => contrast(colour.rgb, shape) < MIN_CONTRAST);
  let needsImages = false;
  const texts: PaintedText[] = runs.map((run) => {
    const cx = (run.box.x0 + run.box.x1) / 2;
    const cy = run.box.y0 + (run.box.y1 - run.box.y0) * 0.4;
    let hidden: PaintedText['hidden'] = null;
    // Clipped away: none of it shows (a glyph the clip cuts in half is still read).
    if (run.clip && (run.box.x1 <= run.clip.x0 + 0.1 || run.box.x0 >= run.clip.x1 - 0.1 || run.box.y1 <= run.clip.y0 + 0.1 || run.box.y0 >= run.clip.y1 - 0.1)) hidden = 'clipped';
    else if (run.invisible) {
      if (!index?.drawnAt(cx, cy)) {
        hidden = 'invisible';
        if (!imagesKnown) needsImages = true;
      }
    } else if (run.colours.length && run.colours.every(mayVanish)) {
      const under = index ? index.topmostUnder(cx, cy, run.order) : WHITE;
      if (under && run.colours.every((colour) => contrast(over(colour, under), under) < MIN_CONTRAST)) {
        hidden = 'colour';
        if (!imagesKnown) needsImages = true;
      }
    }
    return { box: run.box, text: run.text, hidden };
  });
  return { texts, needsImages, marks: [], rules: [], panels: [] };
}

/** A colour at some opacity painted over `under`: what the eye sees. */
function over({ rgb, alpha }: { rgb: Rgb; alpha: number }, under: Rgb): Rgb {
  if (alpha >= 0.99) return rgb;
  return [0, 1, 2].map((k) => rgb[k] * alpha + under[k] * (1 - alpha)) as Rgb;
}

const CELLS = 32;
const MAX_GRID_ENTRIES = 2_000_000;

/** Painted shapes bucketed on a coarse grid over the page, in painting order. */
class Grid {
  private readonly cells = new Map<number, Painted[]>();
  /** Set when a hostile page paints more than the grid takes: then nothing is called hidden by colour. */
  private readonly full: boolean = false;
  private readonly size: number;
  private readonly x0: number;
  private readonly y0: number;
  constructor(painted: Painted[]) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const { box } of painted) {
      x0 = Math.min(x0, box.x0); y0 = Math.min(y0, box.y0); x1 = Math.max(x1, box.x1); y1 = Math.max(y1, box.y1);
    }
    this.x0 = x0;
    this.y0 = y0;
    this.size = Math.max(1, Math.max(x1 - x0, y1 - y0) / CELLS);
    let entries = 0;
    for (const item of painted) {
      const [a, b] = [this.cell(item.box.x0), this.cell(item.box.x1)];
      entries += (b - a + 1) * (this.cell(item.box.y1, true) - this.cell(item.box.y0, true) + 1);
      if (entries > MAX_GRID_ENTRIES) {
        this.full = true;
        break;
      }
      const [c, d] = [this.cell(item.box.y0, true), this.cell(item.box.y1, true)];
      for (let gx = a; gx <= b; gx++) for (let gy = c; gy <= d; gy++) {
        const key = gx * (CELLS + 1) + gy;
        const list = this.cells.get(key);
        if (list) list.push(item); else this.cells.set(key, [item]);
      }
    }
  }
  private cell(value: number, isY = false): number {
    return Math.max(0, Math.min(CELLS, Math.floor((value - (isY ? this.y0 : this.x0)) / this.size)));
  }
  private at(x: number, y: number): Painted[] {
    return this.cells.get(this.cell(x) * (CELLS + 1) + this.cell(y, true)) ?? [];
  }
  /** The colour of the topmost shape painted before `order` under the point: white (the page) when none, null when unknown. */
  topmostUnder(x: number, y: number, order: number): Rgb | null {
    if (this.full) return null;
    const list = this.at(x, y);
    let hi = list.length;
    let lo = 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid].order <= order) lo = mid + 1; else hi = mid;
    }
    for (let k = lo - 1, checked = 0; k >= 0; k--, checked++) {
      if (checked > MAX_SHAPES_CHECKED) return null;
      const { box, core, colour } = list[k];
      if (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1) {
        // Within the bounds but maybe not within the shape: what is under the text is not known.
        return x >= core.x0 && x <= core.x1 && y >= core.y0 && y <= core.y1 ? colour : null;
      }
    }
    return WHITE;
  }
  /**
   * Whether something a person sees is drawn at the point, before or after the text: an image, or a shape
   * that stands out from a white page (a scan's OCR layer lies over its image; some PDF writers draw the
   * glyphs as shapes and lay invisible text over them to be selected and searched).
   */
  drawnAt(x: number, y: number): boolean {
    if (this.full) return true;
    const list = this.at(x, y);
    for (let k = 0; k < list.length && k < MAX_SHAPES_CHECKED * 10; k++) {
      const { box, image, colour } = list[k];
      if (!(x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1)) continue;
      if (image || !colour || contrast(colour, WHITE) >= MIN_CONTRAST) return true;
    }
    return false;
  }
}

const luminances = new WeakMap<Rgb, number>();

function luminance(colour: Rgb): number {
  let value = luminances.get(colour);
  if (value === undefined) {
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    value = 0.2126 * lin(colour[0]) + 0.7152 * lin(colour[1]) + 0.0722 * lin(colour[2]);
    luminances.set(colour, value);
  }
  return value;
}

function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function hexColour(value: unknown): Rgb | null {
  if (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)) {
    return [parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255];
  }
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const [r, g, b] = Array.from(value as ArrayLike<number>).map(Number);
    if ([r, g, b].every(Number.isFinite)) return [r, g, b].map((c) => (c > 1 ? c / 255 : c)) as Rgb;
  }
  return null;
}

function toMatrix(args: unknown): Matrix {
  const list = args as ArrayLike<unknown> | null | undefined;
  const values = list && list.length === 1 ? (list[0] as ArrayLike<number>) : (list as ArrayLike<number> | null | undefined);
  if (!values || values.length < 6) return IDENTITY;
  const m: Matrix = [+values[0], +values[1], +values[2], +values[3], +values[4], +values[5]];
  return Number.isFinite(m[0] + m[1] + m[2] + m[3] + m[4] + m[5]) ? m : IDENTITY;
}

/** m1 then m2 (row-vector convention, as in PDF: [x y 1] × m1 × m2). */
function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

function translate(m: Matrix, x: number, y: number): Matrix {
  return multiply([1, 0, 0, 1, x, y], m);
}

function transformBox(m: Matrix, box: Box): Box {
  // An affine map's extremes over a box are reached at its corners: per axis, the smaller and larger term.
  const [ax0, ax1] = [box.x0 * m[0], box.x1 * m[0]];
  const [cy0, cy1] = [box.y0 * m[2], box.y1 * m[2]];
  const [bx0, bx1] = [box.x0 * m[1], box.x1 * m[1]];
  const [dy0, dy1] = [box.y0 * m[3], box.y1 * m[3]];
  return {
    x0: Math.min(ax0, ax1) + Math.min(cy0, cy1) + m[4],
    x1: Math.max(ax0, ax1) + Math.max(cy0, cy1) + m[4],
    y0: Math.min(bx0, bx1) + Math.min(dy0, dy1) + m[5],
    y1: Math.max(bx0, bx1) + Math.max(dy0, dy1) + m[5],
  };
}

function shrink(box: Box, margin: number): Box {
  const [dx, dy] = [(box.x1 - box.x0) * margin, (box.y1 - box.y0) * margin];
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
}

/** Whether pdf.js's path data (0 moveTo, 1 lineTo, 4 closePath, …) draws only the corners of its bounds. */
function isRectangle(data: unknown, minMax: ArrayLike<number>): boolean {
  const path = (Array.isArray(data) ? data[0] : data) as ArrayLike<number> | null | undefined;
  if (!path || !path.length) return false;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  for (let k = 0; k < path.length; ) {
    const op = path[k];
    if (op === 4) { k += 1; continue; }
    if (op !== 0 && op !== 1) return false;
    const [x, y] = [path[k + 1], path[k + 2]];
    if (!(near(x, minMax[0]) || near(x, minMax[2])) || !(near(y, minMax[1]) || near(y, minMax[3]))) return false;
    k += 3;
  }
  return true;
}

function intersect(a: Box, b: Box): Box {
  const box = { x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) };
  return box.x0 <= box.x1 && box.y0 <= box.y1 ? box : { x0: box.x0, y0: box.y0, x1: box.x0, y1: box.y0 };
}

/** A text item as pdf.js's text content gives it, placed on the page (top-left origin, y at the baseline). */
export interface PlacedItem {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** What of an item can be read, and what of it is hidden (empty strings when none). */
export interface ItemVerdict {
  kept: string;
  hidden: string[];
}

const squeeze = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/**
 * Matches text items to the painted text (`painted` boxes in the items' coordinates) and says what of each
 * can be seen. An item is matched to the painted pieces on its line that it overlaps; one whose text is the
 * item's decides; otherwise the hidden pieces' text is cut out of the item (pdf.js joins text painted in
 * different colours on one line into one item). An item no painted text explains is kept.
 */
export function judgeItems(items: PlacedItem[], painted: PaintedText[]): ItemVerdict[] {
  if (!painted.some((text) => text.hidden)) return items.map((item) => ({ kept: item.text, hidden: [] }));
  const BAND = 8;
  const bands = new Map<number, PaintedText[]>();
  for (const text of painted) {
    const from = Math.floor(text.box.y0 / BAND);
    const to = Math.min(from + 200, Math.floor(text.box.y1 / BAND));
    for (let band = from; band <= to; band++) {
      const list = bands.get(band);
      if (list) list.push(text); else bands.set(band, [text]);
    }
  }
  return items.map((item) => {
    const midY = item.y - item.fontSize * 0.3;
    const left = item.x;
    const right = item.x + Math.max(item.width, 0.01);
    const overlapping = (bands.get(Math.floor(midY / BAND)) ?? []).filter(
      ({ box }) => midY >= box.y0 - 1 && midY <= box.y1 + 1 && Math.min(right, box.x1) - Math.max(left, box.x0) > Math.min(0.5, (right - left) / 2),
    );
    if (!overlapping.length || overlapping.every((text) => !text.hidden)) return { kept: item.text, hidden: [] };
    if (overlapping.every((text) => text.hidden)) return { kept: '', hidden: [item.text] };
    const own = squeeze(item.text);
    const same = overlapping.filter((text) => squeeze(text.text) === own);
    if (same.length) return same.some((text) => !text.hidden) ? { kept: item.text, hidden: [] } : { kept: '', hidden: [item.text] };
    let kept = item.text;
    const hidden: string[] = [];
    for (const text of overlapping) {
      if (!text.hidden) continue;
      const at = (text.box.x0 + text.box.x1) / 2 - left;
      const cut = cutOut(kept, text.text, (right - left) > 0 ? at / (right - left) : 0.5);
      if (cut) {
        kept = cut.rest;
        hidden.push(cut.removed);
      }
    }
    if (hidden.length) return { kept: kept.replace(/\s{2,}/g, ' ').trim(), hidden };
    // Nothing to cut by text: the painted text at the item's middle decides, visible if any of it is.
    const cx = (left + right) / 2;
    const atMiddle = overlapping.filter(({ box }) => cx >= box.x0 && cx <= box.x1);
    return atMiddle.length && atMiddle.every((text) => text.hidden) ? { kept: '', hidden: [item.text] } : { kept: item.text, hidden: [] };
  });
}

/**
 * Removes `part` (compared without whitespace) from `text`, or null when it is not there; of several
 * places it could be, the one nearest `where` (0 the start of the text, 1 its end).
 */
function cutOut(text: string, part: string, where: number): { rest: string; removed: string } | null {
  const wanted = squeeze(part);
  if (!wanted) return null;
  // The squeezed text, with each of its characters' index in `text`.
  const chars: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const piece = text[i].normalize('NFKC');
    if (/\s/.test(piece)) continue;
    for (let k = 0; k < piece.length; k++) {
      chars.push(piece[k]);
      at.push(i);
    }
  }
  const squeezed = chars.join('');
  let start = -1;
  for (let found = squeezed.indexOf(wanted); found >= 0; found = squeezed.indexOf(wanted, found + 1)) {
    const middle = (at[found] + at[found + wanted.length - 1] + 1) / 2 / Math.max(1, text.length);
    const best = start < 0 ? Infinity : Math.abs((at[start] + at[start + wanted.length - 1] + 1) / 2 / Math.max(1, text.length) - where);
    if (Math.abs(middle - where) < best) start = found;
  }
  if (start < 0) return null;
  const from = at[start];
  const to = at[start + wanted.length - 1] + 1;
  return { rest: `${text.slice(0, from)} ${text.slice(to)}`, removed: text.slice(from, to) };
}
