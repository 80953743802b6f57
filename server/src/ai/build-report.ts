import { z } from 'zod';
import type { CandidateReport } from '@common/contracts/ai';
import type { CvData } from '@common/cv-data';
import { AiError, callModel } from './call-model';
import { introducesNumber, knownNumbers } from './enforce-facts';
import { stripPersonalData } from './local/enhance';
import { employmentGaps, formatCvDate, localReport } from './local/report';
import { reportPrompt, REPORT_SYSTEM } from './prompts';
import { LOCAL_PROVIDER, runLocal } from './run-local';
import { resolveAiConfig, type AiContext } from './settings';

export interface BuildReportInput {
  data: CvData;
  userId: string | null;
  jobId?: string | null;
  signal?: AbortSignal;
  /** The recruiter's own instructions for the narrative (an Enterprise custom prompt); never overrides the rules. */
  customPrompt?: string | null;
  /** For the timeline's "Present" and gap computations; defaults to now. */
  now?: Date;
}

export const reportNarrativeSchema = z.object({
  fitSummary: z.array(z.string()),
  strengths: z.array(z.string()),
  risks: z.array(z.string()),
  interviewQuestions: z.array(z.string()),
});

const NARRATIVE_HEADINGS = {
  fitSummary: 'Fit Summary',
  strengths: 'Strengths',
  risks: 'Risks and Points to Verify',
  interviewQuestions: 'Interview Questions',
} as const;

/** Keeps the model's sentences that state no number the CV doesn't, and carry no personal data. */
function grounded(items: string[], known: Set<string>): string[] {
  return items.map((s) => stripPersonalData(s.trim())).filter((s) => s && !introducesNumber(s, known));
}

/**
 * The candidate report (issue 6): fit summary, profile, experience timeline with gaps over 3 months,
 * skills by category, strengths, risks, interview questions. The factual sections always come from
 * CvData; an AI provider writes the narrative ones (checked: no number the CV doesn't state). The
 * local provider's report is entirely factual. With fallbackToLocal, an outage gives the local report;
 * otherwise it throws AiError.
 */
export async function buildReport(ctx: AiContext, input: BuildReportInput): Promise<CandidateReport> {
  const now = input.now ?? new Date();
  const config = await resolveAiConfig(ctx);
  const ids = { userId: input.userId, jobId: input.jobId };
  const factual = () => localReport(input.data, now);
  if (config.provider === LOCAL_PROVIDER) return runLocal(ctx, 'report', ids, factual);
  try {
    const gaps = employmentGaps(input.data, now).map((g) => `${formatCvDate(g.from)} – ${formatCvDate(g.to)} (${g.months} months)`);
    const answer = await callModel(ctx, { ...config, provider: config.provider }, {
      endpoint: 'report',
      schema: reportNarrativeSchema,
      system: REPORT_SYSTEM,
      prompt: reportPrompt(input.data, gaps, input.customPrompt),
      ...ids,
      signal: input.signal,
    });
    // Numbers in the report's own factual sections (durations, gap lengths) are allowed too.
    const report = factual();
    const computed = report.sections.filter((s) => s.heading !== 'Profile Summary');
    const known = knownNumbers(input.data, JSON.stringify(computed));
    for (const [key, heading] of Object.entries(NARRATIVE_HEADINGS) as [keyof typeof NARRATIVE_HEADINGS, string][]) {
      const items = grounded(answer.output[key], known);
      if (items.length === 0) continue;
      const index = report.sections.findIndex((s) => s.heading === heading);
      report.sections[index] = key === 'fitSummary' ? { heading, paragraphs: items } : { heading, bullets: items };
    }
    return report;
  } catch (error) {
    if (error instanceof AiError && config.fallbackToLocal) {
      ctx.logger.warn({ jobId: input.jobId, reason: error.message }, 'AI report failed; falling back to the local provider');
      return runLocal(ctx, 'report', ids, factual);
    }
    throw error;
  }
}
