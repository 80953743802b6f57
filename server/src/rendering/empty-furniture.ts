import { listParagraphs, paragraphText, replaceRange } from './paragraph-text';
import { AGENCY_PLACEHOLDERS } from './placeholder-catalog';
import { childElements, createElement, firstChild, walkElements, type XmlDocument, type XmlElement } from './xml-tree';

/**
 * What is empty disappears with its furniture (docs/decisions/070-empty-sections-and-furniture.md).
 *
 * Before docxtemplater runs, `markTemplate` labels the template's structure: which paragraphs, cells,
 * rows and tables hold placeholders, and which paragraphs (or table rows) are headings and labels —
 * with whether the section under them holds any placeholder. docxtemplater copies those marks along
 * with the elements it repeats. After rendering, `removeEmptyFurniture` uses them to drop what the CV
 * left empty: placeholder paragraphs that came out blank, the separators and labels around a missing
 * value, rows and tables that lost all their content, and headings with nothing left under them.
 * Only what the template's placeholders touched is ever changed: the agency's own text stays.
 */

/** Attribute names no author writes; removed again before the document leaves the renderer. */
export const MARK_PREFIX = 'cvforge-';
const TAGGED = `${MARK_PREFIX}tagged`;
const HEADING = `${MARK_PREFIX}heading`;
/** A paragraph whose placeholders are all the agency's (consultant, agency name): no CV section's content. */
const AGENCY = `${MARK_PREFIX}agency`;

const HEADING_STYLE = /heading|berschrift|titre|titulo|título|section|kop|rubrik|cvhead/i;
const MAX_HEADING_CHARS = 60;
const MAX_HEADING_WORDS = 7;

/** All w:t text under an element, nested text boxes included. */
function deepText(element: XmlElement): string {
  let text = '';
  walkElements(element, (e) => {
    if (e.name === 'w:t') for (const c of e.children) if (c.kind === 'text') text += c.value;
  }, (e) => e.name === 'mc:Fallback');
  return text;
}

const hasTag = (element: XmlElement) => deepText(element).includes('{{');

const AGENCY_TAG = new RegExp(String.raw`^\{\{\s*(?:${AGENCY_PLACEHOLDERS.join('|')})\s*\}\}$`, 'i');

/** Whether every placeholder under the element is one of the agency's ('Consultant: {{ConsultantName}}'). */
function hasOnlyAgencyTags(element: XmlElement): boolean {
  const tags = deepText(element).match(/\{\{[^{}]*\}\}/g) ?? [];
  return tags.length > 0 && tags.every((tag) => AGENCY_TAG.test(tag.replace(/[\s_-]+/g, '')));
}

/** A heading's section holds CV placeholders, not only the agency's (its '1' mark). */
const hasCvTag = (element: XmlElement) => hasTag(element) && !hasOnlyAgencyTags(element);

function isOn(element: XmlElement | undefined): boolean {
  if (!element) return false;
  const value = element.attrs['w:val'];
  return value === undefined || !/^(0|false|off)$/i.test(value);
}

/** A run's text and whether it is bold (directly, not through its style). */
function runsOf(paragraph: XmlElement): Array<{ text: string; isBold: boolean; isCaps: boolean }> {
  const runs: Array<{ text: string; isBold: boolean; isCaps: boolean }> = [];
  walkElements(
    paragraph,
    (e) => {
      if (e.name !== 'w:r') return;
      const rPr = firstChild(e, 'w:rPr');
      let text = '';
      for (const t of childElements(e, 'w:t')) for (const c of t.children) if (c.kind === 'text') text += c.value;
      if (text.trim()) runs.push({ text, isBold: isOn(rPr && firstChild(rPr, 'w:b')), isCaps: isOn(rPr && firstChild(rPr, 'w:caps')) });
    },
    (e) => e.name === 'w:txbxContent' || e.name === 'mc:Fallback',
  );
  return runs;
}

/**
 * The one rule for headings and labels: a paragraph without placeholders whose text is short (≤ 60
 * characters, ≤ 7 words, no full stop at the end) and that stands out — a heading style (Heading 1,
 * Überschrift, Titre, a custom '…Section…' style), bold or capitals throughout, or a colon at the end
 * ('Location:'). A Title-styled line is not a heading: it names the document, not a section.
 */
