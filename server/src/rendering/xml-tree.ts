import { SaxesParser } from 'saxes';

/**
 * A small mutable XML tree for WordprocessingML parts. saxes is a strict, non-validating parser, so
 * a part that is not well-formed fails here instead of producing a document Word wants to repair.
 */
export interface XmlElement {
  kind: 'element';
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  parent: XmlElement | null;
}

export interface XmlText {
  kind: 'text';
  value: string;
  parent: XmlElement;
}

/** Comments and processing instructions, kept verbatim. */
export interface XmlRaw {
  kind: 'raw';
  xml: string;
  parent: XmlElement;
}

export type XmlNode = XmlElement | XmlText | XmlRaw;

export interface XmlDocument {
  declaration: string | null;
  root: XmlElement;
}

export class XmlParseError extends Error {}

/** Refuses DTDs outright: an ENTITY declaration is how billion-laughs and external-entity attacks start. */
export function hasDoctype(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

export function parseXml(xml: string): XmlDocument {
  const parser = new SaxesParser({ xmlns: false });
  let declaration: string | null = null;
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];

  parser.on('xmldecl', (decl) => {
    const parts = [`version="${decl.version ?? '1.0'}"`];
    if (decl.encoding) parts.push(`encoding="${decl.encoding}"`);
    if (decl.standalone) parts.push(`standalone="${decl.standalone}"`);
    declaration = `<?xml ${parts.join(' ')}?>`;
  });
  parser.on('doctype', () => {
    throw new XmlParseError('DOCTYPE declarations are not allowed');
  });
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1] ?? null;
    const element: XmlElement = { kind: 'element', name: tag.name, attrs: { ...tag.attributes }, children: [], parent };
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const addText = (value: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) return; // whitespace around the root element
    const last = parent.children[parent.children.length - 1];
    if (last?.kind === 'text') last.value += value;
    else parent.children.push({ kind: 'text', value, parent });
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('comment', (comment) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push({ kind: 'raw', xml: `<!--${comment}-->`, parent });
  });
  parser.on('processinginstruction', (pi) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push({ kind: 'raw', xml: `<?${pi.target} ${pi.body}?>`, parent });
  });
  parser.on('error', (error) => {
    throw new XmlParseError(error.message);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw error instanceof XmlParseError ? error : new XmlParseError((error as Error).message);
  }
  if (!root) throw new XmlParseError('no root element');
  return { declaration, root };
}

export function escapeXmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeXmlAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

function serializeInto(node: XmlNode, out: string[]): void {
  if (node.kind === 'text') {
    out.push(escapeXmlText(node.value));
    return;
  }
  if (node.kind === 'raw') {
    out.push(node.xml);
    return;
  }
  out.push('<', node.name);
  for (const name in node.attrs) out.push(' ', name, '="', escapeXmlAttr(node.attrs[name]), '"');
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) serializeInto(child, out);
  out.push('</', node.name, '>');
}

export function serializeElement(element: XmlNode): string {
  const out: string[] = [];
  serializeInto(element, out);
  return out.join('');
}

export function serializeXml(doc: XmlDocument): string {
  return (doc.declaration ? `${doc.declaration}\r\n` : '') + serializeElement(doc.root);
}

export function createElement(name: string, attrs: Record<string, string> = {}, children: XmlNode[] = []): XmlElement {
  const element: XmlElement = { kind: 'element', name, attrs, children: [], parent: null };
  for (const child of children) appendChild(element, child);
  return element;
}

export function appendChild(parent: XmlElement, child: XmlNode): void {
  child.parent = parent;
  parent.children.push(child);
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  const result: XmlElement[] = [];
  for (const child of element.children) {
    if (child.kind === 'element' && (name === undefined || child.name === name)) result.push(child);
  }
  return result;
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) if (child.kind === 'element' && child.name === name) return child;
  return undefined;
}

/** Depth-first, document order. `skip` prunes a subtree (its root is still not visited). */
export function walkElements(root: XmlElement, visit: (element: XmlElement) => void, skip?: (element: XmlElement) => boolean): void {
  const stack: XmlElement[] = [root];
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (element !== root && skip?.(element)) continue;
    visit(element);
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i];
      if (child.kind === 'element') stack.push(child);
    }
  }
}

export function findAll(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  walkElements(root, (element) => {
    if (element.name === name) found.push(element);
  });
  return found;
}

export function hasAncestor(element: XmlElement, name: string): boolean {
  for (let node = element.parent; node; node = node.parent) if (node.name === name) return true;
  return false;
}

export function cloneElement(element: XmlElement): XmlElement {
  const copy: XmlElement = { kind: 'element', name: element.name, attrs: { ...element.attrs }, children: [], parent: null };
  for (const child of element.children) {
    if (child.kind === 'element') appendChild(copy, cloneElement(child));
    else if (child.kind === 'text') copy.children.push({ kind: 'text', value: child.value, parent: copy });
    else copy.children.push({ kind: 'raw', xml: child.xml, parent: copy });
  }
  return copy;
}
