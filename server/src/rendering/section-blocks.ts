import type { SectionName } from './placeholder-catalog';
import type { EntryScope, RootScope } from './template-data';
import { PPR_ORDER, RPR_ORDER, removeChildren, setOrderedChild } from './wordml/ordered-children';
import { cloneElement, createElement, escapeXmlText, firstChild, serializeElement, type XmlElement } from './xml-tree';

/** The formatting of the paragraph that held a section tag; generated paragraphs inherit it. */
export interface BlockStyle {
  /** The paragraph's w:pPr without its section break. */
  pPr: XmlElement | null;
  /** The w:rPr of the run the tag started in. */
  rPr: XmlElement | null;
  /** A section break the paragraph carried: it must survive on the last generated paragraph. */
  sectPr: XmlElement | null;
  /** The paragraph was already bulleted/numbered: list items reuse its numbering instead of a '•'. */
  isListParagraph: boolean;
  /** The paragraph is the only one of a table cell or text box, which must keep at least one. */
  mustKeepParagraph: boolean;
}

interface RunSpec {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

interface ParagraphSpec {
  runs: RunSpec[];
  isBullet?: boolean;
  keepNext?: boolean;
  spaceBefore?: number;
}

const el = (name: string, attrs: Record<string, string> = {}) => createElement(name, attrs);

function runXml(style: BlockStyle, spec: RunSpec): string {
  const rPr = style.rPr ? cloneElement(style.rPr) : el('w:rPr');
  if (spec.bold) setOrderedChild(rPr, el('w:b'), RPR_ORDER);
  if (spec.italic) setOrderedChild(rPr, el('w:i'), RPR_ORDER);
  const props = rPr.children.length ? serializeElement(rPr) : '';
  // Newlines and tabs inside CV text become Word breaks and tabs; everything else is escaped text.
  const content = spec.text
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((piece) => (piece ? `<w:t xml:space="preserve">${escapeXmlText(piece)}</w:t>` : ''))
        .join('<w:tab/>'),
    )
    .join('<w:br/>');
  return `<w:r>${props}${content}</w:r>`;
}

function paragraphXml(style: BlockStyle, spec: ParagraphSpec, sectPr: XmlElement | null): string {
  const pPr = style.pPr ? cloneElement(style.pPr) : el('w:pPr');
  const runs = [...spec.runs];
  if (spec.isBullet && !style.isListParagraph) {
    removeChildren(pPr, ['w:numPr']);
    setOrderedChild(pPr, el('w:ind', { 'w:left': '360', 'w:hanging': '360' }), PPR_ORDER);
    runs.unshift({ text: '•\t' });
  } else if (!spec.isBullet) {
    removeChildren(pPr, ['w:numPr']);
  }
  if (spec.keepNext) setOrderedChild(pPr, el('w:keepNext'), PPR_ORDER);
  if (spec.spaceBefore !== undefined) {
    const spacing = firstChild(pPr, 'w:spacing');
    const merged = spacing ? cloneElement(spacing) : el('w:spacing');
    merged.attrs['w:before'] = String(spec.spaceBefore);
    delete merged.attrs['w:beforeAutospacing'];
    setOrderedChild(pPr, merged, PPR_ORDER);
  }
  if (sectPr) setOrderedChild(pPr, cloneElement(sectPr), PPR_ORDER);
  const props = pPr.children.length ? serializeElement(pPr) : '';
  return `<w:p>${props}${runs.filter((r) => r.text).map((r) => runXml(style, r)).join('')}</w:p>`;
}

function entryParagraphs(entry: EntryScope, isFirst: boolean): ParagraphSpec[] {
  const v = entry.values as Record<string, string> & { highlights?: string[] };
  const headline: RunSpec[] = [];
  if (entry.section === 'Experience') {
    const lead = v.title || v.company;
    if (lead) headline.push({ text: lead, bold: true });
    if (v.title && v.company) headline.push({ text: ` — ${v.company}` });
    if (v.location) headline.push({ text: headline.length ? `, ${v.location}` : v.location });
  } else {
    const degree = v.degreefull;
    if (degree) headline.push({ text: degree, bold: true });
    if (v.institution) headline.push(degree ? { text: ` — ${v.institution}` } : { text: v.institution, bold: true });
  }
  const highlights = v.highlights ?? [];
  const paragraphs: ParagraphSpec[] = [];
  if (headline.length) paragraphs.push({ runs: headline, keepNext: Boolean(v.dates || highlights.length), spaceBefore: isFirst ? undefined : 160 });
  if (v.dates) paragraphs.push({ runs: [{ text: v.dates, italic: true }], keepNext: highlights.length > 0, spaceBefore: paragraphs.length || isFirst ? undefined : 160 });
  for (const highlight of highlights) paragraphs.push({ runs: [{ text: highlight }], isBullet: true });
  return paragraphs;
}

function sectionParagraphs(section: SectionName, root: RootScope, style: BlockStyle): ParagraphSpec[] {
  const value = root.values[section.toLowerCase()];
  if (section === 'Experience' || section === 'Education') {
    return (value as EntryScope[]).flatMap((entry, i) => entryParagraphs(entry, i === 0));
  }
  const items = value as string[];
  // Skills named in a few words run on in one line; competences written as sentences are a list, one to a line.
  if (section === 'Skills' && !style.isListParagraph && !items.some((item) => item.split(/\s+/).length > 6)) {
    return items.length ? [{ runs: [{ text: items.join('  ·  ') }] }] : [];
  }
  return items.map((item) => ({ runs: [{ text: item }], isBullet: true }));
}

/**
 * WordprocessingML for a section tag that stood alone in its paragraph ({{Experience}}): a
 * formatted block in that paragraph's own style — bold titles, company, dates, bulleted highlights.
 */
export function renderSectionBlock(section: SectionName, root: RootScope, style: BlockStyle): string {
  const specs = sectionParagraphs(section, root, style);
  if (specs.length === 0) {
    // Removing the paragraph would drop a section break or leave a table cell without a paragraph.
    return style.sectPr || style.mustKeepParagraph ? paragraphXml(style, { runs: [] }, style.sectPr) : '';
  }
  return specs.map((spec, i) => paragraphXml(style, spec, i === specs.length - 1 ? style.sectPr : null)).join('');
}
