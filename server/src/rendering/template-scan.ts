import type { DocxPackage } from './docx-package';
import { isInTable, listParagraphs, paragraphText, type ParagraphText } from './paragraph-text';
import {
  findItemPlaceholder,
  findRootPlaceholder,
  isItemLevelName,
  normalizePlaceholderName,
  type PlaceholderDefinition,
} from './placeholder-catalog';
import { TemplateError } from './template-error';
import { excerpt, scanBrackets, scanTags, type BracketSpan, type TagToken } from './template-tags';
import type { XmlDocument } from './xml-tree';

export type PartLocation = 'header' | 'body' | 'footer' | 'table';

export interface ScannedParagraph {
  part: string;
  /** 1-based, in document order within the part: how errors point at it. */
  index: number;
  location: PartLocation;
  pt: ParagraphText;
  tags: TagToken[];
  brackets: BracketSpan[];
}

export interface TagOccurrence {
  tag: TagToken;
  paragraph: ScannedParagraph;
  /** 'Experience.Title' for known names, the name as written otherwise. */
  path: string;
  definition: PlaceholderDefinition | null;
  /** The loop path the tag sits in ('' at the top level). */
  scope: string;
}

export type LoopKind = 'loop' | 'condition' | 'inverted';

export interface LoopOccurrence {
  name: string;
  path: string;
  kind: LoopKind;
  definition: PlaceholderDefinition | null;
  fields: string[];
  paragraph: ScannedParagraph;
}

export interface InstructionOccurrence {
  text: string;
  placeholder: string | null;
  paragraph: ScannedParagraph;
}

export interface TemplateScan {
  paragraphs: ScannedParagraph[];
  occurrences: TagOccurrence[];
  loops: LoopOccurrence[];
  instructions: InstructionOccurrence[];
  warnings: string[];
  /** Closing tags written in another case or spacing than their opening tag ({{/experience}} for {{#Experience}}). */
  closeRewrites: Array<{ paragraph: ScannedParagraph; tag: TagToken; name: string }>;
}

/** Decides whether `{{#Skills}}…{{/Skills}}` repeats per entry or just shows its content once when non-empty. */
export function isConditionBody(definition: PlaceholderDefinition | null, bodyNames: string[]): boolean {
  if (!definition) return false;
  if (definition.shape === 'text') return true;
  return !bodyNames.some((name) => isItemLevelName(definition, name));
}

export function locationOfPart(pkg: DocxPackage, part: string): PartLocation {
  if (pkg.headerParts.includes(part)) return 'header';
  if (pkg.footerParts.includes(part)) return 'footer';
  return 'body';
}

function describe(paragraph: ScannedParagraph): string {
  return `${paragraph.part}, paragraph ${paragraph.index} ("${excerpt(paragraph.pt.text, 0, 40)}")`;
}

interface OpenLoop {
  tag: TagToken;
  path: string;
  definition: PlaceholderDefinition | null;
  paragraph: ScannedParagraph;
  directNames: string[];
  fields: Set<string>;
}

function resolveName(name: string, stack: OpenLoop[]): { path: string; definition: PlaceholderDefinition | null } {
  if (name === '.') {
    const inner = stack[stack.length - 1];
    return { path: inner ? `${inner.path}[]` : '.', definition: null };
  }
  // Like docxtemplater's scopes: the innermost loop's entry first, then the enclosing ones, then the CV.
  for (let i = stack.length - 1; i >= 0; i--) {
    const section = stack[i].definition;
    const item = section ? findItemPlaceholder(section, name) : null;
    if (item) return { path: `${stack[i].path}.${item.name}`, definition: item };
  }
  const root = findRootPlaceholder(name);
  return root ? { path: root.name, definition: root } : { path: name, definition: null };
}

