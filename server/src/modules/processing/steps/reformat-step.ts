import { readTemplateSettings } from '@common/contracts/templates';
import { renderCv } from '../../../rendering/render-cv';
import { outputFileName } from '../output-names';
import { finishOutput } from '../../blind-cvs/blind-cv-output';
import type { ProducedFile, Step } from './step';

/** The CV's data in the chosen template, as DOCX (the runner adds the PDF copy where LibreOffice is installed). */
export const reformatStep: Step = async ({ template, cvData, candidate, user, blindCv }) => {
  const docx = finishOutput(blindCv, renderCv({ template: template.buffer, data: cvData, extras: agencyExtras(user.agencyProfile, template.row?.settings) }), 'reformatted CV');
  const files: ProducedFile[] = [{ mode: 'reformat', format: 'docx', fileName: outputFileName(candidate, template.name, 'docx'), data: docx }];
  return { files };
};

/**
 * The agency's own details, filled into ConsultantName, ConsultantEmail, ConsultantPhone and
 * AgencyName: the template's brand where it sets a field, else the account's agency details.
 */
export function agencyExtras(profile: Record<string, string> | null | undefined, templateSettings?: unknown) {
  const brand = readTemplateSettings(templateSettings).agency;
  const pick = (key: 'consultantName' | 'consultantEmail' | 'consultantPhone' | 'agencyName') => brand?.[key] || profile?.[key] || '';
  return { consultantName: pick('consultantName'), consultantEmail: pick('consultantEmail'), consultantPhone: pick('consultantPhone'), agencyName: pick('agencyName') };
}
