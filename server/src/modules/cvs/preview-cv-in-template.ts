import { readTemplateSettings } from '@common/contracts/templates';
import type { CvData } from '@common/cv-data';
import { DEFAULT_TEMPLATE_ID } from '@common/limits';
import type { AppContext } from '../../context';
import { previewContentSecurityPolicy, renderTemplatePreviewHtml } from '../../rendering/preview-html';
import { renderCv } from '../../rendering/render-cv';
import { loadStandardTemplate } from '../../rendering/standard-template';
import type { UserRow } from '../accounts/present-user';
import { blindCvData, type BlindCvSettings } from '../blind-cvs/blind-cv-output';
import { agencyExtras } from '../processing/steps/reformat-step';
import { findOwnTemplate } from '../templates/find-template';
import { asBadTemplate } from '../templates/template-file';
import { findOwnCv } from './find-own-cv';

/**
 * "Preview in template": the data on the review screen (saved or not) rendered into the chosen
 * template like the reformat step does, shown as the Templates page's HTML preview (script-free, with
 * its own Content-Security-Policy). The template's 'Hide employer names' and 'Always anonymise' apply,
 * so the recruiter sees what the client will see. Costs no credit and stores nothing.
 */
export async function previewCvInTemplate(
  ctx: Pick<AppContext, 'database' | 'storage'>,
  input: { actor: Pick<UserRow, 'id' | 'agencyProfile'>; cvId: string; templateId: string; data: CvData },
): Promise<{ html: string; contentSecurityPolicy: string }> {
  const user = input.actor;
  await findOwnCv(ctx, input);
  let docx: Buffer;
  let settings = readTemplateSettings(undefined);
  if (input.templateId === DEFAULT_TEMPLATE_ID) {
    docx = loadStandardTemplate();
  } else {
    const row = await findOwnTemplate(ctx, input);
    docx = await ctx.storage.getBuffer(row.storageKey);
    settings = readTemplateSettings(row.settings);
  }
  const blindCv: BlindCvSettings = {
    isAnonymised: settings.alwaysAnonymise,
    hidesEmployers: settings.hideEmployers,
    identity: { name: input.data.name, email: input.data.email, phone: input.data.phone },
    targets: [],
    agencyName: user.agencyProfile?.agencyName ?? '',
  };
  const data = blindCvData(blindCv, input.data);
  const html = await asBadTemplate(() => renderTemplatePreviewHtml(renderCv({ template: docx, data, extras: agencyExtras(user.agencyProfile) })));
  return { html, contentSecurityPolicy: previewContentSecurityPolicy(html) };
}
