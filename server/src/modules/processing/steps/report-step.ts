import { buildReport } from '../../../ai';
import { renderReportDocx } from '../../../rendering/render-report';
import { outputFileName } from '../output-names';
import { agencyExtras } from './reformat-step';
import { finishOutput } from '../../blind-cvs/blind-cv-output';
import type { ProducedFile, Step } from './step';
import { customPrompt } from './template-instructions';

/** The candidate analysis document: '<Candidate> - Report.docx' (the runner adds the PDF copy where available). */
export const reportStep: Step = async (input) => {
  const { ctx, job, user, cvData, template, candidate, blindCv } = input;
  // A blind report names no way to reach the candidate; the client goes through the agency.
  const data = blindCv.isAnonymised ? { ...cvData, email: null, phone: null, linkedin: null, website: null } : cvData;
  const report = await buildReport(ctx, { data, userId: user.id, jobId: job.id, customPrompt: customPrompt(input, 'report') });
  const agency = agencyExtras(user.agencyProfile, template.row?.settings);
  const preparedBy = [agency.consultantName, agency.agencyName].filter(Boolean).join(', ');
  const docx = finishOutput(
    blindCv,
    renderReportDocx(report, { headerText: agency.agencyName || undefined, footerText: preparedBy ? `Prepared by ${preparedBy}` : undefined }),
    'candidate report',
  );
  const files: ProducedFile[] = [{ mode: 'report', format: 'docx', fileName: outputFileName(candidate, 'Report', 'docx'), data: docx }];
  return { files };
};
