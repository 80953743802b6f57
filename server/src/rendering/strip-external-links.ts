import PizZip from 'pizzip';
import { decodeXml } from './docx-package';
import { isZip, safeUnzip } from './safe-unzip';
import { TemplateError } from './template-error';
import { parseXml, serializeXml, walkElements, XmlParseError, type XmlDocument, type XmlElement } from './xml-tree';

/**
 * Why this exists (docs/decisions/055-templates-without-external-links.md): a Word file can point
 * outside itself — linked images (`<a:blip r:link>`, VML `v:imagedata`), linked OLE objects,
 * sub-documents, attached templates, frames, imported chunks, INCLUDEPICTURE/INCLUDETEXT fields.
 * LibreOffice follows such links while it converts, so a template could make the server fetch
 * internal URLs or read local files into the PDF its author downloads. Every one of them is removed
 * when a template is stored and again before anything is rendered or converted.
 */

const REL_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  'http://purl.oclc.org/ooxml/officeDocument/relationships',
]);

/** A target with a URI scheme (http:, file:, smb:…), a UNC path or a drive letter never names a part inside the package. */
const OUTSIDE_TARGET = /^(?:[a-z][a-z0-9+.-]*:|\\\\|\/\/)/i;

/** Fields that read a file or URL when they are updated (HYPERLINK only makes a clickable link and stays). */
const FETCHING_FIELD = /^\s*(?:INCLUDEPICTURE|INCLUDETEXT|INCLUDE|IMPORT|LINK|DDE|DDEAUTO|RD|DATABASE)\b/i;

/** VML attributes that hold a URL or path directly, without a relationship. */
const VML_URL_ATTRIBUTES = new Set(['src', 'o:href', 'o:althref', 'href', 'o:relid']);

// Already-compressed media gain nothing from deflating again.
const STORED_EXTENSIONS = /\.(png|jpe?g|gif|wdp|jfif)$/i;

export interface StrippedLinks {
  docx: Buffer;
  /** What was removed, for logs and tests ('word/document.xml: image → http://…'). */
  removed: string[];
}

function parse(part: string, bytes: Buffer): XmlDocument {
  try {
    return parseXml(decodeXml(bytes));
  } catch (error) {
    throw new TemplateError(`The template is damaged: ${part} is not well-formed XML (${(error as XmlParseError).message}).`, { cause: error });
  }
}

/** word/_rels/document.xml.rels → word/document.xml; _rels/.rels → '' (the package itself). */
function sourceOfRels(relsName: string): string | null {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/i.exec(relsName);
  return match ? `${match[1]}${match[2]}` : null;
}

function removeNode(element: XmlElement): void {
  const siblings = element.parent?.children;
  if (siblings) siblings.splice(siblings.indexOf(element), 1);
}

function unwrap(element: XmlElement): void {
  const parent = element.parent;
  if (!parent) return;
  for (const child of element.children) child.parent = parent;
  parent.children.splice(parent.children.indexOf(element), 1, ...element.children);
}

/** Prefixes bound to the relationships namespace anywhere in the part ('r' in every Word file, but not guaranteed). */
function relationshipPrefixes(doc: XmlDocument): Set<string> {
  const prefixes = new Set<string>();
  walkElements(doc.root, (element) => {
    for (const [name, value] of Object.entries(element.attrs)) {
      if (name.startsWith('xmlns:') && REL_NAMESPACES.has(value)) prefixes.add(name.slice('xmlns:'.length));
    }
  });
  return prefixes;
}

/** Removes what uses a dropped relationship: a linked image loses its link, a hyperlink keeps its text, anything else goes. */
function dropUsesOf(doc: XmlDocument, ids: Set<string>, part: string, removed: string[]): boolean {
  const prefixes = relationshipPrefixes(doc);
  const toRemove: XmlElement[] = [];
  const toUnwrap: XmlElement[] = [];
  let changed = false;
  walkElements(doc.root, (element) => {
    for (const [name, value] of Object.entries(element.attrs)) {
      const colon = name.indexOf(':');
      if (colon < 0 || !prefixes.has(name.slice(0, colon)) || !ids.has(value)) continue;
      const local = name.slice(colon + 1);
      if (local === 'link') {
        delete element.attrs[name];
        changed = true;
      } else if (element.name.endsWith(':hyperlink')) {
        toUnwrap.push(element);
      } else {
        toRemove.push(element);
      }
      removed.push(`${part}: <${element.name} ${name}="${value}">`);
    }
  });
  for (const element of toUnwrap) unwrap(element);
  for (const element of toRemove) removeNode(element);
  return changed || toUnwrap.length > 0 || toRemove.length > 0;
}

/** VML shapes may carry a URL straight in an attribute (`<v:imagedata o:href="http://…">`). */
function dropVmlUrls(doc: XmlDocument, part: string, removed: string[]): boolean {
  let changed = false;
  walkElements(doc.root, (element) => {
    if (!/^[vo]:/.test(element.name)) return;
    for (const [name, value] of Object.entries(element.attrs)) {
      if (!VML_URL_ATTRIBUTES.has(name) || value.trim() === '') continue;
      if (name === 'o:relid' && !OUTSIDE_TARGET.test(value)) continue;
      delete element.attrs[name];
      removed.push(`${part}: <${element.name} ${name}="${value}">`);
      changed = true;
    }
  });
  return changed;
}

