import { cvDataSchema, type CvData } from '@common/cv-data';
import { detectIndustry } from '../extraction/industry';
import { totalYearsExperience } from '../extraction/years';
import { AiError, callModel } from './call-model';
import { groundCvData } from './ground-cv-data';
import { extractPrompt, EXTRACT_SYSTEM } from './prompts';
import { LOCAL_PROVIDER, runLocal } from './run-local';
import { resolveAiConfig, type AiContext } from './settings';

export interface RefineExtractionInput {
  /** The document's text, as the readers produced it. */
  text: string;
  /** The local extractor's CvData: it stands wherever the model's answer fails or can't be found in the text. */
  local: CvData;
  userId: string | null;
  jobId?: string | null;
  signal?: AbortSignal;
}

/** Merges a grounded model answer over the local extraction: a value the model lost or made up falls back to the local one. */
export function mergeExtraction(grounded: CvData, local: CvData, now = new Date()): CvData {
  const merged: CvData = {
    name: grounded.name ?? local.name,
    email: grounded.email ?? local.email,
    phone: grounded.phone ?? local.phone,
    location: grounded.location ?? local.location,
    linkedin: grounded.linkedin ?? local.linkedin,
    website: grounded.website ?? local.website,
    summary: grounded.summary ?? local.summary,
    experience: grounded.experience.length >= local.experience.length ? grounded.experience : local.experience,
    education: grounded.education.length >= local.education.length ? grounded.education : local.education,
    skills: grounded.skills.length >= local.skills.length ? grounded.skills : local.skills,
    certifications: grounded.certifications.length >= local.certifications.length ? grounded.certifications : local.certifications,
    languages: grounded.languages.length >= local.languages.length ? grounded.languages : local.languages,
    totalYearsExperience: null,
    currentTitle: grounded.currentTitle ?? local.currentTitle,
    industry: null,
  };
  // Derived figures are computed, never taken from the model.
  merged.totalYearsExperience = totalYearsExperience(merged.experience, now) ?? local.totalYearsExperience;
  merged.industry = detectIndustry(merged.experience) ?? local.industry;
  return merged;
}

/**
 * Extraction refinement (issue 6): the configured model reads the CV text into CvData (structured
 * output against cvDataSchema); its answer is checked against the text (groundCvData) and merged over
 * the local extraction. On any AI failure, and with the local provider, the local extraction stands.
 */
export async function refineExtraction(ctx: AiContext, input: RefineExtractionInput): Promise<CvData> {
  const config = await resolveAiConfig(ctx);
  const ids = { userId: input.userId, jobId: input.jobId };
  if (config.provider === LOCAL_PROVIDER || !input.text.trim()) return runLocal(ctx, 'extract', ids, () => input.local);
  try {
    const answer = await callModel(ctx, { ...config, provider: config.provider }, {
      endpoint: 'extract',
      schema: cvDataSchema,
      system: EXTRACT_SYSTEM,
      prompt: extractPrompt(input.text),
      ...ids,
      signal: input.signal,
    });
    return mergeExtraction(groundCvData(answer.output, input.text), input.local);
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    ctx.logger.warn({ jobId: input.jobId, reason: error.message }, 'AI extraction failed; the local extraction stands');
    return input.local;
  }
}