/** Walks every content part: paragraphs, tags with their loop scope, loops, bracket instructions. */
export function scanTemplate(pkg: DocxPackage, docs: Map<string, XmlDocument>): TemplateScan {
  const paragraphs: ScannedParagraph[] = [];
  const occurrences: TagOccurrence[] = [];
  const loops: LoopOccurrence[] = [];
  const warnings: string[] = [];
  const problems: string[] = [];
  const closeRewrites: TemplateScan['closeRewrites'] = [];

  for (const part of pkg.contentParts) {
    const doc = docs.get(part);
    if (!doc) continue;
    const partLocation = locationOfPart(pkg, part);
    const stack: OpenLoop[] = [];
    listParagraphs(doc.root, { skipFallbacks: true }).forEach((p, i) => {
      const pt = paragraphText(p);
      const scan = scanTags(pt.text);
      const location: PartLocation = partLocation === 'body' && isInTable(p) ? 'table' : partLocation;
      const paragraph: ScannedParagraph = { part, index: i + 1, location, pt, tags: scan.tags, brackets: scanBrackets(pt.text) };
      paragraphs.push(paragraph);
      for (const problem of scan.problems) problems.push(`${problem} in ${describe(paragraph)}`);

      for (const tag of scan.tags) {
        if (tag.kind === 'close') {
          // Names match loosely like everywhere else; docxtemplater wants the exact text, so
          // prepareTemplate rewrites a {{/experience}} closing {{#Experience}} to match.
          const open = stack.pop();
          if (open && open.tag.name !== tag.name && normalizePlaceholderName(open.tag.name) === normalizePlaceholderName(tag.name)) {
            closeRewrites.push({ paragraph, tag: { ...tag }, name: open.tag.name });
            tag.name = open.tag.name;
          }
          if (!open) {
            problems.push(`'${tag.raw}' closes a section that was never opened, in ${describe(paragraph)}`);
          } else if (open.tag.name !== tag.name) {
            problems.push(`'${open.tag.raw}' (${describe(open.paragraph)}) is closed by '${tag.raw}' in ${describe(paragraph)}; expected '{{/${open.tag.name}}}'`);
          } else {
            const isCondition = open.tag.kind === 'open' && isConditionBody(open.definition, open.directNames);
            loops.push({
              name: open.definition?.name ?? open.tag.name,
              path: open.path,
              kind: open.tag.kind === 'inverted' ? 'inverted' : isCondition ? 'condition' : 'loop',
              definition: open.definition,
              fields: [...open.fields],
              paragraph: open.paragraph,
            });
          }
          continue;
        }
        const resolved = resolveName(tag.name, stack);
        const scope = stack.length ? stack[stack.length - 1].path : '';
        const inner = stack[stack.length - 1];
        if (inner) {
          inner.directNames.push(tag.name);
          inner.fields.add(resolved.definition?.name ?? tag.name);
        }
        occurrences.push({ tag, paragraph, path: resolved.path, definition: resolved.definition, scope });
        if (!resolved.definition && tag.name !== '.' && tag.kind !== 'raw') {
          warnings.push(`Unknown placeholder '${tag.raw}' in ${describe(paragraph)}: it is not a CV field and will render empty.`);
        }
        if (tag.kind === 'open' || tag.kind === 'inverted') {
          stack.push({ tag, path: resolved.path, definition: resolved.definition, paragraph, directNames: [], fields: new Set() });
        }
      }
    });
    for (const open of stack) problems.push(`'${open.tag.raw}' in ${describe(open.paragraph)} has no matching '{{/${open.tag.name}}}'`);
  }

  // {{@Name}} is docxtemplater's raw XML tag: candidate text would be written into the document's XML
  // unescaped (markup from a CV in the output). Refused at upload, and again at rendering for templates
  // stored before this check; the renderer's own section blocks are added after this scan.
  const raw = occurrences.find((occurrence) => occurrence.tag.kind === 'raw');
  if (raw) {
    throw new TemplateError(
      `The template uses '${raw.tag.raw}' in ${describe(raw.paragraph)}: raw placeholders ({{@…}}) are not allowed, because they would put the CV's text into the document unchecked. Use {{${raw.tag.name}}} instead.`,
    );
  }

  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''}: ${problems.slice(1, 4).join('; ')})` : '';
    throw new TemplateError(`The template's placeholders are unbalanced: ${problems[0]}${more}.`);
  }

  return { paragraphs, occurrences, loops, instructions: associateInstructions(paragraphs, occurrences), warnings, closeRewrites };
}

/**
 * An instruction belongs to the placeholder it stands with (docs/decisions/071-instruction-attachment.md):
 * the nearest placeholder on its own line; else the placeholder of the paragraph directly above it
 * (the one it follows: '[Three sentences at most]' under {{Summary}}); else the one directly below
 * (a note above {{#Experience}} under the Experience heading). Blank lines and other instruction-only
 * lines between do not count; any other text in between does, so an instruction never reaches the
 * next section's placeholder. One with no placeholder next to it stays unattached and is reported.
 */
function associateInstructions(paragraphs: ScannedParagraph[], occurrences: TagOccurrence[]): InstructionOccurrence[] {
  const byParagraph = new Map<ScannedParagraph, TagOccurrence[]>();
  for (const occurrence of occurrences) {
    const list = byParagraph.get(occurrence.paragraph) ?? [];
    list.push(occurrence);
    byParagraph.set(occurrence.paragraph, list);
  }
  const isInstructionOnly = (p: ScannedParagraph) => p.tags.length === 0 && p.pt.text.replace(/\[[^[\]]*\]/g, '').trim() === '';
  /** The placeholder a paragraph stands for: its tags' paths, or the section a closing tag ends. */
  const placeholdersOf = (p: ScannedParagraph): string[] => {
    const own = (byParagraph.get(p) ?? []).map((o) => o.path);
    if (own.length) return own;
    return p.tags.filter((t) => t.kind === 'close').map((t) => findRootPlaceholder(t.name)?.name ?? t.name);
  };
  const neighbour = (from: number, step: 1 | -1): ScannedParagraph | null => {
    const part = paragraphs[from].part;
    for (let i = from + step; i >= 0 && i < paragraphs.length && paragraphs[i].part === part; i += step) {
      if (!isInstructionOnly(paragraphs[i])) return paragraphs[i];
    }
    return null;
  };

  const instructions: InstructionOccurrence[] = [];
  paragraphs.forEach((paragraph, index) => {
    const own = byParagraph.get(paragraph) ?? [];
    for (const bracket of paragraph.brackets) {
      if (!bracket.text) continue;
      let placeholder: string | null = null;
      let best = Infinity;
      for (const occurrence of own) {
        const distance = occurrence.tag.start >= bracket.end ? occurrence.tag.start - bracket.end : bracket.start - occurrence.tag.end;
        if (distance < best) {
          best = distance;
          placeholder = occurrence.path;
        }
      }
      if (!placeholder && paragraph.tags.length === 0) {
        const above = neighbour(index, -1);
        const below = neighbour(index, 1);
        placeholder = (above && placeholdersOf(above).at(-1)) || (below && placeholdersOf(below)[0]) || null;
      }
      instructions.push({ text: bracket.text, placeholder, paragraph });
    }
  });
  return instructions;
}
