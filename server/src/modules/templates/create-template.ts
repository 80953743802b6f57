import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AppContext } from '../../context';
import { templates } from '../../db/schema';
import { analyzeTemplate } from '../../rendering/analyze-template';
import { stripExternalLinks } from '../../rendering/strip-external-links';
import { missingFontWarnings } from '../../rendering/server-fonts';
import type { UserRow } from '../accounts/present-user';
import { asBadTemplate, assertTemplateFileName, templateAsDocx } from './template-file';
import type { TemplateRow } from './present-template';
import { storableJson, storableText } from '../../db/storable';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface TemplateUpload {
  /** Already trimmed and checked by the contract schema. */
  name: string;
  /** The file name as the user's browser gave it. */
  filename: string;
  /** A local temporary file with the uploaded bytes (at most MAX_TEMPLATE_BYTES). */
  path: string;
}

/**
 * Stores a user's Word template: checks it by content, converts a legacy .doc to .docx, analyses
 * it (fonts, placeholders, header, instructions) and keeps the DOCX under a generated key.
 */
export async function createTemplate(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id'>; upload: TemplateUpload },
): Promise<TemplateRow> {
  const { actor: user, upload } = input;
  assertTemplateFileName(upload.filename);
  const bytes = await fs.promises.readFile(upload.path);
  const converted = await templateAsDocx(bytes, upload.filename);
  // Stored without any link to the outside (images, OLE, frames, attached templates, INCLUDE fields).
  const { docx } = await asBadTemplate(() => stripExternalLinks(converted.docx));
  const structure = await asBadTemplate(() => analyzeTemplate(docx));
  // Said now, on the card, rather than discovered in a client's PDF.
  structure.warnings.push(...missingFontWarnings(structure.fonts));

  const storageKey = `templates/${user.id}/${crypto.randomUUID()}.docx`;
  await ctx.storage.putBuffer(storageKey, docx, DOCX_CONTENT_TYPE);
  try {
    const [row] = await ctx.database.db
      .insert(templates)
      .values({ userId: user.id, name: storableText(upload.name), filename: storableText(upload.filename), storageKey, fileSize: docx.length, structure: storableJson(structure) })
      .returning();
    return row;
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
