/**
 * What a Word document's styles and list definitions say about its paragraphs (word/styles.xml,
 * word/numbering.xml): which paragraph styles are headings, which make list items, and the look
 * (bold, italic, size, colour) a run inherits from its character style, its paragraph style and the
 * document's defaults. Styles inherit through w:basedOn chains; a chain is followed at most
 * MAX_CHAIN steps and never round a loop, whatever the file says.
 */

/** Run properties as stated; absent when the style or run does not say. */
export interface RunLook {
  bold?: boolean;
  italic?: boolean;
  /** Points. */
  size?: number;
  /** 6 lower-case hex digits; '' when the colour is stated as automatic or black (it overrides an inherited colour). */
  colour?: string;
  /** w:vanish: text Word does not show. */
  hidden?: boolean;
}

export interface ParagraphStyle {
  id: string;
  /** The name Word shows ("Heading 1", "List Bullet"), from w:name; the id when there is none. */
  name: string;
  isHeading: boolean;
  /** The list the style puts its paragraphs in (w:numPr in the style or a style it is based on); '0' means none. */
  numId?: string;
  ilvl?: number;
  look: RunLook;
}

export interface WordStyles {
  paragraph: Map<string, ParagraphStyle>;
  character: Map<string, RunLook>;
  /** The style of paragraphs that name none (w:default="1", usually "Normal"). */
  defaultParagraph?: ParagraphStyle;
  /** w:docDefaults, with Word's own defaults (10 pt) where the document says nothing. */
  defaults: RunLook;
}

/** A list level's marker: its format (bullet, decimal, none…) and text ("•", "%1."). */
interface ListLevel {
  format: string;
  text: string;
}

export interface WordNumbering {
  /** numId → abstract list → level → marker. */
  levels(numId: string, ilvl: number): ListLevel | undefined;
}

const MAX_CHAIN = 16;

/**
 * Built-in heading styles keep their English name in styles.xml whatever the language of Word
 * ("heading 1"), but documents without styles.xml, or made by other tools, only carry the style id,
 * which Word localises and strips of non-ASCII letters: Überschrift1 → "berschrift1", Título1 → "Ttulo1".
 */
const HEADING_NAME = /^(?:heading|title|berschrift|überschrift|titre|ttulo|título|titulo|titolo|kop|rubrik|otsikko|nadpis|nagwek|nagłówek|заголовок)\s*\d?$/i;

const LIST_NAME = /^list\s*(?:bullet|number)\s*\d?$/i;

const ATTRIBUTES = new Map<string, RegExp>();

function attribute(attrs: string, name: string): string | null {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) ATTRIBUTES.set(name, (pattern = new RegExp(`\\b${name}="([^"]*)"`)));
  const match = pattern.exec(attrs);
  return match ? match[1] : null;
}

/** An on/off property (w:b, w:i, w:vanish): present means on unless its value says off. */
const TOGGLES = new Map<string, RegExp>();

