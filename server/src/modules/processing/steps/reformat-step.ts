import { readTemplateSettings } from '@common/contracts/templates';
import { renderCv } from '../../../rendering/render-cv';
import { pdfFontNotes } from '../../../rendering/server-fonts';
import { outputFileName } from '../output-names';
import { finishOutput } from '../../blind-cvs/blind-cv-output';
import type { ProducedFile, Step, StepInput } from './step';

/** The CV's data in the chosen template, as DOCX (the runner adds the PDF copy where LibreOffice is installed). */
export const reformatStep: Step = async (input) => {
  const { template, cvData, candidate, user, blindCv } = input;
  const docx = finishOutput(blindCv, renderCv({ template: template.buffer, data: cvData, extras: agencyExtras(user.agencyProfile, template.row?.settings) }), 'reformatted CV');
  const files: ProducedFile[] = [{ mode: 'reformat', format: 'docx', fileName: outputFileName(candidate, template.name, 'docx'), data: docx }];
  return { files, notes: templateFontNotes(input) };
};

/** Job-details notes for template fonts the PDF copy cannot show in a close match (server-fonts.ts). */
export function templateFontNotes({ ctx, template }: Pick<StepInput, 'ctx' | 'template'>): string[] {
  const fonts = (template.row?.structure as { fonts?: unknown } | undefined)?.fonts;
  return pdfFontNotes(Array.isArray(fonts) ? fonts.filter((font): font is string => typeof font === 'string') : [], ctx.config.PDF_OUTPUT !== 'off');
}

/**
 * The agency's own details, filled into ConsultantName, ConsultantEmail, ConsultantPhone and
 * AgencyName: the template's brand where it sets a field, else the account's agency details.
 */
export function agencyExtras(profile: Record<string, string> | null | undefined, templateSettings?: unknown) {
  const brand = readTemplateSettings(templateSettings).agency;
  const pick = (key: 'consultantName' | 'consultantEmail' | 'consultantPhone' | 'agencyName') => brand?.[key] || profile?.[key] || '';
  return { consultantName: pick('consultantName'), consultantEmail: pick('consultantEmail'), consultantPhone: pick('consultantPhone'), agencyName: pick('agencyName') };
}
