import { renderCv } from '../../../rendering/render-cv';
import { outputFileName } from '../output-names';
import { finishOutput } from '../output-privacy';
import type { ProducedFile, Step } from './step';

/** The CV's data in the chosen template, as DOCX (the runner adds the PDF copy where LibreOffice is installed). */
export const reformatStep: Step = async ({ template, cvData, candidate, user, privacy }) => {
  const docx = finishOutput(privacy, renderCv({ template: template.buffer, data: cvData, extras: agencyExtras(user.agencyProfile) }), 'reformatted CV');
  const files: ProducedFile[] = [{ mode: 'reformat', format: 'docx', fileName: outputFileName(candidate, template.name, 'docx'), data: docx }];
  return { files };
};

/** The agency's own details, filled into ConsultantName, ConsultantEmail, ConsultantPhone and AgencyName. */
export function agencyExtras(profile: Record<string, string> | null | undefined) {
  return {
    consultantName: profile?.consultantName ?? '',
    consultantEmail: profile?.consultantEmail ?? '',
    consultantPhone: profile?.consultantPhone ?? '',
    agencyName: profile?.agencyName ?? '',
  };
}
