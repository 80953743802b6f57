import { STANDARD_TEMPLATE_NAME } from '@common/contracts/templates';
import type { TemplateStructure } from '@common/contracts/template-structure';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import { analyzeTemplate } from '../../rendering/analyze-template';
import { loadStandardTemplate } from '../../rendering/standard-template';

export interface StandardTemplateEntry {
  id: typeof DEFAULT_TEMPLATE_ID;
  name: string;
  filename: string;
  fileSize: number;
  structure: TemplateStructure;
}

let cached: StandardTemplateEntry | null = null;

/** The built-in Standard Template (id 'default') as a template entry; analysed once per process. */
export function standardTemplateEntry(): StandardTemplateEntry {
  if (!cached) {
    const buffer = loadStandardTemplate();
    cached = { id: DEFAULT_TEMPLATE_ID, name: STANDARD_TEMPLATE_NAME, filename: 'standard-template.docx', fileSize: buffer.length, structure: analyzeTemplate(buffer) };
  }
  return cached;
}
