import { childElements, hasAncestor, walkElements, type XmlElement, type XmlText } from './xml-tree';

/** One w:t element and where its text sits in the paragraph's text. */
export interface TextSegment {
  wt: XmlElement;
  start: number;
  end: number;
}

/**
 * A paragraph's visible text as one string, mapped back to its w:t elements. Word splits text into
 * runs wherever formatting, spell-check or revision marks change, so `{{FullName}}` may arrive as
 * `{{Full` + `Name}}`: everything that looks for placeholders or brackets works on this text.
 */
export interface ParagraphText {
  paragraph: XmlElement;
  text: string;
  segments: TextSegment[];
}

function wtValue(wt: XmlElement): string {
  let value = '';
  for (const child of wt.children) if (child.kind === 'text') value += child.value;
  return value;
}

function setWtValue(wt: XmlElement, value: string): void {
  wt.children = value ? [{ kind: 'text', value, parent: wt } satisfies XmlText] : [];
  // Word drops leading/trailing spaces of a w:t without this; harmless when there are none.
  wt.attrs['xml:space'] = 'preserve';
}

/** Paragraphs of a part in document order, including those in table cells and text boxes. */
export function listParagraphs(root: XmlElement, options: { skipFallbacks?: boolean } = {}): XmlElement[] {
  const paragraphs: XmlElement[] = [];
  walkElements(
    root,
    (element) => {
      if (element.name === 'w:p') paragraphs.push(element);
    },
    // mc:Fallback repeats a text box's content for old Word versions: counting it would report every placeholder twice.
    options.skipFallbacks ? (element) => element.name === 'mc:Fallback' : undefined,
  );
  return paragraphs;
}

/**
 * With `tabs`, each w:tab is a '\t' in the text (a segment no edit changes): a tab ends a field as a line
 * end does ('{{title}}, {{company}}<tab>{{dates}}'), so the separators before it can be read as dangling.
 */
export function paragraphText(paragraph: XmlElement, options: { tabs?: boolean } = {}): ParagraphText {
  const segments: TextSegment[] = [];
  let text = '';
  walkElements(
    paragraph,
    (element) => {
      if (options.tabs && element.name === 'w:tab' && element.parent?.name === 'w:r') {
        segments.push({ wt: element, start: text.length, end: text.length + 1 });
        text += '\t';
        return;
      }
      if (element.name !== 'w:t') return;
      const value = wtValue(element);
      segments.push({ wt: element, start: text.length, end: text.length + value.length });
      text += value;
    },
    // Text boxes inside a run hold paragraphs of their own, handled on their own.
    (element) => element.name === 'w:p' || element.name === 'w:txbxContent' || element.name === 'mc:Fallback',
  );
  return { paragraph, text, segments };
}

/**
 * Replaces paragraph text [start, end) with `replacement`, which lands in the w:t holding `start`
 * (so it takes that run's formatting). Edits must be applied from the end of the paragraph backwards.
 */
export function replaceRange(pt: ParagraphText, start: number, end: number, replacement: string): void {
  for (const segment of pt.segments) {
    if (segment.end <= start) continue;
    if (segment.start >= end) break;
    if (segment.wt.name !== 'w:t') continue; // a tab stays where the template put it
    const value = wtValue(segment.wt);
    const isHost = segment.start <= start;
    const from = Math.max(0, start - segment.start);
    const to = Math.min(value.length, end - segment.start);
    setWtValue(segment.wt, value.slice(0, from) + (isHost ? replacement : '') + value.slice(to));
  }
  pt.text = pt.text.slice(0, start) + replacement + pt.text.slice(end);
}

export function isInTable(paragraph: XmlElement): boolean {
  return hasAncestor(paragraph, 'w:tc');
}

/** The paragraph's own runs (not those of nested text boxes), for reading formatting. */
export function paragraphRuns(paragraph: XmlElement): XmlElement[] {
  const runs: XmlElement[] = [];
  walkElements(
    paragraph,
    (element) => {
      if (element.name === 'w:r') runs.push(element);
    },
    (element) => element.name === 'w:p' || element.name === 'w:txbxContent' || element.name === 'mc:Fallback',
  );
  return runs;
}

export function runOfText(wt: XmlElement): XmlElement | null {
  for (let node = wt.parent; node; node = node.parent) if (node.name === 'w:r') return node;
  return null;
}

export function hasOnlyWhitespace(value: string): boolean {
  return value.trim() === '';
}

export { childElements };