export function isHeadingParagraph(paragraph: XmlElement, options: { isBoldEnough?: boolean } = {}): boolean {
  const text = paragraphText(paragraph).text.trim();
  if (!text || text.includes('{{') || text.length > MAX_HEADING_CHARS) return false;
  if (text.split(/\s+/).length > MAX_HEADING_WORDS || /[.!?]$/.test(text)) return false;
  const pPr = firstChild(paragraph, 'w:pPr');
  const style = pPr ? (firstChild(pPr, 'w:pStyle')?.attrs['w:val'] ?? '') : '';
  if (/^(title|subtitle)$/i.test(style)) return false;
  if (HEADING_STYLE.test(style) || (pPr && firstChild(pPr, 'w:outlineLvl'))) return true;
  if (text.endsWith(':')) return true;
  const runs = runsOf(paragraph);
  if ((options.isBoldEnough ?? true) && runs.length > 0 && runs.every((r) => r.isBold)) return true;
  // Capitals make a heading ('SKILLS', 'BASED IN'), not an acronym ('CPA', 'PMP', 'AWS').
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (letters.length >= 5 || /\s/.test(text)) && letters.length >= 2 && (letters === letters.toUpperCase() || runs.every((r) => r.isCaps));
}

/** A table row whose visible content is headings only ('EDUCATION' in a row of its own). */
function isHeadingRow(row: XmlElement): boolean {
  const paragraphs = listParagraphs(row).filter((p) => paragraphText(p).text.trim());
  return paragraphs.length > 0 && paragraphs.every((p) => isHeadingParagraph(p));
}

/** The blocks a heading governs: what follows it in its container until the next heading. */
function sectionAfter<T>(items: T[], index: number, isHeading: (item: T) => boolean): T[] {
  const section: T[] = [];
  for (let i = index + 1; i < items.length && !isHeading(items[i]); i++) section.push(items[i]);
  return section;
}

function markContainer(container: XmlElement): void {
  const blocks = childElements(container).filter((e) => e.name === 'w:p' || e.name === 'w:tbl' || e.name === 'w:sdt');
  for (const block of blocks) {
    if (block.name === 'w:tbl') markTable(block);
    else if (block.name === 'w:sdt') {
      const content = firstChild(block, 'w:sdtContent');
      if (content) markContainer(content);
    } else {
      for (const box of textBoxesOf(block)) markContainer(box);
      if (paragraphText(block).text.includes('{{')) block.attrs[TAGGED] = '1';
      if (hasOnlyAgencyTags(block)) block.attrs[AGENCY] = '1';
    }
  }
  const isHeading = (e: XmlElement) => e.name === 'w:p' && isHeadingParagraph(e);
  blocks.forEach((block, i) => {
    if (!isHeading(block)) return;
    // A section with the CV's placeholders ('1') is empty when only the agency's line is left in it
    // ('Certifications' over an empty list and the consultant's line); one with the agency's only ('a')
    // stays while that line shows.
    const section = sectionAfter(blocks, i, isHeading);
    block.attrs[HEADING] = section.some(hasCvTag) ? '1' : section.some(hasTag) ? 'a' : '0';
  });
}

function markTable(table: XmlElement): void {
  const rows = childElements(table, 'w:tr');
  for (const row of rows) {
    for (const cell of childElements(row, 'w:tc')) {
      markContainer(cell);
      if (hasTag(cell)) cell.attrs[TAGGED] = '1';
    }
    if (hasTag(row)) row.attrs[TAGGED] = '1';
  }
  rows.forEach((row, i) => {
    if (!isHeadingRow(row)) return;
    row.attrs[HEADING] = sectionAfter(rows, i, isHeadingRow).some(hasTag) ? '1' : '0';
  });
  if (hasTag(table)) table.attrs[TAGGED] = '1';
}

function textBoxesOf(paragraph: XmlElement): XmlElement[] {
  const boxes: XmlElement[] = [];
  walkElements(paragraph, (e) => {
    if (e.name === 'w:txbxContent') boxes.push(e);
  });
  // Boxes inside boxes are reached through their outer box.
  return boxes.filter((box) => !boxes.some((outer) => outer !== box && contains(outer, box)));
}

function contains(outer: XmlElement, inner: XmlElement): boolean {
  for (let node = inner.parent; node; node = node.parent) if (node === outer) return true;
  return false;
}

