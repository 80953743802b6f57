import { endsOnJoiningWord } from './blocks';
import { manualBulletMarker, withVisibleBullet } from './bullet-marker';
import { mergeLook, normaliseColour, paragraphStyle, parseNumbering, parseStyles, showsListMarker } from './docx-styles';
import type { ParagraphStyle, RunLook, WordNumbering, WordStyles } from './docx-styles';
import { decodeXmlEntities } from './xml-guard';
import type { BlockKind, DocumentLine, HiddenText, LineRegion } from './types';

/** Elements whose content is never visible text, or is a duplicate (mc:Fallback repeats mc:Choice). */
const SKIPPED = new Set(['mc:Fallback', 'w:delText', 'w:instrText', 'w:rPrChange', 'w:pPrChange', 'v:textpath']);

/** What the walk of one document's parts shares: its styles, its lists and the next block number. */
export interface WordContext {
  styles: WordStyles;
  numbering: WordNumbering;
  /** Block numbers are unique across the parts of one document (header, body, footer). */
  nextBlock: number;
  /** Text Word does not show (w:vanish) or sets under 2 pt: left out and counted. */
  hidden: HiddenText;
  /** The lines of an alternative-format chunk (w:altChunk, by its relationship id), read where it stands. */
  altChunk?: (id: string, region: LineRegion) => DocumentLine[];
}

export function wordContext(stylesXml: string | null = null, numberingXml: string | null = null): WordContext {
  return { styles: parseStyles(stylesXml), numbering: parseNumbering(numberingXml), nextBlock: 1, hidden: { count: 0, chars: 0, sample: '' } };
}

interface Paragraph {
  text: string;
  chars: number;
  boldChars: number;
  italicChars: number;
  /** Visible characters per colour ('' = black or automatic). */
  colourChars: Map<string, number>;
  /** The largest size any visible character is set in (points). */
  fontSize: number;
  styleId?: string;
  /** The look its style and the document's defaults give its runs, worked out at its first text. */
  look?: RunLook;
  numId?: string;
  ilvl?: number;
  /** The weight and slant of its first visible text ('b', 'i', 'bi' or ''). */
  leadLook?: string;
  /** Where the first other weight or slant begins: a word boundary's offset in `text`, or -1 inside a word. */
  leadEnd?: number;
}

interface TableState {
  rows: DocumentLine[][][];
  /** Declared cell widths (twentieths of a point) per row, to tell a sidebar cell from the main one. */
  widths: number[][];
}

const TAG = /<(\/?)([A-Za-z_][\w.-]*:?[\w.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|([^<]+)/g;

const ATTRIBUTES = new Map<string, RegExp>();

function attribute(attrs: string, name: string): string | null {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`${name}="([^"]*)"`)));
  const match = pattern.exec(attrs);
  return match ? match[1] : null;
}

/** Text set smaller than this (points) is not there for a person reading the page. */
const MIN_VISIBLE_SIZE = 2;

const isOff = (attrs: string) => /^(?:0|false|off|none)$/i.test(attribute(attrs, 'w:val') ?? 'true');

/**
 * Walks one WordprocessingML part (document, header, footer) and returns its paragraphs as lines:
 * body paragraphs, table rows (cells joined by tabs, or cell by cell when a cell holds a whole
 * column of text, as in two-column layout tables) and text boxes where they are anchored.
 * Each line carries its block: one paragraph is one block (a heading, a list item, a paragraph), a
 * table row whose cells are joined is a 'row'. The look of a line (bold, italic, size, colour) is
 * its runs' own, else their character style's, else the paragraph style's, else the document's defaults.
 */
