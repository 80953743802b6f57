import type { CvData } from '@common/cv-data';
import { readTemplateSettings } from '@common/contracts/templates';
import type { processingJobs, templates, uploadedCvs } from '../../db/schema';
import { stripDocumentProperties } from '../../rendering/docx-properties';
import { anonymiseCvData, anonymisedFileLabel, type CandidateIdentity } from './anonymise';
import { assertRedacted, redactionTargets, type RedactionTarget } from './check-redaction';
import { hideEmployerNames } from './hide-employers';

type JobRow = typeof processingJobs.$inferSelect;

/**
 * The blind-CV settings of a job's outputs (the BLIND option, 'Always anonymise', 'Hide employer names'):
 * how they treat the candidate's identity, from the CV's option and the template's defaults.
 */
export interface BlindCvSettings {
  /** Blind CV: the job's own option, or the template's 'Always anonymise'. */
  isAnonymised: boolean;
  /** The template's 'Hide employer names'. */
  hidesEmployers: boolean;
  /** The candidate as the original CV names them (kept to scrub AI output and to check outputs). */
  identity: CandidateIdentity;
  /** What the redaction check searches every blind output for. */
  targets: RedactionTarget[];
  /** Put in the author field of blind outputs instead of whoever wrote the template. */
  agencyName: string;
}

export interface BlindCvStepData {
  blindCv: BlindCvSettings;
  /** The CV data the steps render: anonymised and/or with employers hidden as asked. */
  cvData: CvData;
  /** The job with its effective anonymise option (the email step reads it to leave the original out). */
  job: JobRow;
  /** 'Jane D.' in blind mode, else null (the caller keeps its usual label). */
  candidate: string | null;
}

/** Works out whether a job's outputs are blind (and hide employers) from its options and template, and prepares the CV data the steps use. */
export function prepareBlindCv(input: {
  job: JobRow;
  template: typeof templates.$inferSelect | null;
  cv: Pick<typeof uploadedCvs.$inferSelect, 'textContent'>;
  cvData: CvData;
  agencyProfile: Record<string, string> | null | undefined;
}): BlindCvStepData {
  const settings = readTemplateSettings(input.template?.settings);
  const isAnonymised = input.job.options.anonymise === true || settings.alwaysAnonymise;
  const blindCv: BlindCvSettings = {
    isAnonymised,
    hidesEmployers: settings.hideEmployers,
    identity: { name: input.cvData.name, email: input.cvData.email, phone: input.cvData.phone },
    targets: isAnonymised ? redactionTargets(input.cvData, input.cv.textContent) : [],
    agencyName: input.agencyProfile?.agencyName ?? '',
  };
  const job = isAnonymised === input.job.options.anonymise ? input.job : { ...input.job, options: { ...input.job.options, anonymise: isAnonymised } };
  return {
    blindCv,
    cvData: blindCvData(blindCv, input.cvData),
    job,
    candidate: isAnonymised ? anonymisedFileLabel(input.cvData.name) : null,
  };
}

/** CV data as this job may show it; applied again to what an AI step returns. */
export function blindCvData(blindCv: BlindCvSettings, data: CvData): CvData {
  let out = data;
  if (blindCv.hidesEmployers) out = hideEmployerNames(out);
  if (blindCv.isAnonymised) out = anonymiseCvData(out, blindCv.identity);
  return out;
}

/**
 * The last touch on every DOCX a job produces, before its PDF copy is made: in blind mode the
 * document properties are cleared and the redaction check runs (a leak fails the job).
 */
export function finishOutput(blindCv: BlindCvSettings, docx: Buffer, output: string): Buffer {
  if (!blindCv.isAnonymised) return docx;
  const stripped = stripDocumentProperties(docx, blindCv.agencyName);
  assertRedacted(stripped, blindCv.targets, output);
  return stripped;
}
