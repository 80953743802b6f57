import { z } from 'zod';
import type { CvData } from '@common/cv-data';
import type { EnhanceChanges } from '@common/enhance-changes';
import { AiError, callModel } from './call-model';
import { enforceFacts } from './enforce-facts';
import { localEnhanceDetailed, normaliseBullet, stripPersonalData, type TemplateInstructions } from './local/enhance';
import { ENHANCE_SYSTEM, enhancePrompt } from './prompts';
import { LOCAL_MODEL, LOCAL_PROVIDER, runLocal } from './run-local';
import { resolveAiConfig, type AiContext } from './settings';

export interface EnhanceCvInput {
  data: CvData;
  /** The template's bracketed instructions: placeholder or section ('Summary', 'Experience'…; '' for the whole CV) → texts. */
  instructions: TemplateInstructions;
  /** The user's custom prompt (Enterprise only; the caller checks the plan). */
  customPrompt?: string | null;
  userId: string | null;
  jobId?: string | null;
  signal?: AbortSignal;
}

export interface EnhanceCvResult {
  data: CvData;
  provider: string;
  model: string;
  tokens: number;
  costCents: number;
  /** The instructions the enhancement could not follow (the built-in provider says). */
  notes: string[];
  /** What the built-in provider changed, counted; null for a remote provider. */
  changes: EnhanceChanges | null;
}

/** What the model returns: the rewritable parts only, so it has nothing else to change. */
export const enhancementSchema = z.object({
  summary: z.string().nullable(),
  experience: z.array(z.object({ index: z.number().int(), highlights: z.array(z.string()) })),
});

function applyEnhancement(data: CvData, answer: z.infer<typeof enhancementSchema>): CvData {
  const byIndex = new Map(answer.experience.map((e) => [e.index, e.highlights]));
  return {
    ...data,
    summary: answer.summary ? stripPersonalData(answer.summary) || data.summary : data.summary,
    experience: data.experience.map((entry, index) => {
      const highlights = byIndex.get(index);
      if (!highlights) return entry;
      return { ...entry, highlights: highlights.map((h) => normaliseBullet(stripPersonalData(h), entry.current)).filter(Boolean) };
    }),
  };
}

/**
 * Enhancement (issue 6): the summary and highlights rewritten in clear, professional, results-oriented
 * language following the template's instructions and the custom prompt. Employers, titles, dates,
 * degrees and numbers never change: enforceFacts restores them in code, whatever the model wrote.
 * With fallbackToLocal chosen, an outage gives the local enhancement; otherwise it throws AiError.
 */
export async function enhanceCv(ctx: AiContext, input: EnhanceCvInput): Promise<EnhanceCvResult> {
  const config = await resolveAiConfig(ctx);
  const ids = { userId: input.userId, jobId: input.jobId };
  const local = async (): Promise<EnhanceCvResult> => {
    const result = await runLocal(ctx, 'enhance', ids, () => localEnhanceDetailed(input.data, input.instructions));
    return { data: result.data, notes: result.notes, changes: result.changes, provider: LOCAL_PROVIDER, model: LOCAL_MODEL, tokens: 0, costCents: 0 };
  };
  if (config.provider === LOCAL_PROVIDER) return local();
  try {
    const answer = await callModel(ctx, { ...config, provider: config.provider }, {
      endpoint: 'enhance',
      schema: enhancementSchema,
      system: ENHANCE_SYSTEM,
      prompt: enhancePrompt(input.data, input.instructions, input.customPrompt),
      ...ids,
      signal: input.signal,
    });
    const enhanced = enforceFacts(input.data, applyEnhancement(input.data, answer.output));
    return { data: enhanced, notes: [], changes: null, provider: answer.provider, model: answer.model, tokens: answer.inputTokens + answer.outputTokens, costCents: answer.costCents };
  } catch (error) {
    if (error instanceof AiError && config.fallbackToLocal) {
      ctx.logger.warn({ jobId: input.jobId, reason: error.message }, 'AI enhancement failed; falling back to the local provider');
      return local();
    }
    throw error;
  }
}
