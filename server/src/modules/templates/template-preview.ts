import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { isLibreOfficeAvailable } from '../../rendering/libreoffice';
import { pdfOf } from '../../rendering/pdf-batcher';
import { previewContentSecurityPolicy, renderTemplatePreviewHtml } from '../../rendering/preview-html';
import { renderCv } from '../../rendering/render-cv';
import { SAMPLE_AGENCY, sampleCandidate } from '../../rendering/sample-candidate';
import { loadStandardTemplate } from '../../rendering/standard-template';
import { stripExternalLinks } from '../../rendering/strip-external-links';
import type { UserRow } from '../accounts/present-user';
import { findOwnTemplate } from './find-template';
import { asBadTemplate } from './template-file';

export type TemplatePreview =
  | { format: 'html'; body: string; contentSecurityPolicy: string; filename: string }
  | { format: 'pdf'; body: Buffer; filename: string };

/**
 * The user's own template (or the Standard Template) for viewing, filled with a sample candidate or
 * as written: escaped HTML with a Content-Security-Policy that allows no script, or a PDF where
 * LibreOffice is installed and asked for.
 */
export async function templatePreview(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id'>; templateId: string; format?: 'html' | 'pdf'; view?: 'sample' | 'placeholders' },
): Promise<TemplatePreview> {
  const { templateId, format = 'html', view = 'sample' } = input;
  let docx: Buffer;
  let name: string;
  if (templateId === DEFAULT_TEMPLATE_ID) {
    docx = loadStandardTemplate();
    name = 'standard-template';
  } else {
    const row = await findOwnTemplate(ctx, input);
    docx = await ctx.storage.getBuffer(row.storageKey);
    name = row.filename.replace(/\.docx?$/i, '');
  }
  // Templates stored before links were stripped at upload still have them: strip again here.
  docx = await asBadTemplate(() => stripExternalLinks(docx).docx);
  // Filled with a sample candidate, the template reads as a client will see it; 'placeholders' shows it as written.
  if (view === 'sample') docx = await asBadTemplate(() => renderCv({ template: docx, data: sampleCandidate(), extras: SAMPLE_AGENCY }));
  if (format === 'pdf' && isLibreOfficeAvailable()) {
    // The shared batcher: parallel previews queue behind its cap instead of each starting LibreOffice.
    const pdf = await asBadTemplate(() => pdfOf(docx));
    if (pdf) return { format: 'pdf', body: pdf, filename: `${name}.pdf` };
  }
  const html = await asBadTemplate(() => renderTemplatePreviewHtml(docx, { view }));
  return { format: 'html', body: html, contentSecurityPolicy: previewContentSecurityPolicy(html), filename: `${name}.html` };
}
