import { z } from 'zod';

/** Where on the page a placeholder sits: the Word header or footer, a body table, or the body. */
export const placeholderLocationSchema = z.enum(['header', 'body', 'footer', 'table']);

export const templatePlaceholderSchema = z.object({
  /** Canonical name ('FullName', 'Title') for known placeholders, as written otherwise. */
  name: z.string(),
  /** 'FullName', 'Experience', 'Experience.Title', 'Experience.Highlights[]' ('[]' is the {{.}} item). */
  path: z.string(),
  isKnown: z.boolean(),
  /** The CvData field shown ('name', 'experience[].title', 'extras.agencyName'), null when unknown. */
  cvField: z.string().nullable(),
  locations: z.array(placeholderLocationSchema),
  count: z.number().int(),
});

export const templateLoopSchema = z.object({
  name: z.string(),
  path: z.string(),
  /** loop: repeats per entry; condition: shown once when the field is non-empty; inverted: shown when empty. */
  kind: z.enum(['loop', 'condition', 'inverted']),
  /** Fields used directly inside ('Title', 'Company', 'Highlights', '.'). */
  fields: z.array(z.string()),
  isKnown: z.boolean(),
  part: z.string(),
  location: placeholderLocationSchema,
  paragraph: z.number().int(),
});

export const fieldMappingSchema = z.object({
  cvField: z.string(),
  /** First place it appears; `locations` lists every place. */
  location: placeholderLocationSchema,
  locations: z.array(placeholderLocationSchema),
});

/** A [bracketed instruction]: never printed, handed to the AI with the placeholder it is about. */
export const templateInstructionSchema = z.object({
  text: z.string(),
  placeholder: z.string().nullable(),
  part: z.string(),
  location: placeholderLocationSchema,
  paragraph: z.number().int(),
});

export const headerImageSchema = z.object({
  part: z.string(),
  name: z.string(),
  contentType: z.string(),
});

export const headerDataSchema = z.object({
  hasHeader: z.boolean(),
  hasFooter: z.boolean(),
  images: z.array(headerImageSchema),
});

/** What template analysis finds in an uploaded Word template; kept as the template's `structure`. */
export const templateStructureSchema = z.object({
  fonts: z.array(z.string()),
  placeholders: z.array(templatePlaceholderSchema),
  loops: z.array(templateLoopSchema),
  fieldMappings: z.record(z.string(), fieldMappingSchema),
  headerData: headerDataSchema,
  instructions: z.array(templateInstructionSchema),
  warnings: z.array(z.string()),
  stats: z.object({
    paragraphs: z.number().int(),
    tables: z.number().int(),
    columns: z.number().int(),
    analysisMs: z.number(),
  }),
});

export type PlaceholderLocation = z.infer<typeof placeholderLocationSchema>;
export type TemplatePlaceholder = z.infer<typeof templatePlaceholderSchema>;
export type TemplateLoop = z.infer<typeof templateLoopSchema>;
export type FieldMapping = z.infer<typeof fieldMappingSchema>;
export type TemplateInstruction = z.infer<typeof templateInstructionSchema>;
export type HeaderData = z.infer<typeof headerDataSchema>;
export type TemplateStructure = z.infer<typeof templateStructureSchema>;
