import type { AppContext } from '../../context';
import { extractUploadedCv, markExtractionFailed } from '../../modules/cvs/extract-uploaded-cv';
import type { JobPayload } from '../define-job';
import type { JobContext } from '../queue';
import type { extractCvJob } from './extract-cv';

/** Runs one CV's extraction. Unreadable files end as failed/needs_review inside; anything else is retried, then marked failed. */
export function extractCvHandler(ctx: AppContext) {
  return async (payload: JobPayload<typeof extractCvJob>, job: JobContext): Promise<void> => {
    try {
      const outcome = await extractUploadedCv(ctx, payload);
      if (outcome) ctx.logger.debug({ cvId: payload.cvId, ...outcome }, 'CV extracted');
    } catch (error) {
      ctx.logger.error({ err: error, cvId: payload.cvId, attempt: job.attempt }, 'CV extraction failed');
      if (job.isLastAttempt) await markExtractionFailed(ctx, { cvId: payload.cvId });
      throw error;
    }
  };
}