/** Labels the template's structure for `removeEmptyFurniture`; call after the template is prepared. */
export function markTemplate(docs: Map<string, XmlDocument>): void {
  for (const doc of docs.values()) {
    const root = doc.root;
    const body = root.name === 'w:document' ? firstChild(root, 'w:body') : root;
    if (body) markContainer(body);
  }
}

// ---------------------------------------------------------------------------------------------
// After rendering

/** Separators that sit between values: bar, middle dot, bullet, dashes, comma, semicolon, and a spaced slash or hyphen. */
const SEP = String.raw`(?:[|·•–—,;]|(?<=\s)[-/](?=\s|$))`;
const LABEL = String.raw`[\p{L}][\p{L}\p{M} .'&]{0,30}`;

/**
 * The rules, applied in order until nothing changes. Each removes what a missing value left behind. A rule that
 * opens on white space starts only where a run of it starts (`(?<!\s)`): tried from every space of a long run, it
 * would scan the rest of the run each time (a value with 50,000 spaces took 26 s to render).
 */
const CLEAN_RULES: Array<{ pattern: RegExp; replace: (m: RegExpExecArray) => string }> = [
  // Empty brackets around a missing value: 'High School ()' → 'High School'.
  { pattern: /(?<!\s)\s*(?:\(\s*\)|\[\s*\]|\{\s*\})/gu, replace: () => '' },
  // A label with nothing after it: 'Phone: 0161 | Location:' → 'Phone: 0161 |'.
  { pattern: new RegExp(String.raw`(^|${SEP}\s*)(${LABEL}):[ \u00A0]*(?=${SEP}|$)`, 'gu'), replace: (m) => m[1] },
  // Two separators with nothing between them: 'Northwind Bank |  | Jan 2021' → 'Northwind Bank | Jan 2021'.
  // The last one stays: it introduces the value that is there ('MBA,  — Universität Wien' → 'MBA — Universität Wien').
  { pattern: new RegExp(String.raw`(?<!\s)(\s*)${SEP}(?:\s*${SEP})*\s*(${SEP})`, 'gu'), replace: (m) => (m[2] === ',' || m[2] === ';' ? m[2] : ` ${m[2]}`) },
  // A separator with nothing after it but a bracketed aside: 'Open University –  (2024)' → 'Open University (2024)'.
  // Only an aside that closes the line or a field: a bracket that opens a value ('jane@x.com | (555) 123-4567',
  // a phone's area code) has more of that value after it, and its separator stays.
  { pattern: new RegExp(String.raw`(?<!\s)\s+${SEP}\s*(?=(?:\([^()]*\)|\[[^[\]]*\])\s*(?:${SEP}|$))`, 'gu'), replace: () => ' ' },
  // A separator before a tab, which ends a field as a line end does: 'Tutor, <tab>Mar 2019' → 'Tutor<tab>Mar 2019'.
  // Only after a value: a typed '•<tab>' opening the paragraph is a list marker.
  { pattern: new RegExp(String.raw`(?<=[\p{L}\p{N}.)\]])[ \u00A0]*${SEP}[ \u00A0]*(?=\t)`, 'gu'), replace: () => '' },
  // A separator after a tab, which opens a field as a line's start does: 'Tutor<tab> – Present' → 'Tutor<tab>Present'
  // (a role whose start is not known). A bullet there stays: '<tab>• Led…' is a list marker.
  { pattern: /(?<=\t)[ \u00A0]*(?:[|·–—,;/])[ \u00A0]*/gu, replace: () => '' },
  // A separator at the end: 'Contoso Ltd.,' → 'Contoso Ltd.', 'Title ·' → 'Title'.
  { pattern: new RegExp(String.raw`(?<!\s)\s*${SEP}[\s\u00A0]*$`, 'gu'), replace: () => '' },
  // A separator at the start (a bullet or hyphen there is a list marker, not a separator).
  { pattern: /^[\s\u00A0]*(?:[|·–—,;/])[\s\u00A0]*/gu, replace: () => '' },
  // Trailing blanks a removal left.
  { pattern: /(?<![ \u00A0])[ \u00A0]+$/gu, replace: () => '' },
];

