import type { TemplateInstructions } from '../../../ai';
import type { TemplateStructure } from '@common/contracts/template-structure';
import { analyzeTemplate } from '../../../rendering/analyze-template';
import type { StepInput } from './step';

/**
 * The template's [bracketed instructions], grouped by the placeholder or section they belong to
 * ('' for the whole CV), for the AI step. The Standard Template is analysed on the fly (a few ms).
 */
export function templateInstructions(template: StepInput['template']): TemplateInstructions {
  const structure = (template.row?.structure as TemplateStructure | undefined) ?? analyzeTemplate(template.buffer);
  const grouped: TemplateInstructions = {};
  for (const instruction of structure.instructions ?? []) {
    const key = instruction.placeholder ?? '';
    (grouped[key] ??= []).push(instruction.text);
  }
  return grouped;
}

/** The user's custom prompt for an operation: an Enterprise feature (docs/PRODUCT.md §6), ignored on other plans. */
export function customPrompt(input: StepInput, operation: 'enhance' | 'report'): string | null {
  if (input.user.plan !== 'enterprise') return null;
  return input.user.customPrompts?.[operation]?.trim() || null;
}
