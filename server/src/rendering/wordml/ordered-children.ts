import { appendChild, type XmlElement } from '../xml-tree';

/**
 * Child order of w:pPr and w:rPr in the OOXML schema. Word checks it: a w:b placed after w:sz is
 * "unreadable content" and triggers the repair prompt, so generated formatting is inserted in place.
 */
export const PPR_ORDER = [
  'w:pStyle', 'w:keepNext', 'w:keepLines', 'w:pageBreakBefore', 'w:framePr', 'w:widowControl', 'w:numPr',
  'w:suppressLineNumbers', 'w:pBdr', 'w:shd', 'w:tabs', 'w:suppressAutoHyphens', 'w:kinsoku', 'w:wordWrap',
  'w:overflowPunct', 'w:topLinePunct', 'w:autoSpaceDE', 'w:autoSpaceDN', 'w:bidi', 'w:adjustRightInd',
  'w:snapToGrid', 'w:spacing', 'w:ind', 'w:contextualSpacing', 'w:mirrorIndents', 'w:suppressOverlap', 'w:jc',
  'w:textDirection', 'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle', 'w:rPr',
  'w:sectPr', 'w:pPrChange',
];

export const RPR_ORDER = [
  'w:rStyle', 'w:rFonts', 'w:b', 'w:bCs', 'w:i', 'w:iCs', 'w:caps', 'w:smallCaps', 'w:strike', 'w:dstrike',
  'w:outline', 'w:shadow', 'w:emboss', 'w:imprint', 'w:noProof', 'w:snapToGrid', 'w:vanish', 'w:webHidden',
  'w:color', 'w:spacing', 'w:w', 'w:kern', 'w:position', 'w:sz', 'w:szCs', 'w:highlight', 'w:u', 'w:effect',
  'w:bdr', 'w:shd', 'w:fitText', 'w:vertAlign', 'w:rtl', 'w:cs', 'w:em', 'w:lang', 'w:eastAsianLayout',
  'w:specVanish', 'w:oMath',
];

/** Puts `child` into `parent`, replacing one of the same name, at the position the schema requires. */
export function setOrderedChild(parent: XmlElement, child: XmlElement, order: string[]): void {
  const existing = parent.children.findIndex((c) => c.kind === 'element' && c.name === child.name);
  child.parent = parent;
  if (existing >= 0) {
    parent.children[existing] = child;
    return;
  }
  const rank = order.indexOf(child.name);
  const before = parent.children.findIndex((c) => c.kind === 'element' && order.indexOf(c.name) > rank);
  if (before < 0) appendChild(parent, child);
  else parent.children.splice(before, 0, child);
}

export function removeChildren(parent: XmlElement, names: string[]): void {
  parent.children = parent.children.filter((c) => c.kind !== 'element' || !names.includes(c.name));
}
