import { candidateIdentity, isSameCandidate } from '@common/candidate-identity';
import type { UploadedCvDetail } from '@common/contracts/cv-review';
import type { CvData } from '@common/cv-data';

export const IDENTITY_CHANGE_NOTICE =
  'This correction changes who the CV is about (its name, or most of its employers and schools). Processing it again is then no longer free: the next run costs a credit.';

/**
 * Whether saving `draft` ends the CV's free reprocessing: the saved data is free to process again, and
 * the draft is none of the candidates it was paid for (the server's own rule, common/candidate-identity.ts).
 */
export function endsFreeReprocessing(cv: Pick<UploadedCvDetail, 'freeReprocessUntil' | 'paidCandidates'>, draft: CvData): boolean {
  if (!cv.freeReprocessUntil) return false;
  const next = candidateIdentity(draft);
  return !cv.paidCandidates.some((paid) => isSameCandidate(paid, next));
}