/**
 * Removes fields whose instruction reads a file or URL, whole (instruction and cached result):
 * complex fields (begin · instrText · separate · result · end, possibly nested and split across runs)
 * and simple ones (`w:fldSimple`).
 */
function dropFetchingFields(doc: XmlDocument, part: string, removed: string[]): boolean {
  const runs: XmlElement[] = [];
  const simple: XmlElement[] = [];
  walkElements(doc.root, (element) => {
    if (element.name === 'w:r') runs.push(element);
    else if (element.name === 'w:fldSimple' && FETCHING_FIELD.test(element.attrs['w:instr'] ?? '')) simple.push(element);
  });

  const doomed = new Set<XmlElement>();
  const open: Array<{ start: number; instruction: string }> = [];
  runs.forEach((run, index) => {
    for (const child of run.children) {
      if (child.kind !== 'element') continue;
      if (child.name === 'w:fldChar') {
        const type = child.attrs['w:fldCharType'];
        if (type === 'begin') open.push({ start: index, instruction: '' });
        else if (type === 'end') {
          const field = open.pop();
          if (field && FETCHING_FIELD.test(field.instruction)) {
            for (let i = field.start; i <= index; i++) doomed.add(runs[i]);
            removed.push(`${part}: field ${field.instruction.trim().slice(0, 120)}`);
          }
        }
      } else if (child.name === 'w:instrText' && open.length > 0) {
        for (const text of child.children) if (text.kind === 'text') open[open.length - 1].instruction += text.value;
      }
    }
  });
  // A field never closed (a damaged file) is judged on what it has.
  for (const field of open) {
    if (!FETCHING_FIELD.test(field.instruction)) continue;
    for (let i = field.start; i < runs.length; i++) doomed.add(runs[i]);
    removed.push(`${part}: field ${field.instruction.trim().slice(0, 120)}`);
  }
  for (const element of simple) removed.push(`${part}: field ${(element.attrs['w:instr'] ?? '').trim().slice(0, 120)}`);
  for (const run of doomed) removeNode(run);
  for (const element of simple) removeNode(element);
  return doomed.size > 0 || simple.length > 0;
}

/**
 * The DOCX without any link to the outside world: every external relationship (and every imported
 * chunk) is dropped with the elements and fields that use it. Returns the input unchanged when there
 * was nothing to remove, and leaves anything that is not a zip to the DOCX reader to explain.
 */
export function stripExternalLinks(docx: Buffer): StrippedLinks {
  if (!isZip(docx)) return { docx, removed: [] };
  const files = safeUnzip(docx);
  const lowerNames = new Map([...files.keys()].map((name) => [name.toLowerCase(), name]));
  const removed: string[] = [];
  const changedParts = new Map<string, XmlDocument>();
  const droppedIds = new Map<string, Set<string>>();

  for (const [name, bytes] of files) {
    const source = sourceOfRels(name);
    if (source === null) continue;
    const rels = parse(name, bytes);
    const ids = new Set<string>();
    for (const rel of [...rels.root.children]) {
      if (rel.kind !== 'element' || !rel.name.endsWith('Relationship')) continue;
      const target = rel.attrs.Target ?? '';
      const isExternal = (rel.attrs.TargetMode ?? '').toLowerCase() === 'external';
      // Imported chunks (HTML, MHT, RTF) bring their own links that LibreOffice would follow.
      const isImportedChunk = /\/aFChunk$/i.test(rel.attrs.Type ?? '');
      if (!isExternal && !isImportedChunk && !OUTSIDE_TARGET.test(target.trim())) continue;
      ids.add(rel.attrs.Id ?? '');
      removeNode(rel);
      removed.push(`${name}: ${(rel.attrs.Type ?? '').split('/').pop()} → ${target}`);
    }
    if (ids.size === 0) continue;
    changedParts.set(name, rels);
    const sourcePart = lowerNames.get(source.toLowerCase());
    if (sourcePart) droppedIds.set(sourcePart, ids);
  }

  for (const [name, bytes] of files) {
    if (!/\.xml$/i.test(name)) continue;
    const ids = droppedIds.get(name);
    const text = bytes.toString('latin1');
    const mayHoldFields = /instrText|fldSimple/.test(text);
    const mayHoldVmlUrls = /<v:|<o:/.test(text);
    if (!ids && !mayHoldFields && !mayHoldVmlUrls) continue;
    const doc = parse(name, bytes);
    let changed = false;
    if (ids) changed = dropUsesOf(doc, ids, name, removed) || changed;
    if (mayHoldFields) changed = dropFetchingFields(doc, name, removed) || changed;
    if (mayHoldVmlUrls) changed = dropVmlUrls(doc, name, removed) || changed;
    if (changed) changedParts.set(name, doc);
  }

  if (changedParts.size === 0) return { docx, removed };
  const zip = new PizZip();
  for (const [name, bytes] of files) {
    const doc = changedParts.get(name);
    if (doc) zip.file(name, serializeXml(doc));
    else zip.file(name, bytes, STORED_EXTENSIONS.test(name) ? { compression: 'STORE' } : {});
  }
  return { docx: zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), removed };
}