export function walkWordXml(xml: string, region: LineRegion, context: WordContext = wordContext()): DocumentLine[] {
  const out: DocumentLine[] = [];
  const sinks: DocumentLine[][] = [out];
  const paragraphs: Paragraph[] = [];
  const tables: TableState[] = [];
  const regions: LineRegion[] = [region];
  let skipDepth = 0;
  let inRunProps = false;
  let inParaProps = false;
  let run: RunLook = {};
  let runStyle: RunLook = {};
  let runIsCounted = false;
  let isInTextElement = false;

  const current = () => paragraphs[paragraphs.length - 1];
  const append = (text: string) => {
    const p = current();
    if (!p) return;
    p.look ??= mergeLook(context.styles.defaults, paragraphStyle(context.styles, p.styleId)?.look ?? {});
    const look = mergeLook(mergeLook(p.look, runStyle), run);
    const visible = text.replace(/\s/g, '').length;
    if (look.hidden || (look.size !== undefined && look.size < MIN_VISIBLE_SIZE)) {
      // Keywords hidden from the reader for screening software to find: not part of the CV.
      if (visible) {
        if (!runIsCounted) context.hidden.count++;
        runIsCounted = true;
        context.hidden.chars += visible;
        if (context.hidden.sample.length < 80) context.hidden.sample = `${context.hidden.sample} ${text.trim()}`.trim().slice(0, 80);
      }
      return;
    }
    if (visible) {
      const key = `${look.bold ? 'b' : ''}${look.italic ? 'i' : ''}`;
      p.leadLook ??= key;
      if (p.leadEnd === undefined && key !== p.leadLook) p.leadEnd = /\s$/.test(p.text) || /^\s/.test(text) ? p.text.length : -1;
    }
    p.text += text;
    if (!visible) return;
    p.chars += visible;
    if (look.bold) p.boldChars += visible;
    if (look.italic) p.italicChars += visible;
    const colour = look.colour ?? '';
    p.colourChars.set(colour, (p.colourChars.get(colour) ?? 0) + visible);
    if ((look.size ?? 0) > p.fontSize) p.fontSize = look.size ?? 0;
  };
  const emitInto = () => sinks[sinks.length - 1];

  TAG.lastIndex = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    const [, closing, name, attrs, selfClosing, text] = match;
    if (text !== undefined) {
      if (skipDepth === 0 && current() && isInTextElement) append(decodeXmlEntities(text));
      continue;
    }
    if (!name) continue;
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth = Math.max(0, skipDepth + (closing ? -1 : 1));
      continue;
    }
    if (skipDepth > 0) continue;

    if (closing) {
      switch (name) {
        case 'w:t':
          isInTextElement = false;
          break;
        case 'w:rPr':
          inRunProps = false;
          break;
        case 'w:pPr':
          inParaProps = false;
          break;
        case 'w:p': {
          const p = paragraphs.pop();
          if (p) emitParagraph(p, emitInto(), regions[regions.length - 1], context);
          break;
        }
        case 'w:tc': {
          // A stray closing tag never pops the part's own list of lines.
          if (sinks.length < 2) break;
          const cell = sinks.pop()!;
          const table = tables[tables.length - 1];
          table?.rows[table.rows.length - 1]?.push(cell);
          break;
        }
        case 'w:tbl': {
          const table = tables.pop();
          if (table) emitTable(table, emitInto(), context);
          if (regions.length > 1) regions.pop();
          break;
        }
        case 'w:txbxContent':
          if (regions.length > 1) regions.pop();
          break;
      }
      continue;
    }

    switch (name) {
      case 'w:p':
        if (!selfClosing) {
          paragraphs.push({ text: '', chars: 0, boldChars: 0, italicChars: 0, colourChars: new Map(), fontSize: 0 });
        }
        break;
      case 'w:pPr':
        if (!selfClosing) inParaProps = true;
        break;
      case 'w:pStyle':
        if (inParaProps && current()) current().styleId = attribute(attrs, 'w:val') ?? undefined;
        break;
      case 'w:numId':
      case 'w:ilfo': // Word 2003 XML's w:listPr names its list so
        if (inParaProps && current()) current().numId = attribute(attrs, 'w:val') ?? '';
        break;
      case 'w:ilvl':
        if (inParaProps && current()) current().ilvl = Number(attribute(attrs, 'w:val')) || 0;
        break;
      case 'w:r':
        run = {};
        runStyle = {};
        runIsCounted = false;
        break;
      case 'w:vanish':
        if (inRunProps) run.hidden = !isOff(attrs);
        break;
      case 'w:rPr':
        // The paragraph mark's properties (w:pPr/w:rPr) describe no text.
        if (!selfClosing && !inParaProps) inRunProps = true;
        break;
      case 'w:rStyle':
        if (inRunProps) runStyle = context.styles.character.get(attribute(attrs, 'w:val') ?? '') ?? {};
        break;
      case 'w:b':
        if (inRunProps) run.bold = !isOff(attrs);
        break;
      case 'w:i':
        if (inRunProps) run.italic = !isOff(attrs);
        break;
      case 'w:sz':
        if (inRunProps) {
          const size = Number(attribute(attrs, 'w:val') ?? NaN) / 2;
          if (Number.isFinite(size)) run.size = size;
        }
        break;
      case 'w:color':
        if (inRunProps) run.colour = normaliseColour(attribute(attrs, 'w:val') ?? '');
        break;
      case 'w:t':
        if (!selfClosing) isInTextElement = true;
        break;
      case 'w:tab':
        // A w:tab inside w:tabs (paragraph properties) is a tab stop definition, not a character.
        if (!inParaProps) append('\t');
        break;
      case 'w:br':
      case 'w:cr':
        if (attribute(attrs, 'w:type') !== 'page') append('\n');
        break;
      case 'w:sym': {
        // A symbol-font character (Symbol's bullet U+F0B7, a Wingdings phone): a hand-made bullet or an icon.
        const code = parseInt(attribute(attrs, 'w:char') ?? '', 16);
        if (Number.isInteger(code) && code > 0 && code <= 0xffff) append(String.fromCharCode(code < 0x100 ? 0xf000 + code : code));
        break;
      }
      case 'w:noBreakHyphen':
        append('-');
        break;
      case 'w:tbl':
        if (selfClosing) break;
        tables.push({ rows: [], widths: [] });
        regions.push('table');
        break;
      case 'w:tr':
        tables[tables.length - 1]?.rows.push([]);
        tables[tables.length - 1]?.widths.push([]);
        break;
      case 'w:tc':
        if (!selfClosing) sinks.push([]);
        break;
      case 'w:tcW': {
        const table = tables[tables.length - 1];
        if (table && !inParaProps) table.widths[table.widths.length - 1]?.push(Number(attribute(attrs, 'w:w') ?? 0));
        break;
      }
      case 'w:txbxContent':
        // Text boxes sit outside the main flow: in CVs they are nearly always a sidebar.
        if (!selfClosing) regions.push(region === 'body' ? 'sidebar' : region);
        break;
      case 'w:altChunk': {
        // Another format's content Word renders here (HTML converters put a whole CV in one).
        const id = attribute(attrs, 'r:id');
        if (id && context.altChunk) emitInto().push(...context.altChunk(id, regions[regions.length - 1]));
        break;
      }
    }
  }
  return out;
}

