import { emailStep } from './email-step';
import { enhanceStep } from './enhance-step';
import { reformatStep } from './reformat-step';
import { reportStep } from './report-step';
import type { StepRegistry } from './step';

/** The operations this server can run, in pipeline order. */
export const pipelineSteps: StepRegistry = {
  reformat: reformatStep,
  enhance: enhanceStep,
  report: reportStep,
  email: emailStep,
};
