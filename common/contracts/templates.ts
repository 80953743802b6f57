import { z } from 'zod';
import { cleanLine } from '../input-text';
import { agencyProfileSchema } from './settings';
import { MAX_TEMPLATE_NAME_LENGTH, TEMPLATE_NAME_REQUIRED } from './template-messages';
import { templateStructureSchema } from './template-structure';

export * from './template-messages';

/** The `name` field of POST /api/templates (the file travels beside it as `file`). */
export const templateNameSchema = z
  .string({ error: TEMPLATE_NAME_REQUIRED })
  .overwrite(cleanLine)
  .trim()
  .min(1, TEMPLATE_NAME_REQUIRED)
  .max(MAX_TEMPLATE_NAME_LENGTH, `The template name must be at most ${MAX_TEMPLATE_NAME_LENGTH} characters.`);

/** Template-level processing defaults, set on the template's card (issue 11). */
export const templateSettingsSchema = z.object({
  /** Every CV processed with this template becomes a blind CV, whatever its own option says. */
  alwaysAnonymise: z.boolean({ error: 'alwaysAnonymise must be true or false' }),
  /** Employers are shown as a neutral description ('A global bank'). */
  hideEmployers: z.boolean({ error: 'hideEmployers must be true or false' }),
  /**
   * Agencies run several brands: agency details for CVs made with this template, used instead of the
   * account's (Settings → Agency details) field by field; an empty field falls back to the account's.
   */
  agency: agencyProfileSchema.optional(),
});
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;
export const DEFAULT_TEMPLATE_SETTINGS: TemplateSettings = { alwaysAnonymise: false, hideEmployers: false };

/** Stored settings (jsonb) read leniently: anything missing or malformed is off. */
export function readTemplateSettings(stored: unknown): TemplateSettings {
  const value = (stored ?? {}) as Record<string, unknown>;
  const agency = agencyProfileSchema.safeParse(value.agency);
  const settings: TemplateSettings = { alwaysAnonymise: value.alwaysAnonymise === true, hideEmployers: value.hideEmployers === true };
  if (value.agency && agency.success) settings.agency = agency.data;
  return settings;
}

/** A template as the API returns it (docs/PRODUCT.md §3): the built-in Standard Template has id 'default'. */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  /** True for the built-in Standard Template, which cannot be deleted. */
  isBuiltIn: z.boolean(),
  fileSize: z.number().int(),
  structure: templateStructureSchema,
  settings: templateSettingsSchema,
});

export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** view: the template filled with a sample candidate (default) or as written, placeholders highlighted. */
export const templatePreviewQuerySchema = z.object({ format: z.enum(['html', 'pdf']).optional(), view: z.enum(['sample', 'placeholders']).optional() });

export type Template = z.infer<typeof templateSchema>;
