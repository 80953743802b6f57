import { readTemplateSettings } from '@common/contracts/templates';
import { buildReport } from '../../../ai';
import { readLogoImage, type LogoImage } from '../../../rendering/logo-image';
import { renderReportDocx } from '../../../rendering/render-report';
import { outputFileName } from '../output-names';
import { agencyExtras } from './reformat-step';
import { finishOutput } from '../../blind-cvs/blind-cv-output';
import type { ProducedFile, Step, StepInput } from './step';
import { customPrompt } from './template-instructions';

/** The candidate analysis document: '<Candidate> - Report.docx' (the runner adds the PDF copy where available). */
export const reportStep: Step = async (input) => {
  const { ctx, job, user, cvData, template, candidate, blindCv } = input;
  // A blind report names no way to reach the candidate; the client goes through the agency.
  const data = blindCv.isAnonymised ? { ...cvData, email: null, phone: null, linkedin: null, website: null } : cvData;
  const report = await buildReport(ctx, { data, userId: user.id, jobId: job.id, customPrompt: customPrompt(input, 'report') });
  const agency = agencyExtras(user.agencyProfile, template.row?.settings);
  const preparedBy = [agency.consultantName, agency.agencyName].filter(Boolean).join(', ');
  const logo = await reportLogo(input);
  const docx = finishOutput(
    blindCv,
    renderReportDocx(report, { headerText: agency.agencyName || undefined, footerText: preparedBy ? `Prepared by ${preparedBy}` : undefined, logo: logo.image }),
    'candidate report',
  );
  const files: ProducedFile[] = [{ mode: 'report', format: 'docx', fileName: outputFileName(candidate, 'Report', 'docx'), data: docx }];
  return { files, notes: logo.note ? [logo.note] : undefined };
};

/**
 * The account's agency logo for the report, checked again by its bytes. A template branded with
 * another agency name (decision 089) gets none: a wrong logo is worse than none. A logo that cannot
 * be read leaves the report with the agency name alone, and the job's details say so.
 */
async function reportLogo({ ctx, job, user, template }: StepInput): Promise<{ image?: LogoImage; note?: string }> {
  if (!user.agencyLogo) return {};
  const brandName = readTemplateSettings(template.row?.settings).agency?.agencyName;
  if (brandName && brandName !== (user.agencyProfile?.agencyName ?? '')) return {};
  try {
    return { image: readLogoImage(await ctx.storage.getBuffer(user.agencyLogo.storageKey)) };
  } catch (error) {
    ctx.logger.warn({ err: error, jobId: job.id }, 'the agency logo could not be read; the report goes without it');
    return { note: 'The agency logo could not be read: the report shows the agency name without it. Upload the logo again in Settings.' };
  }
}
