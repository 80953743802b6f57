import { listParagraphs, paragraphRuns, paragraphText, replaceRange, runOfText } from './paragraph-text';
import { findRootPlaceholder, isSectionName, type SectionName } from './placeholder-catalog';
import type { BlockStyle } from './section-blocks';
import { scanBrackets } from './template-tags';
import type { TemplateScan } from './template-scan';
import { appendChild, childElements, cloneElement, createElement, firstChild, walkElements, type XmlDocument, type XmlElement } from './xml-tree';

export interface SectionBlock {
  section: SectionName;
  style: BlockStyle;
}

/** Name of the docxtemplater raw-XML tag standing in for block `n`; not a name any author would type. */
export const blockTagName = (n: number) => `__cvforge_block_${n}`;

const VISIBLE_CONTENT = new Set(['w:drawing', 'w:pict', 'w:object', 'w:br', 'w:tab', 'w:fldChar', 'w:instrText', 'w:fldSimple', 'w:sym', 'w:bookmarkStart', 'w:footnoteReference', 'w:endnoteReference', 'w:sectPr', 'w:ptab']);

function isRemovableWhenEmpty(paragraph: XmlElement): boolean {
  const parent = paragraph.parent;
  if (!parent) return false;
  // A cell or text box must keep a paragraph; the body's last paragraph may carry the page setup.
  if (parent.name !== 'w:body' && childElements(parent, 'w:p').length < 2) return false;
  let hasContent = false;
  walkElements(paragraph, (element) => {
    if (VISIBLE_CONTENT.has(element.name)) hasContent = true;
  });
  return !hasContent && paragraphText(paragraph).text.trim() === '';
}

/** Removes every [bracketed instruction] from the text, brackets split across runs included. */
function stripBrackets(doc: XmlDocument): void {
  for (const paragraph of listParagraphs(doc.root)) {
    const pt = paragraphText(paragraph);
    const spans = scanBrackets(pt.text);
    if (spans.length === 0) continue;
    for (const span of [...spans].reverse()) {
      // Take one adjoining space too, so 'Phone [format]' does not leave a trailing blank.
      const end = pt.text[span.end] === ' ' && (span.start === 0 || pt.text[span.start - 1] === ' ') ? span.end + 1 : span.end;
      replaceRange(pt, span.start, end, '');
    }
    if (isRemovableWhenEmpty(paragraph)) {
      const siblings = paragraph.parent!.children;
      siblings.splice(siblings.indexOf(paragraph), 1);
    }
  }
}

function blockStyleOf(paragraph: XmlElement, firstTagStart: number): BlockStyle {
  const pPrSource = firstChild(paragraph, 'w:pPr');
  const pPr = pPrSource ? cloneElement(pPrSource) : null;
  const sectPr = pPr ? (firstChild(pPr, 'w:sectPr') ?? null) : null;
  if (pPr) pPr.children = pPr.children.filter((c) => !(c.kind === 'element' && c.name === 'w:sectPr'));
  const pt = paragraphText(paragraph);
  const segment = pt.segments.find((s) => s.end > firstTagStart) ?? pt.segments[0];
  const run = segment ? runOfText(segment.wt) : (paragraphRuns(paragraph)[0] ?? null);
  const rPrSource = run ? firstChild(run, 'w:rPr') : undefined;
  const styleName = pPr ? firstChild(pPr, 'w:pStyle')?.attrs['w:val'] : undefined;
  const parent = paragraph.parent;
  return {
    pPr,
    rPr: rPrSource ? cloneElement(rPrSource) : null,
    sectPr,
    isListParagraph: Boolean((pPr && firstChild(pPr, 'w:numPr')) || /^List(Bullet|Number)/i.test(styleName ?? '')),
    mustKeepParagraph: Boolean(parent && parent.name !== 'w:body' && childElements(parent, 'w:p').length < 2),
  };
}

/**
 * Prepares a template's parsed parts for docxtemplater: a paragraph holding nothing but a section
 * tag becomes a raw-XML tag (filled with a formatted block at render time), and bracketed AI
 * instructions are removed so they never reach the output.
 */
export function prepareTemplate(docs: Map<string, XmlDocument>, scan: TemplateScan): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  // From the end of each paragraph backwards, so earlier offsets stay right.
  for (const rewrite of [...scan.closeRewrites].sort((a, b) => b.tag.start - a.tag.start)) {
    replaceRange(rewrite.paragraph.pt, rewrite.tag.start, rewrite.tag.end, `{{/${rewrite.name}}}`);
  }
  for (const paragraph of scan.paragraphs) {
    if (paragraph.tags.length !== 1) continue;
    const [tag] = paragraph.tags;
    // Case and spaces do not matter: {{experience}} and {{ EXPERIENCE }} are the same block as {{Experience}}.
    const section = tag.kind === 'field' ? findRootPlaceholder(tag.name)?.name : undefined;
    if (!section || !isSectionName(section)) continue;
    const rest = paragraph.pt.text.slice(0, tag.start) + paragraph.pt.text.slice(tag.end);
    if (rest.replace(/\[[^[\]]*\]/g, '').trim() !== '') continue;

    const p = paragraph.pt.paragraph;
    blocks.push({ section, style: blockStyleOf(p, tag.start) });
    // Only the raw tag stays: docxtemplater replaces the whole paragraph with the block's XML.
    const pPr = firstChild(p, 'w:pPr');
    const wt = createElement('w:t');
    wt.children.push({ kind: 'text', value: `{{@${blockTagName(blocks.length - 1)}}}`, parent: wt });
    const tagRun = createElement('w:r', {}, [wt]);
    p.children = [];
    if (pPr) appendChild(p, pPr);
    appendChild(p, tagRun);
  }
  for (const doc of docs.values()) stripBrackets(doc);
  return blocks;
}
