import { DEFAULT_TEMPLATE_SETTINGS, readTemplateSettings, type Template } from '@common/contracts/templates';
import type { TemplateStructure } from '@common/contracts/template-structure';
import type { templates } from '../../db/schema';
import { standardTemplateEntry } from './standard-template-entry';

export type TemplateRow = typeof templates.$inferSelect;

/** A stored template as the API shows it: never its storage key or owner. */
export function presentTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    filename: row.filename,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
    isBuiltIn: false,
    fileSize: row.fileSize,
    structure: row.structure as TemplateStructure,
    settings: readTemplateSettings(row.settings),
  };
}

/**
 * The built-in Standard Template as the API shows it. It has been available to the user since their
 * account was created, so that is its creation date.
 */
export function presentStandardTemplate(availableSince: Date): Template {
  const entry = standardTemplateEntry();
  return {
    id: entry.id,
    name: entry.name,
    filename: entry.filename,
    createdAt: availableSince.toISOString(),
    isActive: true,
    isBuiltIn: true,
    fileSize: entry.fileSize,
    structure: entry.structure,
    settings: DEFAULT_TEMPLATE_SETTINGS,
  };
}