function toggle(xml: string, tag: string): boolean | undefined {
  if (!xml.includes(`<${tag}`)) return undefined;
  let pattern = TOGGLES.get(tag);
  if (!pattern) TOGGLES.set(tag, (pattern = new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`)));
  const match = pattern.exec(xml);
  if (!match) return undefined;
  return !/^(?:0|false|off|none)$/i.test(attribute(match[1], 'w:val') ?? 'true');
}

/** The run properties stated in one w:rPr's inner XML. */
export function readRunLook(rPr: string): RunLook {
  const look: RunLook = {};
  const bold = toggle(rPr, 'w:b');
  if (bold !== undefined) look.bold = bold;
  const italic = toggle(rPr, 'w:i');
  if (italic !== undefined) look.italic = italic;
  const hidden = toggle(rPr, 'w:vanish');
  if (hidden !== undefined) look.hidden = hidden;
  const size = /<w:sz\s[^>]*w:val="(\d+(?:\.\d+)?)"/.exec(rPr);
  if (size) look.size = Number(size[1]) / 2;
  const colour = /<w:color\s[^>]*w:val="([^"]*)"/.exec(rPr);
  if (colour) look.colour = normaliseColour(colour[1]);
  return look;
}

/** "1F4E79" → "1f4e79"; automatic and black → '' (no colour). */
export function normaliseColour(value: string): string {
  const hex = value.toLowerCase();
  return /^[0-9a-f]{6}$/.test(hex) && hex !== '000000' ? hex : '';
}

/** `over` wins where it states a property. */
export function mergeLook(base: RunLook, over: RunLook): RunLook {
  const out: RunLook = { ...base };
  for (const key of Object.keys(over) as (keyof RunLook)[]) {
    if (over[key] !== undefined) (out as Record<string, unknown>)[key] = over[key];
  }
  return out;
}

interface RawStyle {
  type: string;
  id: string;
  name: string;
  basedOn?: string;
  isDefault: boolean;
  outlineLevel?: number;
  numId?: string;
  ilvl?: number;
  look: RunLook;
}

/**
 * The elements named `tag` in `xml`, each as its attributes and its inner XML (up to its closing tag,
 * or up to the next element of the same name when it is never closed). One pass with indexOf: no
 * pattern that could scan the rest of the file again for every element of a hostile part.
 */
export function* elements(xml: string, tag: string): Generator<{ attrs: string; inner: string }> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  /** The next `<tag` at or after `from` that is this element, not one whose name only starts the same. */
  const findOpen = (from: number): number => {
    let at = xml.indexOf(open, from);
    while (at >= 0 && !/[\s/>]/.test(xml.charAt(at + open.length))) at = xml.indexOf(open, at + open.length);
    return at;
  };
  // The next closing tag after a position, found once and reused: the whole walk stays linear.
  let nextClose = -2;
  let at = findOpen(0);
  while (at >= 0) {
    const next = findOpen(at + open.length);
    const headEnd = xml.indexOf('>', at);
    if (headEnd < 0) return;
    const selfClosing = xml.charAt(headEnd - 1) === '/';
    const attrs = xml.slice(at + open.length, selfClosing ? headEnd - 1 : headEnd);
    let inner = '';
    if (!selfClosing) {
      if (nextClose !== -1 && nextClose < headEnd) nextClose = xml.indexOf(close, headEnd);
      let stop = nextClose < 0 ? xml.length : nextClose;
      if (next >= 0 && next < stop) stop = next;
      inner = xml.slice(headEnd + 1, Math.max(headEnd + 1, stop));
    }
    yield { attrs, inner };
    at = next;
  }
}

/** The inner XML of the first `tag` element in `xml`, or ''. */
function firstInner(xml: string, tag: string): string {
  for (const element of elements(xml, tag)) return element.inner;
  return '';
}

function readRawStyles(xml: string): RawStyle[] {
  const styles: RawStyle[] = [];
  for (const { attrs, inner: body } of elements(xml, 'w:style')) {
    const id = attribute(attrs, 'w:styleId');
    if (!id) continue;
    const pPr = firstInner(body, 'w:pPr');
    const pPrEnd = body.indexOf('</w:pPr>');
    const rPr = firstInner(pPrEnd >= 0 ? body.slice(pPrEnd) : body, 'w:rPr');
    const outline = /<w:outlineLvl\s[^>]*w:val="(\d+)"/.exec(pPr);
    const numId = /<w:(?:numId|ilfo)\s[^>]*w:val="([^"]*)"/.exec(pPr);
    const ilvl = /<w:ilvl\s[^>]*w:val="(\d+)"/.exec(pPr);
    styles.push({
      type: attribute(attrs, 'w:type') ?? 'paragraph',
      id,
      name: /<w:name\s[^>]*w:val="([^"]*)"/.exec(body)?.[1] ?? id,
      basedOn: /<w:basedOn\s[^>]*w:val="([^"]*)"/.exec(body)?.[1],
      isDefault: /^(?:1|true|on)$/i.test(attribute(attrs, 'w:default') ?? ''),
      ...(outline ? { outlineLevel: Number(outline[1]) } : {}),
      ...(numId ? { numId: numId[1] } : {}),
      ...(ilvl ? { ilvl: Number(ilvl[1]) } : {}),
      look: readRunLook(rPr),
    });
  }
  return styles;
}

/** "heading 1" → "Heading 1": built-in names are stored in lower case and shown capitalised. */
function displayName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The styles of a document; `xml` null (no styles part) gives Word's defaults only. */
export function parseStyles(xml: string | null): WordStyles {
  const raw = xml ? readRawStyles(xml) : [];
  const byId = new Map<string, RawStyle>();
  for (const style of raw) if (!byId.has(`${style.type}:${style.id}`)) byId.set(`${style.type}:${style.id}`, style);

  /** The style and those it is based on, nearest first, without loops. */
  const chain = (type: string, id: string): RawStyle[] => {
    const out: RawStyle[] = [];
    const seen = new Set<string>();
    let next: string | undefined = id;
    while (next !== undefined && !seen.has(next) && out.length < MAX_CHAIN) {
      seen.add(next);
      const style = byId.get(`${type}:${next}`);
      if (!style) break;
      out.push(style);
      next = style.basedOn;
    }
    return out;
  };

  const paragraph = new Map<string, ParagraphStyle>();
  const character = new Map<string, RunLook>();
  for (const style of raw) {
    const links = chain(style.type, style.id);
    const look = links.reduceRight((acc, link) => mergeLook(acc, link.look), {} as RunLook);
    if (style.type === 'character') {
      character.set(style.id, look);
      continue;
    }
    if (style.type !== 'paragraph') continue;
    const withList = links.find((link) => link.numId !== undefined);
    const withLevel = links.find((link) => link.ilvl !== undefined);
    const isHeading = links.some((link) => HEADING_NAME.test(link.name) || (link.outlineLevel !== undefined && link.outlineLevel < 9));
    let numId = withList?.numId;
    // A "List Bullet" style whose list definition was lost still shows as a list in every other tool.
    if (numId === undefined && links.some((link) => LIST_NAME.test(link.name))) numId = 'style';
    paragraph.set(style.id, {
      id: style.id,
      name: displayName(style.name),
      isHeading,
      ...(numId !== undefined ? { numId } : {}),
      ...(withLevel?.ilvl !== undefined ? { ilvl: withLevel.ilvl } : {}),
      look,
    });
  }

  const defaultsXml = xml ? firstInner(xml, 'w:rPrDefault') : '';
  const defaults = mergeLook({ size: 10 }, readRunLook(defaultsXml));
  // LibreOffice's .docx marks no default: Word then takes the style named Normal.
  const defaultStyle =
    raw.find((style) => style.type === 'paragraph' && style.isDefault) ?? raw.find((style) => style.type === 'paragraph' && /^normal$/i.test(style.name));
  return { paragraph, character, defaults, ...(defaultStyle ? { defaultParagraph: paragraph.get(defaultStyle.id) } : {}) };
}

/** The style a paragraph names: from styles.xml, or, when it is not there, what its id says. */
export function paragraphStyle(styles: WordStyles, id: string | undefined): ParagraphStyle | undefined {
  if (id === undefined) return styles.defaultParagraph;
  const known = styles.paragraph.get(id);
  if (known) return known;
  return { id, name: id, isHeading: HEADING_NAME.test(id), ...(LIST_NAME.test(id) ? { numId: 'style' } : {}), look: {} };
}

/** The list definitions of a document; `xml` null gives none (every list is then taken as shown). */
export function parseNumbering(xml: string | null): WordNumbering {
  const abstracts = new Map<string, Map<number, ListLevel>>();
  const nums = new Map<string, string>();
  if (xml) {
    for (const abstract of elements(xml, 'w:abstractNum')) {
      const id = attribute(abstract.attrs, 'w:abstractNumId');
      if (id === null) continue;
      const levels = new Map<number, ListLevel>();
      for (const level of elements(abstract.inner, 'w:lvl')) {
        const ilvl = Number(attribute(level.attrs, 'w:ilvl') ?? NaN);
        if (!Number.isInteger(ilvl)) continue;
        levels.set(ilvl, {
          format: /<w:numFmt\s[^>]*w:val="([^"]*)"/.exec(level.inner)?.[1] ?? 'decimal',
          text: /<w:lvlText\s[^>]*w:val="([^"]*)"/.exec(level.inner)?.[1] ?? '',
        });
      }
      abstracts.set(id, levels);
    }
    for (const num of elements(xml, 'w:num')) {
      const id = attribute(num.attrs, 'w:numId');
      const abstract = /<w:abstractNumId\s[^>]*w:val="([^"]*)"/.exec(num.inner)?.[1];
      if (id !== null && abstract !== undefined) nums.set(id, abstract);
    }
  }
  return {
    levels(numId, ilvl) {
      const abstract = nums.get(numId);
      return abstract === undefined ? undefined : abstracts.get(abstract)?.get(ilvl);
    },
  };
}

/**
 * Whether a paragraph in list `numId` at level `ilvl` shows a list marker: numId 0 takes a paragraph
 * out of the list its style puts it in, and a level whose format is "none" or whose text is empty
 * numbers nothing (templates use it for indentation only). A list not defined in the file is taken
 * as shown, as Word shows the paragraph indented with its marker.
 */
export function showsListMarker(numbering: WordNumbering, numId: string, ilvl: number): boolean {
  if (numId === '0' || numId === '') return false;
  const level = numbering.levels(numId, ilvl);
  if (!level) return true;
  return level.format !== 'none' && level.text !== '';
}
