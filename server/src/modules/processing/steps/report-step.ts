import { buildReport } from '../../../ai';
import { renderReportDocx } from '../../../rendering/render-report';
import { outputFileName } from '../output-names';
import { finishOutput } from '../output-privacy';
import type { ProducedFile, Step } from './step';
import { customPrompt } from './template-instructions';

/** The candidate analysis document: '<Candidate> - Report.docx' (the runner adds the PDF copy where available). */
export const reportStep: Step = async (input) => {
  const { ctx, job, user, cvData, candidate, privacy } = input;
  const report = await buildReport(ctx, { data: cvData, userId: user.id, jobId: job.id, customPrompt: customPrompt(input, 'report') });
  const docx = finishOutput(privacy, renderReportDocx(report), 'candidate report');
  const files: ProducedFile[] = [{ mode: 'report', format: 'docx', fileName: outputFileName(candidate, 'Report', 'docx'), data: docx }];
  return { files };
};
