import { performance } from 'node:perf_hooks';
import type { FieldMapping, PlaceholderLocation, TemplatePlaceholder, TemplateStructure } from '@common/contracts/template-structure';
import { openDocxPackage, parsePackagePart, type DocxPackage } from './docx-package';
import { collectHeaderData } from './header-data';
import { collectFonts } from './template-fonts';
import { scanTemplate } from './template-scan';
import { findAll, type XmlDocument } from './xml-tree';

export function parseContentParts(pkg: DocxPackage): Map<string, XmlDocument> {
  const docs = new Map<string, XmlDocument>();
  for (const part of pkg.contentParts) {
    const doc = parsePackagePart(pkg, part);
    if (doc) docs.set(part, doc);
  }
  return docs;
}

function addLocation(list: PlaceholderLocation[], location: PlaceholderLocation): void {
  if (!list.includes(location)) list.push(location);
}

/** Reads an uploaded Word template: fonts, placeholders, loops, field mappings, header/footer, AI instructions. */
export function analyzeTemplate(buffer: Buffer): TemplateStructure {
  const started = performance.now();
  const pkg = openDocxPackage(buffer);
  const docs = parseContentParts(pkg);
  const scan = scanTemplate(pkg, docs);

  const placeholders = new Map<string, TemplatePlaceholder>();
  const fieldMappings: Record<string, FieldMapping> = {};
  for (const occurrence of scan.occurrences) {
    const { definition, paragraph } = occurrence;
    const cvField = occurrence.tag.name === '.' && occurrence.scope ? null : (definition?.cvField ?? null);
    const existing = placeholders.get(occurrence.path);
    if (existing) {
      existing.count += 1;
      addLocation(existing.locations, paragraph.location);
    } else {
      placeholders.set(occurrence.path, {
        name: definition?.name ?? occurrence.tag.name,
        path: occurrence.path,
        isKnown: definition !== null || (occurrence.tag.name === '.' && occurrence.scope !== ''),
        cvField,
        locations: [paragraph.location],
        count: 1,
      });
    }
    if (cvField) {
      const mapping = (fieldMappings[occurrence.path] ??= { cvField, location: paragraph.location, locations: [] });
      addLocation(mapping.locations, paragraph.location);
    }
  }

  const warnings = [...new Set(scan.warnings)];
  for (const instruction of scan.instructions) {
    if (instruction.placeholder) continue;
    warnings.push(`The instruction "[${instruction.text}]" is not next to any placeholder, so nothing follows it: put it on the placeholder's line or the line just above or below.`);
  }
  if (scan.occurrences.length === 0) {
    warnings.unshift('The template has no {{placeholders}}: the CV content has nowhere to go. See the Template Guide for FullName, Experience and the others.');
  }

  const mainDoc = docs.get(pkg.mainDocument);
  const columns = mainDoc ? Math.max(1, ...findAll(mainDoc.root, 'w:cols').map((el) => Number(el.attrs['w:num'] ?? 1) || 1)) : 1;

  return {
    fonts: collectFonts(pkg, docs),
    placeholders: [...placeholders.values()],
    // Loops are recorded when they close (inner first); show them in reading order.
    loops: [...scan.loops]
      .sort((a, b) => pkg.contentParts.indexOf(a.paragraph.part) - pkg.contentParts.indexOf(b.paragraph.part) || a.paragraph.index - b.paragraph.index)
      .map((loop) => ({
      name: loop.name,
      path: loop.path,
      kind: loop.kind,
      fields: loop.fields,
      isKnown: loop.definition !== null,
      part: loop.paragraph.part,
      location: loop.paragraph.location,
      paragraph: loop.paragraph.index,
    })),
    fieldMappings,
    headerData: collectHeaderData(pkg, docs),
    instructions: scan.instructions.map((instruction) => ({
      text: instruction.text,
      placeholder: instruction.placeholder,
      part: instruction.paragraph.part,
      location: instruction.paragraph.location,
      paragraph: instruction.paragraph.index,
    })),
    warnings,
    stats: {
      paragraphs: scan.paragraphs.length,
      tables: mainDoc ? findAll(mainDoc.root, 'w:tbl').length : 0,
      columns,
      analysisMs: Math.round((performance.now() - started) * 100) / 100,
    },
  };
}
