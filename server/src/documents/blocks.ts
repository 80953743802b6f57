import type { BlockKind, BlockTypography, DocumentBlock, DocumentLine } from './types';

/**
 * Groups a document's lines into blocks: consecutive lines that carry the same `block` number are one
 * block (a paragraph or bullet item wrapped over several lines); a line without one is a block of its
 * own. The block's text joins its lines with a space, and a word hyphenated at a line's end is put back
 * together. Typography is measured against the document's body text: the font size most of its
 * characters are set in.
 */
/** How much larger than the body text a heading is set, at the least, to stand apart by its size alone. */
export const LARGER_THAN_BODY = 1.15;

export function buildBlocks(lines: DocumentLine[]): DocumentBlock[] {
  const bodySize = bodyFontSize(lines);
  const leading = bodyLeading(lines);
  const blocks: DocumentBlock[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start + 1;
    const id = lines[start].block;
    if (id !== undefined) while (end < lines.length && lines[end].block === id) end++;
    blocks.push(makeBlock(lines, start, end, bodySize, leading));
    start = end;
  }
  return blocks;
}

function makeBlock(lines: DocumentLine[], start: number, end: number, bodySize: number | undefined, leading: number | undefined): DocumentBlock {
  const own = lines.slice(start, end);
  const first = own[0];
  const text = joinWrappedLines(own.map((line) => line.text));
  const kind: BlockKind = isRuleText(text) ? 'rule' : first.kind ?? (own.length === 1 && first.text.includes('\t') ? 'row' : 'paragraph');
  const block: DocumentBlock = {
    kind,
    text,
    page: first.page,
    column: first.column ?? 0,
    region: first.region,
    firstLine: start,
    lineCount: own.length,
    typography: typography(own, text, bodySize),
  };
  if (first.level !== undefined) block.level = first.level;
  if (first.style) block.style = first.style;
  const box = boxOf(own);
  if (box) block.box = box;
  const previous = lines[start - 1];
  if (leading && previous && previous.page === first.page && (previous.column ?? 0) === (first.column ?? 0) && previous.y !== undefined && first.y !== undefined) {
    block.spaceAbove = Math.max(0, Math.round(((first.y - previous.y) / leading - 1) * 10) / 10);
  }
  return block;
}

/**
 * A line drawn with characters: one mark repeated ('-----', '═════', '_ _ _ _', '* * *'), nothing
 * else. Text editors and plain-text exports draw dividers this way; they separate, they say nothing.
 */
export function isRuleText(text: string): boolean {
  // A letter or a figure anywhere is no rule: most text says so at its first character.
  if (/[\p{L}\p{N}]/u.test(text)) return false;
  const marks = text.replace(/\s+/g, '');
  // One mark drawn across the line; a full stop may close it ("……………….", a leader ending on its sentence's
  // stop). A different mark anywhere else is a rating ("●●●●○"), not a rule.
  const drawn = marks.length > 3 && marks.endsWith('.') ? marks.slice(0, -1) : marks;
  return drawn.length >= 3 && /^([^\p{L}\p{N}])\1+$/u.test(drawn);
}

/**
 * Words that open hyphenated compounds ("self-motivated", "cross-functional", "post-mortem") and words
 * that close them ("results-driven", "client-facing"): a hyphen at a line's end between such a word and
 * the next line is the compound's own hyphen. Any other hyphen at a line's end split one word there
 * ("imag-" + "ination"), as justified text does, and goes.
 */
const COMPOUND_OPENERS = new Set('self well full part cross multi post pre non co re high low long short end real front back data team client customer cost user detail result results fast hands problem decision top world first second third year day in on off out up down over under mid semi sub inter anti e x one two three four five six web cloud open time face state best hard soft full-time part-time life record award cutting'.split(' '));
const COMPOUND_CLOSERS = /^(?:driven|based|oriented|orientated|focused|focussed|minded|motivated|starter|starters|functional|level|time|term|scale|stack|end|house|site|facing|related|known|solving|making|taking|building|centric|friendly|free|ready|aware|sensitive|critical|specific|wide|run|hand|on|off|up|going|owned|led|managed|certified|winning|class|quality|edge|depth|date|person|service)\b/;

/** A conjunction after a hyphen at a line's end: the hyphen is a suspended compound's, and stays with its space. */
const SUSPENDED = /^(?:und|oder|bzw\.?|sowie|and|or|et|ou|y|o|e|en|of)\s/i;

/** The last word of a text: what follows its last space, tab or line break (found without a pattern). */
export function lastToken(text: string): string {
  // (An address is never this long: looking no further back keeps a block of one endless word linear.)
  const tail = text.length > 200 ? text.slice(-200) : text;
  return tail.slice(Math.max(tail.lastIndexOf(' '), tail.lastIndexOf('\t'), tail.lastIndexOf('\n')) + 1);
}

/** A word that is an address: an e-mail, a URL or a profile's path ("linkedin.com/in/jane-doe"). */
export function isAddressToken(token: string): boolean {
  return token.includes('@') || token.includes('/') || /^www\./i.test(token);
}