/** Cleans one paragraph's dangling separators and empty labels, keeping each run's formatting. */
export function cleanSeparators(paragraph: XmlElement): void {
  for (let round = 0; round < 8; round++) {
    let changed = false;
    for (const rule of CLEAN_RULES) {
      const pt = paragraphText(paragraph, { tabs: true });
      const matches = [...pt.text.matchAll(rule.pattern)] as RegExpExecArray[];
      const edits = matches.filter((m) => m[0].length > 0).map((m) => ({ start: m.index, end: m.index + m[0].length, text: rule.replace(m) }));
      const real = edits.filter((e) => pt.text.slice(e.start, e.end) !== e.text);
      if (real.length === 0) continue;
      for (const edit of real.reverse()) replaceRange(pt, edit.start, edit.end, edit.text);
      changed = true;
    }
    if (!changed) return;
  }
}

const VISIBLE = new Set(['w:drawing', 'w:pict', 'w:object', 'w:sym', 'w:fldSimple', 'w:fldChar', 'w:footnoteReference', 'w:endnoteReference', 'w:ptab']);

/** Whether a block shows anything on the page: text, a picture, a field, a page break. */
export function isVisible(element: XmlElement): boolean {
  if (deepText(element).trim()) return true;
  let found = false;
  walkElements(element, (e) => {
    if (VISIBLE.has(e.name) || (e.name === 'w:br' && e.attrs['w:type'] === 'page')) found = true;
  });
  return found;
}

function carriesSectionBreak(paragraph: XmlElement): boolean {
  const pPr = firstChild(paragraph, 'w:pPr');
  return Boolean(pPr && firstChild(pPr, 'w:sectPr'));
}

function remove(element: XmlElement): void {
  const siblings = element.parent!.children;
  siblings.splice(siblings.indexOf(element), 1);
}

/** A cell or text box must end with a paragraph; Word calls the file corrupt otherwise. */
function keepParagraph(container: XmlElement): void {
  if (container.name === 'w:body' || container.name === 'w:hdr' || container.name === 'w:ftr') {
    if (childElements(container).some((e) => e.name === 'w:p' || e.name === 'w:tbl')) return;
    const p = createElement('w:p');
    p.parent = container;
    const sectPr = container.children.findIndex((c) => c.kind === 'element' && c.name === 'w:sectPr');
    container.children.splice(sectPr === -1 ? container.children.length : sectPr, 0, p);
    return;
  }
  if (container.name !== 'w:tc' && container.name !== 'w:txbxContent') return;
  const elements = childElements(container).filter((e) => e.name !== 'w:tcPr');
  if (elements.length === 0 || elements[elements.length - 1].name !== 'w:p') {
    const p = createElement('w:p');
    p.parent = container;
    container.children.push(p);
  }
}

function cleanContainer(container: XmlElement): void {
  for (const block of childElements(container)) {
    if (block.name === 'w:tbl') cleanTable(block);
    else if (block.name === 'w:sdt') {
      const content = firstChild(block, 'w:sdtContent');
      if (content) cleanContainer(content);
    } else if (block.name === 'w:p') {
      for (const box of textBoxesOf(block)) cleanContainer(box);
      if (block.attrs[TAGGED]) {
        cleanSeparators(block);
        if (!isVisible(block) && !carriesSectionBreak(block)) remove(block);
      }
    }
  }
  const blocks = childElements(container).filter((e) => e.name === 'w:p' || e.name === 'w:tbl' || e.name === 'w:sdt');
  removeEmptyHeadings(blocks, (e) => e.name === 'w:p' && HEADING in e.attrs);
  keepParagraph(container);
}

/** Headings (and labels) whose section had placeholders and now shows nothing go, last first. */
function removeEmptyHeadings(blocks: XmlElement[], isHeading: (e: XmlElement) => boolean): void {
  for (let i = blocks.length - 1; i >= 0; i--) {
    const heading = blocks[i];
    if (!isHeading(heading) || heading.attrs[HEADING] !== '1') continue;
    const section = sectionAfter(blocks, i, isHeading);
    if (section.some((block) => isVisible(block) && !block.attrs[AGENCY]) || (heading.name === 'w:p' && carriesSectionBreak(heading))) continue;
    // Blank spacer paragraphs under the heading go with it; the agency's line stays.
    const gone = section.filter((block) => block.name === 'w:p' && !carriesSectionBreak(block) && !(block.attrs[AGENCY] && isVisible(block)));
    for (const block of gone) remove(block);
    remove(heading);
    blocks.splice(i, 1, ...section.filter((block) => !gone.includes(block)));
  }
}

