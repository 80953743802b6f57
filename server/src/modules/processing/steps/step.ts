import type { CvData } from '@common/cv-data';
import type { Operation } from '@common/contracts/processing';
import type { EnhanceChanges } from '@common/enhance-changes';
import type { AppContext } from '../../../context';
import type { processingJobs, templates, uploadedCvs } from '../../../db/schema';
import type { UserRow } from '../../accounts/present-user';
import type { BlindCvSettings } from '../../blind-cvs/blind-cv-output';

export interface ProducedFile {
  mode: 'reformat' | 'enhance' | 'report';
  format: 'docx' | 'pdf';
  fileName: string;
  data: Buffer;
}

/** Everything a step needs, loaded once per job run. */
export interface StepInput {
  ctx: AppContext;
  job: typeof processingJobs.$inferSelect;
  user: UserRow;
  cv: typeof uploadedCvs.$inferSelect;
  cvData: CvData;
  original: Buffer;
  template: { buffer: Buffer; name: string; row: typeof templates.$inferSelect | null };
  /** The candidate's name as used in output file names. */
  candidate: string;
  /** Blind CV and hidden employers: cvData is already prepared; every DOCX goes through finishOutput. */
  blindCv: BlindCvSettings;
  /** Files produced by earlier steps of this run (the email step attaches them). */
  produced: ProducedFile[];
}

export interface StepResult {
  files: ProducedFile[];
  apiProvider?: string | null;
  tokensUsed?: number;
  costCents?: number;
  /** Shown in the job's details: what the step changed, counted, and what it could not do ('Instruction not applied: …'). */
  notes?: string[];
  /** What the built-in enhancement changed in this CV, counted (stored with the job for its details). */
  enhanceChanges?: EnhanceChanges | null;
}

export type Step = (input: StepInput) => Promise<StepResult>;
export type StepRegistry = Partial<Record<Operation, Step>>;
