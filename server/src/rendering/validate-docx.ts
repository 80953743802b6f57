import path from 'node:path/posix';
import { decodeXml, extensionOf, relsPathFor } from './docx-package';
import { safeUnzip } from './safe-unzip';
import { hasDoctype, parseXml, walkElements, type XmlDocument, type XmlElement } from './xml-tree';

export interface DocxValidation {
  isValid: boolean;
  problems: string[];
}

const PARAGRAPH_CHILDREN = new Set([
  'w:pPr', 'w:r', 'w:hyperlink', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:ins', 'w:del', 'w:moveFrom',
  'w:moveTo', 'w:smartTag', 'w:sdt', 'w:fldSimple', 'w:customXml', 'w:commentRangeStart', 'w:commentRangeEnd',
  'w:permStart', 'w:permEnd', 'w:moveFromRangeStart', 'w:moveFromRangeEnd', 'w:moveToRangeStart', 'w:moveToRangeEnd',
  'm:oMath', 'm:oMathPara', 'w:subDoc', 'w:dir', 'w:bdo',
]);
const RUN_CHILDREN = new Set([
  'w:rPr', 'w:t', 'w:tab', 'w:br', 'w:cr', 'w:sym', 'w:drawing', 'w:pict', 'w:object', 'w:fldChar', 'w:instrText',
  'w:delText', 'w:delInstrText', 'w:noBreakHyphen', 'w:softHyphen', 'w:footnoteReference', 'w:endnoteReference',
  'w:footnoteRef', 'w:endnoteRef', 'w:separator', 'w:continuationSeparator', 'w:commentReference', 'w:lastRenderedPageBreak',
  'w:ptab', 'w:pgNum', 'w:ruby', 'w:annotationRef', 'w:dayShort', 'w:monthShort', 'w:yearShort', 'w:dayLong',
  'w:monthLong', 'w:yearLong', 'mc:AlternateContent', 'w:contentPart',
]);
const BLOCKS = new Set(['w:p', 'w:tbl', 'w:sdt', 'w:customXml']);
// Elements whose content is markup only: stray text there is what a broken template leaves behind.
const MARKUP_ONLY = new Set(['w:body', 'w:p', 'w:r', 'w:tbl', 'w:tr', 'w:tc', 'w:pPr', 'w:rPr', 'w:hdr', 'w:ftr']);

function checkStructure(part: string, doc: XmlDocument, problems: string[]): void {
  const report = (message: string) => {
    if (problems.length < 50) problems.push(`${part}: ${message}`);
  };
  walkElements(doc.root, (el: XmlElement) => {
    const elements = el.children.filter((c): c is XmlElement => c.kind === 'element');
    if (MARKUP_ONLY.has(el.name) && el.children.some((c) => c.kind === 'text' && c.value.trim() !== '')) {
      report(`text directly inside <${el.name}>`);
    }
    if (el.name === 'w:p') {
      elements.forEach((child, i) => {
        if (!PARAGRAPH_CHILDREN.has(child.name)) report(`<${child.name}> is not allowed inside <w:p>`);
        if (child.name === 'w:pPr' && i !== 0) report('<w:pPr> is not the first child of its <w:p>');
      });
    } else if (el.name === 'w:r') {
      elements.forEach((child, i) => {
        if (!RUN_CHILDREN.has(child.name)) report(`<${child.name}> is not allowed inside <w:r>`);
        if (child.name === 'w:rPr' && i !== 0) report('<w:rPr> is not the first child of its <w:r>');
      });
    } else if (el.name === 'w:t' && el.parent?.name !== 'w:r') {
      report(`<w:t> outside a run (in <${el.parent?.name}>)`);
    } else if (el.name === 'w:tc') {
      const blocks = elements.filter((c) => BLOCKS.has(c.name));
      if (!blocks.some((c) => c.name === 'w:p')) report('a table cell <w:tc> without a paragraph');
      else if (elements[elements.length - 1]?.name !== 'w:p') report('a table cell <w:tc> that does not end with a paragraph');
    } else if (el.name === 'w:tr') {
      if (!elements.some((c) => c.name === 'w:tc' || c.name === 'w:sdt' || c.name === 'w:customXml')) report('a table row <w:tr> without cells');
    } else if (el.name === 'w:tbl') {
      if (!elements.some((c) => c.name === 'w:tr' || c.name === 'w:sdt' || c.name === 'w:customXml')) report('a table <w:tbl> without rows');
    } else if (el.name === 'w:body') {
      elements.forEach((child, i) => {
        if (child.name === 'w:sectPr' && i !== elements.length - 1) report('<w:sectPr> is not the last child of <w:body>');
      });
    }
  });
}