/**
 * A heading row over a row of values, cell for cell ('LANGUAGES | CERTIFICATIONS' over
 * '{{Languages}} | {{Certifications}}'): a caption whose value cell came out empty is cleared, the
 * cells stay so the columns keep their widths.
 */
function clearColumnHeadings(rows: XmlElement[]): void {
  rows.forEach((row, i) => {
    const next = rows[i + 1];
    if (!(HEADING in row.attrs) || !next?.attrs[TAGGED]) return;
    const captions = childElements(row, 'w:tc');
    const values = childElements(next, 'w:tc');
    // Column captions only: one caption per column (a single caption spanning the section is a section heading).
    if (captions.length !== values.length || !captions.every((c) => isVisible(c)) || !values.some((c) => isVisible(c))) return;
    captions.forEach((caption, j) => {
      if (!values[j].attrs[TAGGED] || isVisible(values[j])) return;
      for (const p of childElements(caption, 'w:p')) p.children = p.children.filter((c) => c.kind === 'element' && c.name === 'w:pPr');
    });
  });
}

/** A cell beside a value holding only a caption: a heading, or one short line ('Location', 'Languages'). */
function isLabelCell(cell: XmlElement): boolean {
  const lines = listParagraphs(cell).map((p) => ({ p, text: paragraphText(p).text.trim() })).filter((l) => l.text);
  if (lines.every((l) => isHeadingParagraph(l.p))) return true;
  return lines.length === 1 && lines[0].text.length <= 40 && lines[0].text.split(/\s+/).length <= 4 && !/[.!?]$/.test(lines[0].text);
}

/**
 * A row of label/value pairs ('Current role | Analyst | Languages | ') keeps its filled pairs; the label
 * of a value that came out empty is cleared, its cells stay so the columns keep their widths.
 */
function clearEmptyPairs(cells: XmlElement[]): void {
  cells.forEach((cell, j) => {
    const label = cells[j - 1];
    if (!label || !cell.attrs[TAGGED] || isVisible(cell) || label.attrs[TAGGED] || !isVisible(label) || !isLabelCell(label)) return;
    for (const p of childElements(label, 'w:p')) p.children = p.children.filter((c) => c.kind === 'element' && c.name === 'w:pPr');
  });
}

function cleanTable(table: XmlElement): void {
  const rows = childElements(table, 'w:tr');
  for (const row of rows) for (const cell of childElements(row, 'w:tc')) cleanContainer(cell);
  for (const row of rows) {
    if (!row.attrs[TAGGED]) continue;
    const cells = childElements(row, 'w:tc');
    const filled = cells.filter((c) => c.attrs[TAGGED] && isVisible(c));
    // A row whose placeholders all came out empty goes, with the label cells beside them ('Location:' | '').
    const isOnlyFurniture = cells.every((c) => c.attrs[TAGGED] || !isVisible(c) || isLabelCell(c));
    if (filled.length === 0 && isOnlyFurniture) remove(row);
    else if (filled.length > 0) clearEmptyPairs(cells);
  }
  clearColumnHeadings(childElements(table, 'w:tr'));
  const left = childElements(table, 'w:tr');
  removeEmptyHeadings(left, (e) => HEADING in e.attrs);
  const remaining = childElements(table, 'w:tr');
  // A table whose rows with placeholders are all gone and that keeps only heading rows goes too;
  // a row the author filled with their own text keeps it.
  const isOnlyHeadings = table.attrs[TAGGED] && !remaining.some((r) => r.attrs[TAGGED]) && remaining.every((r) => !isVisible(r) || isHeadingRow(r));
  if (remaining.length === 0 || isOnlyHeadings) remove(table);
}

function stripMarks(root: XmlElement): void {
  walkElements(root, (e) => {
    delete e.attrs[TAGGED];
    delete e.attrs[HEADING];
    delete e.attrs[AGENCY];
  });
}

/** Drops what the CV left empty (see the file comment) and removes the marks. */
export function removeEmptyFurniture(doc: XmlDocument): void {
  const root = doc.root;
  const body = root.name === 'w:document' ? firstChild(root, 'w:body') : root;
  if (body) cleanContainer(body);
  stripMarks(root);
}