/** The paragraph's list level when it shows a list marker (its own w:numPr, or its style's). */
function listLevel(p: Paragraph, style: ParagraphStyle | undefined, numbering: WordNumbering): number | undefined {
  const numId = p.numId ?? style?.numId;
  if (numId === undefined) return undefined;
  const ilvl = Math.max(0, Math.min(p.ilvl ?? style?.ilvl ?? 0, 99));
  if (numId !== 'style' && !showsListMarker(numbering, numId, ilvl)) return undefined;
  return ilvl;
}

/**
 * Whether the text after a soft line break (w:br) goes on with the sentence before it, so that both
 * are one block: the break was put there to wrap a line by hand ("…to cut, shape," / "and sand wood").
 * Word wraps lines itself, so most breaks in a paragraph separate lines that are read on their own: a
 * job title from its dates, an address from a phone number, one hand-made bullet from the next. Only
 * text that cannot start a line of its own (lower case after a line that ends no sentence) or a line
 * left open (a comma, a hyphen, an ampersand at its end) joins the line before.
 */
export function continuesLine(before: string, after: string): boolean {
  const a = before.trimEnd();
  const b = after.trimStart();
  if (!a || !b || manualBulletMarker(b)) return false;
  if (/[,&+\-\u00ad(]$/.test(a)) return true;
  // A word in lower case, not a web or mail address ("http://…", "jane@…", "linkedin.com/…").
  return /^\p{Ll}[\p{L}'’-]*(?=[\s,;]|:(?!\/)|\.(?:\s|$)|$)/u.test(b) && !/[.!?:;]$/.test(a);
}

/**
 * Whether a paragraph goes on with the sentence of the paragraph before it, as when a line was ended by hand where
 * it wrapped ("Built the weekly reporting pack for the sales directors of three" / "regions and cut…"): the text
 * before reads as a sentence (five words or more, or a line left open on a comma or a joining word) and the text
 * after cannot open one (lower case), or the text before was cut on a comma, a hyphen or a joining word. A list item
 * after a list item goes on only from a cut (lower-case items are a list of their own), at the same level, and from a
 * joining word only in lower case.
 */
function paragraphRunsOn(previous: DocumentLine, first: string, level: number | undefined): boolean {
  if (previous.kind === 'heading' || previous.kind === 'row' || previous.text.includes('\t')) return false;
  const before = previous.text.replace(/^\s*(?:[•▪◦●‣∙·*-]|\p{Co})\s+/u, '').trim();
  const words = before.split(/\s+/).length;
  const isCut = words >= 3 && (endsOnJoiningWord(before) || /[,\-&]$/.test(before));
  // (A list item cut on a joining word goes on only in lower case: "…backups and" / "Etc." are two items as written.)
  const opensLower = /^\s*\p{Ll}/u.test(first);
  if (level !== undefined || manualBulletMarker(first)) return previous.kind === 'bullet' && previous.level === level && !manualBulletMarker(first) && words >= 3 && (/[,\-&]$/.test(before) || (endsOnJoiningWord(before) && opensLower));
  return isCut || (words >= 5 && continuesLine(before, first));
}

function emitParagraph(p: Paragraph, sink: DocumentLine[], region: LineRegion, context: WordContext): void {
  const style = paragraphStyle(context.styles, p.styleId);
  const parts = p.text.split('\n').filter((part) => part.trim());
  if (!parts.length) return;
  const isHeading = !!style?.isHeading;
  const level = isHeading ? undefined : listLevel(p, style, context.numbering);
  const look: Partial<DocumentLine> = {
    bold: p.chars > 0 && (p.boldChars >= p.chars * 0.6 || isHeading),
  };
  if (p.chars > 0 && p.italicChars >= p.chars * 0.6) look.italic = true;
  if (p.fontSize) look.fontSize = p.fontSize;
  const colour = [...p.colourChars].find(([, chars]) => chars >= p.chars * 0.6)?.[0];
  if (colour) look.colour = colour;
  if (style && style.id !== context.styles.defaultParagraph?.id) look.style = style.name;

  let kind: BlockKind | undefined = isHeading ? 'heading' : level !== undefined ? 'bullet' : manualBulletMarker(parts[0]) ? 'bullet' : undefined;
  // A sentence that runs on into the next paragraph (Enter pressed where the line wrapped): one block.
  const previous = sink[sink.length - 1];
  const runsOn = !isHeading && previous !== undefined && previous.region === region && previous.style === look.style && paragraphRunsOn(previous, parts[0], level);
  let block = runsOn ? previous.block! : context.nextBlock++;
  if (runsOn) kind = previous.kind;
  const lead = !runsOn && p.leadEnd !== undefined && p.leadEnd > 0 ? p.text.slice(0, p.leadEnd).trim() : '';
  parts.forEach((part, index) => {
    let text = withVisibleBullet(part);
    let lineKind = kind;
    let lineLevel = index === 0 ? level : undefined;
    if (index > 0 && !continuesLine(parts[index - 1], part)) {
      // A line of its own inside the paragraph: a hand-made bullet, or a line under the paragraph's first.
      block = context.nextBlock++;
      lineKind = manualBulletMarker(part) ? 'bullet' : isHeading ? 'heading' : undefined;
      kind = lineKind;
      lineLevel = undefined;
    } else if (index > 0) {
      lineLevel = level;
    }
    // A list item's marker lives in the numbering, not the text: put it back for the lines' readers.
    // (Not where the text types its own marker, nor on a paragraph that goes on with the one before.)
    if (index === 0 && level !== undefined && !runsOn && !manualBulletMarker(part)) text = `• ${text}`;
    if (index === 0 && runsOn) text = text.replace(/^\s*(?:[•▪◦●‣∙·*-]|\p{Co})\s+/u, '');
    const opensWithLead = index === 0 && lead !== '' && !lead.includes('\n') && text.trim().length > lead.length && text.trim().startsWith(lead);
    sink.push({
      text,
      page: 1,
      region,
      ...look,
      block,
      ...(lineKind ? { kind: lineKind } : {}),
      ...(lineKind === 'bullet' && lineLevel !== undefined ? { level: lineLevel } : {}),
      ...(opensWithLead ? { lead } : {}),
    });
  });
}

/** "Jan 2020 - present", "2016 – / 2019": a cell of one or two short lines that are dates and nothing more. */
function isDateCell(cell: DocumentLine[]): boolean {
  if (cell.length === 0 || cell.length > 2) return false;
  const text = cell.map((line) => line.text.trim()).join(' ');
  return text.length <= 40 && /\b(?:19|20)\d{2}\b/.test(text) && (text.match(/\p{L}+/gu) ?? []).length <= 4;
}

/** "Sprachkenntnisse", "Hobbys": a cell of one short line of words, no dates and no sentence, that labels the cell beside it. */
function isLabelCell(cell: DocumentLine[]): boolean {
  if (cell.length !== 1) return false;
  const text = cell[0].text.trim();
  return text.length <= 40 && text.split(/\s+/).length <= 4 && !/\d|[.!?]$/.test(text);
}

function emitTable(table: TableState, sink: DocumentLine[], context: WordContext): void {
  table.rows.forEach((row, rowIndex) => {
    const cells = row.map((cell) => cell.filter((line) => line.text.trim()));
    const widths = table.widths[rowIndex] ?? [];
    // A layout table holds whole columns of text in a cell: read it cell by cell, or its lines interleave.
    const isLayoutRow = cells.some((cell) => cell.length > 2);
    if (isLayoutRow) {
      // In a two-cell layout row the clearly narrower cell is a sidebar.
      const narrowest = cells.length === 2 && widths.length === 2 && Math.min(...widths) < Math.max(...widths) * 0.7 ? widths.indexOf(Math.min(...widths)) : -1;
      // A narrow cell that holds only the dates of the entry beside it is the row's date margin, not a
      // sidebar: the dates go with the entry's first line, as a date column's cell does in a PDF.
      const main = cells[1 - narrowest];
      if (narrowest === 0 && main?.length && isDateCell(cells[0])) {
        const dates = cells[0].map((line) => line.text.trim()).join(' ');
        sink.push({ ...main[0], text: `${dates}\t${main[0].text.trim()}` }, ...main.slice(1));
        return;
      }
      // A narrow cell of one short label ("Sprachkenntnisse" beside the languages, one a line) heads the cell beside it, as a
      // form's label does: it is read first, with the cell's lines under it, not as a sidebar read after the page.
      if (narrowest === 0 && main?.length && isLabelCell(cells[0])) {
        sink.push({ ...cells[0][0], region: 'body' }, ...main.map((line) => (line.region === 'table' ? { ...line, region: 'body' as const } : line)));
        return;
      }
      cells.forEach((cell, cellIndex) => {
        const region: LineRegion = cellIndex === narrowest ? 'sidebar' : 'body';
        sink.push(...cell.map((line) => (line.region === 'table' ? { ...line, region } : line)));
      });
      return;
    }
    const height = Math.max(0, ...cells.map((cell) => cell.length));
    for (let i = 0; i < height; i++) {
      const own = cells.map((cell) => cell[i]).filter((line): line is DocumentLine => !!line && !!line.text.trim());
      if (own.length === 0) continue;
      const bold = own.every((line) => line.bold);
      // An icon's cell (a phone glyph beside the number) is no cell of a row of values.
      const worded = own.filter((line) => /[\p{L}\p{N}]/u.test(line.text));
      if (worded.length < 2) {
        // One cell with words on this line: that cell's paragraph, as it was, in the table.
        sink.push({ ...(worded[0] ?? own[0]), text: own.map((cellLine) => cellLine.text.trim()).join('\t'), region: 'table', bold });
        continue;
      }
      const line: DocumentLine = { text: own.map((cellLine) => cellLine.text.trim()).join('\t'), page: 1, region: 'table', bold, block: context.nextBlock++, kind: 'row' };
      const size = Math.max(0, ...own.map((cellLine) => cellLine.fontSize ?? 0));
      if (size) line.fontSize = size;
      if (own.every((cellLine) => cellLine.italic)) line.italic = true;
      sink.push(line);
    }
  });
}