/** Joins the lines of one block, putting back words split by a hyphen at a line's end. */
export function joinWrappedLines(texts: string[]): string {
  let out = '';
  for (const raw of texts) {
    const text = raw.trim();
    if (!text) continue;
    if (!out) {
      out = text;
      continue;
    }
    const hyphenated = /(\p{L}+)[-\u00ad]$/u.exec(out);
    // An abbreviation in capitals before the hyphen ("SQL-" + "databases", "API-" + "driven") opens a compound:
    // no word is split between capitals and what follows in lower case.
    const isAcronym = hyphenated !== null && /^\p{Lu}{2,}$/u.test(hyphenated[1]);
    if (hyphenated && SUSPENDED.test(text)) {
      // "Puffer- und Persistenzsystem", "pre- and post-sales": the hyphen stands for a word's second half.
      out += ` ${text}`;
      continue;
    }
    if (hyphenated) {
      const prefix = hyphenated[1].toLowerCase();
      // "linkedin.com/in/katharina-" + "vogel-hh": an address breaks after its own hyphens; no word was split there.
      // "jean-" + "pierre.roux@mail.fr": the line goes on with an address, which a line breaks at its own hyphens only.
      const isAddress = isAddressToken(lastToken(out)) || /^[^\s@]+@[^\s@]+\.\p{L}{2,}|^[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}\//u.test(text);
      const isCompound = !/^\p{Ll}/u.test(text) || isAcronym || isAddress || COMPOUND_OPENERS.has(prefix) || COMPOUND_CLOSERS.test(text.toLowerCase());
      out = isCompound ? out + text : out.slice(0, -1) + text;
      continue;
    }
    // "linkedin.com/in/luciaromerosan" + "chez", "jane.doe@mail.exampl" + "e": an address too long for its column
    // breaks anywhere; a line that ends on an address, then a piece of one word in lower case, is one address.
    // (A piece with a dot of its own is an address of its own: "hello@site.com" over "site.com".)
    if (isAddressToken(lastToken(out)) && /^[\p{Ll}\d][\p{Ll}\d_-]{0,39}$/u.test(text)) {
      out += text;
      continue;
    }
    // "Internet Business/" + "E-Commerce", "and/" + "or": a slash at a line's end joins two words without a space.
    out += out.endsWith('\t') || /\p{L}\/$/u.test(out) ? text : ` ${text}`;
  }
  return out;
}

function typography(lines: DocumentLine[], text: string, bodySize: number | undefined): BlockTypography {
  // A lower-case a–z settles that the block is not in capitals before its letters are gathered (most blocks have one).
  const letters = /[a-z]/.test(text) ? '' : text.replace(/[^\p{L}]/gu, '');
  const sizes = lines.map((line) => line.fontSize).filter((size): size is number => !!size);
  const result: BlockTypography = {
    bold: lines.every((line) => line.bold),
    italic: lines.every((line) => line.italic),
    caps: letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase(),
    letterSpaced: lines.some((line) => line.letterSpaced) || /^(?:\p{L}[ \u00a0]){3,}\p{L}/u.test(text.trim()),
  };
  if (bodySize && sizes.length) result.sizeRatio = Math.round((Math.max(...sizes) / bodySize) * 100) / 100;
  const colour = lines[0].colour;
  if (colour && lines.every((line) => line.colour === colour)) result.colour = colour;
  return result;
}

function boxOf(lines: DocumentLine[]): DocumentBlock['box'] {
  if (!lines.every((line) => line.x !== undefined && line.y !== undefined)) return undefined;
  const left = Math.min(...lines.map((line) => line.x!));
  const right = Math.max(...lines.map((line) => line.x! + (line.width ?? 0)));
  const tops = lines.map((line) => line.y! - (line.fontSize ?? 10));
  const top = Math.min(...tops);
  const bottom = Math.max(...lines.map((line) => line.y!));
  return { x: Math.round(left), y: Math.round(top), width: Math.round(right - left), height: Math.round(bottom - top) };
}

/** The font size most of the document's characters are set in (its body text), when the format says. */
function bodyFontSize(lines: DocumentLine[]): number | undefined {
  const weight = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best: number | undefined;
  let bestWeight = 0;
  for (const [size, chars] of weight) {
    if (chars > bestWeight) {
      best = size;
      bestWeight = chars;
    }
  }
  return best;
}

/** The usual distance between the baselines of consecutive body lines (PDF), when there are enough. */
function bodyLeading(lines: DocumentLine[]): number | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a.y === undefined || b.y === undefined || a.page !== b.page || (a.column ?? 0) !== (b.column ?? 0)) continue;
    const gap = b.y - a.y;
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length < 3) return undefined;
  gaps.sort((x, y) => x - y);
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * The document as one line per block, in reading order: a block's wrapped lines become one line (its
 * first line's position and look, the block's joined text). What the extractor reads.
 */
export function blockLines(lines: DocumentLine[], blocks: DocumentBlock[]): DocumentLine[] {
  return blocks.map((block) => ({ ...lines[block.firstLine], text: block.text, kind: block.kind }));
}

/**
 * Articles, possessive and demonstrative determiners, prepositions and conjunctions (English, German, French, Spanish,
 * Italian, Portuguese, Dutch), in lower case: a line that ends on one stopped in the middle of its sentence ("…
 * documented requirements for their" / "ERP migrations.").
 */
const JOINING_END =
  /\s(?:a|an|the|and|or|of|in|on|at|to|for|with|by|from|into|via|than|their|its|our|my|your|whose|und|oder|der|die|das|des|dem|den|von|mit|für|zu|im|bei|auf|ein|eine|einen|einem|einer|eines|ihre|ihren|ihrem|ihrer|seine|seinen|seinem|seiner|unsere|unseren|et|ou|de|du|la|le|les|à|au|aux|en|pour|avec|par|sur|un|une|leur|leurs|ses|son|sa|ces|cette|notre|nos|votre|vos|y|o|del|el|los|las|con|por|para|una|unos|unas|su|sus|nuestro|nuestra|nuestros|nuestras|e|di|della|dei|delle|il|per|uno|suo|sua|suoi|sue|nostro|nostra|do|da|dos|das|em|um|uma|seu|seus|suas|nosso|nossa|van|het|een|voor|op|hun|onze)$/u;

export function endsOnJoiningWord(text: string): boolean {
  return JOINING_END.test(text);
}