function checkRelationshipIds(part: string, doc: XmlDocument, ids: Set<string>, problems: string[]): void {
  walkElements(doc.root, (el) => {
    for (const attr of ['r:id', 'r:embed', 'r:link', 'r:pict']) {
      const id = el.attrs[attr];
      if (id && !ids.has(id)) problems.push(`${part}: <${el.name}> refers to relationship ${id}, which does not exist`);
    }
  });
}

/**
 * Checks what makes Word or LibreOffice refuse a file or ask to repair it: a readable archive,
 * well-formed XML in every part, content types and relationships that resolve, and the
 * WordprocessingML structure rules (valid children of w:p and w:r, cells ending with a paragraph…).
 */
export function validateDocx(buffer: Buffer): DocxValidation {
  const problems: string[] = [];
  let files: Map<string, Buffer>;
  try {
    files = safeUnzip(buffer);
  } catch (error) {
    return { isValid: false, problems: [(error as Error).message] };
  }
  const docs = new Map<string, XmlDocument>();
  for (const [name, bytes] of files) {
    if (!/\.(xml|rels)$/i.test(name)) continue;
    const xml = decodeXml(bytes);
    if (hasDoctype(xml)) {
      problems.push(`${name}: contains a DOCTYPE`);
      continue;
    }
    try {
      docs.set(name, parseXml(xml));
    } catch (error) {
      problems.push(`${name}: not well-formed XML (${(error as Error).message})`);
    }
  }
  const types = docs.get('[Content_Types].xml');
  if (!types) return { isValid: false, problems: [...problems, '[Content_Types].xml is missing'] };

  const defaults = new Set<string>();
  const overrides = new Set<string>();
  for (const el of types.root.children) {
    if (el.kind !== 'element') continue;
    if (el.name === 'Default') defaults.add((el.attrs.Extension ?? '').toLowerCase());
    if (el.name === 'Override') overrides.add((el.attrs.PartName ?? '').replace(/^\//, '').toLowerCase());
  }
  for (const name of files.keys()) {
    if (name === '[Content_Types].xml' || name.endsWith('/')) continue;
    if (!overrides.has(name.toLowerCase()) && !defaults.has(extensionOf(name))) problems.push(`${name}: has no content type`);
  }
  if (!files.has('word/document.xml') && ![...overrides].some((o) => o.endsWith('document.xml'))) problems.push('the main document part is missing');

  for (const [name, doc] of docs) {
    if (name.endsWith('.rels')) continue;
    const relsName = relsPathFor(name);
    const rels = docs.get(relsName);
    const ids = new Set<string>();
    for (const rel of rels?.root.children ?? []) {
      if (rel.kind !== 'element') continue;
      ids.add(rel.attrs.Id ?? '');
      if (rel.attrs.TargetMode === 'External') continue;
      const target = rel.attrs.Target ?? '';
      const resolved = target.startsWith('/') ? target.slice(1) : path.normalize(path.join(path.dirname(name), target));
      if (!files.has(resolved)) problems.push(`${relsName}: relationship ${rel.attrs.Id} points to missing ${resolved}`);
    }
    if (/^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/.test(name)) {
      checkStructure(name, doc, problems);
      checkRelationshipIds(name, doc, ids, problems);
    }
  }
  return { isValid: problems.length === 0, problems };
}
