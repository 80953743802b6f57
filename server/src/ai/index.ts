/**
 * The AI layer (issue 6), as the processing pipeline calls it:
 * - refineExtraction(ctx, { text, local, userId, jobId? }) → CvData (never throws for an AI failure)
 * - enhanceCv(ctx, { data, instructions, customPrompt?, userId, jobId? }) → { data, provider, model, tokens, costCents }
 * - buildReport(ctx, { data, userId, jobId? }) → CandidateReport
 * enhanceCv and buildReport throw AiError (message fit for the job's errorMessage) when the provider
 * fails and the admin did not choose fallbackToLocal. Every call writes one ai_calls row.
 */
export { refineExtraction, mergeExtraction, type RefineExtractionInput } from './refine-extraction';
export { enhanceCv, type EnhanceCvInput, type EnhanceCvResult } from './enhance-cv';
export { buildReport, type BuildReportInput } from './build-report';
export { AiError } from './call-model';
export { groundCvData } from './ground-cv-data';
export { enforceFacts } from './enforce-facts';
export { localEnhance, type TemplateInstructions } from './local/enhance';
export { localReport } from './local/report';
export { resolveAiConfig, presentAiConfig, type AiContext } from './settings';
export type { CandidateReport } from '@common/contracts/ai';
