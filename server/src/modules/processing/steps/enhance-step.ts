import { enhanceCv } from '../../../ai';
import { renderCv } from '../../../rendering/render-cv';
import { outputFileName } from '../output-names';
import { finishOutput, blindCvData } from '../../blind-cvs/blind-cv-output';
import { agencyExtras, templateFontNotes } from './reformat-step';
import type { ProducedFile, Step } from './step';
import { customPrompt, templateInstructions } from './template-instructions';

/** Improved wording (never new facts) in the same template: '<Candidate> - Enhanced.docx'. */
export const enhanceStep: Step = async (input) => {
  const { ctx, job, user, cvData, template, candidate, blindCv } = input;
  const enhanced = await enhanceCv(ctx, {
    data: cvData,
    instructions: templateInstructions(template),
    customPrompt: customPrompt(input, 'enhance'),
    userId: user.id,
    jobId: job.id,
  });
  // The AI saw the prepared data only; its answer is prepared again so a rewording can't bring a name back.
  const data = blindCvData(blindCv, enhanced.data);
  const docx = finishOutput(blindCv, renderCv({ template: template.buffer, data, extras: agencyExtras(user.agencyProfile, template.row?.settings) }), 'enhanced CV');
  const files: ProducedFile[] = [{ mode: 'enhance', format: 'docx', fileName: outputFileName(candidate, 'Enhanced', 'docx'), data: docx }];
  return { files, apiProvider: enhanced.provider, tokensUsed: enhanced.tokens, costCents: enhanced.costCents, notes: [...(enhanced.notes ?? []), ...templateFontNotes(input)], enhanceChanges: enhanced.changes };
};
