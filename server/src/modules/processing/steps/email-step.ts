import { sendProcessedCvEmail, type ProcessedCvAttachment } from '../../../email';
import type { Step } from './step';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
};

const LABELS = { reformat: 'reformatted CV', enhance: 'enhanced CV', report: 'candidate report' } as const;

/**
 * Sends the original CV and every file this job produced to the user's own account email
 * (docs/PRODUCT.md §10 Processing). In blind mode the original, which carries the contact details, is never sent.
 */
export const emailStep: Step = async ({ ctx, job, user, cv, cvData, original, produced, candidate }) => {
  const attachments: ProcessedCvAttachment[] = [];
  if (!job.options.anonymise) {
    attachments.push({ fileName: cv.originalFileName, content: original, contentType: CONTENT_TYPES[cv.format], label: 'original CV' });
  }
  for (const file of produced) {
    attachments.push({ fileName: file.fileName, content: file.data, contentType: CONTENT_TYPES[file.format], label: LABELS[file.mode] });
  }
  await sendProcessedCvEmail(ctx, {
    user: { id: user.id, email: user.email, firstName: user.firstName },
    candidateName: job.options.anonymise ? candidate : cvData.name ?? candidate,
    jobId: job.id,
    attachments,
  });
  return { files: [] };
};
