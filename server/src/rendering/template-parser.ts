import type Docxtemplater from 'docxtemplater';
import {
  findItemPlaceholder,
  findRootPlaceholder,
  normalizePlaceholderName,
  type PlaceholderDefinition,
} from './placeholder-catalog';
import { inlineSectionText, type EntryScope, type RootScope } from './template-data';
import { isConditionBody } from './template-scan';

type Scope = RootScope | EntryScope | string | boolean;

const SECTION_DEFINITIONS: Record<EntryScope['section'], PlaceholderDefinition> = {
  Experience: findRootPlaceholder('Experience')!,
  Education: findRootPlaceholder('Education')!,
};

/** Names used directly inside a loop (nested loops count by their own name, not their content). */
function directNames(part: Docxtemplater.DXT.Part): string[] {
  return (part.subparsed ?? []).filter((p: Docxtemplater.DXT.Part) => p.type === 'placeholder').map((p: Docxtemplater.DXT.Part) => p.value.trim());
}

function lookup(scope: Scope, name: string): { definition: PlaceholderDefinition; value: unknown } | undefined {
  if (typeof scope !== 'object' || scope === null) return undefined;
  const definition = scope.kind === 'root' ? findRootPlaceholder(name) : findItemPlaceholder(SECTION_DEFINITIONS[scope.section], name);
  if (!definition) return undefined;
  const key = normalizePlaceholderName(definition.name);
  return Object.hasOwn(scope.values, key) ? { definition, value: scope.values[key] } : undefined;
}

/**
 * docxtemplater parser: resolves tag names through the placeholder catalog (loose names, aliases),
 * and gives a section the shape its tag needs — the entries for a loop, a boolean for a loop used
 * as a condition, a joined line for a simple inline tag, the generated XML for a block tag.
 */
export function createTemplateParser(blocks: Map<string, string>) {
  return (tag: string, meta?: { tag?: Docxtemplater.DXT.Part }): Docxtemplater.DXT.Parser => {
    const name = tag.trim();
    const part = meta?.tag;
    const isLoop = part?.module === 'loop';
    const isRaw = part?.module === 'rawxml';
    return {
      get(scope: Scope) {
        if (isRaw && blocks.has(name)) return blocks.get(name);
        if (name === '.') return typeof scope === 'string' ? scope : undefined;
        const found = lookup(scope, name);
        if (!found) return undefined;
        const { definition, value } = found;
        if (!Array.isArray(value)) return value;
        if (!isLoop) return inlineSectionText(value as string[] | EntryScope[], definition.name === 'Highlights');
        if (!part?.inverted && isConditionBody(definition, directNames(part!))) return value.length > 0;
        return value;
      },
    };
  };
}
